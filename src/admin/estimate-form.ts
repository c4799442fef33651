import type { EstimateDraft } from "../lib/desk-schemas/estimates";
import type { EstimateDetail, PriceListItem } from "../lib/estimate-desk";
import { priceItemText, unitIn } from "../lib/estimate-languages";
import {
  type Deposit,
  type Discount,
  defaultSelection,
  estimateTotals,
  type LineKind,
  type PricedLine,
  parseBasisPoints,
  parseCents,
  parseQuantity,
  type Totals,
} from "../lib/estimate-money";
import type { EstimateLanguage } from "../lib/estimates";

/**
 * The estimate editor's form: what staff type (text, so "12.5" and "$1,234.50" stay as typed) and
 * how it becomes the draft the Worker saves (integer cents, thousandths and basis points, through
 * estimate-money's parsers; never a float).
 */

export type LineForm = {
  /** Tells rows apart on screen; the server gives saved lines new ids anyway. */
  key: string;
  kind: LineKind;
  group: string;
  groupLabel: string;
  section: string;
  description: string;
  unit: string;
  quantity: string;
  unitPrice: string;
  /** Percent as typed: "10.25". */
  tax: string;
  preselected: boolean;
  priceItemId: string | null;
};

export type AdjustmentKind = "none" | "amount" | "percent";

export type EstimateForm = {
  title: string;
  introduction: string;
  language: EstimateDraft["language"];
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerAddress: string;
  service: string;
  yearBuilt: string;
  expiresOn: string;
  discountKind: AdjustmentKind;
  discount: string;
  depositKind: AdjustmentKind;
  deposit: string;
  terms: string;
  lines: LineForm[];
  photoIds: string[];
};

/** 123_450 → "1234.50": a whole number of hundredths as a plain decimal, for an input. */
export function hundredthsText(value: number): string {
  const fraction = value % 100;
  return `${(value - fraction) / 100}.${String(fraction).padStart(2, "0")}`;
}

/** 1025 → "10.25", 800 → "8": basis points as a percentage to type over. */
export function percentText(bps: number): string {
  const text = hundredthsText(bps);
  return text.endsWith(".00") ? text.slice(0, -3) : text;
}

/** 12_500 → "12.5". */
export function quantityText(thousandths: number): string {
  const fraction = thousandths % 1000;
  const whole = (thousandths - fraction) / 1000;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(3, "0").replace(/0+$/, "")}`;
}

const adjustmentKind = (adjustment: Discount | Deposit): AdjustmentKind => adjustment?.kind ?? "none";
const adjustmentText = (adjustment: Discount | Deposit) =>
  adjustment === null ? "" : adjustment.kind === "amount" ? hundredthsText(adjustment.cents) : percentText(adjustment.bps);

export const newLineKey = () => crypto.randomUUID();

export const blankLine = (): LineForm => ({
  key: newLineKey(),
  kind: "required",
  group: "",
  groupLabel: "",
  section: "",
  description: "",
  unit: "each",
  quantity: "1",
  unitPrice: "",
  tax: "0",
  preselected: false,
  priceItemId: null,
});

/** A line filled from a price list item, in the estimate's language where the item has it; the quantity is left for staff. */
export const lineFromPriceItem = (item: PriceListItem, language: EstimateLanguage, section = ""): LineForm => ({
  ...blankLine(),
  section,
  description: priceItemText(item, language)?.description ?? item.description,
  unit: unitIn(item.unit, language),
  unitPrice: hundredthsText(item.unitPriceCents),
  tax: percentText(item.taxBps),
  priceItemId: item.id,
});

export function formOf(estimate: EstimateDetail): EstimateForm {
  return {
    title: estimate.title,
    introduction: estimate.introduction ?? "",
    language: estimate.language,
    customerName: estimate.customer.name,
    customerEmail: estimate.customer.email ?? "",
    customerPhone: estimate.customer.phone ?? "",
    customerAddress: estimate.customer.address ?? "",
    service: estimate.service,
    yearBuilt: estimate.yearBuilt === null ? "" : String(estimate.yearBuilt),
    expiresOn: estimate.expiresOn,
    discountKind: adjustmentKind(estimate.discount),
    discount: adjustmentText(estimate.discount),
    depositKind: adjustmentKind(estimate.deposit),
    deposit: adjustmentText(estimate.deposit),
    terms: estimate.terms,
    lines: estimate.lines.map((line) => ({
      key: line.id,
      kind: line.kind,
      group: line.group ?? "",
      groupLabel: line.groupLabel ?? "",
      section: line.section ?? "",
      description: line.description,
      unit: line.unit,
      quantity: quantityText(line.quantityThousandths),
      unitPrice: hundredthsText(line.unitPriceCents),
      tax: percentText(line.taxBps),
      preselected: line.preselected,
      priceItemId: line.priceItemId,
    })),
    photoIds: estimate.photos.map((photo) => photo.id),
  };
}

/**
 * The ids of the editor's inputs, from the paths the Worker names in a 400's `fields`
 * ("customer.email", "lines.2.unitPriceCents"), so each sentence is shown beside its input.
 */
export function inputIdOf(path: string): string {
  const line = /^lines\.(\d+)\.(\w+)/.exec(path);
  if (line) {
    const field = { quantityThousandths: "quantity", unitPriceCents: "unitPrice", taxBps: "tax" }[line[2] as string] ?? line[2];
    return `line-${line[1]}-${field}`;
  }
  if (path.startsWith("discount")) return "estimate-discount";
  if (path.startsWith("deposit")) return "estimate-deposit";
  return `estimate-${path.replace(/\./g, "-")}`;
}

/** The sentences for numbers that do not parse, keyed by input id; empty when every number is fine. */
export function numberProblems(form: EstimateForm): Record<string, string> {
  const problems: Record<string, string> = {};
  form.lines.forEach((line, index) => {
    if (parseQuantity(line.quantity) === null)
      problems[`line-${index}-quantity`] = "Type the quantity as a number, such as 12.5 (at most three decimals).";
    if (parseCents(line.unitPrice) === null)
      problems[`line-${index}-unitPrice`] = "Type the unit price in dollars, such as 1,250.00.";
    if (parseBasisPoints(line.tax) === null) problems[`line-${index}-tax`] = "Type the tax as a percentage, such as 10.25.";
  });
  if (form.yearBuilt.trim() !== "" && !/^\d{4}$/.test(form.yearBuilt.trim()))
    problems["estimate-yearBuilt"] = "Type the year the home was built, such as 1956, or leave it empty.";
  if (form.discountKind !== "none" && adjustmentOf(form.discountKind, form.discount) === null)
    problems["estimate-discount"] =
      form.discountKind === "amount"
        ? "Type the discount in dollars, such as 250."
        : "Type the discount as a percentage, such as 5.";
  if (form.depositKind !== "none" && adjustmentOf(form.depositKind, form.deposit) === null)
    problems["estimate-deposit"] =
      form.depositKind === "amount"
        ? "Type the deposit in dollars, such as 500."
        : "Type the deposit as a percentage, such as 30.";
  return problems;
}

function adjustmentOf(kind: AdjustmentKind, text: string): Discount | null {
  if (kind === "none") return null;
  if (kind === "amount") {
    const cents = parseCents(text);
    return cents === null ? null : { kind, cents };
  }
  const bps = parseBasisPoints(text);
  return bps === null ? null : { kind, bps };
}

const orNull = (text: string) => text.trim() || null;

/** The lines as the totals read them; a number not (yet) typed right counts as 0. */
export function pricedLines(form: EstimateForm): PricedLine[] {
  return form.lines.map((line) => ({
    id: line.key,
    kind: line.kind,
    group: line.kind === "choice" ? orNull(line.group) : null,
    quantityThousandths: parseQuantity(line.quantity) ?? 0,
    unitPriceCents: parseCents(line.unitPrice) ?? 0,
    taxBps: parseBasisPoints(line.tax) ?? 0,
    preselected: line.preselected,
  }));
}

/**
 * The totals as the customer first sees them (required lines, preselected options, each group's
 * starting pick), from the shared money module; null while a figure is out of range.
 */
export function liveTotals(form: EstimateForm): Totals | null {
  const lines = pricedLines(form);
  try {
    return estimateTotals(
      lines,
      defaultSelection(lines),
      adjustmentOf(form.discountKind, form.discount),
      adjustmentOf(form.depositKind, form.deposit),
    );
  } catch {
    return null;
  }
}

/** The draft the Worker saves; call it only when numberProblems(form) is empty. */
export function draftOf(form: EstimateForm, version: number): EstimateDraft {
  const year = form.yearBuilt.trim();
  return {
    version,
    title: form.title,
    introduction: orNull(form.introduction),
    language: form.language,
    customer: {
      name: form.customerName,
      email: orNull(form.customerEmail),
      phone: orNull(form.customerPhone),
      address: orNull(form.customerAddress),
    },
    service: form.service,
    yearBuilt: year === "" ? null : Number(year),
    expiresOn: form.expiresOn,
    discount: adjustmentOf(form.discountKind, form.discount),
    deposit: adjustmentOf(form.depositKind, form.deposit),
    terms: form.terms,
    lines: form.lines.map((line) => ({
      kind: line.kind,
      group: line.kind === "choice" ? orNull(line.group) : null,
      groupLabel: line.kind === "choice" ? orNull(line.groupLabel) : null,
      section: orNull(line.section),
      description: line.description,
      unit: line.unit,
      quantityThousandths: parseQuantity(line.quantity) ?? 0,
      unitPriceCents: parseCents(line.unitPrice) ?? 0,
      taxBps: parseBasisPoints(line.tax) ?? 0,
      preselected: line.preselected,
      priceItemId: line.priceItemId,
    })),
    photoIds: form.photoIds,
  };
}
