import type { ReactNode } from "react";

/**
 * A wide table's sideways scroller. It is a named region that takes focus, so keyboard users can
 * scroll it with the arrow keys and screen readers announce what it holds (axe
 * scrollable-region-focusable); the ring shows where focus is.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      {children}
    </section>
  );
}
