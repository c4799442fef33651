import { type FormEvent, useId, useState } from "react";
import type { ChatContact, ChatStrings } from "../../lib/chat";

type Props = { strings: ChatStrings; onSubmit: (contact: ChatContact) => boolean };

const fields = [
  { key: "name", autoComplete: "name", type: "text", required: true },
  { key: "phone", autoComplete: "tel", type: "tel", required: true },
  { key: "email", autoComplete: "email", type: "email", required: false },
  { key: "address", autoComplete: "street-address", type: "text", required: true },
] as const;

/** The inline contact form of the chat's first step: name, phone and address required, e-mail optional. */
export function ContactForm({ strings, onSubmit }: Props) {
  const [contact, setContact] = useState<ChatContact>({ name: "", phone: "", email: "", address: "" });
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(contact);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-2 rounded-2xl border border-slate-200 p-3 dark:border-slate-700">
      {fields.map((field) => (
        <div key={field.key}>
          <label htmlFor={`${id}-${field.key}`} className="field-label">
            {strings[field.key]}
          </label>
          <input
            id={`${id}-${field.key}`}
            type={field.type}
            autoComplete={field.autoComplete}
            aria-required={field.required}
            value={contact[field.key]}
            onChange={(event) => setContact({ ...contact, [field.key]: event.target.value })}
            className="field-input text-sm"
          />
        </div>
      ))}
      <button type="submit" className="btn-primary mt-1 text-sm">
        {strings.submitContact}
      </button>
    </form>
  );
}
