import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";

const round =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 transition-colors hover:border-brand-500 hover:text-brand-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:text-brand-300";

/**
 * The visible Play/Pause control everything that moves by itself on the home page carries
 * (WCAG 2.2.2): labelled "Pause <what>" while it moves, "Play <what>" while it stands still.
 */
export function PauseButton({
  playing,
  onToggle,
  what,
  className = round,
}: {
  playing: boolean;
  onToggle: () => void;
  what: string;
  className?: string;
}) {
  const Icon = playing ? Pause : Play;
  return (
    <button type="button" className={className} onClick={onToggle} aria-label={`${playing ? "Pause" : "Play"} ${what}`}>
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

/** The pause control of a carousel or the tabs. */
export const RotationButton = ({ playing, onToggle }: { playing: boolean; onToggle: () => void }) => (
  <PauseButton playing={playing} onToggle={onToggle} what="automatic rotation" />
);

export function StepButton({
  direction,
  label,
  controls,
  onClick,
}: {
  direction: "previous" | "next";
  label: string;
  controls: string;
  onClick: () => void;
}) {
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  return (
    <button type="button" className={round} onClick={onClick} aria-label={label} aria-controls={controls}>
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

/**
 * One dot per item; the current one is larger and coloured (a transform: nothing moves). Each is a
 * 24 px target whose visible dot is its ::after, so a dot costs the page one element.
 */
export function Dots({
  count,
  current,
  label,
  onSelect,
  controls,
}: {
  count: number;
  current: number;
  label: (index: number) => string;
  onSelect: (index: number) => void;
  controls: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-center">
      {Array.from({ length: count }, (_, index) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items
          key={index}
          type="button"
          className={`inline-flex size-6 items-center justify-center rounded-full after:block after:size-2.5 after:rounded-full after:transition-[transform,background-color] after:content-[''] ${
            index === current
              ? "after:scale-125 after:bg-brand-600 dark:after:bg-brand-400"
              : "after:bg-slate-300 hover:after:bg-slate-500 dark:after:bg-slate-600 dark:hover:after:bg-slate-400"
          }`}
          aria-label={label(index)}
          aria-current={index === current ? "true" : undefined}
          aria-controls={controls}
          onClick={() => onSelect(index)}
        />
      ))}
    </div>
  );
}
