import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { launchChromium } from "../../scripts/chromium";
import { inject } from "vitest";

export const baseUrl = () => inject("baseUrl");

export const launchBrowser = () => launchChromium();

export const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
export const mobile: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A page that records console errors and uncaught exceptions, so tests can demand there are none. */
export async function openPage(browser: Browser, path: string, options: BrowserContextOptions = desktop) {
  const context = await browser.newContext({ baseURL: baseUrl(), ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(path);
  return { page, errors, context };
}

/** Waits until React has hydrated the prerendered page (its lazy route code has run). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return !!root && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
  });
}
