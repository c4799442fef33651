import type { Context } from "hono";
import type { ReceivedMetricSample } from "../../src/lib/schemas";
import type { LeadAttribution } from "../../src/lib/touches";
import { attributionFromFormPage } from "../domain/sources/attribution";
import type { Sender } from "../domain/sources/visits";
import type { AppEnv } from "../env";
import { isBrowserFormPost } from "./form-error-page";

/**
 * What a request says about the visitor's source: Global Privacy Control (Sec-GPC: 1) or Do Not
 * Track (DNT: 1) means nothing of it is kept, whatever the body says; a page's own script already
 * sends nothing then.
 */
export const privacyRequested = (c: Context<AppEnv>) => c.req.header("Sec-GPC") === "1" || c.req.header("DNT") === "1";

/** The sender as the day's visitor hash needs it; read here, hashed by the domain, never stored. */
export const senderOf = (c: Context<AppEnv>): Sender => ({
  address: c.req.header("CF-Connecting-IP") ?? "",
  userAgent: c.req.header("User-Agent") ?? "",
});

/** The samples with their touches dropped when the visitor asked not to be tracked: still counted, without a source. */
export const samplesToKeep = (c: Context<AppEnv>, samples: ReceivedMetricSample[]): ReceivedMetricSample[] =>
  privacyRequested(c) ? samples.map(({ first: _first, last: _last, ...sample }) => sample) : samples;

/**
 * The source a lead is stored with: what its page's script sent, or for a form posted without
 * JavaScript what the form page's address (the Referer, when it is this site) tells; nothing under
 * Global Privacy Control or Do Not Track.
 */
export function leadAttributionOf(c: Context<AppEnv>, sent: LeadAttribution | undefined): LeadAttribution | null {
  if (privacyRequested(c)) return null;
  if (sent) return sent;
  if (!isBrowserFormPost(c)) return null;
  const referer = c.req.header("Referer") ?? "";
  if (!URL.canParse(referer)) return null;
  const page = new URL(referer);
  return page.origin === new URL(c.req.url).origin ? attributionFromFormPage(page, Date.now()) : null;
}
