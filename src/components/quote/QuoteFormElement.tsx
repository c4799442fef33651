import { type FormEvent, type ReactNode, useEffect, useRef } from "react";
import type { QuoteFields } from "../../lib/quote";
import { quoteEndpoint } from "./submission";
import { useTypedBeforeHydration } from "./useTypedBeforeHydration";

/**
 * The <form> every quote form renders. Without JavaScript it posts multipart/form-data to the
 * Worker; with it, `onSubmit` sends JSON, the browser's own checks give way to the toasts, the
 * first interaction marks when the form was started, and text typed before hydration is kept.
 */
export function QuoteFormElement({
  onSubmit,
  markStarted,
  adopt,
  className,
  children,
  ...labelling
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  markStarted: () => void;
  adopt: (typed: Partial<QuoteFields>) => void;
  className: string;
  children: ReactNode;
  "aria-labelledby"?: string;
  "aria-label"?: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);
  useTypedBeforeHydration(form, adopt);

  return (
    <form
      ref={form}
      method="post"
      action={quoteEndpoint}
      encType="multipart/form-data"
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
