import { CompactQuoteForm } from "./CompactQuoteForm";

/**
 * The home page hero's quote form (spec "Home": shown on large screens; the home page decides where).
 * Name, email, phone, service and a short description; the shared submission logic and toasts.
 */
export function HomeQuoteForm() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-800 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200">
      <CompactQuoteForm form="home" title="Request a Free Quote" />
    </div>
  );
}
