import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { desktop, launchBrowser, openPage, waitForHydration } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Sample = { name: string; path: string; value: number };

const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });

let metricsCode = "";

/** The analytics code loads 5 s after the page's load event (on the page's clock); resolves once it has started. */
async function runUntilMetricsStart(page: Page) {
  await waitForHydration(page);
  await page.waitForFunction(() => document.readyState === "complete");
  const requested = metricsCode ? undefined : page.waitForRequest(/\/assets\/metrics-client-[\w-]+\.js$/);
  await page.clock.runFor(5_500);
  metricsCode ||= (await requested)?.url() ?? "";
  // One module per address: importing it again resolves once the page's own import has run it.
  // (A string, so the test runner leaves the page's import() alone.)
  await page.evaluate(`import(${JSON.stringify(metricsCode)}).then(() => true)`);
}

test("web vitals and page views are posted every 30 s and when the page is hidden, and the Worker accepts them", async () => {
  const { page, context, errors } = await openPage(browser, "/about", desktop, { installClock: true });
  const posts: Sample[][] = [];
  const statuses: number[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/metrics") && request.method() === "POST") posts.push(JSON.parse(request.postData() ?? "[]"));
  });
  page.on("response", (response) => {
    if (response.url().endsWith("/api/metrics")) statuses.push(response.status());
  });

  // Nothing is sent before the first flush, 30 s after the analytics code started.
  await runUntilMetricsStart(page);
  // The visitor's first input makes the LCP final.
  await page.locator("h1").click();
  await page.clock.runFor(29_000);
  expect(posts).toEqual([]);
  await page.clock.runFor(1_000);
  await expect.poll(() => posts.length).toBe(1);
  const first = posts.flat();
  expect(first.filter((sample) => sample.name === "page-view").map((sample) => sample.path)).toEqual(["/about"]);
  expect(first.map((sample) => sample.name)).toEqual(expect.arrayContaining(["FCP", "LCP"]));

  // Hiding the page sends what is left with a beacon: the CLS, final once the page is hidden.
  await hidePage(page);
  await expect.poll(() => posts.length).toBe(2);
  expect(posts[1]?.map((sample) => sample.name)).toContain("CLS");
  // Its answer comes before the next page: a response still on its way as the page leaves is not reported.
  await expect.poll(() => statuses.length).toBe(posts.length);

  // Every page is a page load of its own and counts its own view.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  await page.waitForURL("**/blog");
  await runUntilMetricsStart(page);
  const before = posts.length;
  await hidePage(page);
  await expect.poll(() => posts.length).toBeGreaterThan(before);
  expect(
    posts
      .slice(before)
      .flat()
      .find((sample) => sample.name === "page-view")?.path,
  ).toBe("/blog");
  await expect.poll(() => statuses.length).toBe(posts.length);
  expect(statuses.every((status) => status === 204)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
