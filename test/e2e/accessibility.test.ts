import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { themeStorageKey } from "../../src/components/ui/theme";
import { publicPaths, unlistedPaths } from "../../src/lib/site-map";
import { baseUrl, launchBrowser, openPage, seriousAxeViolations, waitForHydration } from "./browser";

let browser: Browser;
let page: Page;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, context } = await openPage(browser, "/"));
  await page.evaluate((key) => localStorage.setItem(key, "dark"), themeStorageKey);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const pages = [...publicPaths(), ...unlistedPaths, "/no-such-page"];

/** The page at `path`, loaded with the stored theme (dark) and its islands started, unless it is open already. */
async function show(path: string) {
  if (page.url() === new URL(path, baseUrl()).href) return;
  await page.goto(path);
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
}

/**
 * Each page in both themes. A theme is only the `dark` class on <html>, which the head's inline
 * script sets from storage as the page loads: the dark check loads the page, and the light check
 * then takes the class away from the same page instead of loading it again.
 */
describe.each(pages)("%s", (path) => {
  test("axe finds no serious or critical violation in the dark theme", async () => {
    await show(path);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("axe finds no serious or critical violation in the light theme", async () => {
    await show(path);
    // Links and buttons would fade to their new colours (transition-colors), and not at all in the
    // sections not yet drawn (content-visibility): axe is to read the colours they end at.
    await page.evaluate(() => {
      const still = new CSSStyleSheet();
      still.replaceSync("*, ::before, ::after { transition: none !important }");
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
      document.documentElement.classList.remove("dark");
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
