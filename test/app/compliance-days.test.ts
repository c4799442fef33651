import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  addCalendarDays,
  addWorkingDays,
  addYears,
  calendarDaysBetween,
  dayOfWeek,
  isCalendarDay,
  isWorkingDay,
  workingDayOnOrBefore,
  workingDaysBetween,
} from "../../src/lib/compliance/days";
import { deadlineDay, firstEventDayAllowed, lastEventDayAllowed } from "../../src/lib/compliance/deadlines";
import type { Deadline } from "../../src/lib/compliance/rule-shape";

const tenWorkingDaysBefore: Deadline = { days: 10, count: "working", when: "before", of: "start" };
/** The first day asbestos removal may start after a notice postmarked on that day. */
const firstRemovalDay = (postmarked: string) => firstEventDayAllowed(tenWorkingDaysBefore, postmarked);

describe("working days as EPA counts them (40 CFR 61.141, 61.145(b))", () => {
  test("EPA's example: a notice postmarked on a Wednesday allows work from the Wednesday two weeks later", () => {
    expect(dayOfWeek("2026-10-07")).toBe(3);
    expect(firstRemovalDay("2026-10-07")).toBe("2026-10-21");
    expect(workingDaysBetween("2026-10-07", "2026-10-21")).toBe(10);
    expect(addWorkingDays("2026-10-07", 10)).toBe("2026-10-21");
    // And the day before is one working day short.
    expect(workingDaysBetween("2026-10-07", "2026-10-20")).toBe(9);
  });

  test("Thanksgiving counts as a working day: postmarked the day before, work starts two weeks later", () => {
    expect(isWorkingDay("2026-11-26")).toBe(true);
    expect(firstRemovalDay("2026-11-25")).toBe("2026-12-09");
    // Skipping the holiday would have said Thursday, December 10.
  });

  test("Christmas counts too", () => {
    expect(isWorkingDay("2026-12-25")).toBe(true);
    expect(firstRemovalDay("2026-12-16")).toBe("2026-12-30");
    expect(workingDaysBetween("2026-12-21", "2026-12-28")).toBe(5);
  });

  test("across a month end", () => {
    expect(firstRemovalDay("2026-10-23")).toBe("2026-11-06");
    expect(addWorkingDays("2026-09-30", 1)).toBe("2026-10-01");
    expect(addWorkingDays("2026-10-30", 1)).toBe("2026-11-02");
  });

  test("across a year end, New Year's Day included", () => {
    expect(isWorkingDay("2027-01-01")).toBe(true);
    expect(firstRemovalDay("2026-12-28")).toBe("2027-01-11");
    expect(addWorkingDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addWorkingDays("2027-01-04", -2)).toBe("2026-12-31");
    expect(workingDaysBetween("2026-12-24", "2027-01-07")).toBe(10);
  });

  test("from a Saturday or a Sunday: the next working day is Monday, and a weekend notice counts from that Monday", () => {
    expect(isWorkingDay("2026-11-28")).toBe(false);
    expect(isWorkingDay("2026-11-29")).toBe(false);
    expect(addWorkingDays("2026-11-28", 1)).toBe("2026-11-30");
    expect(addWorkingDays("2026-11-29", 1)).toBe("2026-11-30");
    expect(addWorkingDays("2026-11-28", -1)).toBe("2026-11-27");
    expect(addWorkingDays("2026-11-28", 10)).toBe("2026-12-11");
    // EPA counts the postmark day as day 1 and starts on day 11, working days only: a notice
    // postmarked on Saturday is counted from Monday, so removal waits until the Monday after next.
    expect(firstRemovalDay("2026-11-28")).toBe("2026-12-14");
    expect(firstRemovalDay("2026-11-29")).toBe("2026-12-14");
    expect(firstRemovalDay("2026-11-30")).toBe("2026-12-14");
    expect(workingDayOnOrBefore("2026-11-29")).toBe("2026-11-27");
  });

  test("the last day to send the notice for a start", () => {
    expect(deadlineDay(tenWorkingDaysBefore, "2026-12-09")).toBe("2026-11-25");
    expect(deadlineDay(tenWorkingDaysBefore, "2027-01-11")).toBe("2026-12-28");
    // For a Saturday start, the Friday two weeks before that Saturday's Friday.
    expect(deadlineDay(tenWorkingDaysBefore, "2026-12-12")).toBe("2026-11-27");
    expect(firstRemovalDay("2026-11-27")).toBe("2026-12-11");
  });

  test("calendar deadlines count every day", () => {
    const sevenBefore: Deadline = { days: 7, count: "calendar", when: "before", of: "start" };
    const sixtyBefore: Deadline = { days: 60, count: "calendar", when: "before", of: "start" };
    expect(deadlineDay(sevenBefore, "2026-03-02")).toBe("2026-02-23");
    expect(deadlineDay({ days: 30, count: "calendar", when: "after", of: "end" }, "2026-12-15")).toBe("2027-01-14");
    expect(firstEventDayAllowed(sevenBefore, "2026-02-23")).toBe("2026-03-02");
    expect(lastEventDayAllowed(sixtyBefore, "2026-03-01")).toBe("2026-04-30");
    expect(calendarDaysBetween("2026-02-28", "2026-03-01")).toBe(1);
    expect(calendarDaysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  test("days are checked: a wrong one is refused, not guessed", () => {
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-1-5")).toBe(false);
    expect(() => addWorkingDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => addWorkingDays("2026-03-02", 1.5)).toThrow(RangeError);
    expect(addYears("2028-02-29", 2)).toBe("2030-03-01");
    expect(addYears("2026-06-30", 3)).toBe("2029-06-30");
  });
});

// ----------------------------------------------------------------------------------- properties

const anyDay = fc.integer({ min: 0, max: 366 * 15 }).map((offset) => addCalendarDays("2020-01-01", offset));
const weekday = anyDay.filter(isWorkingDay);
const deadline = fc.record({
  days: fc.integer({ min: 0, max: 90 }),
  count: fc.constantFrom("working" as const, "calendar" as const),
  when: fc.constantFrom("before" as const, "after" as const),
  of: fc.constant("start" as const),
});

describe("properties of the day arithmetic", () => {
  test("whole-week counting agrees with walking day by day", () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -70, max: 70 }), (from, span) => {
        const to = addCalendarDays(from, span);
        let walked = 0;
        for (let offset = 1; offset <= Math.abs(span); offset++) {
          if (isWorkingDay(addCalendarDays(span < 0 ? to : from, offset))) walked++;
        }
        return workingDaysBetween(from, to) === Math.sign(span) * walked;
      }),
    );
  });

  test("adding working days never lands on a weekend", () => {
    fc.assert(
      fc.property(
        anyDay,
        fc.integer({ min: -400, max: 400 }).filter((n) => n !== 0),
        (day, n) => isWorkingDay(addWorkingDays(day, n)),
      ),
    );
  });

  test("counting back what was added gives the number added", () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: 400 }), (day, n) => workingDaysBetween(day, addWorkingDays(day, n)) === n),
    );
  });

  test("counts are monotonic: a later end never counts fewer working days, a later day never adds to an earlier one", () => {
    fc.assert(
      fc.property(anyDay, anyDay, anyDay, fc.integer({ min: 0, max: 60 }), (from, a, b, n) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        return (
          workingDaysBetween(from, early) <= workingDaysBetween(from, late) && addWorkingDays(early, n) <= addWorkingDays(late, n)
        );
      }),
    );
  });

  test("ten working days after any weekday is the same weekday two weeks later (EPA's calendar trick)", () => {
    fc.assert(fc.property(weekday, (day) => firstRemovalDay(day) === addCalendarDays(day, 14)));
  });

  test("a record meets a deadline exactly when the event is on or after the first day it allows", () => {
    fc.assert(
      fc.property(deadline, anyDay, anyDay, (rule, recordDay, eventDay) => {
        const meets = recordDay <= deadlineDay(rule, eventDay);
        return meets === firstEventDayAllowed(rule, recordDay) <= eventDay;
      }),
    );
  });

  test("a record is inside a window's opening exactly when the event is on or before the last day it allows", () => {
    fc.assert(
      fc.property(deadline, anyDay, anyDay, (opens, recordDay, eventDay) => {
        const notTooEarly = deadlineDay(opens, eventDay) <= recordDay;
        return notTooEarly === eventDay <= lastEventDayAllowed(opens, recordDay);
      }),
    );
  });
});
