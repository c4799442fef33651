import type { CSSProperties } from "react";
import { cities } from "../../config/service-area";
import { serviceIndex } from "../../content/service-index";
import { PauseButton } from "./CarouselControls";

/**
 * The two scrolling banners: our services, and the cities we serve. Pure CSS marquees (one
 * transform animation each over two copies of the list; src/browser/marquee.ts adds the second copy,
 * hidden from assistive technology, so the page carries each name once, and sets them moving
 * (data-copied) when they first come on screen); paused on hover, on
 * keyboard focus and by the button, and standing still under reduced motion, where each banner
 * becomes a plain strip that scrolls sideways.
 */
export function Banners() {
  return (
    <div data-island="marquee" data-paused="false" className="group/banners relative">
      <Marquee
        label="Services we offer"
        items={serviceIndex.map((service) => service.name)}
        seconds={45}
        className="bg-brand-900 text-base font-semibold uppercase tracking-wider text-brand-50"
        dotClassName="*:after:bg-accent-400"
      />
      <Marquee
        label="Cities we serve"
        items={cities.map((city) => `${city.name}, ${city.state}`)}
        seconds={220}
        reverse
        className="border-b border-slate-200 bg-slate-50 text-sm font-medium text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
        dotClassName="*:after:bg-brand-500"
      />
      <PauseButton
        what="scrolling banners"
        data-marquee-toggle=""
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
  className,
  dotClassName,
}: {
  label: string;
  items: string[];
  seconds: number;
  reverse?: boolean;
  className: string;
  dotClassName: string;
}) {
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
        className={`flex w-max [animation-duration:var(--marquee-duration)] [animation-iteration-count:infinite] [animation-timing-function:linear] group-data-copied/banners:[animation-name:marquee] group-hover/marquee:[animation-play-state:paused] group-focus/marquee:[animation-play-state:paused] group-data-[paused=true]/banners:[animation-play-state:paused] motion-reduce:animate-none! ${
          reverse ? "[animation-direction:reverse]" : ""
        }`}
      >
        <ul
          className={`flex shrink-0 items-center *:flex *:items-center *:gap-6 *:whitespace-nowrap *:pl-6 *:after:size-1.5 *:after:rounded-full *:after:content-[''] ${dotClassName}`}
        >
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
