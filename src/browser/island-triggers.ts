import { type ReactIslandName, reactIslands } from "../island-components";

/**
 * Starts the islands of a public page: the elements marked data-island="<name>", each brought to
 * life by its own code, which loads only when it is needed:
 *
 * - "now": as the page's script starts (what must run without the visitor, like the hero's video);
 * - "visible": when it comes within 200 px of the screen (what moves by itself, like the carousels);
 * - "use": when the visitor points at it, touches it, focuses it or types in it (the forms, the chat);
 * - "demand": when an island that demands it starts (the toasts' live region, demanded by every
 *   island that can show a toast).
 *
 * A "use" island's first click is carried out again once its code is there (React does not replay
 * clicks that came before it), and a form sent before its code came waits for it, or goes to the
 * server as an ordinary post if the code cannot load. React islands (src/react-island.tsx) are
 * hydrated by hydrate-island.tsx; the others are small functions on the prerendered markup.
 */
type Trigger = "now" | "visible" | "use" | "demand";
type Mount = (element: HTMLElement) => void | Promise<void>;
type Island = {
  trigger: Trigger;
  load: () => Promise<Mount>;
  /** A "demand" island started beside this one (the toasts' live region): this one is live once both are. */
  demands?: "toaster";
};

/** A React island's loader: React's hydration code and the island's component, fetched together. */
const react = (name: ReactIslandName) => async () => {
  const [{ hydrateIsland }] = await Promise.all([import("./hydrate-island"), reactIslands[name]()]);
  return hydrateIsland;
};

// Every island that can show a toast demands the toasts' live region.
const islands: Record<string, Island> = {
  "quote-form": { trigger: "use", load: react("quote-form"), demands: "toaster" },
  "home-quote-form": { trigger: "use", load: react("home-quote-form"), demands: "toaster" },
  "widget-quote-form": { trigger: "use", load: react("widget-quote-form"), demands: "toaster" },
  chat: { trigger: "use", load: react("chat"), demands: "toaster" },
  "calendar-month": { trigger: "visible", load: react("calendar-month"), demands: "toaster" },
  toaster: { trigger: "demand", load: react("toaster") },
  "quote-draft": { trigger: "now", load: () => import("./quote-draft").then((module) => module.mount) },
  rotator: { trigger: "visible", load: () => import("./rotator").then((module) => module.mount) },
  marquee: { trigger: "now", load: () => import("./marquee").then((module) => module.mount) },
  "hero-video": { trigger: "now", load: () => import("./hero-video").then((module) => module.mount) },
  splash: { trigger: "now", load: () => import("./splash").then((module) => module.mount) },
  "before-after": { trigger: "use", load: () => import("./before-after").then((module) => module.mount) },
  "copy-snippet": { trigger: "use", load: () => import("./copy-snippet").then((module) => module.mount) },
  booking: { trigger: "use", load: () => import("./booking").then((module) => module.mount), demands: "toaster" },
  "offline-retry": { trigger: "now", load: () => import("./offline").then((module) => module.mount) },
  "widget-frame": { trigger: "now", load: () => import("./widget-frame").then((module) => module.mount) },
};

const useEvents = ["pointerdown", "touchstart", "focusin", "keydown", "input", "change"] as const;
const mounting = new WeakMap<HTMLElement, Promise<void>>();

/**
 * Loads and runs the island's code once, and starts the island it demands beside it; marks it
 * data-island-live when both are done.
 */
function mountIsland(element: HTMLElement): Promise<void> {
  let mounted = mounting.get(element);
  if (!mounted) {
    const island = islands[element.dataset.island ?? ""];
    if (!island) throw new Error(`No island is called ${element.dataset.island}`);
    const demanded = island.demands && document.querySelector<HTMLElement>(`[data-island="${island.demands}"]`);
    mounted = Promise.all([island.load().then((mount) => mount(element)), demanded && mountIsland(demanded)]).then(() =>
      element.setAttribute("data-island-live", ""),
    );
    mounting.set(element, mounted);
  }
  return mounted;
}

/** "use": the first sign of the visitor loads it; an early click or post is carried out once it is live. */
function mountOnUse(element: HTMLElement) {
  let clicked: HTMLElement | null = null;
  let posted: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // When the visitor began: a form filled in before its code came dates its fill time from here.
    element.dataset.firstUseAt = String(Date.now());
    for (const type of useEvents) element.removeEventListener(type, start, true);
    element.removeEventListener("pointerenter", startForMouse);
    mountIsland(element).then(
      () => {
        element.removeEventListener("click", rememberClick);
        element.removeEventListener("submit", holdPost);
        if (posted) posted.form.requestSubmit(posted.submitter);
        else if (clicked?.isConnected) clicked.click();
      },
      (error: unknown) => {
        console.error(error);
        element.removeEventListener("submit", holdPost);
        // Without its code the form still works the way it does without JavaScript.
        posted?.form.submit();
      },
    );
  };
  const startForMouse = (event: PointerEvent) => {
    if (event.pointerType === "mouse") start();
  };
  // Bubbling listeners: code already on the page (the quote form's steps) may handle the event first.
  // Once React has begun to hydrate an island (hydrate-island.tsx) its clicks are React's: carried out
  // here again, one click on the chat button would open the panel and close it.
  const rememberClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>("button:not([type=submit])");
    const reactHasIt = element.hasAttribute("data-island-hydrating");
    if (!event.defaultPrevented && event.isTrusted && button && !reactHasIt) clicked = button;
    start();
  };
  const holdPost = (event: SubmitEvent) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    posted = { form: event.target as HTMLFormElement, submitter: event.submitter };
    start();
  };
  // With JavaScript the island's code checks its forms (and the Worker always does): the browser's own
  // checks would block a post made before that code is here, without saying why.
  for (const form of element.querySelectorAll("form")) form.noValidate = true;
  for (const type of useEvents) element.addEventListener(type, start, { capture: true, passive: true });
  element.addEventListener("pointerenter", startForMouse);
  element.addEventListener("click", rememberClick);
  element.addEventListener("submit", holdPost);
}

const visibility =
  typeof IntersectionObserver === "undefined"
    ? undefined
    : new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            visibility?.unobserve(entry.target);
            void mountIsland(entry.target as HTMLElement);
          }
        },
        { rootMargin: "200px 0px" },
      );

/** Starts every island in the document; resolves once the "now" islands are live. */
export async function startIslands() {
  const now: Array<Promise<void>> = [];
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const island = islands[element.dataset.island ?? ""];
    if (!island) {
      console.error(`No island is called ${element.dataset.island}`);
      continue;
    }
    if (island.trigger === "use") mountOnUse(element);
    else if (island.trigger === "now") now.push(mountIsland(element));
    else if (island.trigger === "visible") visibility?.observe(element);
  }
  await Promise.allSettled(now);
}
