import type { ServiceCategory, ServiceListing } from "./types";

/**
 * The services as menus and links show them, on every page. Card summaries are in
 * service-summaries.ts and the long text of each service page in services/<slug>.ts, so that each
 * loads only with the pages that show it.
 */
export const serviceIndex = [
  { slug: "asbestos-inspection", name: "Asbestos Inspection", category: "environmental" },
  { slug: "asbestos-removal", name: "Asbestos Removal", category: "environmental" },
  { slug: "asbestos-tile-removal", name: "Asbestos Tile Removal", category: "environmental" },
  { slug: "lead-paint-removal", name: "Lead Paint Removal", category: "environmental" },
  { slug: "mold-testing", name: "Mold Testing", category: "environmental" },
  { slug: "mold-remediation", name: "Mold Remediation", category: "environmental" },
  { slug: "windows-installation", name: "Window Installation", category: "construction" },
  { slug: "roofing", name: "Roofing", category: "construction" },
  { slug: "siding", name: "Siding", category: "construction" },
  { slug: "gutters", name: "Gutters", category: "construction" },
] as const satisfies ReadonlyArray<ServiceListing>;

export type ServiceSlug = (typeof serviceIndex)[number]["slug"];

export const categoryNames: Record<ServiceCategory, string> = {
  environmental: "Environmental Services",
  construction: "Construction Services",
};

/** The mega-menu's groups; asbestos tile removal is reached from the asbestos pages, as in the spec. */
export const menuGroups: Array<{ category: ServiceCategory; slugs: ServiceSlug[] }> = [
  {
    category: "environmental",
    slugs: ["asbestos-inspection", "asbestos-removal", "lead-paint-removal", "mold-testing", "mold-remediation"],
  },
  { category: "construction", slugs: ["windows-installation", "roofing", "siding", "gutters"] },
];

export const serviceHref = (slug: string) => `/services/${slug}`;
/** Each service's illustration: a 960x640 WebP in public/images/services, made from art/services by scripts/make-images.ts. */
export const serviceImage = (slug: string) => `/images/services/${slug}.webp`;
export const serviceName = (slug: string) => serviceIndex.find((service) => service.slug === slug)?.name ?? slug;
