import { showPlaying } from "./pause-button";

/**
 * The home page's carousels and tabs (src/components/home: ServiceCarousel, Testimonials,
 * ServiceTabs), brought to life when they come into view: one item after another every
 * data-interval ms, with wraparound; paused while the mouse is over the content, while keyboard
 * focus is inside it and while it is off screen; stopped by the Pause button; never moving by itself
 * under prefers-reduced-motion. Every manual change restarts the interval. data-rotating says
 * whether it is moving by itself right now.
 *
 * data-rotator says how an item is shown: "slides" one at a time (the others inert), "cards" in a
 * row that starts at the current one (data-position, the rest inert), "tabs" as WAI-ARIA tabs.
 *
 * The items the page does not show wait in their <template> until the rotator is first on screen or
 * used, so a page loaded with it just out of sight lays none of them out; and nothing is written to
 * the page unless what it shows changes.
 */
type Mode = "slides" | "cards" | "tabs";

/** How many cards can be on show at once (src/components/home/Testimonials.tsx). */
const cardsOnShow = 4;
const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

export function mount(root: HTMLElement) {
  const mode = root.dataset.rotator as Mode;
  const intervalMs = Number(root.dataset.interval);
  const container = root.querySelector<HTMLElement>("[data-rotator-items]");
  if (!container) throw new Error("A rotator needs its items");
  const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
  const dots = [...root.querySelectorAll<HTMLElement>("[data-rotator-dot]")];
  const toggle = root.querySelector<HTMLElement>("[data-rotator-toggle]");
  const liveRegion = root.querySelector<HTMLElement>("[aria-live]");
  const progress = root.querySelector<HTMLElement>("[data-rotator-progress]");
  const itemsOnPage = () => [...container.querySelectorAll<HTMLElement>(":scope > [data-rotator-item]")];
  let items = itemsOnPage();
  /** The items the page does not show yet, until placeAllItems puts them in place. */
  let waiting = container.querySelector<HTMLTemplateElement>("template[data-rotator-more]");
  const count = items.length + (waiting?.content.childElementCount ?? 0);

  function placeAllItems() {
    if (!waiting) return;
    waiting.replaceWith(waiting.content);
    waiting = null;
    items = itemsOnPage();
    tabs.forEach((tab, position) => {
      tab.setAttribute("aria-controls", items[position]?.id ?? "");
    });
  }

  let index = 0;
  let direction: -1 | 0 | 1 = 0;
  /** The visitor's Play/Pause choice; until they make one, rotation plays unless they prefer reduced motion. */
  let choice: boolean | null = null;
  let hovered = false;
  let focused = false;
  let onScreen = false;
  let timer: number | undefined;

  const playing = () => choice ?? !reducedMotion.matches;

  function showCards(changed: boolean) {
    // The page and the template carry the cards in their first order: they move only when the current one does.
    if (!changed) return;
    for (let position = 0; position < count; position++) {
      const card = items[(index + position) % count];
      if (!card) continue;
      card.dataset.position = String(position);
      card.inert = position >= cardsOnShow;
      container?.append(card);
    }
    // The row slides in from the side it came from.
    container?.classList.toggle("animate-[carousel-in_0.5s_ease-out]", direction === 1);
    container?.classList.toggle("animate-[carousel-in-reverse_0.5s_ease-out]", direction === -1);
    for (const animation of container?.getAnimations() ?? []) {
      animation.currentTime = 0;
      animation.play();
    }
  }

  function showTabs() {
    tabs.forEach((tab, position) => {
      tab.setAttribute("aria-selected", String(position === index));
      tab.tabIndex = position === index ? 0 : -1;
    });
    items.forEach((panel, position) => {
      panel.inert = position !== index;
      panel.tabIndex = position === index ? 0 : -1;
    });
  }

  function render(changed = false) {
    const rotating = playing() && onScreen && !hovered && !focused;
    root.dataset.rotating = String(rotating);
    root.dataset.playing = String(playing());
    if (toggle) showPlaying(toggle, playing());
    liveRegion?.setAttribute("aria-live", rotating ? "off" : "polite");
    dots.forEach((dot, position) => {
      if (position === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    if (mode === "slides")
      items.forEach((item, position) => {
        item.inert = position !== index;
      });
    else if (mode === "cards") showCards(changed);
    else showTabs();
    if (progress) {
      // Moving it (and showing it again) restarts its animation with the interval.
      progress.hidden = !rotating;
      if (changed || rotating) tabs[index]?.append(progress);
    }
    window.clearTimeout(timer);
    if (rotating) timer = window.setTimeout(() => step(1), intervalMs);
  }

  function goTo(target: number) {
    placeAllItems();
    const next = ((target % count) + count) % count;
    direction = target >= index ? 1 : -1;
    index = next;
    render(true);
  }
  const step = (delta: 1 | -1) => goTo(index + delta);

  for (const button of root.querySelectorAll<HTMLElement>("[data-rotator-step]"))
    button.addEventListener("click", () => step(Number(button.dataset.rotatorStep) as 1 | -1));
  dots.forEach((dot, position) => {
    dot.addEventListener("click", () => goTo(position));
  });
  toggle?.addEventListener("click", () => {
    choice = !playing();
    render();
  });
  tabs.forEach((tab, position) => {
    tab.addEventListener("click", () => {
      goTo(position);
      tab.focus();
    });
  });
  root.querySelector('[role="tablist"]')?.addEventListener("keydown", (event) => {
    const key = (event as KeyboardEvent).key;
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
    const target = moves[key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
    tabs[index]?.focus();
  });

  // Touch "hover" would stick after a tap, so only a real mouse pauses.
  for (const zone of root.querySelectorAll<HTMLElement>("[data-rotator-pause]")) {
    zone.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse") return;
      hovered = true;
      render();
    });
    zone.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse") return;
      hovered = false;
      render();
    });
    zone.addEventListener("focusin", () => {
      focused = true;
      render();
    });
    zone.addEventListener("focusout", (event) => {
      if (zone.contains(event.relatedTarget as Node | null)) return;
      focused = false;
      render();
    });
  }
  new IntersectionObserver(([entry]) => {
    onScreen = !!entry?.isIntersecting;
    if (onScreen) placeAllItems();
    render();
  }).observe(root);
  reducedMotion.addEventListener("change", () => render());
  render();
}
