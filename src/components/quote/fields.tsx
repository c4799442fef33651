import { type ChangeEvent, type ReactNode, useId } from "react";
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

/**
 * The label, hint and wiring every field shares: `render` gets the control's props (id, name, value,
 * change handler, required and its ARIA counterparts) and adds what is particular to it.
 */
function Field({
  name,
  label,
  value,
  onChange,
  required,
  hint,
  className,
  render,
}: Common & {
  render: (control: {
    id: string;
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
    required?: boolean;
    "aria-required"?: true;
    "aria-describedby"?: string;
  }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400">
            *
          </span>
        )}
      </label>
      {render({
        id,
        name,
        value,
        onChange: (event) => onChange(name, event.target.value),
        required,
        "aria-required": required || undefined,
        "aria-describedby": hint ? hintId : undefined,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}

export function TextField({
  type = "text",
  autoComplete,
  inputMode,
  maxLength = 200,
  ...field
}: Common & {
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  maxLength?: number;
}) {
  return (
    <Field
      {...field}
      render={(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          className="field-input"
        />
      )}
    />
  );
}

export function TextAreaField({
  rows = 4,
  placeholder,
  maxLength = 5000,
  ...field
}: Common & { rows?: number; placeholder?: string; maxLength?: number }) {
  return (
    <Field
      {...field}
      render={(control) => (
        <textarea {...control} rows={rows} placeholder={placeholder} maxLength={maxLength} className="field-input resize-y" />
      )}
    />
  );
}

export function SelectField({
  options,
  placeholder,
  autoComplete,
  ...field
}: Common & { options: readonly string[]; placeholder: string; autoComplete?: string }) {
  return (
    <Field
      {...field}
      render={(control) => (
        <select {...control} autoComplete={autoComplete} className="field-input">
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    />
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
