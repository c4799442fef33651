import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";

const round =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 transition-colors hover:border-brand-500 hover:text-brand-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:text-brand-300";

/**
 * The visible Play/Pause control everything that moves by itself on the home page carries
 * (WCAG 2.2.2): labelled "Pause <what>" while it moves, "Play <what>" while it stands still. Both
 * icons are in the markup; data-playing picks one (src/browser/pause-button.ts switches both).
 */
export function PauseButton({
  what,
  className = round,
  ...data
}: {
  what: string;
  className?: string;
  [data: `data-${string}`]: string;
}) {
  return (
    <button type="button" data-playing="true" className={`group ${className}`} aria-label={`Pause ${what}`} {...data}>
      <Pause aria-hidden="true" className="size-4 group-data-[playing=false]:hidden" />
      <Play aria-hidden="true" className="size-4 group-data-[playing=true]:hidden" />
    </button>
  );
}

/** The pause control of a carousel or the tabs. */
export const RotationButton = () => <PauseButton what="automatic rotation" data-rotator-toggle="" />;

export function StepButton({ direction, label, controls }: { direction: "previous" | "next"; label: string; controls: string }) {
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      className={round}
      data-rotator-step={direction === "previous" ? "-1" : "1"}
      aria-label={label}
      aria-controls={controls}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

/**
 * One dot per item; the current one (aria-current) is larger and coloured (a transform: nothing
 * moves). Each is a 24 px target whose visible dot is its ::after, so a dot costs the page one element.
 */
export function Dots({ count, label, controls }: { count: number; label: (index: number) => string; controls: string }) {
  return (
    <div className="flex flex-wrap items-center justify-center">
      {Array.from({ length: count }, (_, index) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items
          key={index}
          type="button"
          data-rotator-dot={index}
          className="inline-flex size-6 items-center justify-center rounded-full after:block after:size-2.5 after:rounded-full after:bg-slate-300 after:transition-[transform,background-color] after:content-[''] hover:after:bg-slate-500 aria-[current=true]:after:scale-125 aria-[current=true]:after:bg-brand-600 dark:after:bg-slate-600 dark:hover:after:bg-slate-400 dark:aria-[current=true]:after:bg-brand-400"
          aria-label={label(index)}
          aria-current={index === 0 ? "true" : undefined}
          aria-controls={controls}
        />
      ))}
    </div>
  );
}
