import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { baseUrl, desktop, launchBrowser, mobile, waitForHydration } from "./browser";

/**
 * Issue 15's promise to a visitor on a mid-range phone: with the CPU slowed four times (CDP
 * Emulation.setCPUThrottlingRate), the first taps answer within 200 ms of the tap (INP, measured
 * by web-vitals in the page, and the visible change itself), and a header link shows the next
 * page's heading within 300 ms on a warm cache.
 */
const cpuSlowdown = 4;
const interactionBudgetMs = 200;
const navigationBudgetMs = 300;

/** web-vitals' browser build, made a global of the page (Playwright runs an init script in a scope of its own). */
const webVitalsScript = `${readFileSync(
  join(dirname(createRequire(import.meta.url).resolve("web-vitals")), "web-vitals.iife.js"),
  "utf8",
)}\nwindow.webVitals = webVitals;`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Measured = Window & {
  __inp: number[];
  __tappedAt: number | null;
  /** Milliseconds since the last tap or key press. */
  __sinceTap: () => number;
  webVitals: typeof import("web-vitals");
};

/**
 * A visitor on a slowed CPU with the page ready (its script run, its islands started). Every
 * interaction's INP is collected by web-vitals; the time of the last tap or key press is kept,
 * so a test can time the visible answer from the event itself.
 */
async function slowVisitor(path: string, options = mobile): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: "block", ...options });
  await context.addInitScript(() => sessionStorage.setItem("splash-seen", "1"));
  await context.addInitScript({ content: webVitalsScript });
  await context.addInitScript(() => {
    const measured = window as unknown as Measured;
    measured.__inp = [];
    measured.__tappedAt = null;
    measured.__sinceTap = () => performance.now() - (measured.__tappedAt ?? Number.NaN);
    // durationThreshold 16: report every interaction, not only those over web-vitals' default 40 ms.
    measured.webVitals.onINP((metric) => measured.__inp.push(metric.value), {
      reportAllChanges: true,
      durationThreshold: 16,
    });
    for (const type of ["pointerdown", "keydown"]) {
      addEventListener(
        type,
        (event) => {
          measured.__tappedAt = event.timeStamp;
        },
        { capture: true },
      );
    }
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await page.goto(path);
  await waitForHydration(page);
  return { page, context };
}

/**
 * Milliseconds from the last tap to the first animation frame in which the answer shows: `answered`
 * runs in the page each frame and returns `__sinceTap()` once the answer is there.
 */
async function answerTime(page: Page, answered: () => number | false): Promise<number> {
  const handle = await page.waitForFunction(answered, undefined, { polling: "raf" });
  return (await handle.jsonValue()) as number;
}

/** The worst INP web-vitals reported for the page so far. */
async function worstInp(page: Page): Promise<number> {
  await expect.poll(() => page.evaluate(() => (window as unknown as Measured).__inp.length)).toBeGreaterThan(0);
  return page.evaluate(() => Math.max(...(window as unknown as Measured).__inp));
}

describe(`first interactions with the CPU ${cpuSlowdown}x slower`, () => {
  test("opening the mobile menu answers within 200 ms", async () => {
    const { page, context } = await slowVisitor("/services/asbestos-removal");
    await page.getByRole("button", { name: "Open menu" }).click();
    const answered = await answerTime(
      page,
      () => document.querySelector("dialog[open]") !== null && (window as unknown as Measured).__sinceTap(),
    );
    await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
    const inp = await worstInp(page);
    console.log(`mobile menu: INP ${inp} ms, dialog shown ${Math.round(answered)} ms after the tap`);
    expect(inp).toBeLessThanOrEqual(interactionBudgetMs);
    expect(answered).toBeLessThanOrEqual(interactionBudgetMs);
    await context.close();
  });

  test("switching a service tab on home answers within 200 ms", async () => {
    const { page, context } = await slowVisitor("/", desktop);
    const tablist = page.getByRole("tablist", { name: "Our core services" });
    await tablist.scrollIntoViewIfNeeded();
    const tab = tablist.getByRole("tab").nth(2);
    const name = (await tab.textContent()) ?? "";
    await tab.click();
    const answered = await answerTime(page, () => {
      const selected = document.querySelector('[role="tab"][aria-selected="true"]');
      return (
        selected !== null &&
        selected === document.querySelectorAll('[role="tab"]')[2] &&
        (window as unknown as Measured).__sinceTap()
      );
    });
    expect(await tablist.getByRole("tab", { selected: true }).textContent()).toBe(name);
    const inp = await worstInp(page);
    console.log(`service tab: INP ${inp} ms, tab selected ${Math.round(answered)} ms after the tap`);
    expect(inp).toBeLessThanOrEqual(interactionBudgetMs);
    expect(answered).toBeLessThanOrEqual(interactionBudgetMs);
    await context.close();
  });

  test("moving to step 2 of the quote form answers within 200 ms", async () => {
    const { page, context } = await slowVisitor("/contact");
    const form = page.locator("#quote form");
    // As a visitor does: types their details (the form's code comes with the first key), then continues.
    await page.getByLabel("Full name").pressSequentially("Riley Quick");
    await page.getByLabel("Email").pressSequentially("riley@example.com");
    await expect.poll(() => form.evaluate((element) => element.closest("[data-island-live]") !== null)).toBe(true);
    await form.getByRole("button", { name: "Continue" }).click();
    const answered = await answerTime(
      page,
      () =>
        document
          .querySelector('#quote ol[aria-label="Form progress"] li[aria-current="step"]')
          ?.textContent?.includes("Step 2") === true && (window as unknown as Measured).__sinceTap(),
    );
    const inp = await worstInp(page);
    console.log(`quote form: INP ${inp} ms, step 2 shown ${Math.round(answered)} ms after the tap`);
    expect(inp).toBeLessThanOrEqual(interactionBudgetMs);
    expect(answered).toBeLessThanOrEqual(interactionBudgetMs);
    await context.close();
  });
});

describe(`moving between pages with the CPU ${cpuSlowdown}x slower`, () => {
  // Chromium prerenders a pointed-at link (Speculation Rules), but not in a page DevTools controls
  // ("PrerenderingDisabledByDevTools"), so this times the fallback a visitor also gets: the link
  // prefetched on hover, then a full load of the static page.
  test("a header link shows the next page's heading within 300 ms on a warm cache", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: "block", ...desktop });
    await context.addInitScript(() => {
      sessionStorage.setItem("splash-seen", "1");
      addEventListener(
        "pointerdown",
        (event) => sessionStorage.setItem("pointer-down-at", String(performance.timeOrigin + event.timeStamp)),
        {
          capture: true,
        },
      );
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    // Warm cache: the visitor has seen the page before.
    await page.goto("/about");
    await waitForHydration(page);
    await page.goto("/");
    await waitForHydration(page);
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true });
    await link.hover();
    await link.click();
    await page.waitForURL("**/about");
    // The heading is in the prerendered HTML, above the fold: it shows with the first contentful paint.
    const shownAfter = await page.evaluate(async () => {
      const firstPaint = await new Promise<number>((resolve) =>
        new PerformanceObserver((entries) => {
          const contentful = entries.getEntriesByName("first-contentful-paint")[0];
          if (contentful) resolve(contentful.startTime);
        }).observe({ type: "paint", buffered: true }),
      );
      return performance.timeOrigin + firstPaint - Number(sessionStorage.getItem("pointer-down-at"));
    });
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    console.log(`header link to /about: first paint with the h1 ${Math.round(shownAfter)} ms after the click`);
    expect(shownAfter).toBeLessThanOrEqual(navigationBudgetMs);
    await context.close();
  });
});
