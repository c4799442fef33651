import { type RefObject, useEffect } from "react";
import { emptyQuoteFields, type QuoteFields } from "../../lib/quote";

const fieldNames = Object.keys(emptyQuoteFields) as Array<keyof QuoteFields>;

/**
 * The prerendered form can be typed into before its script has loaded (a slow phone connection).
 * Hydration keeps what is in the inputs but not in React's state, so the next render would wipe it:
 * on mount, values found in the inputs are taken into the draft instead.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, adopt: (typed: Partial<QuoteFields>) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, right after hydration
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const typed: Partial<QuoteFields> = {};
    for (const name of fieldNames) {
      const control = element.elements.namedItem(name);
      if (
        (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) &&
        control.value !== ""
      ) {
        typed[name] = control.value;
      }
    }
    if (Object.keys(typed).length > 0) adopt(typed);
  }, []);
}
