import { ChevronDown, Copy } from "lucide-react";
import { embedSnippet, widgetMessageTypes } from "./embed";

/**
 * "Add our quote form to your site": the widget's copy-paste snippet, built from business.siteUrl.
 * Its Copy button is src/browser/copy-snippet.ts.
 */
export function EmbedSnippet() {
  return (
    <details data-island="copy-snippet" className="group rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 dark:text-white [&::-webkit-details-marker]:hidden">
        <h2 className="text-base">Add our quote form to your site</h2>
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="mt-4 space-y-3 text-sm text-slate-700 dark:text-slate-300">
        <p>
          Property managers, realtors and partners can place our quote form on their own website. Paste this code where the form
          should appear: it sizes itself to its content, and requests come straight to our team.
        </p>
        <pre className="whitespace-pre-wrap break-all rounded-lg bg-slate-950 p-4 text-xs leading-relaxed text-slate-100">
          <code>{embedSnippet()}</code>
        </pre>
        <div className="flex flex-wrap items-center gap-3 no-js:hidden">
          <button type="button" className="btn-secondary">
            <Copy aria-hidden="true" className="size-4" />
            Copy code
          </button>
          <span role="status" />
        </div>
        <p>
          The form tells your page its height with <code>{`{ type: "${widgetMessageTypes.resize}", height }`}</code> and, after a
          request was sent, <code>{`{ type: "${widgetMessageTypes.submitted}" }`}</code>; the script above turns the second into a{" "}
          <code>lakeshore:quote-submitted</code> event on the frame. Change <code>theme=light</code> to <code>theme=dark</code>{" "}
          for dark pages.
        </p>
      </div>
    </details>
  );
}
