import { useAtom } from "jotai";
import { atomWithStorage, createJSONStorage, RESET } from "jotai/utils";
import { useCallback } from "react";
import { emptyQuoteFields, type QuoteFields } from "../lib/quote";
import { lastQuoteStep, type QuoteFormId, type QuoteStep, quoteDraftStorageKey } from "./quote-draft-key";

/**
 * What a visitor has typed into a quote form, kept in sessionStorage so an accidental reload (or a
 * tab the phone's browser discarded) does not lose it. Cleared after a successful submission. Photos
 * are not kept: they are too large for sessionStorage.
 */
export type QuoteDraft = {
  fields: QuoteFields;
  step: QuoteStep;
  /** Epoch ms of the first interaction with the form (an abuse signal for the Worker). */
  formStartedAt: number | null;
};

export const emptyQuoteDraft: QuoteDraft = { fields: emptyQuoteFields, step: 1, formStartedAt: null };

type SyncStorage<Value> = {
  getItem: (key: string, initialValue: Value) => Value;
  setItem: (key: string, value: Value) => void;
  removeItem: (key: string) => void;
};

/**
 * sessionStorage; where it is blocked (a framed widget on another site) or full, the page's memory,
 * so the draft then lasts for this page only.
 */
const memory = new Map<string, string>();
const safeSessionStorage = {
  getItem: (key: string) => {
    if (memory.has(key)) return memory.get(key) ?? null;
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem: (key: string, value: string) => {
    try {
      window.sessionStorage.setItem(key, value);
      memory.delete(key);
    } catch {
      memory.set(key, value);
    }
  },
  removeItem: (key: string) => {
    memory.delete(key);
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // blocked storage
    }
  },
};

/** Reads defensively: an older or tampered value falls back to the empty draft field by field. */
function normalizeDraft(value: unknown): QuoteDraft {
  if (!value || typeof value !== "object") return emptyQuoteDraft;
  const stored = value as { fields?: Record<string, unknown>; step?: unknown; formStartedAt?: unknown };
  const fields = { ...emptyQuoteFields };
  for (const key of Object.keys(fields) as Array<keyof QuoteFields>) {
    const field = stored.fields?.[key];
    if (typeof field === "string") fields[key] = field;
  }
  const step = stored.step === 2 || stored.step === 3 ? stored.step : 1;
  const formStartedAt = typeof stored.formStartedAt === "number" ? stored.formStartedAt : null;
  return { fields, step, formStartedAt };
}

const jsonSessionStorage = createJSONStorage<unknown>(() => safeSessionStorage);
const draftStorage: SyncStorage<QuoteDraft> = {
  getItem: (key, initialValue) => normalizeDraft(jsonSessionStorage.getItem(key, initialValue)),
  setItem: (key, value) => jsonSessionStorage.setItem(key, value),
  removeItem: (key) => jsonSessionStorage.removeItem(key),
};

/**
 * One atom per form. The prerendered HTML shows the empty draft; in the browser the first render
 * already reads the stored one (getOnInit), which the page's own script has put on the page before
 * this code came (src/browser/quote-draft.ts): hydration matches the page as it is, and the steps
 * that script marked are the ones React knows. The stored draft is read again as the form mounts.
 */
const draftAtom = (form: QuoteFormId) =>
  atomWithStorage(quoteDraftStorageKey(form), emptyQuoteDraft, draftStorage, { getOnInit: true });
export const quoteDraftAtoms = { contact: draftAtom("contact"), home: draftAtom("home"), embed: draftAtom("embed") } as const;

export function useQuoteDraft(form: QuoteFormId) {
  const [draft, setDraft] = useAtom(quoteDraftAtoms[form]);
  const setField = useCallback(
    (key: keyof QuoteFields, value: string) =>
      setDraft((current) => ({ ...current, fields: { ...current.fields, [key]: value } })),
    [setDraft],
  );
  /** One step on or back from the step the draft is at now (not the one last rendered). */
  const moveStep = useCallback(
    (by: 1 | -1) =>
      setDraft((current) => ({ ...current, step: Math.min(lastQuoteStep, Math.max(1, current.step + by)) as QuoteStep })),
    [setDraft],
  );
  /** Records the first interaction; later calls keep the first time. */
  const markStarted = useCallback(
    () => setDraft((current) => (current.formStartedAt === null ? { ...current, formStartedAt: Date.now() } : current)),
    [setDraft],
  );
  const clear = useCallback(() => setDraft(RESET), [setDraft]);
  /**
   * Takes over values typed before the form's code took charge of it (they win over a stored draft).
   * It runs as the form mounts, before the atom has read the stored draft, so it starts from storage:
   * the step moved before the code came (src/browser/quote-draft.ts) is kept.
   */
  const adopt = useCallback(
    (typed: Partial<QuoteFields>) =>
      setDraft(() => {
        const stored = draftStorage.getItem(quoteDraftStorageKey(form), emptyQuoteDraft);
        return { ...stored, fields: { ...stored.fields, ...typed }, formStartedAt: stored.formStartedAt ?? Date.now() };
      }),
    [form, setDraft],
  );
  return { draft, setField, moveStep, markStarted, clear, adopt };
}
