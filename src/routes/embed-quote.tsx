import { Phone } from "lucide-react";
import { type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import { Head } from "../components/layout/Head";
import { CompactQuoteForm } from "../components/quote/CompactQuoteForm";
import { type WidgetMessage, widgetMessageTypes, widgetPath } from "../components/quote/embed";
import { Toaster } from "../components/ui/Toaster";
import { business, claims, telHref } from "../config/business";

const postToParent = (message: WidgetMessage) => {
  if (window.parent !== window) window.parent.postMessage(message, "*");
};

/** ?theme=light|dark lets the framing site match its own colours; without it the visitor's choice (default dark) holds. */
function useThemeFromQuery() {
  useLayoutEffect(() => {
    const theme = new URLSearchParams(window.location.search).get("theme");
    if (theme === "light" || theme === "dark") document.documentElement.classList.toggle("dark", theme === "dark");
  }, []);
}

/** Tells the framing page the widget's height whenever it changes. */
function useReportHeight() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || window.parent === window) return;
    let last = -1;
    const report = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      postToParent({ type: widgetMessageTypes.resize, height });
    };
    const observer = new ResizeObserver(report);
    observer.observe(element);
    report();
    return () => observer.disconnect();
  }, []);
  return box;
}

/** The widget's whole page: no site header or footer, only the form, a call link and the toasts. */
function WidgetShell({ children }: { children: ReactNode }) {
  useThemeFromQuery();
  const box = useReportHeight();
  return (
    <div ref={box} className="bg-white p-4 text-slate-800 sm:p-5 dark:bg-slate-950 dark:text-slate-200">
      <main>{children}</main>
      <Toaster />
    </div>
  );
}

export function Component() {
  return (
    <WidgetShell>
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
      <CompactQuoteForm form="embed" className="mt-4" onSubmitted={() => postToParent({ type: widgetMessageTypes.submitted })} />
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
    </WidgetShell>
  );
}
