import { business } from "../config/business";

/** What one page declares about itself for search engines and link previews. */
export type PageHead = {
  title: string;
  description: string;
  /** Path of the page, for the canonical URL. */
  path: string;
  keywords?: readonly string[];
  /** Share image path; the default is the site's .jpg. */
  image?: string;
  type?: "website" | "article";
  /** Page-specific JSON-LD, added to the site-wide organization, business and website entries. */
  jsonLd?: readonly object[];
  noindex?: boolean;
};

const defaultKeywords = [
  "asbestos removal Chicago",
  "lead paint removal",
  "mold remediation",
  "environmental contractor Illinois",
];

/** The brand suffix is added unless the title already names the brand. */
export const pageTitle = (title: string) => (title.includes(business.name) ? title : `${title} | ${business.name}`);

export const absoluteUrl = (path: string) => new URL(path, business.siteUrl).toString();

/** Meta tags as [attribute, key, content] triples. */
export function metaTags(head: PageHead): Array<["name" | "property", string, string]> {
  const title = pageTitle(head.title);
  const image = absoluteUrl(head.image ?? "/og-image.jpg");
  return [
    ["name", "description", head.description],
    ["name", "keywords", [...(head.keywords ?? []), ...defaultKeywords].join(", ")],
    ["name", "robots", head.noindex ? "noindex, follow" : "index, follow"],
    ["property", "og:type", head.type ?? "website"],
    ["property", "og:site_name", business.name],
    ["property", "og:title", title],
    ["property", "og:description", head.description],
    ["property", "og:url", absoluteUrl(head.path)],
    ["property", "og:image", image],
    ["property", "og:image:width", "1200"],
    ["property", "og:image:height", "630"],
    ["property", "og:locale", "en_US"],
    ["name", "twitter:card", "summary_large_image"],
    ["name", "twitter:title", title],
    ["name", "twitter:description", head.description],
    ["name", "twitter:image", image],
  ];
}
