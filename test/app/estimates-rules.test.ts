import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { lineGroupProblem } from "../../src/lib/desk-schemas/estimates";
import type { PricedLine } from "../../src/lib/estimate-money";
import { estimateDeskMessages } from "../../src/lib/estimate-texts";
import {
  canMove,
  estimateNumber,
  estimateStatuses,
  expiryInstant,
  isEditable,
  isLocked,
  requiredAcknowledgments,
  selectionProblem,
  statusesMovingTo,
} from "../../src/lib/estimates";
import { addDays, zonedDate } from "../../src/lib/zoned-time";

describe("the states and the moves between them", () => {
  // Written out by hand from ESTIMATES.md, apart from the table in estimates.ts.
  const legal = new Set([
    "draft→sent",
    "sent→viewed",
    ...["sent", "viewed"].flatMap((from) =>
      ["approved", "declined", "changes_requested", "expired", "withdrawn", "superseded"].map((to) => `${from}→${to}`),
    ),
    "changes_requested→superseded",
    "changes_requested→withdrawn",
    "changes_requested→expired",
    // A newer revision, once sent, supersedes a closed one too (but never an approved one).
    "declined→superseded",
    "expired→superseded",
    "withdrawn→superseded",
  ]);
  const pairs = estimateStatuses.flatMap((from) => estimateStatuses.map((to) => [from, to] as const));

  test.each(pairs.filter(([from, to]) => !legal.has(`${from}→${to}`)))("%s → %s is refused", (from, to) => {
    expect(canMove(from, to)).toBe(false);
  });

  test.each(pairs.filter(([from, to]) => legal.has(`${from}→${to}`)))("%s → %s is allowed", (from, to) => {
    expect(canMove(from, to)).toBe(true);
  });

  test("approved, declined, expired, superseded and withdrawn are final; only a draft is edited", () => {
    const locked = estimateStatuses.filter(isLocked);
    expect(locked).toEqual(["approved", "declined", "expired", "superseded", "withdrawn"]);
    expect(estimateStatuses.filter(isEditable)).toEqual(["draft"]);
  });

  test("the Worker's updates take their states from the table", () => {
    expect(statusesMovingTo("superseded")).toEqual(["sent", "viewed", "declined", "changes_requested", "expired", "withdrawn"]);
    expect(statusesMovingTo("approved")).toEqual(["sent", "viewed"]);
    expect(statusesMovingTo("withdrawn")).toEqual(["sent", "viewed", "changes_requested"]);
    expect(statusesMovingTo("expired")).toEqual(["sent", "viewed", "changes_requested"]);
  });

  test("a refused move reads as a sentence", () => {
    expect(estimateDeskMessages.cannotMove("approved", "withdrawn")).toBe(
      "An estimate that is approved cannot become withdrawn.",
    );
    expect(estimateDeskMessages.cannotMove("draft", "superseded")).toBe("An estimate that is draft cannot become superseded.");
  });
});

test("numbers: E-year-sequence, with the revision after the first", () => {
  expect(estimateNumber(2026, 42, 1)).toBe("E-2026-0042");
  expect(estimateNumber(2026, 42, 2)).toBe("E-2026-0042 rev 2");
  expect(estimateNumber(2027, 12_345, 11)).toBe("E-2027-12345 rev 11");
});

describe("expiry: the end of the chosen day in Chicago", () => {
  test("a winter day ends at 06:00 UTC, a summer day at 05:00 UTC", () => {
    expect(expiryInstant("2026-01-15")).toBe("2026-01-16T06:00:00.000Z");
    expect(expiryInstant("2026-07-01")).toBe("2026-07-02T05:00:00.000Z");
    expect(expiryInstant("2026-12-31")).toBe("2027-01-01T06:00:00.000Z");
  });

  test("the day the clocks spring forward (Sunday 8 March 2026) lasts 23 hours", () => {
    expect(expiryInstant("2026-03-07")).toBe("2026-03-08T06:00:00.000Z");
    expect(expiryInstant("2026-03-08")).toBe("2026-03-09T05:00:00.000Z");
    expect(Date.parse(expiryInstant("2026-03-08")) - Date.parse(expiryInstant("2026-03-07"))).toBe(23 * 3_600_000);
  });

  test("the day the clocks fall back (Sunday 1 November 2026) lasts 25 hours", () => {
    expect(expiryInstant("2026-10-31")).toBe("2026-11-01T05:00:00.000Z");
    expect(expiryInstant("2026-11-01")).toBe("2026-11-02T06:00:00.000Z");
    expect(Date.parse(expiryInstant("2026-11-01")) - Date.parse(expiryInstant("2026-10-31"))).toBe(25 * 3_600_000);
  });

  test("for any day, a millisecond before expiry is still that day in Chicago, and expiry is the next", () => {
    const day = fc
      .date({ min: new Date("2024-01-01T00:00:00Z"), max: new Date("2032-12-31T00:00:00Z"), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, (date) => {
        const end = Date.parse(expiryInstant(date));
        expect(zonedDate(new Date(end - 1), "America/Chicago")).toBe(date);
        expect(zonedDate(new Date(end), "America/Chicago")).toBe(addDays(date, 1));
      }),
      { numRuns: 500 },
    );
  });

  test("something that is not a calendar date is refused", () => {
    for (const bad of ["2026-02-30", "2026-13-01", "tomorrow", "2026-3-8", ""])
      expect(() => expiryInstant(bad), bad).toThrow(RangeError);
  });
});

describe("the acknowledgments the customer must tick", () => {
  test("the terms always; the Illinois pamphlet only over $1,000.00", () => {
    expect(requiredAcknowledgments({ totalCents: 100_000, yearBuilt: 2001 })).toEqual(["terms"]);
    expect(requiredAcknowledgments({ totalCents: 100_001, yearBuilt: 2001 })).toEqual(["terms", "il-home-repair"]);
    expect(requiredAcknowledgments({ totalCents: 0, yearBuilt: 2001 })).toEqual(["terms"]);
  });

  test("the EPA Renovate Right pamphlet for a home built in 1977, not 1978, and when the year is unknown", () => {
    expect(requiredAcknowledgments({ totalCents: 50_000, yearBuilt: null })).toEqual(["terms", "epa-renovate-right"]);
    expect(requiredAcknowledgments({ totalCents: 50_000, yearBuilt: 1977 })).toEqual(["terms", "epa-renovate-right"]);
    expect(requiredAcknowledgments({ totalCents: 50_000, yearBuilt: 1978 })).toEqual(["terms"]);
    expect(requiredAcknowledgments({ totalCents: 250_000, yearBuilt: 1925 })).toEqual([
      "terms",
      "il-home-repair",
      "epa-renovate-right",
    ]);
  });
});

const line = (id: string, fields: Partial<PricedLine & { section: string | null }>) => ({
  id,
  kind: "required" as const,
  group: null,
  quantityThousandths: 1000,
  unitPriceCents: 100,
  taxBps: 0,
  preselected: false,
  section: "Basement",
  ...fields,
});

describe("pick-one groups as staff build them", () => {
  const windows = [
    line("double", { kind: "choice", group: "windows" }),
    line("triple", { kind: "choice", group: "windows", preselected: true }),
  ];

  test("a group of two or more lines in one section, at most one preselected, is fine", () => {
    expect(lineGroupProblem([line("a", {}), line("b", { kind: "optional" }), ...windows])).toBeNull();
  });

  test("each mistake gets its own sentence, beside the line and field to change", () => {
    expect(lineGroupProblem([line("a", {}), line("b", { group: "windows" })])).toEqual({
      line: 1,
      field: "group",
      message: estimateDeskMessages.groupOnlyForChoices,
    });
    expect(lineGroupProblem([line("a", { kind: "choice" })])).toEqual({
      line: 0,
      field: "group",
      message: estimateDeskMessages.choiceNeedsGroup,
    });
    expect(lineGroupProblem([line("a", {}), windows[0] as PricedLine & { section: string }])).toEqual({
      line: 1,
      field: "group",
      message: estimateDeskMessages.groupTooSmall("windows"),
    });
    expect(lineGroupProblem(windows.map((each) => ({ ...each, preselected: true })))).toEqual({
      line: 1,
      field: "preselected",
      message: estimateDeskMessages.groupTwoPreselected("windows"),
    });
    expect(
      lineGroupProblem([windows[0] as PricedLine & { section: string }, { ...(windows[1] as PricedLine), section: "Attic" }]),
    ).toEqual({ line: 1, field: "section", message: estimateDeskMessages.groupAcrossSections("windows") });
  });
});

describe("the customer's selection checked against the lines", () => {
  const lines: PricedLine[] = [
    line("removal", {}),
    line("air-test", { kind: "optional" }),
    line("double", { kind: "choice", group: "windows" }),
    line("triple", { kind: "choice", group: "windows" }),
  ];

  test("options that exist, and one line of every group, fit", () => {
    expect(selectionProblem(lines, { optional: ["air-test"], choices: { windows: "triple" } })).toBeNull();
    expect(selectionProblem(lines, { optional: [], choices: { windows: "double" } })).toBeNull();
  });

  test.each([
    ["a required line added as an option", { optional: ["removal"], choices: { windows: "double" } }],
    ["an unknown option", { optional: ["nope"], choices: { windows: "double" } }],
    ["an option added twice", { optional: ["air-test", "air-test"], choices: { windows: "double" } }],
    ["no pick in a group", { optional: [], choices: {} }],
    ["a pick from outside the group", { optional: [], choices: { windows: "air-test" } }],
    ["a group that does not exist", { optional: [], choices: { windows: "double", doors: "triple" } }],
    ["an inherited property for a group", { optional: [], choices: JSON.parse('{"windows":"double","__proto__":"x"}') }],
  ])("%s does not", (_, selection) => {
    expect(selectionProblem(lines, selection)).toEqual(expect.any(String));
  });
});
