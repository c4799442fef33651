import { type ReactNode, useId } from "react";

/** A titled block of a screen. */
export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid min-w-0 gap-3 rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Loading and failure lines shared by the screens. */
export function Pending({ what }: { what: string }) {
  return (
    <p role="status" className="text-slate-600 dark:text-slate-400">
      Loading {what}…
    </p>
  );
}

export function Failed({ error, retry }: { error: Error; retry?: () => void }) {
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-2 rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <p>{error.message}</p>
      {retry && (
        <button type="button" className="btn-secondary" onClick={retry}>
          Try again
        </button>
      )}
    </div>
  );
}
