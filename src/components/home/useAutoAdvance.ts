import { type FocusEvent, type PointerEvent, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The visitor's prefers-reduced-motion setting. False on the server and while hydrating, then the real value. */
export function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

/**
 * False in the prerendered HTML and during hydration, true right after. The home page's widgets
 * prerender only what is on show (the current slide, the visible cards, one copy of a marquee) and
 * add the rest here, which keeps the page's HTML small enough to parse and lay out quickly.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export type AutoAdvance = {
  /** The current item, 0-based. */
  index: number;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  /** Automatic rotation is on (the visitor's Play/Pause choice; off by default under reduced motion). */
  playing: boolean;
  togglePlaying: () => void;
  /** The items are moving by themselves right now: playing, on screen, not hovered and not focused (shown as data-rotating). */
  rotating: boolean;
  /** Which way the last change went (0 before any), for entrance animations. */
  direction: -1 | 0 | 1;
  /** Spread on the part whose hover or keyboard focus pauses rotation (not on the Play/Pause button). */
  pauseProps: {
    onPointerEnter: (event: PointerEvent) => void;
    onPointerLeave: (event: PointerEvent) => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent) => void;
  };
  /** Ref for the whole widget: rotation waits until it is on screen. */
  rootRef: (element: HTMLElement | null) => (() => void) | undefined;
};

/**
 * Timer, pause and reduced-motion rules shared by the home page's carousels and tabs: advances one
 * item every `intervalMs` with wraparound; pauses while the mouse is over the content, while keyboard
 * focus is inside it and while it is off screen; stops when the visitor presses Pause; never starts
 * by itself under prefers-reduced-motion. Every manual change restarts the interval.
 */
export function useAutoAdvance({ count, intervalMs }: { count: number; intervalMs: number }): AutoAdvance {
  const [index, setIndex] = useState(0);
  const [direction, setDirection] = useState<-1 | 0 | 1>(0);
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const playing = choice ?? !reducedMotion;
  const rotating = playing && onScreen && !hovered && !focused;

  const step = useCallback(
    (delta: 1 | -1) => {
      setDirection(delta);
      setIndex((current) => (current + delta + count) % count);
    },
    [count],
  );
  const goTo = useCallback(
    (target: number) => {
      setDirection(target >= index ? 1 : -1);
      setIndex(((target % count) + count) % count);
    },
    [count, index],
  );

  // Keyed on index so that a manual change restarts the full interval.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer on purpose
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => step(1), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, intervalMs, step]);

  const observer = useRef<IntersectionObserver | null>(null);
  const rootRef = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    observer.current = new IntersectionObserver(([entry]) => setOnScreen(!!entry?.isIntersecting));
    observer.current.observe(element);
    return () => observer.current?.disconnect();
  }, []);

  return {
    index,
    goTo,
    next: useCallback(() => step(1), [step]),
    previous: useCallback(() => step(-1), [step]),
    playing,
    togglePlaying: useCallback(() => setChoice(!playing), [playing]),
    rotating,
    direction,
    pauseProps: {
      // Touch "hover" would stick after a tap, so only a real mouse pauses.
      onPointerEnter: (event) => {
        if (event.pointerType === "mouse") setHovered(true);
      },
      onPointerLeave: (event) => {
        if (event.pointerType === "mouse") setHovered(false);
      },
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
    rootRef,
  };
}
