import type { Browser, BrowserContextOptions, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { baseUrl, desktop, waitForHydration } from "./browser";

/** The home page as home.test.ts and home-splash.test.ts open it, and its rotating widgets as they find and drive them. */

export const serviceCarousel = (page: Page) => page.getByRole("region", { name: "Featured services" });
export const testimonialCarousel = (page: Page) => page.getByRole("region", { name: "What our customers say" });
/** The label ("3 of 7") of the slide on show: the first slide that is not inert. */
export const currentSlide = (carousel: Locator) =>
  carousel.locator('[aria-roledescription="slide"]:not([inert])').first().getAttribute("aria-label");
export const selectedTab = (page: Page) => page.getByRole("tab", { selected: true }).textContent();
export const rotationButton = (scope: Locator) => scope.getByRole("button", { name: /^(Pause|Play) automatic rotation$/ });

/** The widget that holds the tabs (the carousels' own regions carry data-rotating themselves). */
export const tabsWidget = (page: Page) => page.locator("[data-rotating]", { has: page.getByRole("tablist") });
/** Waits until a widget's timer runs (it is on screen, not hovered, not focused, not paused) before moving the clock. */
export const untilRotating = (widget: Locator) => expect.poll(() => widget.getAttribute("data-rotating")).toBe("true");

/** Moves the mouse and keyboard focus out of every widget. */
export async function leave(page: Page) {
  await page.mouse.move(2, 400);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

export type Options = BrowserContextOptions & { splash?: boolean; saveData?: boolean };

/**
 * A fresh visitor on the home page, hydrated, with the page's clock under the test's control. With
 * saveData the hero's video never starts (src/browser/hero-video.ts) and nothing else changes: the
 * tests of the other widgets ask for it, so that no video is decoded while they run.
 */
export async function openHome(browser: Browser, { splash = false, saveData = false, ...options }: Options = {}) {
  // The worker is tested in service-worker.test.ts; here it would only add noise. The home page's
  // motion is what these tests are about: no reduced motion unless a test asks for it.
  const context = await browser.newContext({
    baseURL: baseUrl(),
    serviceWorkers: "block",
    reducedMotion: "no-preference",
    ...desktop,
    ...options,
  });
  if (!splash) await context.addInitScript(() => sessionStorage.setItem("splash-seen", "1"));
  if (saveData) {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "connection", { get: () => ({ saveData: true }), configurable: true }),
    );
  }
  const page = await context.newPage();
  // The splash moves by CSS animations, which run on the page's own time, not Playwright's clock:
  // frozen here (DevTools' animation speed 0), each test moves them where it wants to look.
  if (splash) {
    const devtools = await context.newCDPSession(page);
    await devtools.send("Animation.enable");
    await devtools.send("Animation.setPlaybackRate", { playbackRate: 0 });
  }
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  // Time stands still from here on: it moves only by runFor.
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1_000);
  await page.goto("/");
  // The app's scripts are requested a frame after the first paint: let that frame happen.
  await page.clock.runFor(50);
  await waitForHydration(page);
  return { page, context, errors };
}
