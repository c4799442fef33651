import { createContext, useContext } from "react";
import type { PageHead } from "../../lib/head";

/** Set by the prerenderer to collect the page's head. */
export const HeadCollector = createContext<((head: PageHead) => void) | null>(null);

/**
 * Declares the page's title, meta tags, canonical URL and JSON-LD; the prerenderer writes them into
 * the static HTML (src/html/head.ts). Renders nothing.
 */
export function Head(head: PageHead) {
  useContext(HeadCollector)?.(head);
  return null;
}
