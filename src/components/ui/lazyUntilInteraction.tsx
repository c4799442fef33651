import { type ComponentType, lazy, useEffect } from "react";

const interactionEvents = ["pointerdown", "keydown", "focusin", "touchstart"] as const;
let firstInteraction: Promise<void> | undefined;
/** A script-only button clicked before its code arrived: clicked again once it has hydrated. */
let clickedTooEarly: HTMLElement | null = null;

const rememberEarlyClick = (event: MouseEvent) => {
  const button = (event.target as Element | null)?.closest<HTMLElement>('button[type="button"]');
  if (button) clickedTooEarly = button;
};

/** Settles on the visitor's first pointer, key or focus event anywhere on the page. */
function whenVisitorInteracts() {
  firstInteraction ??= new Promise<void>((resolve) => {
    document.addEventListener("click", rememberEarlyClick, true);
    const done = () => {
      for (const type of interactionEvents) document.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of interactionEvents) document.addEventListener(type, done, { capture: true, passive: true });
  });
  return firstInteraction;
}

function replayEarlyClick() {
  document.removeEventListener("click", rememberEarlyClick, true);
  const button = clickedTooEarly;
  clickedTooEarly = null;
  if (button?.isConnected) button.click();
}

/**
 * A component whose code loads only once the visitor interacts with the page. Until then React
 * leaves its prerendered HTML in place (native inputs already take typing, links and submit
 * buttons already work); the first click, tap, key or focus fetches the code and React hydrates
 * it. React does not replay a click on a script-only button that came too early, so that click
 * is repeated here once the component is live. Keeps heavy interactive parts, like the quote
 * form, out of the JavaScript a page loads. Wrap it in <Suspense>; the prerenderer renders it at once.
 */
export function lazyUntilInteraction<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /** Load at once when this is true, e.g. when there is a saved draft to bring back. */
  neededNow: () => boolean = () => false,
) {
  return lazy(async () => {
    if (typeof document !== "undefined" && !neededNow()) await whenVisitorInteracts();
    const Loaded = await load();
    // biome-ignore lint/correctness/noComponentHookFactories: made once, when the code has loaded
    function Hydrated(props: Props) {
      useEffect(replayEarlyClick, []);
      return <Loaded {...props} />;
    }
    return { default: Hydrated };
  });
}
