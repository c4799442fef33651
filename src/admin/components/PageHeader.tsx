import { type ReactNode, useEffect } from "react";

/** A screen's title (also the tab's title) with an optional line below it and actions beside it. */
export function PageHeader({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Staff desk`;
  }, [title]);
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 id="page-title" className="text-2xl break-words">
          {title}
        </h1>
        {children && <div className="mt-1 text-slate-600 dark:text-slate-400">{children}</div>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
