import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { publicPaths, unlistedPaths } from "../../src/lib/site-map";
import { launchBrowser, openPage, seriousAxeViolations, waitForHydration } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pages = [...publicPaths(), ...unlistedPaths, "/no-such-page"];

describe.each(["dark", "light"] as const)("%s theme", (theme) => {
  let page: Page;
  let context: BrowserContext;
  beforeAll(async () => {
    ({ page, context } = await openPage(browser, "/"));
    await page.evaluate((value) => localStorage.setItem("vite-ui-theme", value), theme);
  });
  afterAll(async () => {
    await context?.close();
  });

  test.each(pages)("axe finds no serious or critical violation on %s", async (path) => {
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
    const serious = await seriousAxeViolations(page);
    expect(serious).toEqual([]);
  });
});
