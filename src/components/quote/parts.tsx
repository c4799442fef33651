import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Spinner } from "./fields";

/** Spec: the what-happens-next list of the quote form, also shown on the thank-you page. */
export const nextSteps = [
  "We review your request within 24 hours.",
  "A certified professional contacts you to talk through the project.",
  "We arrange a free on-site consultation if one is needed.",
  "You receive a detailed quote with no hidden fees.",
] as const;

export function WhatHappensNext({ headingLevel = 3 }: { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50 p-5 dark:border-brand-900 dark:bg-brand-950/60">
      <Heading className="text-base font-semibold text-slate-900 dark:text-white">What happens next</Heading>
      <ol className="mt-3 space-y-2 text-sm text-slate-700 dark:text-slate-300">
        {nextSteps.map((step) => (
          <li key={step} className="flex items-start gap-2">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-300" />
            {step}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * 'Submit Quote Request', disabled with a spinner and 'Submitting...' while busy (and, without the
 * spinner, while `waiting`, e.g. for photos still being prepared). A disabled button
 * drops keyboard focus, so focus comes back to it when the request ends and nothing else took it.
 */
export function SubmitButton({
  busy,
  waiting = false,
  className = "",
  ...data
}: {
  busy: boolean;
  waiting?: boolean;
  className?: string;
  "data-for-step"?: string;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy && (document.activeElement === document.body || document.activeElement === null)) {
      button.current?.focus();
    }
    wasBusy.current = busy;
  }, [busy]);
  return (
    <button ref={button} type="submit" disabled={busy || waiting} className={`btn-primary ${className}`} {...data}>
      {busy ? (
        <>
          <Spinner />
          Submitting...
        </>
      ) : (
        "Submit Quote Request"
      )}
    </button>
  );
}

/** Upload progress of the photos, while they are being sent. */
export function UploadProgress({ progress }: { progress: number | null }) {
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-xs text-slate-600 dark:text-slate-400">
        <span id="quote-upload-label">Uploading photos…</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="quote-upload-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-400" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
