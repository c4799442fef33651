import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { baseUrl, desktop, launchBrowser, mobile, waitForHydration } from "./browser";

/**
 * Issue 15's promise to a visitor on a mid-range phone: with the CPU slowed four times (CDP
 * Emulation.setCPUThrottlingRate), the first taps answer within 200 ms of the tap (INP, measured
 * by web-vitals in the page, and the visible change itself); a header link's page is prefetched
 * as the visitor points at it.
 */
const cpuSlowdown = 4;
const interactionBudgetMs = 200;

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
// A throttled page keeps a core busy for as long as it is open (Chromium throttles by spinning):
// one left open by a failed attempt would slow the retry and every test after it.
afterEach(async () => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

type Measured = Window & {
  __inp: number[];
  /** Event Timing entries of interactions (what INP is made of): when each started and how long to its next paint. */
  __interactionEvents: Array<{ startTime: number; duration: number }>;
  __tappedAt: number | null;
  /** Milliseconds since the last tap or key press. */
  __sinceTap: () => number;
  /** Milliseconds from the last tap to the frame that showed its answer (watchForAnswer). */
  __answeredAfterTap?: number;
  webVitals: typeof import("web-vitals");
};

/**
 * A visitor on a slowed CPU with the page ready (its script run, its islands started). Every
 * interaction's INP is collected by web-vitals; the time of the last tap or key press is kept,
 * so a test can time the visible answer from the event itself.
 */
async function slowVisitor(path: string, options = mobile): Promise<{ page: Page; context: BrowserContext }> {
  // A visitor as most are, with the page's motion running.
  const context = await browser.newContext({
    baseURL: baseUrl(),
    serviceWorkers: "block",
    reducedMotion: "no-preference",
    ...options,
  });
  await context.addInitScript(() => sessionStorage.setItem("splash-seen", "1"));
  await context.addInitScript({ content: webVitalsScript });
  await context.addInitScript(() => {
    const measured = window as unknown as Measured;
    measured.__inp = [];
    measured.__interactionEvents = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        if (entry.interactionId) measured.__interactionEvents.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
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
 * Watches, from before the tap, for the answer: `answered` runs in the page each animation frame and
 * the first frame after a tap or key press in which it is true is noted. answerTime then reads the
 * milliseconds from that tap to that frame. Timed in the page from the start: asked only after the
 * tap, the page would first be reached by the protocol's round trips and have Playwright's helper
 * script compiled on its slowed CPU, and a frame that showed the answer long before would be
 * counted as late as that (51 to 212 ms for the same tab switch in nine runs).
 */
async function watchForAnswer(page: Page, answered: () => boolean): Promise<void> {
  await page.evaluate(`(() => {
    const measured = window;
    const answered = ${answered.toString()};
    const check = () => {
      if (measured.__tappedAt !== null && answered()) measured.__answeredAfterTap = measured.__sinceTap();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })()`);
}

/** Milliseconds from the last tap to the first animation frame in which the answer watchForAnswer watches for shows. */
async function answerTime(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as Measured).__answeredAfterTap ?? false);
  return (await handle.jsonValue()) as number;
}

/**
 * The latency of the last interaction, as INP counts it: its longest event, from the tap to the next
 * paint. Events under 16 ms are not reported by the browser, so none at all means under 16 ms.
 */
async function lastInteractionLatency(page: Page): Promise<number> {
  // Event Timing entries are delivered after the frame that follows them.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))),
  );
  return page.evaluate(() => {
    const measured = window as unknown as Measured;
    const since = (measured.__tappedAt ?? 0) - 1;
    return Math.max(
      0,
      ...measured.__interactionEvents.filter((event) => event.startTime >= since).map((event) => event.duration),
    );
  });
}

/** The worst INP web-vitals reported for the page so far. */
async function worstInp(page: Page): Promise<number> {
  await expect.poll(() => page.evaluate(() => (window as unknown as Measured).__inp.length)).toBeGreaterThan(0);
  return page.evaluate(() => Math.max(...(window as unknown as Measured).__inp));
}

// A retry absorbs a moment when another test file has the machine's cores; a page that is slow every time still fails.
describe(`first interactions with the CPU ${cpuSlowdown}x slower`, { retry: 2 }, () => {
  test("opening the mobile menu answers within 200 ms", async () => {
    const { page, context } = await slowVisitor("/services/asbestos-removal");
    await watchForAnswer(page, () => document.querySelector("dialog[open]") !== null);
    await page.getByRole("button", { name: "Open menu" }).click();
    const answered = await answerTime(page);
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
    await watchForAnswer(page, () => {
      const selected = document.querySelector('[role="tab"][aria-selected="true"]');
      return selected !== null && selected === document.querySelectorAll('[role="tab"]')[2];
    });
    await tab.click();
    const answered = await answerTime(page);
    expect(await tablist.getByRole("tab", { selected: true }).textContent()).toBe(name);
    const inp = await worstInp(page);
    console.log(`service tab: INP ${inp} ms, tab selected ${Math.round(answered)} ms after the tap`);
    expect(inp).toBeLessThanOrEqual(interactionBudgetMs);
    expect(answered).toBeLessThanOrEqual(interactionBudgetMs);
    await context.close();
  });

  test("moving to step 2 of the quote form answers within 200 ms, once step 1 is filled in", async () => {
    const { page, context } = await slowVisitor("/contact");
    const form = page.locator("#quote form");
    // As a visitor does: types their details (the form's code comes with the first key), then continues.
    await page.getByLabel("Full name").pressSequentially("Riley Quick");
    await page.getByLabel("Email").pressSequentially("riley@example.com");
    await expect.poll(() => form.evaluate((element) => element.closest("[data-island-live]") !== null)).toBe(true);
    await watchForAnswer(
      page,
      () =>
        document
          .querySelector('#quote ol[aria-label="Form progress"] li[aria-current="step"]')
          ?.textContent?.includes("Step 2") === true,
    );
    await form.getByRole("button", { name: "Continue" }).click();
    const answered = await answerTime(page);
    const latency = await lastInteractionLatency(page);
    // The page's INP also counts the keys typed while the form's code was arriving: logged, for the note.
    const pageInp = await worstInp(page);
    console.log(
      `quote form: Continue ${latency} ms to the next paint, step 2 shown ${Math.round(answered)} ms after the tap (page INP ${pageInp} ms)`,
    );
    expect(latency).toBeLessThanOrEqual(interactionBudgetMs);
    expect(answered).toBeLessThanOrEqual(interactionBudgetMs);
    await context.close();
  });
});

describe(`moving between pages with the CPU ${cpuSlowdown}x slower`, () => {
  // Chromium prerenders a link the visitor points at (Speculation Rules), but never in a page that
  // DevTools controls ("PrerenderingDisabledByDevTools"), as every test page is. What can be checked
  // here is the path a visitor gets when prerendering is not possible: the page prefetched on hover,
  // then loaded in full. Its time is logged (issue 15's note), not asserted: it is the slower path.
  test("a header link's page is prefetched on hover and opens at its heading", async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      serviceWorkers: "block",
      reducedMotion: "no-preference",
      ...desktop,
    });
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
    const { deliveryType, shownAfter } = await page.evaluate(async () => {
      const firstPaint = await new Promise<number>((resolve) =>
        new PerformanceObserver((entries) => {
          const contentful = entries.getEntriesByName("first-contentful-paint")[0];
          if (contentful) resolve(contentful.startTime);
        }).observe({ type: "paint", buffered: true }),
      );
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string };
      return {
        deliveryType: navigation.deliveryType,
        shownAfter: performance.timeOrigin + firstPaint - Number(sessionStorage.getItem("pointer-down-at")),
      };
    });
    expect(deliveryType).toBe("navigational-prefetch");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("About Lakeshore Environmental & Construction");
    console.log(
      `header link to /about (prefetched, full load): first paint with the h1 ${Math.round(shownAfter)} ms after the click`,
    );
    await context.close();
  });
});
