import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { themeStorageKey } from "../../src/components/ui/theme";
import {
  addDays,
  type CalendarEvent,
  chicagoDate,
  chicagoToUtc,
  formatDay,
  formatSlot,
  type Slot,
  weekdayOf,
} from "../../src/lib/calendar";
import { bookingRequest } from "../support/payloads";
import {
  baseUrl,
  deskApi,
  desktop,
  launchBrowser,
  mobile,
  newContext,
  newLead,
  openPage,
  openPageIn,
  seriousAxeViolations,
} from "./browser";
import { deskIdentity } from "./server";

/** Staff work in Chicago: the desk shows times in the browser's zone. */
const staffDesk = { ...desktop, timezoneId: "America/Chicago" };

/** The tests share one context in Chicago, each in a tab of its own (openPageIn); the other zone has its own. */
let browser: Browser;
let chicago: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  chicago = await newContext(browser, staffDesk);
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Pages forward through the calendar's weeks to the one holding the Chicago day, then waits for the
 * event's text there. Each click waits for the grid to show the next week, so a slow event fetch never
 * makes it page past the week.
 */
async function showWeekWith(page: Page, text: string, day: string) {
  const firstDay = page.locator("[data-date]").first();
  await firstDay.waitFor();
  for (let weeks = 0; weeks < 8 && (await page.locator(`[data-date="${day}"]`).count()) === 0; weeks++) {
    const shown = await firstDay.getAttribute("data-date");
    await page.getByRole("button", { name: /next/i }).first().click();
    await page.waitForFunction((before) => document.querySelector("[data-date]")?.getAttribute("data-date") !== before, shown);
  }
  // FullCalendar also keeps hidden copies of events (for measuring); the one on screen counts.
  const event = page.getByText(text).filter({ visible: true }).first();
  await event.waitFor();
  await event.scrollIntoViewIfNeeded();
  return event;
}

/** Presses Tab from the top of the page until the focused element shows the text. */
async function tabTo(page: Page, text: string) {
  await page.locator("body").focus();
  for (let presses = 0; presses < 150; presses++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((wanted) => document.activeElement?.textContent?.includes(wanted), text)) return;
  }
  throw new Error(`Tab never reached “${text}”.`);
}

async function book(name: string): Promise<Slot> {
  const { slots } = (await (await fetch(`${baseUrl()}/api/calendar/slots`)).json()) as { slots: Slot[] };
  const slot = slots[0] as Slot;
  const response = await fetch(`${baseUrl()}/api/calendar/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(bookingRequest(slot.startsAt, { name })),
  });
  expect(response.status).toBe(201);
  return slot;
}

const unique = () => Math.random().toString(36).slice(2, 7);

/** A Chicago wall-clock time some days from today, as a UTC ISO instant. */
const daysAhead = (days: number, time: string) =>
  new Date(chicagoToUtc(addDays(chicagoDate(Date.now()), days), time)).toISOString();

/** An event made through the staff API, as another member's browser would, before the calendar is opened. */
async function newEvent(fields: Partial<CalendarEvent>): Promise<CalendarEvent> {
  const created = await deskApi<{ event: CalendarEvent }>("/api/admin/calendar/events", "POST", {
    kind: "job",
    visibility: "staff",
    ...fields,
  });
  return created.event;
}

describe("the desk calendar", () => {
  test("staff create a public closure in the desk and visitors see it on /calendar, with no slots that day", async () => {
    // A weekday a week or more ahead, inside the booking horizon.
    let day = addDays(chicagoDate(Date.now()), 8);
    while (weekdayOf(day) === 0 || weekdayOf(day) === 6) day = addDays(day, 1);
    const dayName = formatDay(`${day}T18:00:00Z`);
    const visitor = await openPageIn(chicago, "/calendar");
    expect(await visitor.page.locator(`#booking-slot optgroup[label="${dayName}"]`).count()).toBe(1);

    const { page, errors } = await openPageIn(chicago, "/admin/calendar");
    await page.getByRole("button", { name: "New event" }).click();
    const dialog = page.getByRole("dialog", { name: "New event" });
    await dialog.getByLabel("Title").fill("Closed for staff training");
    await dialog.getByLabel("Kind").selectOption("closure");
    await dialog.getByLabel("Shown to").selectOption("public");
    await dialog.getByLabel("All day").check();
    await dialog.getByLabel("First day").fill(day);
    await dialog.getByLabel("Last day").fill(day);
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Event created").waitFor();
    expect(await dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();

    await visitor.page.reload();
    const closure = visitor.page.locator("li", { hasText: "Closed for staff training" });
    expect(await closure.textContent()).toContain(`${dayName}, all day`);
    expect(await visitor.page.locator(`#booking-slot optgroup[label="${dayName}"]`).count()).toBe(0);
    await visitor.page.close();
  });

  test("a visitor's booking shows in the desk with its lead; dragging it to the next day shows in the lead's timeline", async () => {
    const slot = await book("Halina Booking");
    const { page, errors } = await openPageIn(chicago, "/admin/calendar");
    const title = "Free on-site inspection: Halina Booking";
    const event = await showWeekWith(page, title, chicagoDate(slot.startsAt));

    // Drag it one day to the right, keeping its time.
    const from = chicagoDate(slot.startsAt);
    const to = addDays(from, 1);
    const [fromColumn, toColumn] = await Promise.all(
      [from, to].map((date) => page.locator(`[data-date="${date}"]`).first().boundingBox()),
    );
    const box = await event.boundingBox();
    if (!box || !fromColumn || !toColumn) throw new Error("The event or its day columns are not on screen.");
    const start = { x: box.x + box.width / 2, y: box.y + Math.min(10, box.height / 2) };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 10, start.y, { steps: 4 });
    await page.mouse.move(start.x + (toColumn.x - fromColumn.x), start.y, { steps: 12 });
    await page.mouse.up();
    await page.getByText("Event moved").waitFor();

    // The event's dialog links to the lead; the lead came from the booking and its timeline shows the move.
    await page.getByText(title).filter({ visible: true }).first().click();
    await page.getByRole("dialog", { name: "Edit event" }).getByRole("link", { name: "Halina Booking" }).click();
    await page.getByRole("heading", { name: "Halina Booking", level: 1 }).waitFor();
    expect(await page.getByText("Online booking").count()).toBeGreaterThan(0);
    const moved = page.getByText(/moved from .* to /).first();
    await moved.waitFor();
    const nextDay = new Date(Date.parse(slot.startsAt) + 86_400_000).toISOString();
    expect(await moved.textContent()).toContain(`to ${formatDay(nextDay)}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  // The inspection's event and the lead's column on the board are test/worker/calendar-desk.test.ts's
  // ("creates an assigned inspection, moves the lead to Estimate scheduled and writes its timeline").
  test("“Schedule inspection” on a lead's page: the page shows the lead Estimate scheduled and its timeline says so", async () => {
    const name = `Ines Schedule ${unique()}`;
    const leadId = await newLead({ name: name });
    const startsAt = daysAhead(3, "10:00");
    const { page, errors } = await openPageIn(chicago, `/admin/leads/${leadId}`);
    const form = page.getByRole("form", { name: "Schedule inspection" });
    // The browser is in Chicago, so the field takes Chicago wall-clock time.
    await form.getByLabel("Starts").fill(`${chicagoDate(startsAt)}T10:00`);
    await form.getByLabel("Length").selectOption("90");
    await form.getByLabel("Inspector").selectOption(deskIdentity);
    await form.getByRole("button", { name: "Schedule inspection" }).click();
    await page.getByText("Inspection scheduled", { exact: true }).waitFor();

    await expect.poll(() => page.getByLabel("Status", { exact: true }).inputValue()).toBe("estimate_scheduled");
    const timeline = page.getByRole("list", { name: "Timeline, newest first" });
    await timeline.getByText(`Inspection scheduled for ${formatSlot(startsAt)} with ${deskIdentity}`).waitFor();
    await timeline.getByText("Status set to Estimate scheduled").waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  test("dragging an event's bottom edge down an hour saves its new end", async () => {
    const title = `Attic survey ${unique()}`;
    const startsAt = daysAhead(4, "13:00");
    const endsAt = daysAhead(4, "14:00");
    const created = await newEvent({ title, startsAt, endsAt });
    const { page, errors } = await openPageIn(chicago, "/admin/calendar");
    await showWeekWith(page, title, chicagoDate(startsAt));

    // The event's end handle runs along its bottom edge; an hour is two of the grid's half-hour rows.
    const box = await page.getByRole("button", { name: title }).filter({ visible: true }).boundingBox();
    const [one, two] = await Promise.all(
      ["13:00:00", "14:00:00"].map((time) => page.locator(`[data-time="${time}"]`).first().boundingBox()),
    );
    if (!box || !one || !two) throw new Error("The event or the grid's rows are not on screen.");
    const hour = two.y - one.y;
    const handle = { x: box.x + box.width / 2, y: box.y + box.height - 2 };
    await page.mouse.move(handle.x, handle.y);
    await page.mouse.down();
    await page.mouse.move(handle.x, handle.y + 5, { steps: 2 });
    await page.mouse.move(handle.x, handle.y + hour, { steps: 12 });
    await page.mouse.up();
    await page.getByText("Event moved").waitFor();

    const range = new URLSearchParams({ from: daysAhead(4, "00:00"), to: daysAhead(5, "00:00") });
    const saved = async () => {
      const response = await page.request.get(`/api/admin/calendar/events?${range}`);
      const { events } = (await response.json()) as { events: CalendarEvent[] };
      const event = events.find((candidate) => candidate.id === created.id);
      return event && { startsAt: event.startsAt, endsAt: event.endsAt };
    };
    await expect.poll(saved).toEqual({ startsAt, endsAt: daysAhead(4, "15:00") });
    expect(errors).toEqual([]);
    await page.close();
  });

  test("two events of one staff member at overlapping times are flagged", async () => {
    const [first, second] = [`Crawl space check ${unique()}`, `Radon test ${unique()}`];
    await newEvent({
      title: first,
      startsAt: daysAhead(5, "09:00"),
      endsAt: daysAhead(5, "10:00"),
      assignee: deskIdentity,
    });
    await newEvent({
      title: second,
      startsAt: daysAhead(5, "09:30"),
      endsAt: daysAhead(5, "10:30"),
      assignee: deskIdentity,
    });
    const { page, errors } = await openPageIn(chicago, "/admin/calendar");
    await showWeekWith(page, first, chicagoDate(daysAhead(5, "09:00")));
    await page.getByText("2 events overlap another event of the same staff member (marked ⚠).").waitFor();
    for (const title of [first, second]) await page.getByText(`⚠ Conflict: ${title}`).filter({ visible: true }).first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  test("a browser outside Chicago is told the times are in its own zone (one in Chicago is not: the keyboard test below)", async () => {
    const away = await openPage(browser, "/admin/calendar", { ...desktop, timezoneId: "Europe/Warsaw" });
    await away.page.getByText("Times are shown in this computer's time zone (Europe/Warsaw), not Chicago time.").waitFor();
    await away.context.close();
  });

  test("keyboard only: open an event, rename it, then delete it", async () => {
    const start = new Date(Date.now() + 2 * 3_600_000);
    start.setMinutes(0, 0, 0);
    await newEvent({
      title: "Gutter check",
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
    });
    const { page, errors } = await openPageIn(chicago, "/admin/calendar");
    await showWeekWith(page, "Gutter check", chicagoDate(start));
    // A browser in Chicago is not told about time zones.
    expect(await page.getByText("Times are shown in this computer's time zone").count()).toBe(0);

    await tabTo(page, "Gutter check");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Edit event" });
    await dialog.waitFor();
    await dialog.getByLabel("Title").focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Gutter check, north side");
    await page.keyboard.press("Enter");
    await page.getByText("Event saved").waitFor();
    await page.getByText("Gutter check, north side").filter({ visible: true }).first().waitFor();

    await tabTo(page, "Gutter check, north side");
    await page.keyboard.press("Enter");
    await dialog.waitFor();
    page.once("dialog", (confirm) => void confirm.accept());
    await dialog.getByRole("button", { name: "Delete" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("Event deleted").waitFor();
    // Gone from the calendar (the toast still names it).
    expect(await page.getByRole("button", { name: /Gutter check, north side/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  test.each([
    ["light", desktop],
    ["dark", mobile],
  ] as const)("axe finds nothing serious on /admin/calendar (%s)", async (theme, layout) => {
    const { page, errors, context } = await openPage(browser, "/admin/calendar", {
      ...layout,
      colorScheme: theme,
      storageState: { cookies: [], origins: [{ origin: baseUrl(), localStorage: [{ name: themeStorageKey, value: theme }] }] },
    });
    await page.getByRole("heading", { name: "Online booking hours (Chicago time)" }).waitFor();
    const serious = await seriousAxeViolations(page);
    expect(serious).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
