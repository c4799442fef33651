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

export function readSources(): SourceRecord | null {
  try {
    return sourcesOff() ? null : (JSON.parse(localStorage.getItem(sourcesStorageKey) ?? "null") as SourceRecord | null);
  } catch {
    return null;
  }
}

/** What a lead carries: both touches and the pages seen before it; nothing when none is kept. */
export const leadAttribution = (): LeadAttribution | undefined => readSources() ?? undefined;
