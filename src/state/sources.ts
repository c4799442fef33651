import { type LeadAttribution, type SourceRecord, sourcesStorageKey } from "../lib/touches";

/**
 * Where the visitor came from, as this browser keeps it (src/lib/touches.ts): read by every lead
 * path, the page view and the taps. With Global Privacy Control or Do Not Track on, nothing is read
 * or kept.
 */

declare global {
  interface Navigator {
    /** Global Privacy Control (globalprivacycontrol.org); not in TypeScript's DOM types yet. */
    globalPrivacyControl?: boolean;
  }
}

export const sourcesOff = () => navigator.globalPrivacyControl === true || navigator.doNotTrack === "1";

/**
 * The record as this page holds it, for where storage is refused: the quote widget framed by a
 * partner's site, when the browser blocks third-party storage. It then lasts as long as the page.
 */
let pageRecord: SourceRecord | null = null;

export function readSources(): SourceRecord | null {
  if (sourcesOff()) return null;
  try {
    return JSON.parse(localStorage.getItem(sourcesStorageKey) ?? "null") as SourceRecord | null;
  } catch {
    return pageRecord;
  }
}

/** Keeps the record (null: removes it), in storage when the browser allows it. */
export function keepSources(record: SourceRecord | null) {
  pageRecord = record;
  try {
    if (record) localStorage.setItem(sourcesStorageKey, JSON.stringify(record));
    else localStorage.removeItem(sourcesStorageKey);
  } catch {
    // Storage blocked or full: the page's copy serves this page's leads.
  }
}

/** What a lead carries: both touches and the pages seen before it; nothing when none is kept. */
export const leadAttribution = (): LeadAttribution | undefined => readSources() ?? undefined;
