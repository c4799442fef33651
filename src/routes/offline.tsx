import { Clock, History, Phone, RefreshCw, WifiOff } from "lucide-react";
import { Head } from "../components/layout/Head";
import { HoursList } from "../components/page/HoursList";
import { business, claims, hours, telHref } from "../config/business";

/**
 * The page the service worker (public/sw.js) shows when a page is requested without a connection
 * and no copy of it is saved on the device. Prerendered, not in the sitemap, noindex.
 */
export function Component() {
  return (
    <>
      <Head
        title="You're offline"
        description="No internet connection right now. Call us any time, or open a page you visited before."
        path="/offline"
        noindex
      />
      <section className="container-page max-w-3xl py-16 sm:py-24">
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          <WifiOff aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 text-4xl sm:text-5xl">You're offline</h1>
        <p className="mt-5 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
          This page needs an internet connection and isn't saved on this device yet. Check your connection and try again, or call
          us: a phone call works without the internet.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={telHref} className="btn-primary text-lg">
            <Phone aria-hidden="true" className="size-5" />
            Call {business.phone.display}
          </a>
          {/* Points at the page that failed (?from=) once src/browser/offline.ts has read it. */}
          <a href="/" data-island="offline-retry" className="btn-secondary text-lg">
            <RefreshCw aria-hidden="true" className="size-5" />
            Try again
          </a>
        </div>

        <h2 className="mt-14 text-2xl">What still works</h2>
        <ul className="mt-5 space-y-5">
          <li className="flex gap-3">
            <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600 dark:text-brand-400" />
            <p className="text-slate-700 dark:text-slate-300">
              <strong className="text-slate-900 dark:text-white">Calling us.</strong> {hours.emergency}: floods, sewer backups,
              storm damage or disturbed asbestos, day or night, at{" "}
              <a href={telHref} className="font-semibold text-brand-700 underline dark:text-brand-300">
                {business.phone.display}
              </a>
              .
            </p>
          </li>
          <li className="flex gap-3">
            <History aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600 dark:text-brand-400" />
            <p className="text-slate-700 dark:text-slate-300">
              <strong className="text-slate-900 dark:text-white">Pages you have already opened.</strong> They are saved on this
              device and open without a connection, as they were when you last saw them.
            </p>
          </li>
          <li className="flex gap-3">
            <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600 dark:text-brand-400" />
            <div className="text-slate-700 dark:text-slate-300">
              <p>
                <strong className="text-slate-900 dark:text-white">Our office hours.</strong> {claims.replyTime} once you're back
                online and send a quote request.
              </p>
              <div className="mt-3">
                <HoursList />
              </div>
            </div>
          </li>
        </ul>
      </section>
    </>
  );
}
