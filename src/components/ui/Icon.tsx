import spriteAddress from "virtual:icon-sprite";
import type { IconName } from "./icons";

/**
 * A lucide icon drawn from the site's sprite, one cached file (scripts/icon-sprite.ts), instead of
 * a copy of its shapes in every page. The outer svg carries lucide's size and stroke, which the
 * symbol's shapes inherit through <use>. Decoration only, hidden from assistive technology: the words
 * beside it or the label of its control say what it means.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${spriteAddress}#${name}`} />
    </svg>
  );
}
