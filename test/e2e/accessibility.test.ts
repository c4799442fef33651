import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { publicPaths } from "../../src/lib/site-map";
import { launchBrowser, openPage, waitForHydration } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test.each(["dark", "light"] as const)("axe finds no serious or critical violation on any public page (%s theme)", async (theme) => {
  const { page, context } = await openPage(browser, "/");
  await page.evaluate((value) => localStorage.setItem("vite-ui-theme", value), theme);
  const problems: string[] = [];
  for (const path of [...publicPaths(), "/no-such-page"]) {
    await page.goto(path);
    await waitForHydration(page);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    for (const violation of results.violations) {
      if (violation.impact === "serious" || violation.impact === "critical")
        problems.push(`${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
    }
  }
  await context.close();
  expect(problems).toEqual([]);
});
