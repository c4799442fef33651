import { business } from "../../config/business";
import { LogoMark } from "../ui/LogoMark";

/**
 * The welcome splash, waiting in a <template>: logo, tagline and "Loading... N%" rising 10% every
 * 100 ms, then a fade (src/browser/splash.ts). It is an overlay over the page, which the prerendered
 * HTML has already painted, so it never delays the largest contentful paint; shown only to a visitor
 * who lands on the home page, once per browser session and never under prefers-reduced-motion. It is
 * hidden from assistive technology, holds nothing focusable and lets clicks through.
 */
export function Splash() {
  return (
    <template data-island="splash">
      <div
        aria-hidden="true"
        data-splash="loading"
        // Its own compositor layer with strict containment: its updates never repaint the page under it.
        className="pointer-events-none fixed inset-0 z-[100] flex items-center justify-center bg-white opacity-100 transition-opacity duration-300 will-change-[opacity] [contain:strict] data-[splash=leaving]:opacity-0 dark:bg-slate-950"
      >
        <div className="flex w-64 flex-col items-center text-center">
          <LogoMark className="size-20 animate-[splash-pop_0.4s_ease-out]" />
          <p className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900 dark:text-white">{business.shortName}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{business.tagline}</p>
          <div className="mt-6 h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
            <div
              data-splash-bar
              className="h-full origin-left scale-x-0 rounded-full bg-brand-600 transition-transform duration-100 ease-linear will-change-transform dark:bg-brand-400"
            />
          </div>
          {/* A fixed-width number, so the line never changes width (no layout shift as digits are added). */}
          <p className="mt-3 text-sm font-medium tabular-nums text-slate-700 dark:text-slate-300" data-splash-progress>
            Loading... <span className="inline-block w-[4ch] text-left">0%</span>
          </p>
        </div>
      </div>
    </template>
  );
}
