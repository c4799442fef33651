import { useCallback, useRef, useState } from "react";
import { messages } from "../../lib/messages";
import { type QuoteFields, quoteFieldsProblem } from "../../lib/quote";
import { leadAttribution } from "../../state/sources";
import { useToast } from "../ui/toast";
import {
  buildQuotePayload,
  newIdempotencyKey,
  type QuoteImage,
  type QuoteResponse,
  type SubmissionContext,
  sendQuoteRequest,
  submissionErrorText,
} from "./submission";

export type QuoteSubmission = SubmissionContext & { fields: QuoteFields; images?: readonly QuoteImage[] };

/** One attempt's identity: a retry of the same content reuses its key and timestamp, so the Worker stores one lead. */
type Attempt = { fingerprint: string; key: string; submittedAt: string };

/**
 * The submission logic every quote form shares (three-step form, home form, embedded widget):
 * validates with the shared rules, sends, reports every outcome with the spec's toasts.
 */
export function useQuoteSubmission() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  /** Upload progress 0..1 while photos are being sent, else null. */
  const [progress, setProgress] = useState<number | null>(null);
  const inFlight = useRef(false);
  const attempt = useRef<Attempt | null>(null);

  const submit = useCallback(
    async ({ fields, images = [], source, website, formStartedAt }: QuoteSubmission): Promise<QuoteResponse | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      const problem = quoteFieldsProblem(fields);
      if (problem) {
        inFlight.current = false;
        toast.error(problem);
        return null;
      }
      const fingerprint = JSON.stringify([fields, images.map((image) => image.id), source, website, formStartedAt]);
      if (attempt.current?.fingerprint !== fingerprint) {
        attempt.current = { fingerprint, key: newIdempotencyKey(), submittedAt: new Date().toISOString() };
      }
      const { key, submittedAt } = attempt.current;
      setBusy(true);
      setProgress(images.length > 0 ? 0 : null);
      try {
        const payload = buildQuotePayload(fields, images, { source, website, formStartedAt }, submittedAt);
        const body = JSON.stringify({ ...payload, attribution: leadAttribution() });
        const response = await sendQuoteRequest(body, key, (fraction) => {
          if (images.length > 0) setProgress(fraction);
        });
        attempt.current = null;
        toast.success(messages.submitted);
        return response;
      } catch (error) {
        toast.error({ title: messages.submission.title, description: submissionErrorText(error) });
        return null;
      } finally {
        inFlight.current = false;
        setBusy(false);
        setProgress(null);
      }
    },
    [toast],
  );

  return { submit, busy, progress };
}
