import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { business } from "../../src/config/business";
import { baseUrl, desktop, launchBrowser, waitForHydration } from "./browser";

/** The public site's service worker (public/sw.js, stamped by the build) in Chromium against the built site. */
let browser: Browser;
let built: { version: string; precache: string[]; pages: string[] };
beforeAll(async () => {
  browser = await launchBrowser();
  const source = await readFile(new URL("../../dist/client/sw.js", import.meta.url), "utf8");
  built = {
    version: JSON.parse(source.match(/const VERSION = ("[^"]*");/)?.[1] ?? '""'),
    precache: JSON.parse(source.match(/const PRECACHE = (\[[^\]]*\]);/)?.[1] ?? "[]"),
    pages: JSON.parse(source.match(/const PAGES = (\[[^\]]*\]);/)?.[1] ?? "[]"),
  };
});
afterAll(async () => {
  await browser?.close();
});

async function visitor() {
  const context = await browser.newContext({ baseURL: baseUrl(), ...desktop, serviceWorkers: "allow" });
  await context.addInitScript(() => sessionStorage.setItem("splash-seen", "1"));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Waits until the worker controls the page (it claims open pages as soon as it activates). */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated");

/** Every URL saved in any of the origin's caches, with the cache names. */
const cacheContents = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return { names, urls };
  });

describe("service worker", () => {
  test("the build stamps sw.js with its own version and the offline page's files", async () => {
    expect(built.version).toMatch(/^[0-9a-f]{16}$/);
    expect(built.precache[0]).toBe("/offline");
    expect(built.precache.some((path) => /^\/assets\/offline-[\w-]+\.js$/.test(path))).toBe(true);
    // Whatever scripts and styles the offline page links to are saved with it, and the header's menus.
    const offlineHtml = await readFile(new URL("../../dist/client/offline/index.html", import.meta.url), "utf8");
    const linked = offlineHtml.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [];
    expect(linked.length).toBeGreaterThan(0);
    expect(built.precache).toEqual(expect.arrayContaining(linked));
    const menus = offlineHtml.match(/data-menus="(\/assets\/menus-[\w-]+)"/)?.[1];
    expect(built.precache).toContain(menus);
    expect(built.pages).toEqual(expect.arrayContaining(["/", "/about", "/offline", "/services/mold-remediation"]));
    expect(built.pages).not.toContain("/404");
    const served = await (await fetch(new URL("/sw.js", baseUrl()))).text();
    expect(served).toContain(`const VERSION = "${built.version}";`);
  });

  test("registers after load on public pages, claims the page, and replaces an older build's cache", async () => {
    const { context, page, errors } = await visitor();
    // A page that does not register it: leave behind a cache as an older build would have.
    await page.goto("/embed/quote");
    await page.waitForLoadState("load");
    await page.evaluate(async () => {
      await (await caches.open("lakeshore-0123456789abcdef")).put("/stale", new Response("old build"));
    });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);

    await page.goto("/");
    await waitForHydration(page);
    await controlled(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseUrl()}/sw.js`);
    await expect.poll(async () => (await cacheContents(page)).names).toEqual([`lakeshore-${built.version}`]);
    const { urls } = await cacheContents(page);
    expect(urls).toEqual(expect.arrayContaining(built.precache));
    // The page that registered it is saved too, though it loaded before the worker existed.
    await expect.poll(async () => (await cacheContents(page)).urls).toContain("/");
    expect(errors).toEqual([]);
    await context.close();
  });

  test("offline: pages opened before come from the cache, others get the offline page with a phone link", async () => {
    const { context, page, errors } = await visitor();
    await page.goto("/");
    await waitForHydration(page);
    await controlled(page);
    await page.goto("/about");
    await waitForHydration(page);
    const aboutTitle = await page.locator("h1").textContent();
    await expect.poll(async () => (await cacheContents(page)).urls).toContain("/about");

    await context.setOffline(true);
    await page.goto("/about");
    expect(await page.locator("h1").textContent()).toBe(aboutTitle);

    await page.goto("/projects?page=2");
    await page.waitForURL("**/offline?from=**");
    expect(new URL(page.url()).searchParams.get("from")).toBe("/projects?page=2");
    await waitForHydration(page);
    expect(await page.locator("h1").textContent()).toBe("You're offline");
    expect(await page.getByRole("link", { name: `Call ${business.phone.display}` }).getAttribute("href")).toBe(
      `tel:${business.phone.e164}`,
    );
    expect(await page.getByRole("heading", { name: "What still works" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/projects?page=2");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    // The header's menus are saved with the offline page.
    await page.getByRole("button", { name: "Services" }).click();
    await page.locator("#mega-menu").getByRole("link", { name: "Roofing" }).waitFor();
    expect(errors).toEqual([]);

    await context.setOffline(false);
    await page.getByRole("link", { name: "Try again" }).click();
    await page.waitForURL("**/projects?page=2");
    await waitForHydration(page);
    expect(await page.locator("h1").textContent()).not.toBe("You're offline");
    await context.close();
  });

  test("never caches /api, /admin, unknown addresses or anything but GET", async () => {
    const { context, page } = await visitor();
    await page.goto("/");
    await waitForHydration(page);
    await controlled(page);
    const statuses = await page.evaluate(async () => [
      (await fetch("/api/health")).status,
      (await fetch("/api/health?again=1")).status,
      (await fetch("/api/metrics", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).status,
      (await fetch("/contact", { method: "HEAD" })).status,
    ]);
    expect(statuses[0]).toBe(200);
    await page.goto("/admin");
    expect((await page.goto("/no-such-page"))?.status()).toBe(404);
    await page.goto("/");
    await waitForHydration(page);
    const { urls } = await cacheContents(page);
    expect(urls.filter((url) => /^\/(api|admin|no-such-page)(\/|$)/.test(url))).toEqual([]);
    expect(urls).not.toContain("/contact");

    await context.setOffline(true);
    const apiOffline = await page.evaluate(() =>
      fetch("/api/health").then(
        (response) => `answered ${response.status}`,
        () => "failed",
      ),
    );
    expect(apiOffline).toBe("failed");
    await context.close();
  });
});
