import { type FormEvent, type ReactNode, useRef } from "react";
import type { QuoteFields } from "../../lib/quote";
import type { QuoteFormId, QuoteStep } from "../../state/quote-draft-key";
import { quoteEndpoint } from "./submission";
import { useTypedBeforeHydration } from "./useTypedBeforeHydration";

/**
 * The <form> every quote form renders. Without JavaScript it posts multipart/form-data to the
 * Worker; with it, `onSubmit` sends JSON (the island's script turns the browser's own checks off for
 * the toasts), the first interaction marks when the form was started, and text typed before this
 * code came is kept. Until it comes, src/browser/quote-draft.ts keeps the draft of form `form` and
 * moves a form in steps between its steps (data-step).
 */
export function QuoteFormElement({
  form: formId,
  step,
  onSubmit,
  markStarted,
  adopt,
  className,
  children,
  ...labelling
}: {
  form: QuoteFormId;
  step?: QuoteStep;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  markStarted: () => void;
  adopt: (typed: Partial<QuoteFields>) => void;
  className: string;
  children: ReactNode;
  "aria-labelledby"?: string;
  "aria-label"?: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, adopt);

  return (
    <form
      ref={form}
      method="post"
      action={quoteEndpoint}
      encType="multipart/form-data"
      data-island="quote-draft"
      data-form={formId}
      data-step={step}
      onSubmit={onSubmit}
      // The first interaction: a field focused (not our own focus on a step heading) or changed (autofill).
      onChange={markStarted}
      onFocus={(event) => {
        if (event.target.matches("input, select, textarea")) markStarted();
      }}
      className={className}
      {...labelling}
    >
      {children}
    </form>
  );
}
