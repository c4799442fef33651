import { createContext, useContext, useEffect } from "react";
import { absoluteUrl, metaTags, type PageHead, pageTitle } from "../../lib/head";

/** Set by the prerenderer to collect the page's head; absent in the browser. */
export const HeadCollector = createContext<((head: PageHead) => void) | null>(null);

/**
 * Declares the page's title, meta tags, canonical URL and JSON-LD. The prerenderer writes them into
 * the static HTML; in the browser they are updated on client-side navigation.
 */
export function Head(head: PageHead) {
  const collect = useContext(HeadCollector);
  collect?.(head);
  useEffect(() => applyHead(head));
  return null;
}

function applyHead(head: PageHead) {
  document.title = pageTitle(head.title);
  for (const [attribute, key, content] of metaTags(head)) {
    let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (!tag) {
      tag = document.createElement("meta");
      tag.setAttribute(attribute, key);
      document.head.append(tag);
    }
    tag.content = content;
  }
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = absoluteUrl(head.path);
  for (const script of document.head.querySelectorAll("script[data-page-jsonld]")) script.remove();
  for (const data of head.jsonLd ?? []) document.head.append(jsonLdScript(data));
}

function jsonLdScript(data: object) {
  const script = document.createElement("script");
  script.type = "application/ld+json";
  script.dataset.pageJsonld = "";
  script.textContent = JSON.stringify(data);
  return script;
}
