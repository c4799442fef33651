import type { ReactNode } from "react";

/** The attributes that tie a control to the sentence beside it that says what is wrong with it. */
export const problemProps = (id: string, problem: string | undefined) =>
  problem ? { "aria-invalid": true, "aria-describedby": `${id}-problem` } : {};

/**
 * A desk form control with its label above, an optional hint, and the server's (or the form's)
 * sentence about what is wrong with it right below it. The control spreads problemProps(id, problem).
 */
export function ProblemField({
  id,
  label,
  hint,
  problem,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  problem: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
      {problem ? (
        <p id={`${id}-problem`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
