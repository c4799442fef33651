/**
 * An estimate's money: integer cents and basis points, never a float. One module for the Worker,
 * the desk, the customer page's live total and the PDF, so every one of them shows the same cent.
 * Small and dependency-free: the customer page loads it in its island.
 *
 * The rules: a line's subtotal is quantity × unit price rounded half-up to the cent; a discount
 * comes off before tax and is spread over the chosen lines in proportion to their subtotals
 * (largest remainder, so the shares add up to the discount exactly); each line's tax is on its
 * discounted subtotal, rounded half-up; the deposit is a percentage of the total rounded half-up,
 * or an amount capped at the total; the balance is what remains.
 */

export const lineKinds = ["required", "optional", "choice"] as const;
export type LineKind = (typeof lineKinds)[number];

/** What the totals need of a line. */
export type PricedLine = {
  id: string;
  kind: LineKind;
  /** Pick-one group key (e.g. "windows"); null unless kind = "choice". */
  group: string | null;
  /** Quantity in thousandths: 12.5 sq ft → 12_500. Whole numbers ≥ 0. */
  quantityThousandths: number;
  unitPriceCents: number;
  /** Tax in basis points: 1025 = 10.25 %. Labour and material lines may differ. */
  taxBps: number;
  /** Optional line: starts added. Choice line: the group's starting pick (else the group's first line). */
  preselected: boolean;
};
export type Discount = { kind: "amount"; cents: number } | { kind: "percent"; bps: number } | null;
export type Deposit = { kind: "amount"; cents: number } | { kind: "percent"; bps: number } | null;
/** What the customer chose: optional line ids added, and per group the chosen line id. */
export type Selection = { optional: string[]; choices: Record<string, string> };
export type LineTotal = { id: string; subtotalCents: number; discountCents: number; taxCents: number; totalCents: number };
export type Totals = {
  /** The chosen lines only, in input order. */
  lines: LineTotal[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
  balanceCents: number;
};

/**
 * The largest figures an estimate may hold. With them every total stays far below
 * Number.MAX_SAFE_INTEGER: 200 lines × 100,000 units × $1,000,000, tax included, is about 4e15 cents.
 */
export const moneyLimits = {
  /** 100,000 units (sq ft, openings...) on one line. */
  maxQuantityThousandths: 100_000_000,
  /** $1,000,000.00 per unit; also the largest discount or deposit amount. */
  maxUnitPriceCents: 100_000_000,
  /** 100 %: the largest tax rate, discount or deposit percentage. */
  maxTaxBps: 10_000,
  maxLines: 200,
} as const;

const basisPointsPerWhole = 10_000n;

/** a × b ÷ divisor, rounded half-up; every operand ≥ 0. */
const mulDivHalfUp = (a: bigint, b: bigint, divisor: bigint) => (a * b * 2n + divisor) / (divisor * 2n);

function checkWhole(value: number, max: number, what: string) {
  if (!Number.isSafeInteger(value) || value < 0 || value > max) {
    throw new RangeError(`${what} must be a whole number from 0 to ${max}, not ${value}.`);
  }
}

function checkLine(line: PricedLine) {
  checkWhole(line.quantityThousandths, moneyLimits.maxQuantityThousandths, `Line ${line.id}: the quantity`);
  checkWhole(line.unitPriceCents, moneyLimits.maxUnitPriceCents, `Line ${line.id}: the unit price`);
  checkWhole(line.taxBps, moneyLimits.maxTaxBps, `Line ${line.id}: the tax rate`);
}

function checkAdjustment(adjustment: Discount | Deposit, what: string) {
  if (adjustment?.kind === "amount") checkWhole(adjustment.cents, moneyLimits.maxUnitPriceCents, `The ${what} amount`);
  if (adjustment?.kind === "percent") checkWhole(adjustment.bps, moneyLimits.maxTaxBps, `The ${what} percentage`);
}

/** The lines as they start: preselected optional lines, and per group its preselected line or else its first. */
export function defaultSelection(lines: PricedLine[]): Selection {
  const choices = new Map<string, string>();
  const choiceLines = lines.filter((line) => line.kind === "choice" && line.group !== null);
  for (const line of choiceLines)
    if (line.preselected && !choices.has(line.group as string)) choices.set(line.group as string, line.id);
  for (const line of choiceLines) if (!choices.has(line.group as string)) choices.set(line.group as string, line.id);
  return {
    optional: lines.filter((line) => line.kind === "optional" && line.preselected).map((line) => line.id),
    // fromEntries makes own properties, so even a group called "__proto__" survives.
    choices: Object.fromEntries(choices),
  };
}

/** The lines the selection includes, in input order: every required line, the added options, each group's pick. Unknown ids are ignored. */
export function chosenLines<Line extends PricedLine>(lines: Line[], selection: Selection): Line[] {
  const added = new Set(selection.optional);
  return lines.filter((line) => {
    if (line.kind === "required") return true;
    if (line.kind === "optional") return added.has(line.id);
    return line.group !== null && Object.hasOwn(selection.choices, line.group) && selection.choices[line.group] === line.id;
  });
}

/** Quantity × unit price, rounded half-up to the cent: what one line costs before discount and tax. */
export const lineSubtotalCents = (line: Pick<PricedLine, "quantityThousandths" | "unitPriceCents">): number =>
  Number(mulDivHalfUp(BigInt(line.quantityThousandths), BigInt(line.unitPriceCents), 1000n));

/** Splits `total` over `weights` in proportion, by largest remainder; ties go to the earlier weight. Σ shares = total. */
function proportionalShares(total: bigint, weights: bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return weights.map(() => 0n);
  const shares = weights.map((weight) => (total * weight) / sum);
  const remainders = weights.map((weight, index) => ({ index, remainder: (total * weight) % sum }));
  let left = total - shares.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    shares[index] = (shares[index] as bigint) + 1n;
    left -= 1n;
  }
  return shares;
}

/** Cents off or due for an adjustment of `base`: a percentage rounded half-up, or an amount capped at the base. */
function adjustmentCents(adjustment: Discount | Deposit, base: bigint): bigint {
  if (adjustment === null) return 0n;
  if (adjustment.kind === "percent") return mulDivHalfUp(base, BigInt(adjustment.bps), basisPointsPerWhole);
  const cents = BigInt(adjustment.cents);
  return cents < base ? cents : base;
}

/** The totals of what the selection includes. Throws a RangeError on a figure outside `moneyLimits` (input is validated before). */
export function estimateTotals(lines: PricedLine[], selection: Selection, discount: Discount, deposit: Deposit): Totals {
  if (lines.length > moneyLimits.maxLines) throw new RangeError(`An estimate has at most ${moneyLimits.maxLines} lines.`);
  lines.forEach(checkLine);
  checkAdjustment(discount, "discount");
  checkAdjustment(deposit, "deposit");

  const chosen = chosenLines(lines, selection);
  const subtotals = chosen.map((line) => BigInt(lineSubtotalCents(line)));
  const subtotal = subtotals.reduce((a, b) => a + b, 0n);
  const discounts = proportionalShares(adjustmentCents(discount, subtotal), subtotals);
  const lineTotals = chosen.map((line, index) => {
    const discounted = (subtotals[index] as bigint) - (discounts[index] as bigint);
    const tax = mulDivHalfUp(discounted, BigInt(line.taxBps), basisPointsPerWhole);
    return {
      id: line.id,
      subtotal: subtotals[index] as bigint,
      discount: discounts[index] as bigint,
      tax,
      total: discounted + tax,
    };
  });
  const sum = (pick: (line: (typeof lineTotals)[number]) => bigint) => lineTotals.reduce((a, line) => a + pick(line), 0n);
  const total = sum((line) => line.total);
  const depositDue = adjustmentCents(deposit, total);
  return {
    lines: lineTotals.map((line) => ({
      id: line.id,
      subtotalCents: Number(line.subtotal),
      discountCents: Number(line.discount),
      taxCents: Number(line.tax),
      totalCents: Number(line.total),
    })),
    subtotalCents: Number(subtotal),
    discountCents: Number(sum((line) => line.discount)),
    taxCents: Number(sum((line) => line.tax)),
    totalCents: Number(total),
    depositCents: Number(depositDue),
    balanceCents: Number(total - depositDue),
  };
}

/** "1,234.5" → 1234 and "5" (the decimals as written); null unless digits with optional thousands commas and ≤ `decimals` decimals. */
function splitDecimal(text: string, decimals: number) {
  const match = new RegExp(`^(\\d{1,3}(?:,\\d{3})+|\\d*)(?:\\.(\\d{0,${decimals}}))?$`).exec(text);
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  if (whole === "" && fraction === "") return null;
  const value =
    BigInt(whole.replaceAll(",", "") || "0") * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, "0") || "0");
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : null;
}

/** A quantity as staff type it, in thousandths: "12.5" → 12_500, "1,200" → 1_200_000; null if it is not one. */
export const parseQuantity = (text: string): number | null => splitDecimal(text.trim(), 3);

/** An amount in dollars as staff type it, in cents: "$1,234.5" → 123_450; null if it is not one. */
export const parseCents = (text: string): number | null => splitDecimal(text.trim().replace(/^\$\s*/, ""), 2);

/** A percentage as staff type it, in basis points: "10.25" or "10.25%" → 1025; null if it is not one. */
export const parseBasisPoints = (text: string): number | null => splitDecimal(text.trim().replace(/\s*%$/, ""), 2);

/** Each language's conventions for numbers and dates; US dollars (French as in Canada: "1 234,50 $ US"). */
export const estimateLocales = { en: "en-US", es: "es-US", fr: "fr-CA" } as const;
export type MoneyLocale = keyof typeof estimateLocales;

const formatOptions = {
  money: { style: "currency", currency: "USD" },
  quantity: { maximumFractionDigits: 3 },
  percent: { style: "percent", maximumFractionDigits: 2 },
} satisfies Record<string, Intl.NumberFormatOptions>;
const formats = new Map<string, Intl.NumberFormat>();

/**
 * A whole number of hundredths, thousandths... (`digits`) in the reader's language. Intl formats the
 * exact decimal string ("1234.50"), so no float ever holds the amount.
 */
function formatDecimal(whole: number, digits: number, locale: MoneyLocale, kind: keyof typeof formatOptions) {
  if (!Number.isSafeInteger(whole)) throw new RangeError(`Only whole numbers can be formatted, not ${whole}.`);
  let format = formats.get(`${locale} ${kind}`);
  if (!format) {
    format = new Intl.NumberFormat(estimateLocales[locale], formatOptions[kind]);
    formats.set(`${locale} ${kind}`, format);
  }
  const digitsText = String(Math.abs(whole)).padStart(digits + 1, "0");
  const decimal = `${whole < 0 ? "-" : ""}${digitsText.slice(0, -digits)}.${digitsText.slice(-digits)}`;
  return format.format(decimal as Intl.StringNumericLiteral);
}

/** Cents as US dollars in the reader's language: "$1,234.50" (en, es), "1 234,50 $ US" (fr). */
export const formatCents = (cents: number, locale: MoneyLocale): string => formatDecimal(cents, 2, locale, "money");

/** A quantity in thousandths as the reader writes numbers: 12_500 → "12.5" (en), "12,5" (fr); 1_200_000 → "1,200". */
export const formatQuantity = (thousandths: number, locale: MoneyLocale): string =>
  formatDecimal(thousandths, 3, locale, "quantity");

/** A rate in basis points as the reader writes percentages: 1025 → "10.25%" (en), "10,25 %" (fr). */
export const formatBasisPoints = (bps: number, locale: MoneyLocale): string => formatDecimal(bps, 4, locale, "percent");
