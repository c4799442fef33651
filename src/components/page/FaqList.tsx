import { ChevronDown } from "lucide-react";
import type { Faq } from "../../content/types";

/** Questions as native disclosure widgets: keyboard and screen-reader friendly without script. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {faqs.map((faq) => (
        <details key={faq.question} className="group p-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 dark:text-white [&::-webkit-details-marker]:hidden">
            <h3 className="text-base">{faq.question}</h3>
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
