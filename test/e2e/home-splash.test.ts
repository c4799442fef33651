import { describe, expect, test } from "vitest";
import { business } from "../../src/config/business";
import { homeSlides, homeTabs } from "../../src/content/home";
import { baseUrl, browserAroundTests, waitForHydration } from "./browser";
import { currentSlide, openHome, rotationButton, selectedTab, serviceCarousel } from "./home-widgets";

/**
 * The home page's welcome splash, and the page under prefers-reduced-motion, in Chromium against the built site. Timers run on Playwright's
 * clock; the splash's CSS animations are frozen by openHome and moved by each test.
 */
const browser = browserAroundTests();

describe("splash", () => {
  test("shows logo, tagline and Loading... N% rising 10% every 100 ms, fades out by 1.3 s, once per session", async () => {
    const { page, context, errors } = await openHome(browser(), { splash: true });
    const splash = page.locator("[data-splash]");
    expect(await splash.getAttribute("aria-hidden")).toBe("true");
    expect(await splash.getByText(business.tagline).isVisible()).toBe(true);
    expect(await splash.locator("svg").first().isVisible()).toBe(true);
    /** The splash as it looks `ms` after it appeared: the number in its window, the bar's share of its track, its opacity. */
    const at = (ms: number) =>
      splash.evaluate((element, ms) => {
        for (const animation of element.getAnimations({ subtree: true })) animation.currentTime = ms;
        const window = element.querySelector("[data-splash-window]")?.getBoundingClientRect();
        // The column is one text, a number a line: each line's box, as drawn, inside the window or not.
        const column = element.querySelector("[data-splash-window] > span")?.firstChild;
        const shown: string[] = [];
        let start = 0;
        for (const line of column?.textContent?.split("\n") ?? []) {
          const range = document.createRange();
          range.setStart(column as Node, start);
          range.setEnd(column as Node, start + line.length);
          const box = range.getBoundingClientRect();
          if (window && box.top >= window.top - 0.5 && box.bottom <= window.bottom + 0.5) shown.push(line);
          start += line.length + 1;
        }
        const bar = element.querySelector("[data-splash-bar]")?.getBoundingClientRect().width ?? 0;
        const track = element.querySelector("[data-splash-track]")?.getBoundingClientRect().width ?? 1;
        const words = [...(element.querySelector("[data-splash-progress]")?.childNodes ?? [])].filter(
          (node) => node.nodeType === Node.TEXT_NODE,
        );
        return {
          text: [...words.map((node) => node.textContent), ...shown].join(""),
          bar: Math.round((bar / track) * 100),
          opacity: Number(getComputedStyle(element).opacity),
        };
      }, ms);
    expect(await at(0)).toEqual({ text: "Loading... 0%", bar: 0, opacity: 1 });
    for (let percent = 10; percent <= 100; percent += 10) {
      expect(await at(percent * 10 - 1)).toMatchObject({ text: `Loading... ${percent - 10}%`, bar: percent - 10 });
      expect(await at(percent * 10)).toEqual({ text: `Loading... ${percent}%`, bar: percent, opacity: 1 });
    }
    expect((await at(1_150)).opacity).toBeGreaterThan(0);
    expect((await at(1_150)).opacity).toBeLessThan(1);
    // Its fade ended: it is taken off the page.
    await splash.evaluate((element) => {
      for (const animation of element.getAnimations({ subtree: true })) animation.finish();
    });
    await expect.poll(() => splash.count()).toBe(0);
    // The page under it was there all along: the hero is the first paint, not the splash.
    expect(await page.locator("h1").textContent()).toContain("remediation");

    await page.reload();
    await page.clock.runFor(50);
    await waitForHydration(page);
    await page.clock.runFor(450);
    expect(await splash.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("goes by 3 s even if its animations never run", async () => {
    const { page, context } = await openHome(browser(), { splash: true });
    const splash = page.locator("[data-splash]");
    expect(await splash.count()).toBe(1);
    await page.clock.runFor(2_900);
    expect(await splash.count()).toBe(1);
    await page.clock.runFor(100);
    expect(await splash.count()).toBe(0);
    await context.close();
  });

  test("is not shown to a visitor who comes to home from another page of the site", async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), reducedMotion: "no-preference", serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto("/about");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /home page/ })
      .click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.locator("[data-splash]").count()).toBe(0);
    // It was not shown because of where the visitor came from, not because it was seen already.
    expect(await page.evaluate(() => sessionStorage.getItem("splash-seen"))).toBeNull();
    await context.close();
  });

  test("under prefers-reduced-motion: no splash, no video, nothing rotates by itself", async () => {
    const { page, context, errors } = await openHome(browser(), { splash: true, reducedMotion: "reduce" });
    await serviceCarousel(page).scrollIntoViewIfNeeded();
    // The carousel's script says it is paused once it has started (on a busy machine, a while after the scroll).
    await expect.poll(() => rotationButton(serviceCarousel(page)).getAttribute("aria-label")).toBe("Play automatic rotation");
    await page.clock.runFor(7_000);
    expect(await page.locator("[data-splash]").count()).toBe(0);
    expect(await page.locator("video").count()).toBe(0);
    expect(await currentSlide(serviceCarousel(page))).toBe(`1 of ${homeSlides.length}`);
    expect(await selectedTab(page)).toBe(homeTabs[0]?.label);
    expect(await serviceCarousel(page).locator("[aria-live]").getAttribute("aria-live")).toBe("polite");
    // The visitor may still start rotation on purpose.
    await rotationButton(serviceCarousel(page)).click();
    await page.clock.runFor(3_000);
    await expect.poll(() => currentSlide(serviceCarousel(page))).toBe(`2 of ${homeSlides.length}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
