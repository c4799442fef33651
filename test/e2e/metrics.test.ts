import type { Browser } from "playwright-core";
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
  await waitForHydration(page);

  // The analytics code loads 5 s after the page; nothing is sent before the first 30 s flush.
  await page.clock.runFor(5_500);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Projects" }).click();
  await page.waitForURL("**/projects");
  await page.waitForTimeout(300); // the page view is recorded once the (already loaded) metrics module answers
  expect(posts).toEqual([]);
  await page.clock.runFor(30_000);
  await expect.poll(() => posts.length).toBe(1);
  const first = posts.flat();
  expect(first.filter((sample) => sample.name === "page-view").map((sample) => sample.path)).toEqual(["/about", "/projects"]);
  expect(first.map((sample) => sample.name)).toEqual(expect.arrayContaining(["FCP", "LCP"]));

  // Leaving the page sends what is left with a beacon.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  await page.waitForURL("**/blog");
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });
  await expect.poll(() => posts.length).toBe(2);
  expect(posts[1]?.find((sample) => sample.name === "page-view")?.path).toBe("/blog");
  await expect.poll(() => statuses).toEqual([204, 204]);
  expect(errors).toEqual([]);
  await context.close();
});
