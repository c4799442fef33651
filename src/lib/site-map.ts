import { postIndex } from "../content/post-index";
import { projectIndex } from "../content/project-index";
import { serviceIndex } from "../content/service-index";

/** Every public page, for the prerenderer, sitemap.xml and the link-crawling test. */
export function publicPaths(): string[] {
  return [
    "/",
    "/about",
    "/services",
    ...serviceIndex.map((service) => `/services/${service.slug}`),
    "/projects",
    ...projectIndex.map((project) => `/projects/${project.id}`),
    "/blog",
    ...postIndex.map((post) => `/blog/${post.slug}`),
    "/contact",
    "/calendar",
    "/privacy",
    "/terms",
  ];
}

/** Pages that are prerendered but not listed in the sitemap (they are not landing pages). */
export const unlistedPaths = ["/contact/thank-you", "/embed/quote", "/offline"];

/** Old or mistyped addresses that must keep working: answered with a 301 (public/_redirects is built from this). */
export const permanentRedirects: Record<string, string> = {
  "/services/lead-paint": "/services/lead-paint-removal",
};
