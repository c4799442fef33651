import type { Context } from "hono";
import { html } from "hono/html";
import { business, telHref } from "../../src/config/business";
import { formatSlot, type Slot } from "../../src/lib/calendar";
import type { AppEnv } from "../env";
import { type PageMarkup, smallPage, smallPageHeaders } from "./small-page";

/**
 * A browser's plain form post (the no-JavaScript quote and booking forms) wants a page back, not
 * JSON. The body reader re-labels a parsed form as JSON, so its record of the format counts too.
 */
export const isBrowserFormPost = (c: Context<AppEnv>) =>
  (c.var.bodyFormat === "multipart" || /^multipart\/form-data/.test(c.req.header("Content-Type") ?? "")) &&
  (c.req.header("Accept") ?? "").includes("text/html");

type Problem = {
  message: string;
  fields?: Record<string, string>;
  pageTitle?: string | undefined;
  /** A refusal's recovery data; open slots (a taken booking slot) are listed. */
  current?: Record<string, unknown>;
};

/** The problem in words, with the way back: the browser's Back button keeps what was typed. */
export function formErrorPage({ message, fields = {}, pageTitle, current = {} }: Problem): PageMarkup {
  const items = [...new Set(Object.values(fields).filter((detail) => detail !== message))];
  const slots = Array.isArray(current.slots) ? (current.slots as Slot[]) : [];
  return smallPage(
    pageTitle ?? "Please check your request",
    html`<div class="box problem" role="alert"><p>${message}</p>${
      items.length ? html`<ul>${items.map((item) => html`<li>${item}</li>`)}</ul>` : ""
    }${slots.length ? html`<p>The next open times:</p><ul>${slots.map((slot) => html`<li>${formatSlot(slot.startsAt)}</li>`)}</ul>` : ""}</div>
<p>Nothing you typed is lost: use your browser's <strong>Back</strong> button to return to the form, correct it and send it again.</p>
<p>Prefer to talk? Call <a href="${telHref}">${business.phone.display}</a>, or <a href="/contact">start a new request</a>.</p>`,
    pageTitle ?? "We could not send your request yet",
  );
}

export const formErrorPageHeaders = smallPageHeaders();
