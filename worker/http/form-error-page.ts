import type { Context } from "hono";
import { business, telHref } from "../../src/config/business";
import type { AppEnv } from "../env";

/**
 * A browser's plain form post (the no-JavaScript quote form) wants a page back, not JSON. The body
 * reader re-labels a parsed form as JSON, so its record of the format counts too.
 */
export const isBrowserFormPost = (c: Context<AppEnv>) =>
  (c.var.bodyFormat === "multipart" || /^multipart\/form-data/.test(c.req.header("Content-Type") ?? "")) &&
  (c.req.header("Accept") ?? "").includes("text/html");

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The problem in words, with the way back: the browser's Back button keeps what was typed. */
export function formErrorPage(sentence: string, details: string[]): string {
  const items = [...new Set(details.filter((detail) => detail !== sentence))];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Please check your request | ${escapeHtml(business.name)}</title>
<style>body{font:1.05rem/1.6 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1.25rem;color:#0f172a;background:#fff}h1{font-size:1.6rem;line-height:1.25}a{color:#0f766e;font-weight:600}.problem{border-left:4px solid #b91c1c;padding:.5rem 1rem;background:#fef2f2}@media (prefers-color-scheme:dark){body{background:#020617;color:#e2e8f0}a{color:#5eead4}.problem{background:#450a0a}}</style>
</head>
<body>
<main>
<h1>We could not send your quote request yet</h1>
<div class="problem" role="alert"><p>${escapeHtml(sentence)}</p>${
    items.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>` : ""
  }</div>
<p>Nothing you typed is lost: use your browser's <strong>Back</strong> button to return to the form, correct it and send it again.</p>
<p>Prefer to talk? Call <a href="${telHref}">${escapeHtml(business.phone.display)}</a>, or <a href="/contact">start a new request</a>.</p>
</main>
</body>
</html>`;
}

/** The page has one inline style and nothing else to load or run. */
export const formErrorPageHeaders = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
};
