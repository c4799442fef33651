import { useAtom } from "jotai";
import { atomWithStorage, createJSONStorage, RESET } from "jotai/utils";
import { useCallback } from "react";
import { emptyQuoteFields, type QuoteFields } from "../lib/quote";
import { type QuoteFormId, type QuoteStep, quoteDraftStorageKey } from "./quote-draft-key";

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
 * One atom per form. The first render (and the prerendered HTML) shows the empty draft; the stored
 * one is read when the form mounts, so hydration always matches the HTML.
 */
export const quoteDraftAtoms = {
  contact: atomWithStorage(quoteDraftStorageKey("contact"), emptyQuoteDraft, draftStorage),
  home: atomWithStorage(quoteDraftStorageKey("home"), emptyQuoteDraft, draftStorage),
  embed: atomWithStorage(quoteDraftStorageKey("embed"), emptyQuoteDraft, draftStorage),
} as const;

export function useQuoteDraft(form: QuoteFormId) {
  const [draft, setDraft] = useAtom(quoteDraftAtoms[form]);
  const setField = useCallback(
    (key: keyof QuoteFields, value: string) =>
      setDraft((current) => ({ ...current, fields: { ...current.fields, [key]: value } })),
    [setDraft],
  );
  const setStep = useCallback((step: QuoteStep) => setDraft((current) => ({ ...current, step })), [setDraft]);
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
  return { draft, setField, setStep, markStarted, clear, adopt };
}
