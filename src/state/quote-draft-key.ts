/** Where each quote form keeps its unsent draft (sessionStorage); light enough for any page to ask. */
export type QuoteFormId = "contact" | "home" | "embed";

export const quoteDraftStorageKey = (form: QuoteFormId) => `lakeshore:quote-draft:${form}`;

export function hasQuoteDraft(form: QuoteFormId) {
  try {
    return sessionStorage.getItem(quoteDraftStorageKey(form)) !== null;
  } catch {
    return false;
  }
}
