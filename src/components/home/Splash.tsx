import { business } from "../../config/business";
import { LogoMark } from "../ui/LogoMark";

/** What "Loading... N%" shows, one line after another (one text, not eleven elements): 0% to 100% by tens. */
const percentages = Array.from({ length: 11 }, (_, step) => `${step * 10}%`);

/**
 * The welcome splash, waiting in a <template>: logo, tagline and "Loading... N%" rising 10% every
 * 100 ms, then a 300 ms fade (src/browser/splash.ts puts it on the page and takes it away). It is an
 * overlay over the page, which the prerendered HTML has already painted, so it never delays the
 * largest contentful paint; shown only to a visitor who lands on the home page, once per browser
 * session and never under prefers-reduced-motion. It is hidden from assistive technology, holds
 * nothing focusable and lets clicks through.
 *
 * Everything in it moves by CSS animations of transform and opacity (src/design.css), which the
 * compositor runs without the page's main thread: the bar grows and the number rolls up a column of
 * all eleven in ten steps, so no script writes to the page while it loads (blocking time on a slow
 * phone). Its own layer with strict containment: nothing in it repaints the page under it.
 */
export function Splash() {
  return (
    <template data-island="splash">
      <div
        aria-hidden="true"
        data-splash
        className="pointer-events-none fixed inset-0 z-[100] flex animate-[splash-leave_300ms_ease-in_1s_both] items-center justify-center bg-white [contain:strict] dark:bg-slate-950"
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
    </template>
  );
}
