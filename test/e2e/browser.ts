import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { inject } from "vitest";
import { launchChromium } from "../../scripts/chromium";

export const baseUrl = () => inject("baseUrl");
export const persistTo = () => inject("persistTo");

export const launchBrowser = () => launchChromium();

export const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
export const mobile: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A page that records console errors and uncaught exceptions, so tests can demand there are none. */
export async function openPage(
  browser: Browser,
  path: string,
  options: BrowserContextOptions = desktop,
  { installClock = false }: { installClock?: boolean } = {},
) {
  // The offline service worker fetches assets itself, out of page.route's sight; its own tests opt in.
  const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: "block", ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    // Chromium logs a 404 page's own status as an error; that status is what the 404 page is for.
    const isDocumentStatus = message.location().url === page.url() && message.text().includes("status of 404");
    if (message.type() === "error" && !isDocumentStatus) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  if (installClock) await page.clock.install();
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
