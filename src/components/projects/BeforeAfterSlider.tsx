import { useId } from "react";

type Picture = { src: string; alt: string };

/** Where the divider starts, in percent from the left. */
const startPercent = 50;

/**
 * The "after" picture over the "before" one, revealed up to a divider. The divider is a native range
 * input, so arrows, Home/End, touch and screen readers all work; src/browser/before-after.ts moves
 * the picture and the divider with it once it is touched.
 */
export function BeforeAfterSlider({ before, after }: { before: Picture; after: Picture }) {
  const labelId = useId();
  return (
    <figure data-island="before-after" className="select-none">
      <div className="relative overflow-hidden rounded-2xl border border-slate-200 has-[input:focus-visible]:outline-4 has-[input:focus-visible]:outline-brand-500 dark:border-slate-800">
        {/* The page's LCP image: fetched first, and React also preloads it from the <head>. */}
        <img src={before.src} alt={before.alt} width="1200" height="800" fetchPriority="high" className="block h-auto w-full" />
        {/* Second, so the LCP image has the connection to itself (React also leaves it out of the preloads). */}
        <img
          src={after.src}
          alt={after.alt}
          width="1200"
          height="800"
          fetchPriority="low"
          className="absolute inset-0 block h-full w-full"
          style={{ clipPath: `inset(0 0 0 ${startPercent}%)` }}
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 w-1 -translate-x-1/2 bg-white shadow"
          style={{ left: `${startPercent}%` }}
        >
          <span className="absolute top-1/2 left-1/2 flex size-10 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-slate-900 shadow-lg">
            ⇆
          </span>
        </div>
        <span className="absolute top-3 left-3 rounded bg-slate-900/80 px-2 py-1 text-xs font-bold text-white">Before</span>
        <span className="absolute top-3 right-3 rounded bg-brand-700 px-2 py-1 text-xs font-bold text-white">After</span>
        <input
          type="range"
          min={0}
          max={100}
          defaultValue={startPercent}
          aria-labelledby={labelId}
          aria-valuetext={`${100 - startPercent}% after, ${startPercent}% before`}
          className="absolute inset-0 h-full w-full cursor-ew-resize opacity-0"
        />
      </div>
      <figcaption id={labelId} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Drag, or use the arrow keys, to compare before and after.
      </figcaption>
    </figure>
  );
}
