import { Phone } from "lucide-react";
import { Head } from "../components/layout/Head";
import { widgetPath } from "../components/quote/embed";
import { business, claims, telHref } from "../config/business";
import { Island } from "../react-island";

/**
 * The widget's whole page (/embed/quote, framed by other sites): no site header or footer, only the
 * form, a call link and the toasts. src/browser/widget-frame.ts tells the framing page its height;
 * ?theme=light|dark is applied by the inline script in index.html before the first paint.
 */
export function Component() {
  return (
    <div data-island="widget-frame" className="bg-white p-4 text-slate-800 sm:p-5 dark:bg-slate-950 dark:text-slate-200">
      <main>
        <Head
          title="Request a free quote"
          description={`Request a free quote from ${business.name}. ${claims.replyTime}.`}
          path={widgetPath}
          noindex
        />
        <h1 className="text-xl">Get a free quote</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {business.name} · {claims.freeEstimates.toLowerCase()}, {claims.noHiddenFees.toLowerCase()}
        </p>
        <Island name="widget-quote-form" />
        <p className="mt-4 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-center text-xs text-slate-600 dark:text-slate-400">
          <a
            href={telHref}
            className="inline-flex min-h-6 items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            <Phone aria-hidden="true" className="size-3.5" />
            Prefer to call? {business.phone.display}
          </a>
          <a href="/privacy" target="_blank" rel="noopener" className="inline-flex min-h-6 items-center underline">
            Privacy policy<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </main>
      <Island name="toaster" />
    </div>
  );
}
