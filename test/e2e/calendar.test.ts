import ICAL from "ical.js";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { addDays, chicagoDate, chicagoToUtc } from "../../src/lib/calendar";
import { bookingRequest } from "../support/payloads";
import { baseUrl, desktop, launchBrowser, mobile, openPage, seriousAxeViolationsInBothThemes, waitForHydration } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * An open slot offered in the page's booking form, counted from the last one: these tests take
 * slots from the end of the list and the desk's tests (another file, running at the same time on
 * the same server) from its start.
 */
const slotFromEnd = (page: Page, fromEnd: number) =>
  page
    .locator("#booking-slot option[value]:not([value=''])")
    .nth(-1 - fromEnd)
    .getAttribute("value");

describe("booking a free inspection on /calendar", () => {
  // A booked slot leaves the list: test/worker/calendar.test.ts ("stores a booking lead and its inspection, …, and takes the slot off the list").
  test("a visitor books with the keyboard only; the .ics opens at the slot booked", async () => {
    const { page, errors, context } = await openPage(browser, "/calendar", mobile, { installClock: true });
    await waitForHydration(page);
    const slot = await slotFromEnd(page, 0);
    expect(slot).toBeTruthy();

    // Keyboard only: Tab from the top of the page to the time list, then through the form.
    await page.locator("body").focus();
    for (let presses = 0; presses < 80; presses++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => document.activeElement?.id === "booking-slot")) break;
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("booking-slot");
    await page.keyboard.press("End");
    expect(await page.locator("#booking-slot").inputValue()).toBe(slot);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Dorota Nowak");
    await page.keyboard.press("Tab");
    await page.keyboard.type("(773) 555-0142");
    await page.keyboard.press("Tab");
    await page.keyboard.type("dorota@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("4821 N Damen Ave, Chicago");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown");
    expect(await page.locator("#booking-service").inputValue()).not.toBe("");
    // The form's fill time must look human (src/lib/quote.ts minFillMs): the page's clock says so.
    await page.clock.fastForward(3_100);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");

    const confirmation = page.getByRole("heading", { name: "Your free inspection is booked" });
    await confirmation.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Your free inspection is booked");
    expect(await page.locator("#booking-form").isHidden()).toBe(true);

    const icsHref = await page.getByRole("link", { name: "Add to your calendar (.ics)" }).getAttribute("href");
    const ics = await page.request.get(icsHref as string);
    expect(ics.status(), await ics.text()).toBe(200);
    expect(ics.headers()["content-type"]).toContain("text/calendar");
    const vevent = new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent("vevent");
    expect(new ICAL.Event(vevent as ICAL.Component).startDate.toJSDate().toISOString()).toBe(slot);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a form filled in before its script came, and sent at once, still holds the slot", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const context = await browser.newContext({ ...desktop, baseURL: baseUrl(), serviceWorkers: "block" });
    const page = await context.newPage();
    await page.clock.install();
    // A slow connection: the booking form's script arrives only after the visitor has filled it in.
    await page.route("**/assets/booking-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/calendar");
    await waitForHydration(page);
    const slot = (await slotFromEnd(page, 2)) as string;
    await page.locator("#booking-slot").selectOption(slot);
    await page.getByLabel("Name").fill("Wanda Slowline");
    await page.getByLabel("Phone").fill("312-555-0177");
    await page.getByLabel("Email").fill("wanda@example.com");
    await page.getByLabel("Address").fill("1 N State St");
    await page.locator("#booking-service").selectOption({ index: 1 });
    await page.clock.fastForward(3_100);
    release();
    await page.locator('[data-island="booking"][data-island-live]').waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Book free inspection" }).click();
    await page.getByRole("heading", { name: "Your free inspection is booked" }).waitFor();
    // Held, not filed as a bot's: the appointment exists (a bot's booking makes none, so its .ics is not found).
    const icsHref = await page.getByRole("link", { name: "Add to your calendar (.ics)" }).getAttribute("href");
    expect((await page.request.get(icsHref as string)).status()).toBe(200);
    await context.close();
  });

  test("a taken slot is answered with the next open times, and nothing typed is lost", async () => {
    // On a phone: no month grid, whose island would start the toasts' island on a wide screen.
    const { page, context } = await openPage(browser, "/calendar", mobile, { installClock: true });
    await waitForHydration(page);
    const slot = (await slotFromEnd(page, 1)) as string;
    // Someone else books it while this visitor is typing.
    const other = await fetch(`${baseUrl()}/api/calendar/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(bookingRequest(slot, { name: "Other Visitor", email: "other@example.com" })),
    });
    expect(other.status).toBe(201);

    await page.locator("#booking-slot").selectOption(slot);
    await page.getByLabel("Name").fill("Jan Kowalczyk");
    await page.getByLabel("Phone").fill("312-555-0199");
    await page.getByLabel("Email").fill("jan@example.com");
    await page.getByLabel("Address").fill("77 W Lake St");
    await page.locator("#booking-service").selectOption({ index: 1 });
    await page.clock.fastForward(3_100);
    await page.getByRole("button", { name: "Book free inspection" }).click();
    await page.locator("#booking-status", { hasText: "someone booked that time" }).waitFor();
    expect(await page.locator("#booking-status").textContent()).toMatch(/Next open: \w+day/);
    expect(await page.locator(`#booking-slot option[value="${slot}"]`).count()).toBe(0);
    // The toasts' island, which the booking form demands (src/browser/island-triggers.ts), says it too.
    await page.getByRole("alert").filter({ hasText: "That time was just taken" }).waitFor();
    expect(await page.getByLabel("Name").inputValue()).toBe("Jan Kowalczyk");
    await context.close();
  });

  test("a retry after a lost answer sends the same Idempotency-Key and fill time, and is booked once", async () => {
    const { page, context } = await openPage(browser, "/calendar", desktop, { installClock: true });
    await waitForHydration(page);
    const tookCharge = await page.evaluate(() => Date.now());
    const slot = (await slotFromEnd(page, 3)) as string;
    const sent: Array<{ key: string | null; body: { formStartedAt: number; submittedAt: string } }> = [];
    let lostStatus = 0;
    await page.route("**/api/calendar/bookings", async (route) => {
      sent.push({ key: await route.request().headerValue("Idempotency-Key"), body: route.request().postDataJSON() });
      if (sent.length > 1) return route.continue();
      // The booking reaches the Worker, but its answer never reaches the page.
      lostStatus = (await route.fetch()).status();
      await route.abort("connectionreset");
    });

    await page.locator("#booking-slot").selectOption(slot);
    await page.getByLabel("Name").fill("Lost Answer");
    await page.getByLabel("Phone").fill("312-555-0166");
    await page.getByLabel("Email").fill("lost.answer@example.com");
    await page.getByLabel("Address").fill("400 N State St");
    await page.locator("#booking-service").selectOption({ index: 1 });
    await page.clock.fastForward(3_100);
    const book = page.getByRole("button", { name: "Book free inspection" });
    await book.click();
    await page.locator("#booking-status", { hasText: /connection/i }).waitFor();
    expect(lostStatus).toBe(201);

    await book.click();
    await page.getByRole("heading", { name: "Your free inspection is booked" }).waitFor();
    const [lost, retry] = sent;
    expect(retry?.key).toBeTruthy();
    expect(retry?.key).toBe(lost?.key);
    expect(retry?.body).toEqual(lost?.body);
    // The fill time is the page script's own: from the visitor's first touch, not from when the page was rendered.
    expect(lost?.body.formStartedAt).toBeGreaterThanOrEqual(tookCharge);
    expect(Date.parse(lost?.body.submittedAt ?? "") - (lost?.body.formStartedAt ?? 0)).toBeGreaterThanOrEqual(3000);
    await context.close();
  });

  test("without JavaScript the events and the form are in the HTML, and booking ends on a confirmation page", async () => {
    const { page, context } = await openPage(browser, "/calendar", { ...desktop, javaScriptEnabled: false });
    expect(await page.getByRole("heading", { name: "Upcoming events and closures" }).count()).toBe(1);
    const slot = await slotFromEnd(page, 2);
    await page.locator("#booking-slot").selectOption(slot as string);
    await page.getByLabel("Name").fill("No Script");
    await page.getByLabel("Phone").fill("(312) 555-0123");
    await page.getByLabel("Email").fill("noscript@example.com");
    await page.getByLabel("Address").fill("5 S Wabash Ave");
    await page.locator("#booking-service").selectOption({ index: 2 });
    // Without JavaScript the fill time runs from the time the Worker stamped into the page: as if it
    // had served the page 3.1 s ago.
    await page.locator('input[name="formStartedAt"]').evaluate((input: HTMLInputElement) => {
      input.value = String(Number(input.value) - 3_100);
    });
    await page.getByRole("button", { name: "Book free inspection" }).click();
    await page.getByRole("heading", { name: "Your free inspection is booked" }).waitFor();
    expect(page.url()).toMatch(/\/calendar\/booked\/[0-9a-f-]+$/);
    const ics = await page.request.get(
      (await page.getByRole("link", { name: "Add it to your calendar (.ics)" }).getAttribute("href")) as string,
    );
    expect(await ics.text()).toContain("BEGIN:VEVENT");
    await context.close();
  });
});

describe("what visitors see of the calendar", () => {
  test("a public closure shows in the month table on a wide screen and in the list at 390 px; staff-only events never", async () => {
    const staff = await browser.newContext({ baseURL: baseUrl() });
    const today = chicagoDate(Date.now());
    const unique = crypto.randomUUID().slice(0, 8);
    const create = async (data: Record<string, unknown>) => {
      const response = await staff.request.post("/api/admin/calendar/events", { headers: { Origin: baseUrl() }, data });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { event: { id: string; version: number } }).event;
    };
    // Today: always in the month shown first, and inside the minimum notice, so no test's open slot is taken.
    const closureTitle = `Closed for inventory ${unique}`;
    const staffTitle = `Crew training ${unique}`;
    const created = [
      await create({
        title: closureTitle,
        kind: "closure",
        visibility: "public",
        allDay: true,
        startsAt: new Date(chicagoToUtc(today)).toISOString(),
        endsAt: new Date(chicagoToUtc(addDays(today, 1))).toISOString(),
      }),
      await create({
        title: staffTitle,
        kind: "job",
        visibility: "staff",
        startsAt: new Date(chicagoToUtc(today, "10:00")).toISOString(),
        endsAt: new Date(chicagoToUtc(today, "11:00")).toISOString(),
      }),
    ];

    const wide = await openPage(browser, "/calendar", desktop);
    await waitForHydration(wide.page);
    const todayCell = wide.page.locator("table td[aria-current=date]");
    await todayCell.locator("span", { hasText: closureTitle }).waitFor();
    expect(await todayCell.isVisible()).toBe(true);
    expect(await wide.page.locator("table").textContent()).not.toContain(staffTitle);
    await wide.context.close();

    const phone = await openPage(browser, "/calendar", mobile);
    await waitForHydration(phone.page);
    expect(await phone.page.locator("table").isHidden()).toBe(true);
    expect(await phone.page.locator(`#calendar-live li`, { hasText: closureTitle }).isVisible()).toBe(true);
    await phone.context.close();

    const page = await fetch(`${baseUrl()}/calendar`);
    expect(page.headers.get("Cache-Control")).toContain("stale-while-revalidate");
    const html = await page.text();
    expect(html).toContain(closureTitle);
    expect(html).not.toContain(staffTitle);

    for (const event of created) {
      await staff.request.delete(`/api/admin/calendar/events/${event.id}?version=${event.version}`, {
        headers: { Origin: baseUrl() },
      });
    }
    await staff.close();
  });
});

describe("/calendar in both themes", () => {
  test.each([
    ["phone", mobile],
    ["desktop", desktop],
  ] as const)("axe finds nothing serious on the %s layout", async (_name, layout) => {
    const { page, errors, context } = await openPage(browser, "/calendar", layout);
    await waitForHydration(page);
    expect(await seriousAxeViolationsInBothThemes(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
