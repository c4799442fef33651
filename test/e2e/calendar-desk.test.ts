import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { addDays, chicagoDate, formatDay, type Slot, weekdayOf } from "../../src/lib/calendar";
import { baseUrl, desktop, launchBrowser, mobile, openPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Staff work in Chicago: the desk shows times in the browser's zone. */
const staffDesk = { ...desktop, timezoneId: "America/Chicago" };

/** Pages forward through the calendar's weeks until the text shows (a later week, say). */
async function showWeekWith(page: Page, text: string) {
  // FullCalendar also keeps hidden copies of events (for measuring); the one on screen counts.
  const event = page.getByText(text).filter({ visible: true }).first();
  await page.waitForLoadState("networkidle");
  for (let weeks = 0; weeks < 8 && !(await event.isVisible()); weeks++) {
    await page.getByRole("button", { name: /next/i }).first().click();
    await page.waitForLoadState("networkidle");
  }
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
    body: JSON.stringify({
      slot: slot.startsAt,
      name,
      phone: "(312) 555-0177",
      email: "halina@example.com",
      address: "3300 N Lake Shore Dr",
      service: "Mold Inspection",
      formStartedAt: Date.now() - 60_000,
    }),
  });
  expect(response.status).toBe(201);
  return slot;
}

describe("the desk calendar", () => {
  test("staff create a public closure in the desk and visitors see it on /calendar, with no slots that day", async () => {
    // A weekday a week or more ahead, inside the booking horizon.
    let day = addDays(chicagoDate(Date.now()), 8);
    while (weekdayOf(day) === 0 || weekdayOf(day) === 6) day = addDays(day, 1);
    const dayName = formatDay(`${day}T18:00:00Z`);
    const visitor = await openPage(browser, "/calendar", desktop);
    expect(await visitor.page.locator(`#booking-slot optgroup[label="${dayName}"]`).count()).toBe(1);

    const { page, errors, context } = await openPage(browser, "/admin/calendar", staffDesk);
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
    await context.close();

    await visitor.page.reload();
    const closure = visitor.page.locator("li", { hasText: "Closed for staff training" });
    expect(await closure.textContent()).toContain(`${dayName}, all day`);
    expect(await visitor.page.locator(`#booking-slot optgroup[label="${dayName}"]`).count()).toBe(0);
    await visitor.context.close();
  });

  test("a visitor's booking shows in the desk with its lead; dragging it to the next day shows in the lead's timeline", async () => {
    const slot = await book("Halina Booking");
    const { page, errors, context } = await openPage(browser, "/admin/calendar", staffDesk);
    const title = "Free on-site inspection: Halina Booking";
    const event = await showWeekWith(page, title);

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
    await context.close();
  });

  test("a browser outside Chicago is told the times are in its own zone", async () => {
    const away = await openPage(browser, "/admin/calendar", { ...desktop, timezoneId: "Europe/Warsaw" });
    await away.page.getByText("Times are shown in this computer's time zone (Europe/Warsaw), not Chicago time.").waitFor();
    await away.context.close();
    const home = await openPage(browser, "/admin/calendar", staffDesk);
    await home.page.getByRole("button", { name: "New event" }).waitFor();
    expect(await home.page.getByText("Times are shown in this computer's time zone").count()).toBe(0);
    await home.context.close();
  });

  test("keyboard only: open an event, rename it, then delete it", async () => {
    const { page, errors, context } = await openPage(browser, "/admin/calendar", staffDesk);
    const start = new Date(Date.now() + 2 * 3_600_000);
    start.setMinutes(0, 0, 0);
    const created = await page.request.post("/api/admin/calendar/events", {
      headers: { Origin: baseUrl() },
      data: {
        title: "Gutter check",
        kind: "job",
        visibility: "staff",
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    await page.waitForLoadState("networkidle");
    await showWeekWith(page, "Gutter check");

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
    await context.close();
  });

  test.each([
    ["light", desktop],
    ["dark", mobile],
  ] as const)("axe finds nothing serious on /admin/calendar (%s)", async (theme, layout) => {
    const { page, errors, context } = await openPage(browser, "/admin", { ...layout, colorScheme: theme });
    await page.evaluate((value) => localStorage.setItem("vite-ui-theme", value), theme);
    await page.goto("/admin/calendar");
    await page.getByRole("heading", { name: "Online booking hours (Chicago time)" }).waitFor();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    expect(serious).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
