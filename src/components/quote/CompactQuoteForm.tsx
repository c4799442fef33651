import { type FormEvent, useId, useState } from "react";
import { useQuoteDraft } from "../../state/quote-draft";
import { EmailField, Honeypot, NameField, PhoneField, ServiceField, SourceInput, TextAreaField } from "./fields";
import { SubmitButton } from "./parts";
import { QuoteFormElement } from "./QuoteFormElement";
import { useQuoteSubmission } from "./useQuoteSubmission";

export const replyNote = "We'll get back to you within 24 hours";

/**
 * The short quote form (name, email, phone, service, description) of the home page hero and the
 * hosted widget. Same submission logic, rules and toasts as the three-step form; works without
 * JavaScript as an ordinary multipart form.
 */
export function CompactQuoteForm({
  form: formId,
  title,
  onSubmitted,
  className = "",
}: {
  form: "home" | "embed";
  title?: string;
  onSubmitted?: () => void;
  className?: string;
}) {
  const { draft, setField, markStarted, clear, adopt } = useQuoteDraft(formId);
  const { fields } = draft;
  const [website, setWebsite] = useState("");
  const { submit, busy } = useQuoteSubmission();
  const titleId = useId();
  const source = formId === "home" ? "home-form" : "embedded-widget";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = await submit({ fields, source, website, formStartedAt: draft.formStartedAt });
    if (!sent) return;
    clear();
    setWebsite("");
    onSubmitted?.();
  }

  return (
    <QuoteFormElement
      form={formId}
      onSubmit={onSubmit}
      markStarted={markStarted}
      adopt={adopt}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : "Request a free quote"}
      className={`relative space-y-4 ${className}`}
    >
      {title && (
        <h2 id={titleId} className="text-xl">
          {title}
        </h2>
      )}
      <NameField value={fields.name} onChange={setField} />
      <EmailField value={fields.email} onChange={setField} />
      <PhoneField value={fields.phone} onChange={setField} />
      <ServiceField value={fields.service} onChange={setField} />
      <TextAreaField
        name="description"
        label="Short description"
        value={fields.description}
        onChange={setField}
        rows={3}
        placeholder="What do you need help with?"
      />
      <Honeypot value={website} onChange={setWebsite} />
      <SourceInput source={source} />
      <SubmitButton busy={busy} className="w-full" />
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">{replyNote}</p>
    </QuoteFormElement>
  );
}
