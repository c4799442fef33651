import { html, raw } from "hono/html";
import { absoluteUrl, metaTags, type PageHead, pageTitle } from "../lib/head";
import { siteJsonLd } from "../lib/structured-data";

/**
 * JSON-LD as a script element. Its content is JSON, which HTML does not escape: it goes in raw, with
 * `<` escaped as JSON allows, so no value can close the element early.
 */
const jsonLdScript = (data: object, page: boolean) =>
  html`<script type="application/ld+json"${page ? html` data-page-jsonld` : ""}>${raw(JSON.stringify(data).replace(/</g, "\\u003c"))}</script>`;

/** A page's head tags: title, meta tags, canonical link, the site's JSON-LD and the page's own. */
export function headHtml(head: PageHead) {
  return html`<title>${pageTitle(head.title)}</title>
    ${metaTags(head).map(([attribute, key, content]) => html`<meta ${attribute}="${key}" content="${content}" />`)}
    <link rel="canonical" href="${absoluteUrl(head.path)}" />
    ${siteJsonLd().map((data) => jsonLdScript(data, false))}
    ${(head.jsonLd ?? []).map((data) => jsonLdScript(data, true))}`;
}
