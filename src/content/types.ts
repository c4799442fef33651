/** Shapes of the marketing content. Pages render these; the text lives in the data files beside this one. */

export type Faq = { question: string; answer: string };

/** A block of prose: a heading, paragraphs, and an optional bullet list. */
export type Section = { heading: string; paragraphs: string[]; bullets?: string[] };

export type ServiceCategory = "environmental" | "construction";

/** A service as menus and links need it (service-index.ts). */
export type ServiceListing = {
  slug: string; // URL segment under /services/
  name: string; // "Asbestos Removal"
  category: ServiceCategory;
};

/** The long text of a service page (services/<slug>.ts), loaded only with that page. */
export type ServiceDetail = {
  /** Short keyword list for the meta keywords tag. */
  keywords: string[];
  /** One sentence headline shown under the h1. */
  headline: string;
  imageAlt: string;
  /** What it is. */
  whatItIs: Section;
  /** When a property owner needs it: signs, situations. */
  whenNeeded: Section;
  /** How we do it safely: numbered steps. */
  process: Array<{ title: string; text: string }>;
  /** Regulations and licensing that apply. */
  regulations: Section;
  faqs: Faq[];
};

export type Service = ServiceListing &
  ServiceDetail & {
    /** Under 160 characters: meta description and card text (service-summaries.ts). */
    summary: string;
    /** public/ path of the illustration (1200x800). */
    image: string;
  };

/** A project as the list and links need it (project-index.ts). */
export type ProjectSummary = {
  id: string; // URL segment under /projects/
  title: string;
  service: string; // service slug
  location: string; // "Evanston, IL"
  year: number;
  propertyType: string;
  summary: string; // under 160 characters
};

/** The story of a project (projects/<id>.ts), loaded only with its page. */
export type ProjectDetail = {
  /** Paragraphs telling the story: the problem, the work, the result. */
  story: string[];
  facts: Array<{ label: string; value: string }>;
  before: { src: string; alt: string }; // public/ paths, 1200x800 SVG
  after: { src: string; alt: string };
};

export type Project = ProjectSummary & ProjectDetail;

/** A blog post as the list needs it (post-index.ts). */
export type PostSummary = {
  slug: string; // URL segment under /blog/
  title: string;
  summary: string; // under 160 characters
  published: string; // ISO date "2026-03-14"
  author: string;
  /** readingMinutes(sections) of the post's text; a test keeps it in step. */
  readingMinutes: number;
  tags: string[];
};

export type BlogPost = PostSummary & { sections: Section[] };

export type Testimonial = {
  name: string;
  role: string;
  rating: number;
  text: string;
  initials: string;
  service: string;
};

export type LegalPage = { title: string; summary: string; updated: string; sections: Section[] };
