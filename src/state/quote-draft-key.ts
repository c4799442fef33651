/**
 * Where each quote form keeps its unsent draft (sessionStorage) and how it is written there: light
 * enough (no React) for the page's own script to keep the draft before the form's code has come
 * (src/browser/quote-draft.ts); the form's code then carries on with it (src/state/quote-draft.ts).
 */
export type QuoteFormId = "contact" | "home" | "embed";
export type QuoteStep = 1 | 2 | 3;
export const lastQuoteStep: QuoteStep = 3;

/** What is stored: the fields by name, the three-step form's step, and when the visitor started. */
export type StoredQuoteDraft = {
  fields?: Record<string, unknown>;
  step?: unknown;
  formStartedAt?: unknown;
};

export const quoteDraftStorageKey = (form: QuoteFormId) => `lakeshore:quote-draft:${form}`;

/** How the progress list shows step `number` while the form is at `step`. */
export const progressState = (number: QuoteStep, step: QuoteStep) =>
  number < step ? "done" : number === step ? "current" : "todo";

export function readStoredQuoteDraft(form: QuoteFormId): StoredQuoteDraft | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(quoteDraftStorageKey(form)) ?? "null");
    return stored && typeof stored === "object" ? stored : null;
  } catch {
    return null;
  }
}

export function writeStoredQuoteDraft(form: QuoteFormId, draft: StoredQuoteDraft) {
  try {
    sessionStorage.setItem(quoteDraftStorageKey(form), JSON.stringify(draft));
  } catch {
    // quota or blocked storage: the draft then lasts for this page only
  }
}
