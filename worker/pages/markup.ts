import { html as honoHtml, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

/**
 * HTML the Worker renders, escaped by construction: every value put into `html` is escaped unless
 * it is itself `html` (or, for the few constants that must not be, `raw`). The Worker's pages are
 * plain strings with no promises in them, so the result is always ready at once.
 */

export type Markup = HtmlEscapedString;

export const html = (strings: TemplateStringsArray, ...values: unknown[]): Markup => {
  const result = honoHtml(strings, ...values);
  if (result instanceof Promise) throw new Error("Worker pages render synchronously; something async was put in one.");
  return result;
};

/** JSON for a `<script type="application/json">`: a text inside it can never close the element. */
export const jsonForScript = (value: unknown): Markup => raw(JSON.stringify(value).replaceAll("<", "\\u003c"));

export { raw };
