import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { EstimateDetail } from "../../lib/estimate-desk";
import { problemText } from "../api/client";
import { fieldProblems, languageProblemsOf, useSendEstimate } from "../api/estimates";
import { CustomerLink } from "./CustomerLink";
import { Dialog } from "./Dialog";

/**
 * Sending an estimate by e-mail (a draft for the first time, or a sent one again to the same
 * address), then the customer's link with a Copy button, to paste into a text message (the
 * estimate's page shows it again while it works). When a text the customer reads is known to be in
 * another language, the Worker refuses and lists them: staff correct them, or send anyway.
 * `prepare` saves the editor's changes first and answers the version to send, or null when they
 * could not be saved (the editor says why).
 */
export function EstimateSendDialog({
  estimate,
  open,
  onClose,
  prepare,
  firstSend,
}: {
  estimate: EstimateDetail;
  open: boolean;
  onClose: () => void;
  prepare: () => Promise<number | null>;
  /** Whether a draft is being sent (as it was when the dialog opened; it stays so while the link shows). */
  firstSend: boolean;
}) {
  const title = firstSend ? `Send ${estimate.number}` : `Send ${estimate.number} again`;
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {open && <SendForm estimate={estimate} onClose={onClose} prepare={prepare} firstSend={firstSend} />}
    </Dialog>
  );
}

function SendForm({
  estimate,
  onClose,
  prepare,
  firstSend,
}: {
  estimate: EstimateDetail;
  onClose: () => void;
  prepare: () => Promise<number | null>;
  firstSend: boolean;
}) {
  const id = useId();
  const send = useSendEstimate(estimate.id);
  const [to, setTo] = useState(estimate.sentTo ?? estimate.customer.email ?? "");
  const [problem, setProblem] = useState<{ message: string; field: boolean } | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [languageProblems, setLanguageProblems] = useState<string[] | null>(null);
  const problemLine = useRef<HTMLDivElement>(null);
  const savedVersion = useRef<number | null>(null);

  useEffect(() => {
    if ((problem && !problem.field) || languageProblems) problemLine.current?.focus();
  }, [problem, languageProblems]);

  const submit = async (event: FormEvent, acceptLanguageProblems = false) => {
    event.preventDefault();
    setProblem(null);
    setLanguageProblems(null);
    // "Send anyway" sends the version just saved for the first try; the editor's changes are saved once.
    const version = acceptLanguageProblems && savedVersion.current !== null ? savedVersion.current : await prepare();
    if (version === null) {
      onClose();
      return;
    }
    savedVersion.current = version;
    try {
      const sent = await send.mutateAsync({ version, to: to.trim() || null, acceptLanguageProblems });
      setLink(sent.link);
    } catch (error) {
      const notInLanguage = languageProblemsOf(error);
      if (notInLanguage) {
        setLanguageProblems(notInLanguage);
        return;
      }
      const fields = fieldProblems(error);
      setProblem({ message: fields.to ?? problemText(error), field: Boolean(fields.to) });
    }
  };

  if (link)
    return (
      <div className="grid gap-3">
        <p>
          {estimate.number} was e-mailed to <strong className="break-all">{estimate.sentTo ?? to}</strong>, with its PDF.
        </p>
        <CustomerLink link={link} hint="The estimate's page shows it again while it works.">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Done
          </button>
        </CustomerLink>
      </div>
    );

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-3" noValidate>
      <p>
        {firstSend
          ? "The customer gets an e-mail with the link to the estimate and its PDF. The lead moves to Quoted."
          : "The customer gets the e-mail again, with the same link as before."}
      </p>
      <div>
        <label htmlFor={`${id}-to`} className="field-label">
          E-mail address
        </label>
        <input
          id={`${id}-to`}
          type="email"
          autoComplete="off"
          value={to}
          readOnly={!firstSend}
          onChange={(event) => setTo(event.target.value)}
          aria-invalid={problem?.field ? true : undefined}
          aria-describedby={problem?.field ? `${id}-to-error` : undefined}
          className="field-input"
        />
        {problem?.field && (
          <p id={`${id}-to-error`} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
            {problem.message}
          </p>
        )}
        {!firstSend && (
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            A sent estimate goes again only to the same address; make a new revision to send it elsewhere.
          </p>
        )}
      </div>
      {problem && !problem.field && (
        <div
          ref={problemLine}
          tabIndex={-1}
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {problem.message}
        </div>
      )}
      {languageProblems && (
        <div
          ref={problemLine}
          tabIndex={-1}
          role="alert"
          data-language-problems
          className="grid gap-2 rounded-lg bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          <p className="font-semibold">Some of what the customer reads is not in the estimate's language:</p>
          <ul className="list-disc pl-5">
            {languageProblems.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>Cancel and correct them in the draft, or send it as it is.</p>
          <div>
            <button
              type="button"
              className="btn-secondary"
              disabled={send.isPending}
              onClick={(event) => void submit(event, true)}
            >
              Send anyway
            </button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={send.isPending}>
          {send.isPending ? "Sending…" : "Send"}
        </button>
        <button type="button" className="btn-secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
