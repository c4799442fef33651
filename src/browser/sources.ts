import { nextSources, type SourceRecord, type Touch, visitTouch } from "../lib/touches";
import { keepSources, readSources, sourcesOff } from "../state/sources";

/**
 * First-party lead sources, on every public page (src/lib/touches.ts has the rules): records where
 * this page load came from in local storage, and sends taps on phone and e-mail links as contact
 * events with the visitor's touches. Under Global Privacy Control or Do Not Track the stored record
 * is removed and nothing of the source is kept; a tap is still counted, without one.
 */

/** Keeps a touch (or a move within the site, `null`) and the page in the visitor's record. */
export function recordVisit(touch: Touch | null, path: string) {
  if (sourcesOff()) return keepSources(null);
  let record: SourceRecord;
  try {
    record = nextSources(readSources(), touch, path, Date.now());
  } catch {
    // A record this code cannot read (another version's, or edited by hand) is started over.
    record = nextSources(null, touch, path, Date.now());
  }
  keepSources(record);
}

/** This page load, unless the page is framed (the quote widget records its host page's touch itself). */
export function captureVisit() {
  if (window.parent !== window) return;
  let referrer = "";
  try {
    referrer = new URL(document.referrer).host;
  } catch {
    // No referrer: a direct visit.
  }
  recordVisit(visitTouch(new URL(location.href), referrer, Date.now()), location.pathname);
}

/** A tap on a tel: or mailto: link, sent as it happens (a beacon survives the dialer or mail app opening). */
export function recordContactTaps() {
  addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href^='tel:'],a[href^='mailto:']") : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const sources = readSources();
    const tap = {
      name: "contact-tap",
      value: 1,
      path: location.pathname,
      contact: link.protocol === "tel:" ? "phone" : "email",
      first: sources?.first,
      last: sources?.last,
    };
    navigator.sendBeacon("/api/metrics", JSON.stringify([tap]));
  });
}
