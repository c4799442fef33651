import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { themeStorageKey } from "../../src/components/ui/theme";
import { business } from "../../src/config/business";
import { firstEventDayAllowed } from "../../src/lib/compliance/deadlines";
import { federalRules } from "../../src/lib/compliance/rules";
import type { JobLog } from "../../src/lib/job-desk";
import { formatLongDay } from "../../src/lib/jobs";
import { addDays, zonedDate } from "../../src/lib/zoned-time";
import { baseUrl, deskApi as desk, desktop, launchBrowser, mobile, openPage, seriousAxeViolationsInBothThemes } from "./browser";
import { approvedJob, readJob } from "./jobs-data";

/**
 * The jobs in the desk, in Chromium against the real Worker, with the keyboard only (fields reached
 * with Tab and typed into): the list, a job whose asbestos notice holds the start (the start date
 * refused naming the first allowed day, the notice recorded, work refused until that day), the
 * dashboard's "what is due" and the local rules, at 1280 px opened in the dark theme; the job and the
 * crew's daily log at 390 px opened in the light theme, the log kept through a reload and sent once
 * when the connection comes back. axe on every screen, in both themes (the colour rules in the second).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const notice = federalRules.find((rule) => rule.id === "asbestos-notice")?.ways[0]?.due[0];
if (!notice) throw new Error("The engine has no asbestos notice deadline.");
const today = () => zonedDate(new Date(), business.timeZone);

async function press(page: Page, name: string | RegExp, key = "Enter") {
  await page.getByRole("button", { name, exact: typeof name === "string" }).focus();
  await page.keyboard.press(key);
}

/** axe on the screen as it is: every rule in the theme it shows, the colour rules in the other. */
async function axe(page: Page) {
  expect(await seriousAxeViolationsInBothThemes(page)).toEqual([]);
}

/**
 * Moves the focus to `target` as a keyboard user does: Tab, or Shift+Tab when it lies before the
 * focus. A field reached backwards is entered again from the one before it, so that a date field's
 * typing starts at its first part.
 */
async function tabTo(page: Page, target: Locator, most = 60) {
  const focused = () => target.evaluate((element) => element === document.activeElement);
  const backwards = await target.evaluate(
    (element) =>
      document.activeElement !== null &&
      (element.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  );
  for (let presses = 0; !(await focused()); presses++) {
    if (presses === most) throw new Error(`${most} presses of ${backwards ? "Shift+Tab" : "Tab"} never reached ${target}.`);
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  if (!backwards) return;
  while (await focused()) await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
}

/** Types into `field`, reached with Tab. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Types a day into a date field as an en-US keyboard user does: month, day, year. */
async function typeDay(page: Page, field: Locator, day: string) {
  const [year, month, date] = day.split("-");
  await typeInto(page, field, `${month}${date}${year}`);
  expect(await field.inputValue()).toBe(day);
}

/** Opens the desk in a theme: the theme is the desk's own switch, kept in the browser. Dates are typed as en-US writes them. */
async function openDesk(path: string, theme: "light" | "dark", options = desktop) {
  const opened = await openPage(browser, path, {
    ...options,
    locale: "en-US",
    storageState: { cookies: [], origins: [{ origin: baseUrl(), localStorage: [{ name: themeStorageKey, value: theme }] }] },
  });
  await opened.page.locator("#desk-main h1").waitFor();
  expect(await opened.page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
  return opened;
}

const noWiderThanWindow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe("jobs in the desk", () => {
  test("1280 px, opened dark, keyboard: from the list to a job whose notice holds the start, then what is due and the local rules", async () => {
    const { jobId, number } = await approvedJob("Keyboard Customer");
    const { page, errors } = await openDesk(`/admin/jobs?q=${number}`, "dark");
    await page.getByRole("link", { name: number }).waitFor();
    await axe(page);
    await page.getByRole("link", { name: number }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: number }).waitFor();

    // The facts: a building of 5 or more units makes the asbestos notice apply.
    const facts = page.getByRole("form", { name: "Site facts" });
    await facts.getByLabel("Building type").focus();
    await page.keyboard.type("5");
    await press(page, "Confirm site facts");
    await page.getByRole("button", { name: "Save site facts" }).waitFor();
    const checklist = page.getByRole("list", { name: "Requirements" });
    await checklist.getByRole("heading", { name: "Asbestos notice" }).waitFor();

    // A start before the notice allows one is refused beside the date, naming the first allowed day.
    const firstAllowed = firstEventDayAllowed(notice, today());
    const schedule = page.getByRole("form", { name: "Schedule and crew" });
    await typeDay(page, schedule.getByLabel("Start"), addDays(firstAllowed, -1));
    await typeDay(page, schedule.getByLabel("End"), addDays(firstAllowed, 2));
    await tabTo(page, schedule.getByRole("checkbox").first());
    await page.keyboard.press("Space");
    await press(page, "Save schedule");
    const refusal = schedule.locator(`[id$="-start-problem"]`);
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(formatLongDay(firstAllowed));
    expect(await schedule.getByLabel("Start").getAttribute("aria-invalid")).toBe("true");
    await typeDay(page, schedule.getByLabel("Start"), firstAllowed);
    await press(page, "Save schedule");
    await page.getByRole("button", { name: "Start work" }).waitFor();

    // The notice, recorded with its copy; work still waits for the day it allows.
    await press(page, "Record asbestos notice…");
    const record = page.getByRole("form", { name: "Record: Asbestos notice" });
    await typeInto(page, record.getByLabel("Notification number (optional)"), "IEPA-2026-118");
    await record.locator('input[type="file"]').setInputFiles({
      name: "notice.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
    });
    await press(page, "Save record");
    await checklist.getByText("Written notice:").waitFor();
    await press(page, "Start work");
    const refused = page.getByRole("alert").filter({ hasText: "Asbestos notice" });
    await refused.waitFor();
    expect((await readJob(jobId)).state).toBe("scheduled");
    // The job's screen once, with its checklist, the recorded notice and the refusal shown.
    await axe(page);

    // What is due across jobs, on the dashboard; the local rules an admin keeps.
    await page.getByRole("link", { name: "Dashboard", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Compliance: what is due" }).waitFor();
    await page
      .getByText(/Nothing is overdue|Overdue \(|Due by/)
      .first()
      .waitFor();
    await axe(page);
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: number }).waitFor();
    await page.getByRole("link", { name: "Jobs", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("link", { name: "Local permit rules" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: /City of Chicago asbestos abatement permit/ }).waitFor();
    await axe(page);
    expect(errors.filter((error) => !/status of (409|400)/.test(error))).toEqual([]);
  });

  test("390 px, opened light: the job fits the phone, and the daily log survives a reload and goes once when the connection comes back", async () => {
    const { jobId, number } = await approvedJob("Phone Customer");
    const { page, context, errors } = await openDesk(`/admin/jobs/${jobId}`, "light", mobile);
    await page.getByRole("heading", { level: 1, name: number }).waitFor();
    expect(await noWiderThanWindow(page)).toBe(true);
    await axe(page);

    await page.getByRole("link", { name: "Daily log" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("form", { name: "Today's entry" }).waitFor();
    const note = `Containment up at ${Date.now()}`;
    await typeInto(page, page.getByLabel("Name"), "R. Alvarez");
    await typeInto(page, page.getByLabel("Hours"), "7.5");
    await typeInto(page, page.getByLabel("Notes"), note);
    await press(page, "Add a reading");
    await typeInto(page, page.getByLabel("Value"), "0.004");
    await typeInto(page, page.getByLabel("Where"), "Outside containment");
    await axe(page);
    expect(await noWiderThanWindow(page)).toBe(true);

    // Typed, not yet saved: a reload keeps it.
    await page.reload();
    await page.getByRole("form", { name: "Today's entry" }).waitFor();
    await expect.poll(() => page.getByLabel("Notes").inputValue()).toBe(note);
    expect(await page.getByLabel("Hours").inputValue()).toBe("7.5");
    expect(await page.getByLabel("Value").inputValue()).toBe("0.004");

    // Saved with no connection: it waits on the phone, then goes when the connection is back.
    await context.setOffline(true);
    await press(page, "Save entry");
    await page.getByRole("heading", { name: "Waiting to send (1)" }).waitFor();
    expect(await page.getByLabel("Notes").inputValue()).toBe("");
    await context.setOffline(false);
    await page.getByRole("list", { name: "Entries, newest first" }).getByText(note).waitFor();
    await page.getByRole("heading", { name: /Waiting to send/ }).waitFor({ state: "detached" });
    const log = await desk<JobLog>(`/api/admin/jobs/${jobId}/log`);
    expect(log.entries.filter((entry) => entry.notes === note)).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      people: [{ name: "R. Alvarez", minutes: 450 }],
      readings: [{ kind: "air", value: 0.004, unit: "f/cc", location: "Outside containment" }],
    });

    // A reload afterwards sends nothing again.
    await page.reload();
    await page.getByRole("list", { name: "Entries, newest first" }).getByText(note).waitFor();
    expect((await desk<JobLog>(`/api/admin/jobs/${jobId}/log`)).entries).toHaveLength(1);
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error))).toEqual([]);
  });
});
