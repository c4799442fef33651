import { gzipSync } from "node:zlib";
import type { Browser, Page, Response } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { launchBrowser, openPage } from "./browser";

/** design.md: the first desk page loads at most 200 KB gzip of JavaScript, and no desk code reaches a public page. */

const deskBudgetBytes = 200 * 1024;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every script a page loads while `work` runs, with its gzip size (bodies fetched again after the navigations). */
async function scriptsLoaded(page: Page, work: () => Promise<unknown>) {
  const urls = new Set<string>();
  const record = (response: Response) => {
    if (response.request().resourceType() === "script") urls.add(response.url());
  };
  page.on("response", record);
  await work();
  page.off("response", record);
  const scripts = new Map<string, { gzipBytes: number; text: string }>();
  for (const url of urls) {
    const body = await (await page.request.get(url)).body();
    scripts.set(new URL(url).pathname, { gzipBytes: gzipSync(body).length, text: body.toString("utf8") });
  }
  return scripts;
}

test("the first desk page loads at most 200 KB gzip of JavaScript; screens load when visited", async () => {
  const { page, context } = await openPage(browser, "/admin");
  const first = await scriptsLoaded(page, async () => {
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.waitForLoadState("networkidle");
  });
  const total = [...first.values()].reduce((sum, script) => sum + script.gzipBytes, 0);
  console.log(`first desk page (/admin): ${first.size} scripts, ${(total / 1024).toFixed(1)} KB gzip`);
  expect(total).toBeLessThanOrEqual(deskBudgetBytes);

  // The staff screen's code was not part of that page: it comes when the screen is opened.
  const later = await scriptsLoaded(page, async () => {
    await page.getByRole("link", { name: "Staff", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Staff" }).waitFor();
    await page.waitForLoadState("networkidle");
  });
  expect([...later.keys()].filter((path) => !first.has(path)).length).toBeGreaterThan(0);
  await context.close();
});

test("public pages load no byte of the desk's code", async () => {
  const { page, context } = await openPage(browser, "/admin");
  const desk = await scriptsLoaded(page, async () => {
    for (const path of ["/admin", "/admin/leads", "/admin/staff"]) {
      await page.goto(path);
      await page.locator("#desk-main h1").waitFor();
      await page.waitForLoadState("networkidle");
    }
  });
  const deskEntry = [...desk.keys()].find((path) => /\/admin-[\w-]+\.js$/.test(path));
  expect(deskEntry).toBeDefined();

  for (const path of ["/", "/contact", "/services/mold-remediation", "/calendar"]) {
    const scripts = await scriptsLoaded(page, async () => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    });
    expect(scripts.size).toBeGreaterThan(0);
    for (const [script, { text }] of scripts) {
      expect(script).not.toBe(deskEntry);
      expect(text, `${path}: ${script} holds desk code`).not.toContain("/api/admin/");
    }
  }
  await context.close();
});
