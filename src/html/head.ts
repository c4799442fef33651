import { absoluteUrl, metaTags, type PageHead, pageTitle } from "../lib/head";
import { siteJsonLd } from "../lib/structured-data";
import { escapeHtml } from "./escape";

/** JSON-LD as a script element; `<` is escaped so no value can close the element early. */
const jsonLdScript = (data: object, page: boolean) =>
  `<script type="application/ld+json"${page ? " data-page-jsonld" : ""}>${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;

/** A page's head tags: title, meta tags, canonical link, the site's JSON-LD and the page's own. */
export function headHtml(head: PageHead) {
  return [
    `<title>${escapeHtml(pageTitle(head.title))}</title>`,
    ...metaTags(head).map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`),
    `<link rel="canonical" href="${absoluteUrl(head.path)}" />`,
    ...siteJsonLd().map((data) => jsonLdScript(data, false)),
    ...(head.jsonLd ?? []).map((data) => jsonLdScript(data, true)),
  ].join("\n    ");
}
