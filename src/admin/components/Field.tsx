import type { InputHTMLAttributes, ReactNode } from "react";
import { useStaff } from "../api/staff";

/** The attributes that tie a control to the sentence below it that says what is wrong with it. */
export const problemProps = (id: string, problem: string | undefined) =>
  problem ? { "aria-invalid": true, "aria-describedby": `${id}-problem` } : {};

/** What is wrong with a control (the server's or the form's sentence), where problemProps points. */
export function Problem({ id, problem }: { id: string; problem: string | undefined }) {
  if (!problem) return null;
  return (
    <p id={`${id}-problem`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
      {problem}
    </p>
  );
}

/**
 * A desk form control with its label above, an optional hint, and what is wrong with it right below
 * it. A control with a problem spreads problemProps(id, problem).
 */
export function Field({
  id,
  label,
  hint,
  problem,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  problem?: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
      <Problem id={id} problem={problem} />
    </div>
  );
}

/**
 * A labelled text input (a textarea when given `rows`) that shows its value and says what is wrong
 * with it: the editor's many fields in one shape. `children` go after the control (a datalist).
 */
export function TextField({
  id,
  label,
  hint,
  problem,
  value,
  onValueChange,
  rows,
  children,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  problem: string | undefined;
  value: string;
  onValueChange: (value: string) => void;
  rows?: number;
  children?: ReactNode;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "inputMode" | "placeholder" | "list" | "autoComplete">) {
  const shared = { id, value, className: "field-input", ...problemProps(id, problem) };
  return (
    <Field id={id} label={label} hint={hint} problem={problem}>
      {rows ? (
        <textarea {...shared} rows={rows} onChange={(event) => onValueChange(event.target.value)} />
      ) : (
        <input {...shared} {...input} onChange={(event) => onValueChange(event.target.value)} />
      )}
      {children}
    </Field>
  );
}

export type Choice = { value: string; label: string };

/** An uncontrolled select: the desk's forms read their values from FormData when they change or submit. */
export function ChoiceField({
  id,
  label,
  name,
  defaultValue,
  choices,
}: {
  id: string;
  label: string;
  name: string;
  defaultValue: string;
  choices: readonly Choice[];
}) {
  return (
    <Field id={id} label={label}>
      <select id={id} name={name} defaultValue={defaultValue} className="field-input">
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * Who a lead or an event is for: "Nobody" or an active member, and the current assignee even if
 * since disabled. The select is rebuilt once the staff list arrives, so it starts on `current`.
 */
export function AssigneeField({ id, label, current }: { id: string; label: string; current: string | null | undefined }) {
  const staff = useStaff();
  const members = staff.data?.filter((member) => member.active || member.email === current) ?? [];
  return (
    <Field id={id} label={label}>
      <select
        key={staff.isSuccess ? "staff" : "waiting"}
        id={id}
        name="assignee"
        defaultValue={current ?? ""}
        className="field-input"
      >
        <option value="">Nobody</option>
        {members.map((member) => (
          <option key={member.email} value={member.email}>
            {member.name ? `${member.name} (${member.email})` : member.email}
          </option>
        ))}
        {current && !members.some((member) => member.email === current) && <option value={current}>{current}</option>}
      </select>
    </Field>
  );
}
