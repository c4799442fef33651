import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { addDays, bookingProblem, chicagoDate, chicagoTime, chicagoToUtc, formatSlot, slotsByDay } from "../../src/lib/calendar";

const day = fc
  .date({ min: new Date("2024-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hour, minute]) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);

/** 2:00-2:59 AM does not exist on the 23-hour Sunday the clocks spring forward. */
const existsInChicago = (date: string, wallClock: string) =>
  !(wallClock.startsWith("02:") && chicagoToUtc(addDays(date, 1)) - chicagoToUtc(date) === 23 * 3_600_000);

describe("America/Chicago wall clock and UTC", () => {
  test("any existing Chicago date and time goes to UTC and back unchanged (six years of DST changes)", () => {
    fc.assert(
      fc.property(day, time, (date, wallClock) => {
        fc.pre(existsInChicago(date, wallClock));
        const instant = chicagoToUtc(date, wallClock);
        expect(chicagoDate(instant)).toBe(date);
        expect(chicagoTime(instant)).toBe(wallClock);
      }),
      { numRuns: 2000 },
    );
  });

  test("the offset is -6 h in winter and -5 h in summer, switching on the right Sundays", () => {
    expect(new Date(chicagoToUtc("2026-03-07", "09:00")).toISOString()).toBe("2026-03-07T15:00:00.000Z");
    expect(new Date(chicagoToUtc("2026-03-08", "09:00")).toISOString()).toBe("2026-03-08T14:00:00.000Z");
    expect(new Date(chicagoToUtc("2026-10-31", "09:00")).toISOString()).toBe("2026-10-31T14:00:00.000Z");
    expect(new Date(chicagoToUtc("2026-11-01", "09:00")).toISOString()).toBe("2026-11-01T15:00:00.000Z");
    // The fall-back day has 25 hours: midnight to midnight.
    expect(chicagoToUtc("2026-11-02") - chicagoToUtc("2026-11-01")).toBe(25 * 3_600_000);
    expect(chicagoToUtc("2026-03-09") - chicagoToUtc("2026-03-08")).toBe(23 * 3_600_000);
  });

  test("slots are grouped and named by their Chicago day", () => {
    const late = { startsAt: "2026-11-25T04:30:00.000Z", endsAt: "2026-11-25T05:30:00.000Z" }; // 10:30 PM on the 24th
    const early = { startsAt: "2026-11-25T15:00:00.000Z", endsAt: "2026-11-25T16:00:00.000Z" };
    expect(slotsByDay([late, early]).map((group) => group.date)).toEqual(["2026-11-24", "2026-11-25"]);
    expect(formatSlot(early.startsAt)).toBe("Wednesday, November 25, 9:00 AM");
  });
});

describe("the booking form's checks (the quote form's sentences)", () => {
  const filled = {
    slot: "2026-11-25T15:00:00.000Z",
    name: "Ana Ruiz",
    phone: "(312) 555-0100",
    email: "ana@example.com",
    address: "1 Main St",
    service: "Mold Inspection",
  };
  test("a time first, then missing fields by name, then the e-mail, then the phone", () => {
    expect(bookingProblem({ ...filled, slot: "" })?.description).toBe("Please choose a time for the inspection.");
    expect(bookingProblem({ ...filled, phone: " ", address: "" })?.description).toBe("Please fill in: Phone, Address");
    expect(bookingProblem({ ...filled, email: "ana@", phone: "12" })?.description).toBe("Please enter a valid email address");
    expect(bookingProblem({ ...filled, phone: "12" })?.description).toBe("Please enter a valid phone number (10-15 digits)");
    expect(bookingProblem(filled)).toBeNull();
  });
});
