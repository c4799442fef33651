import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { classesWithoutRules, desktop, launchBrowser, mobile, openPage, waitForHydration } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("navigation", () => {
  test("a link loads the next page, with its own head, at the top", async () => {
    const { page, errors, context } = await openPage(browser, "/services");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page
      .getByRole("link", { name: /Mold Remediation/ })
      .first()
      .click();
    await page.waitForURL("**/services/mold-remediation");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Mold Remediation");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.title()).toContain("Mold Remediation");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/services\/mold-remediation$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("header", () => {
  test("changes style after 10 px of scroll", async () => {
    const { page, context } = await openPage(browser, "/about");
    await waitForHydration(page);
    const header = page.locator("header").first();
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("false");
    await context.close();
  });

  test("the skip link moves focus to the content", async () => {
    const { page, context } = await openPage(browser, "/about");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL("**/about#main");
    await context.close();
  });
});

describe("services mega-menu (1024 px and up)", () => {
  test("opens with both categories and the side panel; closes on outside click, Escape and navigation", async () => {
    const { page, context } = await openPage(browser, "/about", desktop);
    await waitForHydration(page);
    const trigger = page.getByRole("button", { name: "Services" });
    const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`.replace(/:/g, "\\:"));
    expect(await panel.isVisible()).toBe(false);
    // The page itself carries none of the menu's elements.
    expect(await panel.evaluate((element) => element.childElementCount)).toBe(0);

    await trigger.click();
    expect(await trigger.getAttribute("aria-expanded")).toBe("true");
    // The panel's links are a file of their own (SiteMenus.tsx), fetched after load or when the button is pointed at or focused.
    await panel.getByText("Environmental Services").waitFor();
    expect(await panel.getByText("Environmental Services").isVisible()).toBe(true);
    expect(await panel.getByText("Construction Services").isVisible()).toBe(true);
    expect(await panel.getByRole("link", { name: "Get a free quote" }).isVisible()).toBe(true);
    expect(await panel.getByRole("link", { name: /^Call / }).getAttribute("href")).toMatch(/^tel:\+1/);
    // The menu's classes are in the page's stylesheet, though the page never had its markup.
    expect(await classesWithoutRules(page)).toEqual([]);

    await page.mouse.click(5, 600);
    await expect.poll(() => panel.isVisible()).toBe(false);

    await trigger.click();
    await page.keyboard.press("Escape");
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);

    // By keyboard: Enter opens it, Tab goes on into its links.
    await page.keyboard.press("Enter");
    await expect.poll(() => panel.isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("[id]")?.id)).toBe(
      await trigger.getAttribute("aria-controls"),
    );
    await page.keyboard.press("Escape");
    await expect.poll(() => panel.isVisible()).toBe(false);

    await trigger.click();
    await panel.getByRole("link", { name: "Roofing" }).click();
    await page.waitForURL("**/services/roofing");
    await expect.poll(() => panel.isVisible()).toBe(false);
    await context.close();
  });

  test("is replaced by the menu button below 1024 px, which goes to the services page when the menus cannot be fetched", async () => {
    const { page, context } = await openPage(browser, "/", { viewport: { width: 1023, height: 800 } });
    expect(await page.getByRole("button", { name: "Services" }).isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(true);
    // Loaded again with the menus' file out of reach (the page fetches it once loaded).
    await page.route("**/assets/menus-*", (route) => route.abort("internetdisconnected"));
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.waitForURL("**/services");
    await context.close();
  });
});

describe("mobile menu (390 px)", () => {
  test("slides in, keeps focus inside, locks page scroll, expands Services, closes on Escape and navigation", async () => {
    const { page, context } = await openPage(browser, "/", mobile);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");

    for (let step = 0; step < 25; step++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () => !!document.activeElement?.closest("dialog") || document.activeElement === document.body,
      );
      expect(inside).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect.poll(() => menu.isVisible()).toBe(false);
    // The browser hides the dialog on Escape; React unlocks the scroll on the close event after it.
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("");

    // This time by keyboard.
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => menu.isVisible()).toBe(true);
    // Built once for every page, the menu marks the page it is open on.
    expect(await menu.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
    expect(await menu.locator("[aria-current]").count()).toBe(1);
    const services = menu.getByRole("button", { name: "Services" });
    expect(await menu.getByRole("link", { name: "Gutters" }).isVisible()).toBe(false);
    await services.click();
    expect(await services.getAttribute("aria-expanded")).toBe("true");
    expect(await classesWithoutRules(page)).toEqual([]);
    await menu.getByRole("link", { name: "Gutters" }).click();
    await page.waitForURL("**/services/gutters");
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
    await context.close();
  });
});

describe("without JavaScript", () => {
  test("the header's links and the footer's service links still take the visitor there", async () => {
    const { page, context } = await openPage(browser, "/about", { ...desktop, javaScriptEnabled: false });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
    await page.waitForURL("**/blog");
    await page.locator("footer").getByRole("link", { name: "Gutters" }).click();
    await page.waitForURL("**/services/gutters");
    expect(await page.locator("h1").textContent()).toBe("Gutters");
    await context.close();
  });
});

describe("theme", () => {
  test("defaults to dark, toggles, and is remembered under vite-ui-theme without a flash", async () => {
    const { page, context } = await openPage(browser, "/");
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("light");

    // The stored theme is applied by the inline script, before any module runs.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    await page.unroute("**/assets/*.js");
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("dark");
    await context.close();
  });
});
