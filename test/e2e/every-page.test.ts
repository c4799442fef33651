import type { Browser, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { themeStorageKey } from "../../src/components/ui/theme";
import { publicPaths, unlistedPaths } from "../../src/lib/site-map";
import {
  baseUrl,
  deferringPages,
  desktop,
  launchBrowser,
  openPage,
  seriousAxeViolationsInBothThemes,
  shiftsOverflowAndDeferred,
  waitForHydration,
} from "./browser";

/**
 * Every page of the site in one browser page at 1280 px, loaded once: its islands start without a
 * console error, an SVG image or a layout shift, it is no wider than the screen, the pages that defer
 * sections below the fold do, and axe finds nothing serious in either theme.
 */
let browser: Browser;
let opened: Awaited<ReturnType<typeof openPage>>;
beforeAll(async () => {
  browser = await launchBrowser();
  opened = await openPage(browser, "/");
  await opened.page.evaluate((key) => localStorage.setItem(key, "dark"), themeStorageKey);
});
afterAll(async () => {
  await opened?.context.close();
  await browser?.close();
});

const pages = [...publicPaths(), ...unlistedPaths, "/no-such-page"];

/** Loads `path` with the stored theme (dark) and waits for its islands, unless it is open already. */
async function show(path: string) {
  const { page } = opened;
  if (page.url() === new URL(path, baseUrl()).href) return;
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * A theme is only the `dark` class on <html>, which the head's inline script sets from storage as
 * the page loads: axe reads the page as loaded in the dark theme, then takes the class away from the
 * same page instead of loading it again.
 */
describe.each(pages)("%s", (path) => {
  test('starts its islands without console errors or a layout shift, and loads no SVG image (README, "How public pages load"); no wider than the screen, it defers what is below the fold if it is one of the pages that do', async () => {
    const { page } = opened;
    opened.errors.length = 0;
    const svgImages: string[] = [];
    const noteSvg = (response: Response) => {
      if (response.headers()["content-type"]?.startsWith("image/svg+xml")) svgImages.push(response.url());
    };
    page.on("response", noteSvg);
    try {
      await page.goto(path);
      await waitForHydration(page);
      // Islands that load when seen or used, and their requests, have had their chance to fail.
      await page.waitForLoadState("networkidle");
    } finally {
      page.off("response", noteSvg);
    }
    expect(opened.errors).toEqual([]);
    expect(svgImages).toEqual([]);
    // Nothing moved while the page loaded, its deferred sections (content-visibility) included.
    const { shifts, overflow, deferred } = await shiftsOverflowAndDeferred(page, desktop.viewport?.width ?? 0);
    expect(shifts).toEqual([]);
    expect(overflow).toBe(0);
    if (deferringPages.includes(path)) expect(deferred).toBeGreaterThan(0);
  });

  test("axe finds no serious or critical violation in the dark theme, nor in the light one", async () => {
    await show(path);
    expect(await opened.page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await seriousAxeViolationsInBothThemes(opened.page)).toEqual([]);
  });
});
