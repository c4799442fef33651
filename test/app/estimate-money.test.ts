import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  chosenLines,
  type Deposit,
  type Discount,
  defaultSelection,
  estimateTotals,
  formatBasisPoints,
  formatCents,
  formatQuantity,
  moneyLimits,
  type PricedLine,
  parseBasisPoints,
  parseCents,
  parseQuantity,
  type Selection,
} from "../../src/lib/estimate-money";

const line = (id: string, fields: Partial<PricedLine>): PricedLine => ({
  id,
  kind: "required",
  group: null,
  quantityThousandths: 1000,
  unitPriceCents: 0,
  taxBps: 0,
  preselected: false,
  ...fields,
});
const everything = (lines: PricedLine[]): Selection => ({
  optional: lines.filter((each) => each.kind === "optional").map((each) => each.id),
  choices: {},
});

describe("worked examples a contractor checks by hand", () => {
  // 1,250 sq ft of tile at $3.75 (material, 10.25 % Chicago sales tax) and the labour to lay it (untaxed).
  const tile = line("tile", { quantityThousandths: 1_250_000, unitPriceCents: 375, taxBps: 1025 });
  const labour = line("labour", { unitPriceCents: 240_000 });

  test("tax only on the material line: $4,687.50 + $2,400.00 + $480.47 tax = $7,567.97", () => {
    const totals = estimateTotals([tile, labour], everything([]), null, null);
    expect(totals.lines).toEqual([
      { id: "tile", subtotalCents: 468_750, discountCents: 0, taxCents: 48_047, totalCents: 516_797 }, // 480.46875 → 480.47
      { id: "labour", subtotalCents: 240_000, discountCents: 0, taxCents: 0, totalCents: 240_000 },
    ]);
    expect(totals).toMatchObject({ subtotalCents: 708_750, discountCents: 0, taxCents: 48_047, totalCents: 756_797 });
  });

  test("a 30 % deposit of $7,567.97 is $2,270.39 (2,270.391 rounded), leaving $5,297.58", () => {
    const totals = estimateTotals([tile, labour], everything([]), null, { kind: "percent", bps: 3000 });
    expect(totals).toMatchObject({ totalCents: 756_797, depositCents: 227_039, balanceCents: 529_758 });
  });

  test("a deposit of exactly half a cent rounds up: 50 % of $0.05 is $0.03, leaving $0.02", () => {
    const totals = estimateTotals([line("a", { unitPriceCents: 5 })], everything([]), null, { kind: "percent", bps: 5000 });
    expect(totals).toMatchObject({ totalCents: 5, depositCents: 3, balanceCents: 2 });
  });

  test("a 10 % discount comes off before tax, shared by the lines in proportion: $468.75 and $240.00", () => {
    const totals = estimateTotals([tile, labour], everything([]), { kind: "percent", bps: 1000 }, null);
    expect(totals.lines).toEqual([
      // $4,218.75 after the discount; its tax 432.421875 → $432.42.
      { id: "tile", subtotalCents: 468_750, discountCents: 46_875, taxCents: 43_242, totalCents: 465_117 },
      { id: "labour", subtotalCents: 240_000, discountCents: 24_000, taxCents: 0, totalCents: 216_000 },
    ]);
    expect(totals).toMatchObject({ subtotalCents: 708_750, discountCents: 70_875, taxCents: 43_242, totalCents: 681_117 });
  });

  test("half a cent rounds up, less than half rounds down", () => {
    const cents = (quantityThousandths: number, unitPriceCents: number) =>
      estimateTotals([line("a", { quantityThousandths, unitPriceCents })], everything([]), null, null).subtotalCents;
    expect(cents(1500, 1)).toBe(2); // 1.5 × 1¢
    expect(cents(1, 500)).toBe(1); // 0.001 × 5.00 = 0.5¢
    expect(cents(1, 499)).toBe(0); // 0.499¢
    expect(cents(12_500, 1999)).toBe(24_988); // 12.5 sq ft × $19.99 = $249.875
  });

  test("$1.00 off three $1.00 lines: 34¢, 33¢, 33¢ (the leftover cent goes to the first)", () => {
    const lines = ["a", "b", "c"].map((id) => line(id, { unitPriceCents: 100 }));
    const totals = estimateTotals(lines, everything([]), { kind: "amount", cents: 100 }, null);
    expect(totals.lines.map((each) => each.discountCents)).toEqual([34, 33, 33]);
    expect(totals.totalCents).toBe(200);
  });

  test("a discount larger than the work is capped at the subtotal; a deposit larger than the total at the total", () => {
    const lines = [line("a", { unitPriceCents: 5000, taxBps: 1025 })];
    const capped = estimateTotals(lines, everything([]), { kind: "amount", cents: 9000 }, { kind: "amount", cents: 100 });
    expect(capped).toMatchObject({ subtotalCents: 5000, discountCents: 5000, taxCents: 0, totalCents: 0, depositCents: 0 });
    const deposit = estimateTotals(lines, everything([]), null, { kind: "amount", cents: 1_000_000 });
    expect(deposit).toMatchObject({ totalCents: 5513, depositCents: 5513, balanceCents: 0 }); // 50.00 + 5.125 → 5.13
  });
});

describe("what the customer chose", () => {
  const lines = [
    line("removal", { unitPriceCents: 100_000 }),
    line("air-test", { kind: "optional", unitPriceCents: 45_000 }),
    line("haul", { kind: "optional", unitPriceCents: 20_000, preselected: true }),
    line("vinyl", { kind: "choice", group: "floor", unitPriceCents: 300_000 }),
    line("porcelain", { kind: "choice", group: "floor", unitPriceCents: 500_000, preselected: true }),
    line("double", { kind: "choice", group: "windows", unitPriceCents: 60_000 }),
    line("triple", { kind: "choice", group: "windows", unitPriceCents: 90_000 }),
  ];

  test("by default: preselected options, each group's preselected line or else its first", () => {
    expect(defaultSelection(lines)).toEqual({ optional: ["haul"], choices: { floor: "porcelain", windows: "double" } });
    expect(estimateTotals(lines, defaultSelection(lines), null, null).totalCents).toBe(100_000 + 20_000 + 500_000 + 60_000);
  });

  test("chosen lines keep the input order; unknown ids and a line picked for another group are ignored", () => {
    const selection = { optional: ["air-test", "nope", "double"], choices: { floor: "vinyl", windows: "vinyl", ghost: "x" } };
    expect(chosenLines(lines, selection).map((each) => each.id)).toEqual(["removal", "air-test", "vinyl"]);
    const totals = estimateTotals(lines, selection, null, null);
    expect(totals.lines.map((each) => each.id)).toEqual(["removal", "air-test", "vinyl"]);
    expect(totals.totalCents).toBe(445_000);
  });

  test("a group called __proto__ is a group like any other", () => {
    const odd = [line("x", { kind: "choice", group: "__proto__", unitPriceCents: 7 })];
    const selection = defaultSelection(odd);
    expect(Object.hasOwn(selection.choices, "__proto__")).toBe(true);
    expect(estimateTotals(odd, JSON.parse(JSON.stringify(selection)), null, null).totalCents).toBe(7);
  });
});

describe("figures outside the limits are refused, never rounded", () => {
  test.each([
    ["a fractional price", { unitPriceCents: 1.5 }],
    ["a negative quantity", { quantityThousandths: -1 }],
    ["a quantity over the limit", { quantityThousandths: moneyLimits.maxQuantityThousandths + 1 }],
    ["a tax over 100 %", { taxBps: 10_001 }],
  ])("%s", (_, fields) => {
    expect(() => estimateTotals([line("a", fields)], everything([]), null, null)).toThrow(RangeError);
  });
  test("a fractional discount or deposit", () => {
    expect(() => estimateTotals([], everything([]), { kind: "amount", cents: 0.5 }, null)).toThrow(RangeError);
    expect(() => estimateTotals([], everything([]), null, { kind: "percent", bps: -1 })).toThrow(RangeError);
  });
});

// ---------------------------------------------------------------------------------- properties

const groups = ["windows", "floor", "roof"];
const pricedLine = fc.record({
  kind: fc.constantFrom("required", "optional", "choice"),
  group: fc.constantFrom(...groups),
  quantityThousandths: fc.oneof(
    fc.integer({ min: 0, max: 5_000_000 }),
    fc.integer({ min: 0, max: moneyLimits.maxQuantityThousandths }),
  ),
  unitPriceCents: fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: moneyLimits.maxUnitPriceCents })),
  taxBps: fc.oneof(fc.constantFrom(0, 625, 1025, 1075), fc.integer({ min: 0, max: moneyLimits.maxTaxBps })),
  preselected: fc.boolean(),
});
const estimateLines = fc
  .array(pricedLine, { maxLength: 40 })
  .map((drafts) =>
    drafts.map(
      (draft, index): PricedLine => ({ ...draft, id: `line-${index}`, group: draft.kind === "choice" ? draft.group : null }),
    ),
  );
/** Any selection, including ids that are not lines and groups that do not exist. */
const anySelection = (lines: PricedLine[]) =>
  fc.oneof(
    fc.constant(defaultSelection(lines)),
    fc.record({
      optional: fc.subarray([...lines.map((each) => each.id), "unknown"]),
      choices: fc.dictionary(fc.constantFrom(...groups, "nowhere"), fc.constantFrom(...lines.map((each) => each.id), "unknown")),
    }),
  );
const adjustment = fc.oneof(
  fc.constant(null),
  fc.record({ kind: fc.constant("amount" as const), cents: fc.integer({ min: 0, max: moneyLimits.maxUnitPriceCents }) }),
  fc.record({ kind: fc.constant("percent" as const), bps: fc.integer({ min: 0, max: moneyLimits.maxTaxBps }) }),
);
const anyEstimate = estimateLines.chain((lines) =>
  fc.record({
    lines: fc.constant(lines),
    selection: anySelection(lines),
    discount: adjustment as fc.Arbitrary<Discount>,
    deposit: adjustment as fc.Arbitrary<Deposit>,
  }),
);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("for any lines, selection, discount and deposit", () => {
  test("Σ line totals = total, Σ discounts = discount, and so for subtotals and tax", () => {
    fc.assert(
      fc.property(anyEstimate, ({ lines, selection, discount, deposit }) => {
        const totals = estimateTotals(lines, selection, discount, deposit);
        expect(sum(totals.lines.map((each) => each.totalCents))).toBe(totals.totalCents);
        expect(sum(totals.lines.map((each) => each.discountCents))).toBe(totals.discountCents);
        expect(sum(totals.lines.map((each) => each.subtotalCents))).toBe(totals.subtotalCents);
        expect(sum(totals.lines.map((each) => each.taxCents))).toBe(totals.taxCents);
        expect(totals.subtotalCents - totals.discountCents + totals.taxCents).toBe(totals.totalCents);
      }),
      { numRuns: 1000 },
    );
  });

  test("the deposit split never loses or gains a cent: deposit + balance = total, deposit ≤ total", () => {
    fc.assert(
      fc.property(anyEstimate, ({ lines, selection, discount, deposit }) => {
        const totals = estimateTotals(lines, selection, discount, deposit);
        expect(totals.depositCents + totals.balanceCents).toBe(totals.totalCents);
        expect(totals.depositCents).toBeLessThanOrEqual(totals.totalCents);
        if (deposit?.kind === "percent") {
          // Half-up: the deposit is within half a cent of the exact percentage, and an exact half rounds up.
          const exact = BigInt(totals.totalCents) * BigInt(deposit.bps);
          const error = BigInt(totals.depositCents) * 10_000n - exact;
          expect(error > -5000n && error <= 5000n, `${error}`).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  test("every figure is a whole number of cents ≥ 0, and no line gets more discount than its subtotal", () => {
    fc.assert(
      fc.property(anyEstimate, ({ lines, selection, discount, deposit }) => {
        const totals = estimateTotals(lines, selection, discount, deposit);
        const { lines: lineTotals, ...overall } = totals;
        for (const figure of [
          ...Object.values(overall),
          ...lineTotals.flatMap(({ id: _, ...figures }) => Object.values(figures)),
        ]) {
          expect(Number.isSafeInteger(figure) && figure >= 0, `${figure}`).toBe(true);
        }
        for (const each of lineTotals) expect(each.discountCents).toBeLessThanOrEqual(each.subtotalCents);
        expect(totals.discountCents).toBeLessThanOrEqual(totals.subtotalCents);
      }),
      { numRuns: 1000 },
    );
  });

  test("each line's share of the discount is within a cent of its exact proportion", () => {
    fc.assert(
      fc.property(anyEstimate, ({ lines, selection, discount }) => {
        const totals = estimateTotals(lines, selection, discount, null);
        const subtotal = BigInt(totals.subtotalCents);
        for (const each of totals.lines) {
          const gap = BigInt(each.discountCents) * subtotal - BigInt(totals.discountCents) * BigInt(each.subtotalCents);
          expect(subtotal === 0n ? each.discountCents === 0 : gap > -subtotal && gap < subtotal, each.id).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  test("the totals list exactly the chosen lines, in order", () => {
    fc.assert(
      fc.property(anyEstimate, ({ lines, selection }) => {
        const ids = estimateTotals(lines, selection, null, null).lines.map((each) => each.id);
        expect(ids).toEqual(chosenLines(lines, selection).map((each) => each.id));
        // At most one line of each group.
        const picked = chosenLines(lines, selection).filter((each) => each.kind === "choice");
        expect(new Set(picked.map((each) => each.group)).size).toBe(picked.length);
      }),
    );
  });
});

describe("typing and printing amounts", () => {
  test("quantities: thousandths, with thousands commas; anything else is not a quantity", () => {
    expect(parseQuantity("12.5")).toBe(12_500);
    expect(parseQuantity("1,200")).toBe(1_200_000);
    expect(parseQuantity(" 0.001 ")).toBe(1);
    expect(parseQuantity(".75")).toBe(750);
    for (const bad of ["", ".", "-1", "1.2345", "1,20", "12,5", "1e3", "abc", "1 200", "0x10"])
      expect(parseQuantity(bad), bad).toBeNull();
  });

  test("amounts: cents, with or without the dollar sign", () => {
    expect(parseCents("$1,234.5")).toBe(123_450);
    expect(parseCents("1234.56")).toBe(123_456);
    expect(parseCents("$ 3")).toBe(300);
    expect(parseCents("0.07")).toBe(7);
    for (const bad of ["", "$", "1.234", "-5", "$-5", "1,2", "5 dollars", "NaN"]) expect(parseCents(bad), bad).toBeNull();
  });

  test("tax rates: basis points, with or without the percent sign, and back from how they are shown", () => {
    expect(parseBasisPoints("10.25")).toBe(1025);
    expect(parseBasisPoints("10.25%")).toBe(1025);
    expect(parseBasisPoints(" 7 % ")).toBe(700);
    expect(parseBasisPoints("0")).toBe(0);
    expect(parseBasisPoints(formatBasisPoints(1025, "en"))).toBe(1025);
    for (const bad of ["", "%", "1.234", "-5", "ten", "5%%"]) expect(parseBasisPoints(bad), bad).toBeNull();
  });

  test("dollars in each language, always US dollars", () => {
    expect(formatCents(123_450, "en")).toBe("$1,234.50");
    expect(formatCents(123_450, "es")).toBe("$1,234.50");
    expect(formatCents(123_450, "fr")).toBe("1\u00a0234,50\u00a0$\u00a0US");
    expect(formatCents(5, "en")).toBe("$0.05");
    expect(formatCents(-4_500, "en")).toBe("-$45.00");
    expect(formatQuantity(12_500, "en")).toBe("12.5");
    expect(formatQuantity(1_200_000, "es")).toBe("1,200");
    expect(formatQuantity(12_500, "fr")).toBe("12,5");
    expect(formatBasisPoints(1025, "en")).toBe("10.25%");
    expect(formatBasisPoints(1000, "fr")).toBe("10\u00a0%");
  });

  test("what is printed in English reads back as the same figure, up to the largest amounts", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 * 10 ** 15 }), (cents) => {
        expect(parseCents(formatCents(cents, "en"))).toBe(cents);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: moneyLimits.maxQuantityThousandths }), (quantity) => {
        expect(parseQuantity(formatQuantity(quantity, "en"))).toBe(quantity);
      }),
    );
  });
});
