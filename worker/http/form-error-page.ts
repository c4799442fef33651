import type { Context } from "hono";
import { business, telHref } from "../../src/config/business";
import type { AppEnv } from "../env";
import { escapeHtml, smallPage, smallPageHeaders } from "./small-page";

/**
 * A browser's plain form post (the no-JavaScript quote form) wants a page back, not JSON. The body
 * reader re-labels a parsed form as JSON, so its record of the format counts too.
 */
export const isBrowserFormPost = (c: Context<AppEnv>) =>
  (c.var.bodyFormat === "multipart" || /^multipart\/form-data/.test(c.req.header("Content-Type") ?? "")) &&
  (c.req.header("Accept") ?? "").includes("text/html");

/** The problem in words, with the way back: the browser's Back button keeps what was typed. */
export function formErrorPage(sentence: string, details: string[]): string {
  const items = [...new Set(details.filter((detail) => detail !== sentence))];
  return smallPage(
    "Please check your request",
    `<div class="box problem" role="alert"><p>${escapeHtml(sentence)}</p>${
      items.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>` : ""
    }</div>
<p>Nothing you typed is lost: use your browser's <strong>Back</strong> button to return to the form, correct it and send it again.</p>
<p>Prefer to talk? Call <a href="${telHref}">${escapeHtml(business.phone.display)}</a>, or <a href="/contact">start a new request</a>.</p>`,
    "We could not send your quote request yet",
  );
}

export const formErrorPageHeaders = smallPageHeaders();
