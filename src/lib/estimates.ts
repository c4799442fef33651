import { business } from "../config/business";
import type { Deposit, Discount, PricedLine, Selection, Totals } from "./estimate-money";
import { type EstimateLanguage, estimateDeskMessages } from "./estimate-texts";
import { addDays, startOfZonedDay } from "./zoned-time";

/**
 * The rules of an estimate, shared by the Worker, the desk and the customer page: its states and
 * the moves between them, its number, when it expires, which acknowledgments the customer ticks,
 * and the shapes the PDF and the customer page read. Money is in estimate-money.ts; words in
 * estimate-texts.ts.
 */

export { type LineKind, lineKinds } from "./estimate-money";

export const estimateStatuses = [
  "draft",
  "sent",
  "viewed",
  "approved",
  "declined",
  "changes_requested",
  "expired",
  "superseded",
  "withdrawn",
] as const;
export type EstimateStatus = (typeof estimateStatuses)[number];

/** While the customer can still decide, what may happen next. */
const openEndings = ["approved", "declined", "changes_requested", "expired", "withdrawn", "superseded"] as const;

/**
 * Every legal move, and only those. A draft is edited in place (or deleted), never superseded.
 * Approved, declined, expired, superseded and withdrawn are final: the customer can no longer act
 * on them, and only a newer revision, when it is sent, marks a declined, expired or withdrawn one
 * superseded. An approved estimate is an agreement: further work is a new estimate.
 */
const legalMoves: Record<EstimateStatus, readonly EstimateStatus[]> = {
  draft: ["sent"],
  sent: ["viewed", ...openEndings],
  viewed: openEndings,
  changes_requested: ["superseded", "withdrawn", "expired"],
  approved: [],
  declined: ["superseded"],
  expired: ["superseded"],
  superseded: [],
  withdrawn: ["superseded"],
};

export const canMove = (from: EstimateStatus, to: EstimateStatus): boolean => legalMoves[from].includes(to);

/** The states an estimate can move to `to` from: the Worker's SQL updates take their lists from here. */
export const statusesMovingTo = (to: EstimateStatus): EstimateStatus[] => estimateStatuses.filter((from) => canMove(from, to));

/** A final estimate is read-only: nothing but a newer revision moves it again. */
export const isLocked = (status: EstimateStatus): boolean => legalMoves[status].every((to) => to === "superseded");

/** Staff change only drafts; any change after sending is a new revision. */
export const isEditable = (status: EstimateStatus): boolean => status === "draft";

/** "E-2026-0042" for the first revision, "E-2026-0042 rev 2" after. */
export function estimateNumber(year: number, sequence: number, revision: number): string {
  const base = `E-${year}-${String(sequence).padStart(4, "0")}`;
  return revision > 1 ? `${base} rev ${revision}` : base;
}

/**
 * The instant (UTC ISO) an estimate stops being open: the end of its last day (YYYY-MM-DD) in
 * Chicago, which is the next day's Chicago midnight, 23 or 25 hours away on DST change days.
 */
export function expiryInstant(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || addDays(day, 0) !== day) throw new RangeError(`"${day}" is not a calendar date.`);
  return startOfZonedDay(addDays(day, 1), business.timeZone).toISOString();
}

// ----------------------------------------------------------------------------- acknowledgments

export const acknowledgmentIds = ["terms", "il-home-repair", "epa-renovate-right"] as const;
export type AckId = (typeof acknowledgmentIds)[number];

export const acknowledgmentRules = {
  /** 815 ILCS 513: the consumer-rights pamphlet for home repair over $1,000. */
  homeRepairPamphletOverCents: 100_000,
  /** EPA lead RRP rule: the "Renovate Right" pamphlet for homes built before 1978. */
  renovateRightBeforeYear: 1978,
} as const;

/**
 * What the customer must tick before signing, from the total they chose (the live one) and the
 * year the home was built. An unknown year counts as before 1978: the lead rule presumes an old
 * home unless the contractor knows better, so the safe side is to hand out the pamphlet.
 */
export function requiredAcknowledgments({ totalCents, yearBuilt }: { totalCents: number; yearBuilt: number | null }): AckId[] {
  const required: AckId[] = ["terms"];
  if (totalCents > acknowledgmentRules.homeRepairPamphletOverCents) required.push("il-home-repair");
  if (yearBuilt === null || yearBuilt < acknowledgmentRules.renovateRightBeforeYear) required.push("epa-renovate-right");
  return required;
}

// ----------------------------------------------------------------------------------- the lines

/**
 * What is wrong with a draft's pick-one groups, as a sentence for staff; null if nothing. Each
 * group offers at least two lines in one area, at most one of them preselected; only pick-one
 * lines belong to a group.
 */
export function lineGroupProblem(
  lines: ReadonlyArray<Pick<PricedLine, "kind" | "group" | "preselected"> & { section: string | null }>,
): string | null {
  const groups = new Map<string, typeof lines>();
  for (const line of lines) {
    if (line.kind !== "choice") {
      if (line.group !== null) return estimateDeskMessages.groupOnlyForChoices;
      continue;
    }
    if (line.group === null) return estimateDeskMessages.choiceNeedsGroup;
    groups.set(line.group, [...(groups.get(line.group) ?? []), line]);
  }
  for (const [group, members] of groups) {
    if (members.length < 2) return estimateDeskMessages.groupTooSmall(group);
    if (members.filter((line) => line.preselected).length > 1) return estimateDeskMessages.groupTwoPreselected(group);
    if (new Set(members.map((line) => line.section)).size > 1) return estimateDeskMessages.groupAcrossSections(group);
  }
  return null;
}

/**
 * Why a customer's selection does not fit the lines (for logs and tests; the customer reads
 * `estimateTexts[language].selectionProblem`); null if it fits: only optional lines added, each
 * once, and exactly one line of each pick-one group chosen.
 */
export function selectionProblem(lines: readonly PricedLine[], selection: Selection): string | null {
  const optional = new Set(lines.filter((line) => line.kind === "optional").map((line) => line.id));
  const added = new Set<string>();
  for (const id of selection.optional) {
    if (!optional.has(id)) return `"${id}" is not an optional line.`;
    if (added.has(id)) return `"${id}" is added twice.`;
    added.add(id);
  }
  const groups = new Set(lines.flatMap((line) => (line.kind === "choice" && line.group !== null ? [line.group] : [])));
  for (const group of Object.keys(selection.choices)) if (!groups.has(group)) return `There is no group "${group}".`;
  for (const group of groups) {
    const chosen = Object.hasOwn(selection.choices, group) ? selection.choices[group] : undefined;
    if (!lines.some((line) => line.kind === "choice" && line.group === group && line.id === chosen)) {
      return `Group "${group}" needs one of its lines chosen.`;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------- the shapes

export type EstimateLine = PricedLine & {
  /** Area or section: "Basement", "Kitchen". */
  section: string | null;
  description: string;
  /** "sq ft", "opening", "each", "area". */
  unit: string;
  /** Shown over a pick-one group: "Window package". */
  groupLabel: string | null;
  /** The price list item the line was made from, if any. */
  priceItemId: string | null;
};

/** The estimate as the PDF and the customer page see it. */
export type EstimateDocument = {
  /** "E-2026-0042 rev 2". */
  number: string;
  language: EstimateLanguage;
  /** YYYY-MM-DD (Chicago). */
  issuedOn: string;
  /** YYYY-MM-DD (Chicago); the estimate is open until that day's end. */
  expiresOn: string;
  customer: { name: string; email: string | null; phone: string | null; address: string | null };
  service: string;
  yearBuilt: number | null;
  /** "Basement floor tile abatement". */
  title: string;
  introduction: string | null;
  lines: EstimateLine[];
  discount: Discount;
  deposit: Deposit;
  /** Plain text, paragraphs separated by blank lines. */
  terms: string;
};

/**
 * One event of the signed copy's audit trail, as data, so that the copy words it in the customer's
 * language (estimate-texts.ts): the estimate sent (again) to an address, opened from the customer's
 * link, approved and signed. UTC ISO times.
 */
export type AuditEvent =
  | { at: string; event: "sent" | "resent"; recipient: string | null }
  | { at: string; event: "viewed" }
  | { at: string; event: "approved"; signerName: string; totalCents: number };

/** What the customer agreed to, stored on approval and printed on the audit page. */
export type ApprovalRecord = {
  selection: Selection;
  totals: Totals;
  /** As shown, in the customer's language. */
  acknowledgments: { id: string; text: string }[];
  /** Typed: the signature. */
  signerName: string;
  /** The optional drawing. */
  drawnSignaturePng: Uint8Array | null;
  /** UTC ISO. */
  signedAt: string;
  ip: string | null;
  userAgent: string | null;
  /** The audit trail printed on the last page: sent, each view, approval. */
  events: AuditEvent[];
  /** SHA-256 (hex) of the unsigned PDF that was sent. */
  documentSha256: string;
};
