/**
 * Where a visitor came from, as the browser keeps it: the first and the last touch, and the pages
 * seen since, in this site's own local storage (no cookie, no third-party script). Every public page's
 * script runs these rules (src/browser/sources.ts), so they stay small and import nothing; the
 * Worker puts each touch into a channel (channels.ts) when a lead, a page view or a tap arrives.
 */

/** What a touch keeps from the address it landed on: the campaign tags and the ad networks' click ids. */
export const touchParams = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "gbraid",
  "wbraid",
  "msclkid",
  "fbclid",
] as const;
export type TouchParam = (typeof touchParams)[number];
/** The click ids among them. */
export type ClickId = Extract<TouchParam, "gclid" | "gbraid" | "wbraid" | "msclkid" | "fbclid">;

/**
 * One arrival: when (ms since 1970), the path it landed on, the host of the site that sent it, and
 * for the quote widget the address of the partner's page that framed it (origin and path only).
 */
export type Touch = { at: number; landing: string; referrer?: string; page?: string } & Partial<Record<TouchParam, string>>;

export type PageSeen = { path: string; at: number };

/** What the browser keeps, under sourcesStorageKey. */
export type SourceRecord = { first?: Touch; last?: Touch; pages: PageSeen[] };

/** What every lead path sends with the lead (and the Worker validates: source-schemas.ts). */
export type LeadAttribution = { first?: Touch; last?: Touch; pages?: PageSeen[] };

export const sourcesStorageKey = "lakeshore-sources";
/** A touch, and a page seen, is forgotten this long after it happened. */
export const touchLifetimeMs = 90 * 86_400_000;
/** The pages seen before a lead, newest last. */
export const pagesSeenKept = 20;
/** Longest tag or click id kept; anything longer is cut. */
export const touchValueChars = 200;

/**
 * The touch a page load makes, or null when it is a move within this site (the referrer is this
 * site and the address carries no tags). A visit with neither a referrer nor tags is direct.
 */
export function visitTouch(url: URL, referrerHost: string, now: number): Touch | null {
  const touch: Touch = { at: now, landing: url.pathname };
  for (const name of touchParams) {
    const value = url.searchParams.get(name)?.trim();
    if (value) touch[name] = value.slice(0, touchValueChars);
  }
  if (referrerHost === url.host) return Object.keys(touch).length > 2 ? touch : null;
  if (referrerHost) touch.referrer = referrerHost;
  return touch;
}

const isDirect = (touch: Touch) => Object.keys(touch).every((key) => key === "at" || key === "landing");

/**
 * The record after a page load: what is older than the lifetime is forgotten first (the last touch
 * then stands as the first, being the oldest source still known); a touch with a source (tags or
 * another site) becomes the last touch, and the first when there is none; a direct visit never
 * replaces a source, and is kept only while nothing else is. The page joins the pages seen.
 */
export function nextSources(stored: SourceRecord | null, touch: Touch | null, path: string, now: number): SourceRecord {
  const fresh = (at: number | undefined) => at !== undefined && now - at < touchLifetimeMs;
  let first = fresh(stored?.first?.at) ? stored?.first : undefined;
  let last = fresh(stored?.last?.at) ? stored?.last : undefined;
  first ??= last;
  if (touch && !(isDirect(touch) && last)) last = touch;
  first ??= last ?? touch ?? { at: now, landing: path };
  last ??= first;
  const pages = [...(stored?.pages ?? []).filter((page) => fresh(page.at)), { path, at: now }].slice(-pagesSeenKept);
  return { first, last, pages };
}
