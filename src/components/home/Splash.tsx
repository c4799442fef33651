import { business } from "../../config/business";
import { LogoMark } from "../ui/LogoMark";

/** What "Loading... N%" shows, one line after another (one text, not eleven elements): 0% to 100% by tens. */
const percentages = Array.from({ length: 11 }, (_, step) => `${step * 10}%`);

/**
 * The welcome splash: logo, tagline and "Loading... N%" rising 10% every 100 ms, then a 300 ms fade,
 * about 1.3 s in all. Shown only to a visitor who lands on the home page from outside the site, once
 * per browser session and never under prefers-reduced-motion: index.html's inline script decides
 * before the first paint and puts `splash` on <html>, which shows it, and takes the class away when
 * the fade ends (or after 3 s, if its animations never run). It is an overlay in the same first
 * paint as the page under it, so it never delays the largest contentful paint. Hidden from
 * assistive technology, nothing focusable, clicks pass through.
 *
 * Nothing in it runs on the page's main thread: it is in the prerendered HTML (no script inserts or
 * removes it) and everything in it moves by CSS animations of transform and opacity (src/design.css),
 * which the compositor runs: the bar grows and the number rolls up a column of all eleven in ten
 * steps. Blocking time on a slow phone is what this is about.
 */
export function Splash() {
  return (
    <div
      aria-hidden="true"
      data-splash
      className="pointer-events-none fixed inset-0 z-[100] hidden animate-[splash-leave_300ms_ease-in_1s_both] items-center justify-center bg-white [contain:strict] splash:flex dark:bg-slate-950"
    >
      <div className="flex w-64 animate-[splash-pop_0.4s_ease-out] flex-col items-center text-center">
        <LogoMark className="size-20" />
        <p className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900 dark:text-white">{business.shortName}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{business.tagline}</p>
        <div data-splash-track className="mt-6 h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
          <div
            data-splash-bar
            className="h-full origin-left animate-[fill-x_1s_steps(10,end)_both] rounded-full bg-brand-600 dark:bg-brand-400"
          />
        </div>
        {/* A fixed-width window one line high on the column of numbers: no layout shift as digits are added. */}
        <p className="mt-3 text-sm/5 font-medium tabular-nums text-slate-700 dark:text-slate-300" data-splash-progress>
          {"Loading... "}
          <span data-splash-window className="inline-block h-5 w-[5ch] overflow-hidden text-left align-top">
            <span className="block animate-[splash-count_1s_steps(10,end)_both] whitespace-pre-line">
              {percentages.join("\n")}
            </span>
          </span>
        </p>
      </div>
    </div>
  );
}
