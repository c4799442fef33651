import {
  lastQuoteStep,
  progressState,
  type QuoteFormId,
  type QuoteStep,
  readStoredQuoteDraft,
  type StoredQuoteDraft,
  writeStoredQuoteDraft,
} from "../state/quote-draft-key";

/**
 * A quote form (src/components/quote/QuoteFormElement.tsx) before its own code has come: the stored
 * draft comes back into the fields (and the three-step form to its step) as the page starts, what
 * the visitor types is kept in it, and Continue, Back and Enter move between the steps at once, the
 * progress list and the focus following. The form's code (React) reads that draft when it comes and
 * from then on keeps it itself; this stands aside.
 */

export function mount(form: HTMLElement) {
  if (!(form instanceof HTMLFormElement)) return;
  const id = form.dataset.form as QuoteFormId;
  // The React island around the form (the form itself is this island) owns it once hydrated
  // (hydrate-island.tsx). Until then this carries out every move and marks it handled, so React, which
  // reads the stored step as it takes over, never moves it a second time.
  const reactIsland = form.parentElement?.closest("[data-island]");
  const reactOwnsTheForm = () => reactIsland?.hasAttribute("data-island-hydrated") === true;
  const fieldNames = new Set<string>();
  for (const control of form.elements) {
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)
      if (control.name && control.type !== "file" && control.type !== "hidden" && control.name !== "website")
        fieldNames.add(control.name);
  }
  const stored = (): StoredQuoteDraft => readStoredQuoteDraft(id) ?? {};
  const save = (change: StoredQuoteDraft) => writeStoredQuoteDraft(id, { ...stored(), ...change });

  const showStep = (step: QuoteStep) => {
    form.dataset.step = String(step);
    form.querySelectorAll<HTMLElement>('ol[aria-label="Form progress"] > li').forEach((item, index) => {
      const state = progressState((index + 1) as QuoteStep, step);
      item.dataset.state = state;
      if (state === "current") item.setAttribute("aria-current", "step");
      else item.removeAttribute("aria-current");
    });
  };
  const go = (step: QuoteStep) => {
    showStep(step);
    save({ step });
    document.getElementById(`quote-step-${step}-heading`)?.focus();
  };
  const currentStep = () => Number(form.dataset.step) as QuoteStep;

  const draft = stored();
  for (const name of fieldNames) {
    const value = draft.fields?.[name];
    const control = form.elements.namedItem(name);
    if (
      typeof value === "string" &&
      (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)
    )
      control.value = value;
  }
  if (form.dataset.step && (draft.step === 2 || draft.step === 3)) showStep(draft.step);

  const keep = (event: Event) => {
    const control = event.target as HTMLInputElement;
    if (reactOwnsTheForm() || !fieldNames.has(control.name)) return;
    const current = stored();
    save({ fields: { ...current.fields, [control.name]: control.value }, formStartedAt: current.formStartedAt ?? Date.now() });
  };
  form.addEventListener("input", keep);
  form.addEventListener("change", keep);
  form.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>("[data-step-move]");
    if (!button || reactOwnsTheForm()) return;
    // Marked as handled, so the island does not carry this click out again once its code is here.
    event.preventDefault();
    go(Math.min(lastQuoteStep, Math.max(1, currentStep() + Number(button.dataset.stepMove))) as QuoteStep);
  });
  // Enter in a field of an earlier step moves on, like Continue; it never sends half a form.
  form.addEventListener("submit", (event) => {
    if (reactOwnsTheForm() || !form.dataset.step || currentStep() >= lastQuoteStep) return;
    event.preventDefault();
    go((currentStep() + 1) as QuoteStep);
  });
}
