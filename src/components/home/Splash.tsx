import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { business } from "../../config/business";

const seenKey = "splash-seen";
const stepMs = 100;
const stepPercent = 10;
const fadeMs = 300;

/** Decided once per page load (so React's development double effects cannot show it twice or not at all). */
let showThisLoad: boolean | undefined;

function firstTimeThisSession() {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return false;
  try {
    if (sessionStorage.getItem(seenKey)) return false;
    sessionStorage.setItem(seenKey, "1");
    return true;
  } catch {
    return false; // storage blocked: skip rather than show it on every visit
  }
}

/**
 * The welcome splash: logo, tagline and "Loading... N%" rising 10% every 100 ms, then a fade, about
 * 1.3 s in all. It is an overlay over the page, which the prerendered HTML has already painted, so it
 * never delays the largest contentful paint; it renders nothing on the server and in the first
 * client render (no hydration mismatch) and appears from an effect, only when the visitor landed
 * on the home page, once per browser session and never under prefers-reduced-motion. It is hidden
 * from assistive technology, holds nothing focusable and lets clicks through.
 */
export function Splash() {
  const landing = useLocation().key === "default";
  const [percent, setPercent] = useState<number | null>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!landing) return;
    showThisLoad ??= firstTimeThisSession();
    if (!showThisLoad) return;
    let percentNow = 0;
    setPercent(0);
    let fade: number | undefined;
    const tick = window.setInterval(() => {
      percentNow = Math.min(100, percentNow + stepPercent);
      setPercent(percentNow);
      if (percentNow < 100) return;
      window.clearInterval(tick);
      setLeaving(true);
      fade = window.setTimeout(() => {
        showThisLoad = false;
        setPercent(null);
      }, fadeMs);
    }, stepMs);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(fade);
    };
  }, [landing]);

  if (percent === null) return null;
  return (
    <div
      aria-hidden="true"
      data-splash={leaving ? "leaving" : "loading"}
      // Its own compositor layer with strict containment: its updates never repaint the page under it.
      className={`pointer-events-none fixed inset-0 z-[100] flex items-center justify-center bg-white transition-opacity duration-300 will-change-[opacity] [contain:strict] dark:bg-slate-950 ${
        leaving ? "opacity-0" : "opacity-100"
      }`}
    >
      <div className="flex w-64 flex-col items-center text-center">
        <img src="/icon.svg" alt="" width={80} height={80} className="size-20 animate-[splash-pop_0.4s_ease-out]" />
        <p className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900 dark:text-white">{business.shortName}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{business.tagline}</p>
        <div className="mt-6 h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
          <div
            className="h-full origin-left rounded-full bg-brand-600 transition-transform duration-100 ease-linear will-change-transform dark:bg-brand-400"
            style={{ transform: `scaleX(${percent / 100})` }}
          />
        </div>
        {/* A fixed-width number, so the line never changes width (no layout shift as digits are added). */}
        <p className="mt-3 text-sm font-medium tabular-nums text-slate-700 dark:text-slate-300" data-splash-progress>
          Loading... <span className="inline-block w-[4ch] text-left">{`${percent}%`}</span>
        </p>
      </div>
    </div>
  );
}
