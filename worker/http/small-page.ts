import { html, raw } from "hono/html";
import { business } from "../../src/config/business";

/**
 * The Worker's own small HTML pages, for browsers without JavaScript and for refusals: the
 * no-JS form's error page, the booking pages and the desk's sign-in refusal. One inline style,
 * light and dark, nothing to load or run.
 */

const style =
  "body{font:1.05rem/1.6 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1.25rem;color:#0f172a;background:#fff}" +
  "h1{font-size:1.6rem;line-height:1.25}a{color:#0f766e;font-weight:600}" +
  ".box{border-left:4px solid #0f766e;padding:.5rem 1rem;background:#f0fdfa}.problem{border-color:#b91c1c;background:#fef2f2}" +
  "@media (prefers-color-scheme:dark){body{background:#020617;color:#e2e8f0}a{color:#5eead4}.box{background:#042f2e}.problem{background:#450a0a}}";

/** Markup from Hono's html tag: every string put into it was escaped. */
export type PageMarkup = ReturnType<typeof html>;

/** A page titled `title` whose main holds `heading` and `body`. */
export function smallPage(title: string, body: PageMarkup, heading = title): PageMarkup {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${title} | ${business.name}</title>
<style>${raw(style)}</style>
</head>
<body>
<main>
<h1>${heading}</h1>
${body}
</main>
</body>
</html>`;
}

/** The page's own rules: its inline style and nothing else; forms only back to this site, or none. */
export const smallPageHeaders = (formAction: "'self'" | "'none'" = "'self'") => ({
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action ${formAction}`,
});
