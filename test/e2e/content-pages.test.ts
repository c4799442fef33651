import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { projectIndex } from "../../src/content/project-index";
import {
  classesWithoutRules,
  deferringPages,
  desktop,
  launchBrowser,
  mobile,
  newContext,
  openPageIn,
  shiftsOverflowAndDeferred,
  waitForHydration,
} from "./browser";

/** One context per width, each page in a tab of its own. */
let browser: Browser;
let wide: BrowserContext;
let phone: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  [wide, phone] = await Promise.all([newContext(browser, desktop), newContext(browser, mobile)]);
});
afterAll(async () => {
  await browser?.close();
});

test("the before/after slider reveals more of one picture with the arrow keys", async () => {
  const { page } = await openPageIn(wide, `/projects/${projectIndex[0]?.id}`);
  await waitForHydration(page);
  const slider = page.getByRole("slider");
  const after = page.locator("figure img").nth(1);
  expect(await after.evaluate((image) => (image as HTMLElement).style.clipPath)).toBe("inset(0px 0px 0px 50%)");
  await slider.focus();
  for (let press = 0; press < 10; press++) await page.keyboard.press("ArrowRight");
  expect(await slider.inputValue()).toBe("60");
  // The first key press loads the slider's code, which then shows where the range already is.
  await expect.poll(() => after.evaluate((image) => (image as HTMLElement).style.clipPath)).toBe("inset(0px 0px 0px 60%)");
  await page.keyboard.press("Home");
  expect(await slider.inputValue()).toBe("0");
  await page.close();
});

test("the calendar shows the current month in Chicago, marks today and moves between months", async () => {
  const { page } = await openPageIn(wide, "/calendar");
  await waitForHydration(page);
  const now = new Date();
  const label = (date: Date) => date.toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "America/Chicago" });
  const heading = page.locator("#month-heading");
  await expect.poll(() => heading.textContent()).toBe(label(now));
  expect(await page.locator('td[aria-current="date"]').count()).toBe(1);
  await page.getByRole("button", { name: "Next month" }).click();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15));
  expect(await heading.textContent()).toBe(label(next));
  expect(await page.locator('td[aria-current="date"]').count()).toBe(0);
  await page.getByRole("button", { name: "Previous month" }).click();
  expect(await heading.textContent()).toBe(label(now));
  expect(await classesWithoutRules(page)).toEqual([]);
  await page.close();
});

test("an island that fails to render shows the fallback in its place, without a stack trace", async () => {
  const { page } = await openPageIn(wide, "/contact");
  await waitForHydration(page);
  // Break the quote form's code on purpose: it throws while rendering.
  await page.route("**/assets/QuoteForm-*.js", async (route) => {
    const response = await route.fetch();
    const code = await response.text();
    const label = /([`"'])Form progress\1/;
    expect(code).toMatch(label);
    await route.fulfill({ response, body: code.replace(label, '(()=>{throw new Error("secret internals at line 42")})()') });
  });
  await page.getByLabel("Full name").focus();
  await expect.poll(() => page.getByRole("heading", { name: "Unexpected Application Error!" }).isVisible()).toBe(true);
  expect(await page.content()).not.toContain("secret internals");
  expect(await page.getByRole("link", { name: "Return to Home" }).isVisible()).toBe(true);
  // The rest of the page is the prerendered HTML, untouched.
  expect(await page.locator("h1").textContent()).toBe("Get your free quote");
  expect(await classesWithoutRules(page)).toEqual([]);
  await page.close();
});

// A page's stylesheet has only the classes of its section's pages and of the public scripts
// (scripts/prerender.ts): what the islands render later must find its rules there too.
test("the chat panel and a toast, rendered after the page, find every class in the page's stylesheet", async () => {
  const project = await openPageIn(wide, `/projects/${projectIndex[0]?.id}`);
  await waitForHydration(project.page);
  await project.page.getByRole("button", { name: "Chat with us" }).click();
  const log = project.page.locator("#chat-panel").getByRole("log");
  const messages = log.locator(":scope > *");
  // Continue with nothing filled in: the bot answers with what is missing.
  await log.getByRole("button", { name: "Continue" }).waitFor();
  const shown = await messages.count();
  await log.getByRole("button", { name: "Continue" }).click();
  await expect.poll(() => messages.count()).toBe(shown + 1);
  expect(await classesWithoutRules(project.page)).toEqual([]);
  await project.page.close();

  const contact = await openPageIn(wide, "/contact");
  await waitForHydration(contact.page);
  const form = contact.page.locator("#quote form");
  await form.getByRole("button", { name: "Continue" }).click();
  await form.getByRole("button", { name: "Continue" }).click();
  await form.getByRole("button", { name: "Submit Quote Request" }).click();
  await contact.page.locator('[role="alert"] [data-variant="destructive"]').waitFor();
  expect(await classesWithoutRules(contact.page)).toEqual([]);
  await contact.page.close();
});

// Sections below the fold render only as they near the viewport (deferringPages). One deferred while
// on the first screen would be laid out a frame later and push what follows: a layout shift. Project
// pages defer nothing but their call to action; /contact only its side panel on a phone. The pages are
// loaded one after another, as a visitor goes from page to page; at 1280 px every-page.test.ts checks
// the same of every page in the loop that loads it.
const contentPages = [...deferringPages, "/contact", `/projects/${projectIndex[0]?.id}`];
test("on a phone, content pages defer what is below the fold and move nothing on the first screen", async () => {
  for (const path of contentPages) {
    const { page } = await openPageIn(phone, path);
    await waitForHydration(page);
    const { shifts, overflow, deferred } = await shiftsOverflowAndDeferred(page, mobile.viewport?.width ?? 0);
    expect({ path, shifts, overflow }).toEqual({ path, shifts: [], overflow: 0 });
    if (deferringPages.includes(path)) expect(deferred, path).toBeGreaterThan(0);
    await page.close();
  }
});
