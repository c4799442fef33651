import { business } from "../../../src/config/business";
import { deskPhotoUrl } from "../../../src/lib/desk";
import type {
  CustomerLinkStatus,
  EstimateApproval,
  EstimateDetail,
  EstimatePhoto,
  EstimateSummary,
  StoredDocuments,
} from "../../../src/lib/estimate-desk";
import { type KnownTexts, languageProblems } from "../../../src/lib/estimate-languages";
import { type Deposit, type Discount, defaultSelection, estimateTotals, type Totals } from "../../../src/lib/estimate-money";
import {
  canMove,
  type EstimateDocument,
  type EstimateLine,
  type EstimateStatus,
  estimateNumber,
  expiryInstant,
  type LineKind,
  statusesMovingTo,
} from "../../../src/lib/estimates";
import { zonedDate } from "../../../src/lib/zoned-time";
import { readKnownTexts } from "./settings";

/** Estimates as D1 holds them, and as the desk, the customer page and the PDF read them. No HTTP here. */

export type EstimateRecord = {
  id: string;
  lead_id: string;
  number_year: number;
  number_seq: number;
  revision: number;
  previous_id: string | null;
  status: EstimateStatus;
  language: "en" | "es" | "fr";
  title: string;
  introduction: string | null;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  property_address: string | null;
  service: string;
  year_built: number | null;
  discount_kind: "amount" | "percent" | null;
  discount_value: number | null;
  deposit_kind: "amount" | "percent" | null;
  deposit_value: number | null;
  terms: string;
  expires_on: string;
  total_cents: number;
  sent_to: string | null;
  sent_at: string | null;
  first_viewed_at: string | null;
  view_count: number;
  decided_at: string | null;
  decline_reason: string | null;
  change_request: string | null;
  follow_up_due_at: string | null;
  follow_up_sent_at: string | null;
  pdf_key: string | null;
  pdf_sha256: string | null;
  version: number;
  created_by: string;
  created_at: string;
  updated_at: string;
  approved_total_cents?: number | null;
};

type LineRecord = {
  id: string;
  position: number;
  kind: LineKind;
  choice_group: string | null;
  group_label: string | null;
  section: string | null;
  description: string;
  unit: string;
  quantity_thousandths: number;
  unit_price_cents: number;
  tax_bps: number;
  preselected: number;
  price_item_id: string | null;
};

type PhotoRecord = { id: string; original_name: string; width: number; height: number };

type ApprovalRecordRow = {
  selection: string;
  totals: string;
  acknowledgments: string;
  signer_name: string;
  signature_key: string | null;
  signed_at: string;
  ip: string | null;
  user_agent: string | null;
  language: string;
  signed_pdf_key: string | null;
  signed_pdf_sha256: string | null;
};

/** "status IN (...)" of the states an estimate can move to `to` from (the table in src/lib/estimates.ts). */
export const canBecome = (to: EstimateStatus) =>
  `status IN (${statusesMovingTo(to)
    .map((status) => `'${status}'`)
    .join(", ")})`;

/** Waiting for the customer: what can still be approved, declined or changed. */
export const awaitingDecision = statusesMovingTo("approved");

/** The columns of an EstimateRecord, with the approved total; `estimates` must be the table's name. */
export const estimateColumns = `estimates.*,
  (SELECT json_extract(totals, '$.totalCents') FROM estimate_approvals WHERE estimate_id = estimates.id) AS approved_total_cents`;

export const discountOf = (row: EstimateRecord): Discount =>
  row.discount_kind === "amount"
    ? { kind: "amount", cents: row.discount_value ?? 0 }
    : row.discount_kind === "percent"
      ? { kind: "percent", bps: row.discount_value ?? 0 }
      : null;

export const depositOf = (row: EstimateRecord): Deposit =>
  row.deposit_kind === "amount"
    ? { kind: "amount", cents: row.deposit_value ?? 0 }
    : row.deposit_kind === "percent"
      ? { kind: "percent", bps: row.deposit_value ?? 0 }
      : null;

/** An adjustment as the two columns that store it. */
export const adjustmentColumns = (adjustment: Discount | Deposit): [string | null, number | null] =>
  adjustment === null ? [null, null] : adjustment.kind === "amount" ? ["amount", adjustment.cents] : ["percent", adjustment.bps];

/**
 * The state to show: an estimate still waiting for the customer after the end of its last day is
 * expired, whether or not the hourly job has written that yet.
 */
export const effectiveStatus = (row: Pick<EstimateRecord, "status" | "expires_on">, now = new Date()): EstimateStatus =>
  canMove(row.status, "expired") && now.getTime() >= Date.parse(expiryInstant(row.expires_on)) ? "expired" : row.status;

export const numberOf = (row: Pick<EstimateRecord, "number_year" | "number_seq" | "revision">) =>
  estimateNumber(row.number_year, row.number_seq, row.revision);

const toLine = (row: LineRecord): EstimateLine => ({
  id: row.id,
  kind: row.kind,
  group: row.choice_group,
  groupLabel: row.group_label,
  section: row.section,
  description: row.description,
  unit: row.unit,
  quantityThousandths: row.quantity_thousandths,
  unitPriceCents: row.unit_price_cents,
  taxBps: row.tax_bps,
  preselected: row.preselected === 1,
  priceItemId: row.price_item_id,
});

const toPhoto = (row: PhotoRecord): EstimatePhoto => ({
  id: row.id,
  originalName: row.original_name,
  width: row.width,
  height: row.height,
  url: deskPhotoUrl(row.id),
});

export const toSummary = (row: EstimateRecord): EstimateSummary => ({
  id: row.id,
  leadId: row.lead_id,
  number: numberOf(row),
  revision: row.revision,
  status: effectiveStatus(row),
  title: row.title,
  customerName: row.customer_name,
  service: row.service,
  totalCents: row.total_cents,
  approvedTotalCents: row.approved_total_cents ?? null,
  sentAt: row.sent_at,
  sentTo: row.sent_to,
  viewCount: row.view_count,
  firstViewedAt: row.first_viewed_at,
  expiresOn: row.expires_on,
  decidedAt: row.decided_at,
  followUpSentAt: row.follow_up_sent_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  version: row.version,
});

/** Everything about one estimate, read in one transaction; null for an unknown id. */
export async function readEstimate(db: D1Database, id: string) {
  const [estimate, lines, photos, leadPhotos, approval, revisions] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT ${estimateColumns} FROM estimates WHERE id = ?`).bind(id),
    db.prepare("SELECT * FROM estimate_lines WHERE estimate_id = ? ORDER BY position").bind(id),
    db
      .prepare(
        `SELECT lead_photos.id, original_name, width, height FROM estimate_photos
         JOIN lead_photos ON lead_photos.id = estimate_photos.photo_id WHERE estimate_id = ? ORDER BY estimate_photos.position`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT id, original_name, width, height FROM lead_photos
         WHERE lead_id = (SELECT lead_id FROM estimates WHERE id = ?) ORDER BY position`,
      )
      .bind(id),
    db.prepare("SELECT * FROM estimate_approvals WHERE estimate_id = ?").bind(id),
    db
      .prepare(
        `SELECT id, revision, status, sent_to FROM estimates WHERE (number_year, number_seq) =
           (SELECT number_year, number_seq FROM estimates WHERE id = ?) ORDER BY revision`,
      )
      .bind(id),
  ]);
  const row = estimate?.results[0] as EstimateRecord | undefined;
  if (!row) return null;
  return {
    row,
    lines: ((lines?.results ?? []) as LineRecord[]).map(toLine),
    photos: ((photos?.results ?? []) as PhotoRecord[]).map(toPhoto),
    leadPhotos: ((leadPhotos?.results ?? []) as PhotoRecord[]).map(toPhoto),
    approval: (approval?.results[0] as ApprovalRecordRow | undefined) ?? null,
    revisions: (
      (revisions?.results ?? []) as Array<{ id: string; revision: number; status: EstimateStatus; sent_to: string | null }>
    ).map((revision) => ({ id: revision.id, revision: revision.revision, status: revision.status, sentTo: revision.sent_to })),
  };
}
export type LoadedEstimate = NonNullable<Awaited<ReturnType<typeof readEstimate>>>;

/** An estimate as the desk reads it: with the texts whose language is known, to judge its own against them. */
export type DeskEstimate = LoadedEstimate & { knownTexts: KnownTexts };

/** Everything about one estimate, and the known texts; null for an unknown id. */
export async function readDeskEstimate(db: D1Database, id: string): Promise<DeskEstimate | null> {
  const [loaded, knownTexts] = await Promise.all([readEstimate(db, id), readKnownTexts(db)]);
  return loaded && { ...loaded, knownTexts };
}

/** The estimate's texts the customer reads that are known to be in another language, as sentences for staff. */
export const estimateLanguageProblems = ({ row, lines, knownTexts }: Pick<DeskEstimate, "row" | "lines" | "knownTexts">) =>
  languageProblems(
    {
      language: row.language,
      title: row.title,
      introduction: row.introduction,
      service: row.service,
      terms: row.terms,
      lines,
    },
    knownTexts,
  );

const toApproval = (row: ApprovalRecordRow): EstimateApproval => {
  const totals = JSON.parse(row.totals) as Totals;
  return {
    signerName: row.signer_name,
    signedAt: row.signed_at,
    ip: row.ip,
    userAgent: row.user_agent,
    language: row.language,
    totals,
    chosenLineIds: totals.lines.map((line) => line.id),
    acknowledgments: JSON.parse(row.acknowledgments),
    hasDrawnSignature: row.signature_key !== null,
    signedPdfSha256: row.signed_pdf_sha256,
  };
};

/** What the desk's detail adds that needs R2 or the customer's link: read by loadEstimateDetail. */
export type DetailExtras = { documents: StoredDocuments; customerLink: CustomerLinkStatus | null };

export const noExtras: DetailExtras = { documents: { sent: null, signed: null }, customerLink: null };

export const toDetail = (
  { row, lines, photos, leadPhotos, approval, revisions, knownTexts }: DeskEstimate,
  { documents, customerLink }: DetailExtras = noExtras,
): EstimateDetail => ({
  ...toSummary(row),
  previousId: row.previous_id,
  language: row.language,
  introduction: row.introduction,
  customer: { name: row.customer_name, email: row.customer_email, phone: row.customer_phone, address: row.property_address },
  yearBuilt: row.year_built,
  discount: discountOf(row),
  deposit: depositOf(row),
  terms: row.terms,
  lines,
  photos,
  leadPhotos,
  declineReason: row.decline_reason,
  changeRequest: row.change_request,
  approval: approval && toApproval(approval),
  revisions,
  approvedRevision: approvedRevisionOf({ row, revisions }),
  pdfSha256: row.pdf_sha256,
  documents,
  customerLink,
  languageProblems: estimateLanguageProblems({ row, lines, knownTexts }),
});

/** The revision of this estimate number the customer approved, when it is not this one. */
export function approvedRevisionOf({ row, revisions }: Pick<LoadedEstimate, "row" | "revisions">) {
  const approved = revisions.find((revision) => revision.status === "approved" && revision.id !== row.id);
  return approved ? { id: approved.id, number: numberOf({ ...row, revision: approved.revision }) } : null;
}

/** The estimate as its PDF and the customer page print it. */
export const toDocument = ({ row, lines }: Pick<LoadedEstimate, "row" | "lines">, issuedOn: string): EstimateDocument => ({
  number: numberOf(row),
  language: row.language,
  issuedOn,
  expiresOn: row.expires_on,
  customer: { name: row.customer_name, email: row.customer_email, phone: row.customer_phone, address: row.property_address },
  service: row.service,
  yearBuilt: row.year_built,
  title: row.title,
  introduction: row.introduction,
  lines,
  discount: discountOf(row),
  deposit: depositOf(row),
  terms: row.terms,
});

/** The total with the lines as they start: what the list, the dashboard and the lead show before a decision. */
export const startingTotal = (lines: EstimateLine[], discount: Discount, deposit: Deposit) =>
  estimateTotals(lines, defaultSelection(lines), discount, deposit).totalCents;

export async function listEstimates(
  db: D1Database,
  filters: { status?: EstimateStatus | undefined; leadId?: string | undefined; cursor?: string | undefined },
  pageSize = 50,
): Promise<{ estimates: EstimateSummary[]; nextCursor: string | null }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filters.status === "expired") {
    // Waiting estimates past their last day are expired before the hourly job writes it.
    conditions.push(`(status = 'expired' OR (${canBecome("expired")} AND expires_on < ?))`);
    params.push(zonedDate(new Date(), business.timeZone));
  } else if (filters.status && canMove(filters.status, "expired")) {
    conditions.push("status = ? AND expires_on >= ?");
    params.push(filters.status, zonedDate(new Date(), business.timeZone));
  } else if (filters.status) conditions.push("status = ?") && params.push(filters.status);
  if (filters.leadId) conditions.push("lead_id = ?") && params.push(filters.leadId);
  if (filters.cursor) conditions.push("(updated_at, id) < (?, ?)") && params.push(...decodeCursor(filters.cursor));
  const { results } = await db
    .prepare(
      `SELECT ${estimateColumns} FROM estimates ${conditions.length ? `WHERE ${conditions.join(" AND ")}` : ""}
       ORDER BY updated_at DESC, id DESC LIMIT ?`,
    )
    .bind(...params, pageSize + 1)
    .all<EstimateRecord>();
  const page = results.slice(0, pageSize);
  const last = page.at(-1);
  return {
    estimates: page.map(toSummary),
    nextCursor: results.length > pageSize && last ? btoa(JSON.stringify([last.updated_at, last.id])) : null,
  };
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(atob(cursor));
    if (Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === "string"))
      return value as [string, string];
  } catch {
    // fall through
  }
  return ["", ""];
}

/** Every R2 object an estimate of this lead wrote, for deleting the lead with them. */
export async function estimateObjectKeys(db: D1Database, leadId: string): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT pdf_key AS key FROM estimates WHERE lead_id = ? AND pdf_key IS NOT NULL
       UNION ALL SELECT signed_pdf_key FROM estimate_approvals JOIN estimates ON estimates.id = estimate_id
         WHERE lead_id = ? AND signed_pdf_key IS NOT NULL
       UNION ALL SELECT signature_key FROM estimate_approvals JOIN estimates ON estimates.id = estimate_id
         WHERE lead_id = ? AND signature_key IS NOT NULL`,
    )
    .bind(leadId, leadId, leadId)
    .all<{ key: string }>();
  return results.map((row) => row.key);
}
