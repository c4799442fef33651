import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** The home page's rotating widgets as home.test.ts finds and drives them. */

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
