import { type ReactNode, useId } from "react";
import { quoteServices } from "../../lib/options";
import type { QuoteFields } from "../../lib/quote";
import type { QuoteFormSource } from "./submission";

/**
 * Labelled inputs for the quote forms. Each input's `name` is the JSON field's name, so the same form
 * posts as multipart/form-data when JavaScript is off. Required fields carry a visible asterisk,
 * `required` (the browser checks them when there is no script) and `aria-required`.
 */
type Common = {
  name: keyof QuoteFields;
  label: string;
  value: string;
  onChange: (name: keyof QuoteFields, value: string) => void;
  required?: boolean;
  hint?: string;
  className?: string;
};

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="field-label">
      {label}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400">
          *
        </span>
      )}
    </label>
  );
}

function Hint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
      {children}
    </p>
  );
}

export function TextField({
  name,
  label,
  value,
  onChange,
  required,
  hint,
  className,
  type = "text",
  autoComplete,
  inputMode,
  maxLength = 200,
}: Common & {
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  maxLength?: number;
}) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(name, event.target.value)}
        required={required}
        aria-required={required || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        className="field-input"
      />
      <Hint id={`${id}-hint`}>{hint}</Hint>
    </div>
  );
}

export function TextAreaField({
  name,
  label,
  value,
  onChange,
  required,
  hint,
  className,
  rows = 4,
  placeholder,
  maxLength = 5000,
}: Common & { rows?: number; placeholder?: string; maxLength?: number }) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        name={name}
        value={value}
        rows={rows}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(event) => onChange(name, event.target.value)}
        required={required}
        aria-required={required || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="field-input resize-y"
      />
      <Hint id={`${id}-hint`}>{hint}</Hint>
    </div>
  );
}

export function SelectField({
  name,
  label,
  value,
  onChange,
  required,
  hint,
  className,
  options,
  placeholder,
  autoComplete,
}: Common & { options: readonly string[]; placeholder: string; autoComplete?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(name, event.target.value)}
        required={required}
        aria-required={required || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        autoComplete={autoComplete}
        className="field-input"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <Hint id={`${id}-hint`}>{hint}</Hint>
    </div>
  );
}

/**
 * A field people never see or reach; bots that fill every input fill it too. The Worker treats a
 * filled one as spam.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>Leave this empty</label>
      <input
        id={id}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Tells the Worker which form a no-JavaScript post came from (the JSON body carries it too). */
export function SourceInput({ source }: { source: QuoteFormSource }) {
  return <input type="hidden" name="source" value={source} />;
}

export function RequiredNote() {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      Fields marked{" "}
      <span aria-hidden="true" className="text-red-700 dark:text-red-400">
        *
      </span>
      <span className="sr-only">with an asterisk</span> are required.
    </p>
  );
}

/** The busy indicator inside submit buttons. */
export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
    />
  );
}

/** The fields every quote form asks for, set up once: name, email, phone and service. */
type SharedField = Pick<Common, "value" | "onChange" | "hint" | "className">;

export const NameField = (props: SharedField) => (
  <TextField name="name" label="Full name" required autoComplete="name" {...props} />
);

export const EmailField = (props: SharedField) => (
  <TextField name="email" label="Email" type="email" required autoComplete="email" inputMode="email" maxLength={254} {...props} />
);

export const PhoneField = (props: SharedField) => (
  <TextField name="phone" label="Phone" type="tel" autoComplete="tel" inputMode="tel" maxLength={40} {...props} />
);

export const ServiceField = (props: SharedField) => (
  <SelectField name="service" label="Service needed" required options={quoteServices} placeholder="Select a service" {...props} />
);
