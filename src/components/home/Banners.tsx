import { type CSSProperties, useState } from "react";
import { cities } from "../../config/service-area";
import { serviceIndex } from "../../content/service-index";
import { PauseButton } from "./CarouselControls";
import { useHydrated } from "./useAutoAdvance";

/**
 * The two scrolling banners: our services, and the cities we serve. Pure CSS marquees (one
 * transform animation each, two copies of the list, the second hidden from assistive technology
 * and added after hydration, so they move only once the script runs);
 * paused on hover, on keyboard focus and by the button, and standing still under reduced motion,
 * where each banner becomes a plain strip that scrolls sideways.
 */
export function Banners() {
  const [paused, setPaused] = useState(false);
  return (
    <div className="relative">
      <Marquee
        label="Services we offer"
        items={serviceIndex.map((service) => service.name)}
        seconds={45}
        paused={paused}
        className="bg-brand-900 text-base font-semibold uppercase tracking-wider text-brand-50"
        dotClassName="*:after:bg-accent-400"
      />
      <Marquee
        label="Cities we serve"
        items={cities.map((city) => `${city.name}, ${city.state}`)}
        seconds={220}
        reverse
        paused={paused}
        className="border-b border-slate-200 bg-slate-50 text-sm font-medium text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
        dotClassName="*:after:bg-brand-500"
      />
      <PauseButton
        playing={!paused}
        onToggle={() => setPaused(!paused)}
        what="scrolling banners"
        className="absolute right-2 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-md hover:border-brand-500 motion-reduce:hidden dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
    </div>
  );
}

function Marquee({
  label,
  items,
  seconds,
  reverse = false,
  paused,
  className,
  dotClassName,
}: {
  label: string;
  items: string[];
  seconds: number;
  reverse?: boolean;
  paused: boolean;
  className: string;
  dotClassName: string;
}) {
  // The second copy (for a seamless loop) is decoration: added after hydration, so the prerendered
  // HTML and the first render carry each name once.
  const looped = useHydrated();
  const copy = (duplicate: boolean) => (
    <ul
      aria-hidden={duplicate || undefined}
      className={`flex shrink-0 items-center *:flex *:items-center *:gap-6 *:whitespace-nowrap *:pl-6 *:after:size-1.5 *:after:rounded-full *:after:content-[''] ${dotClassName} ${
        duplicate ? "motion-reduce:hidden" : ""
      }`}
    >
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
  return (
    // A named, focusable strip: focus pauses it, and under reduced motion the arrow keys scroll it.
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={`group/marquee overflow-hidden py-3 outline-offset-[-3px] motion-reduce:overflow-x-auto ${className}`}
    >
      <div
        style={{ "--marquee-duration": `${seconds}s` } as CSSProperties}
        className={`flex w-max [animation-duration:var(--marquee-duration)] [animation-iteration-count:infinite] [animation-timing-function:linear] js:[animation-name:marquee] group-hover/marquee:[animation-play-state:paused] group-focus/marquee:[animation-play-state:paused] motion-reduce:animate-none! ${
          paused ? "[animation-play-state:paused]" : ""
        } ${reverse ? "[animation-direction:reverse]" : ""}`}
      >
        {copy(false)}
        {looped && copy(true)}
      </div>
    </section>
  );
}
