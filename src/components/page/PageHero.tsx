import type { ReactNode } from "react";
import { FirstScreenEnd } from "./FirstScreenEnd";

/** The top of a content page: a small label, the page's one h1, and an introduction. */
export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white py-14 sm:py-20 dark:border-slate-800 dark:from-brand-950 dark:to-slate-950">
      <div className="container-page">
        <div className="max-w-3xl">
          {eyebrow && (
            <p className="mb-3 text-sm font-bold uppercase tracking-widest text-brand-700 dark:text-brand-300">{eyebrow}</p>
          )}
          <h1 className="text-4xl sm:text-5xl">{title}</h1>
          {children && <div className="mt-5 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{children}</div>}
        </div>
      </div>
      <FirstScreenEnd />
    </section>
  );
}
