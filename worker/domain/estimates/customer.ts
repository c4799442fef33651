import { business } from "../../../src/config/business";
import type { EstimatePhoto } from "../../../src/lib/estimate-desk";
import { estimateTotals, formatCents, type Selection, type Totals } from "../../../src/lib/estimate-money";
import { estimateTexts } from "../../../src/lib/estimate-texts";
import {
  canMove,
  type EstimateDocument,
  type EstimateStatus,
  expiryInstant,
  requiredAcknowledgments,
  selectionProblem,
} from "../../../src/lib/estimates";
import { zonedDate } from "../../../src/lib/zoned-time";
import { leadStatusStatements } from "../lead-edits";
import { conflict, gone, invalid, notFound } from "../refusal";
import { afterChange, timelineStatement } from "../timeline";
import { wroteEstimate } from "./drafts";
import { findLink } from "./links";
import { type EstimateMailMessage, enqueueEstimateEmails, estimateEmailStatement } from "./mail";
import { canBecome, type LoadedEstimate, numberOf, readEstimate, toDocument } from "./records";
import { expireEstimates } from "./sending";

/**
 * The customer's side of an estimate, reached only through its link: what the page shows, each
 * time it is opened, and the decision (approve with a typed name and optional drawing, decline,
 * or ask for changes). Two approvals at once have the effect of one.
 */

export type Language = "en" | "es" | "fr";

/** Everything the customer page (and its no-JavaScript form) needs about one revision. */
export type CustomerEstimate = {
  token: string;
  estimateId: string;
  revision: number;
  number: string;
  status: EstimateStatus;
  document: EstimateDocument;
  photos: EstimatePhoto[];
  /** The instant the estimate stops being open (the end of its last day in Chicago). */
  expiresAt: string;
  canDecide: boolean;
  /** Once approved: what was agreed. */
  approval: { signerName: string; signedAt: string; totals: Totals; chosenLineIds: string[] } | null;
  declineReason: string | null;
  changeRequest: string | null;
  /** A newer revision exists: its number, and where to read it if it was sent to this address. */
  newerRevision: { number: string; href: string | null } | null;
  /** Earlier revisions sent to this address, newest first. */
  earlierRevisions: Array<{ number: string; href: string }>;
  pdfHref: string;
  signedPdfHref: string | null;
};

const estimatePath = (token: string, revision?: number) => `/estimates/${token}${revision ? `?revision=${revision}` : ""}`;

/** A customer-visible photo: /estimates/{token}/photos/{id}, checked against the link. */
const photoForCustomer = (token: string) => (photo: EstimatePhoto) => ({
  ...photo,
  url: `/estimates/${token}/photos/${photo.id}`,
});

type Chain = Array<{ id: string; revision: number; status: EstimateStatus; sent_to: string | null; sent_at: string | null }>;

/**
 * The revision a link opens (its own, or `revision` if that one was sent to the same address). A
 * wrong token, a revision not sent to this address, and a withdrawn estimate are all "not found".
 */
export async function openEstimate(db: D1Database, token: string, revision?: number) {
  const link = await findLink(db, token);
  if (!link) throw notFound(estimateTexts.en.notFound);
  await expireEstimates(db, new Date());
  const own = await db
    .prepare("SELECT number_year, number_seq, revision FROM estimates WHERE id = ?")
    .bind(link.estimate_id)
    .first<{ number_year: number; number_seq: number; revision: number }>();
  if (!own) throw notFound(estimateTexts.en.notFound);
  const { results: chain } = await db
    .prepare(
      `SELECT id, revision, status, sent_to, sent_at FROM estimates WHERE number_year = ? AND number_seq = ? AND sent_at IS NOT NULL
       ORDER BY revision`,
    )
    .bind(own.number_year, own.number_seq)
    .all<Chain[number]>();
  const toThisAddress = (entry: Chain[number]) => entry.sent_to?.toLowerCase() === link.recipient.toLowerCase();
  const target = chain.find((entry) => entry.revision === (revision ?? own.revision) && toThisAddress(entry));
  if (!target || target.status === "withdrawn") throw notFound(estimateTexts.en.notFound);
  const loaded = await readEstimate(db, target.id);
  if (!loaded) throw notFound(estimateTexts.en.notFound);
  return { loaded, chain, link, toThisAddress };
}

export async function customerEstimate(db: D1Database, token: string, revision?: number): Promise<CustomerEstimate> {
  const { loaded, chain, toThisAddress } = await openEstimate(db, token, revision);
  const { row, approval } = loaded;
  const latest = chain.at(-1);
  const newer = latest && latest.revision > row.revision && latest.status !== "withdrawn" ? latest : null;
  const totals = approval ? (JSON.parse(approval.totals) as Totals) : null;
  return {
    token,
    estimateId: row.id,
    revision: row.revision,
    number: numberOf(row),
    status: row.status,
    document: toDocument(loaded, zonedDate(new Date(row.sent_at ?? row.created_at), business.timeZone)),
    photos: loaded.photos.map(photoForCustomer(token)),
    expiresAt: expiryInstant(row.expires_on),
    canDecide: canMove(row.status, "approved"),
    approval:
      approval && totals
        ? {
            signerName: approval.signer_name,
            signedAt: approval.signed_at,
            totals,
            chosenLineIds: totals.lines.map((line) => line.id),
          }
        : null,
    declineReason: row.decline_reason,
    changeRequest: row.change_request,
    newerRevision: newer
      ? {
          number: numberOf({ ...row, revision: newer.revision }),
          href: toThisAddress(newer) ? estimatePath(token, newer.revision) : null,
        }
      : null,
    earlierRevisions: chain
      .filter((entry) => entry.revision < row.revision && toThisAddress(entry) && entry.status !== "withdrawn")
      .reverse()
      .map((entry) => ({ number: numberOf({ ...row, revision: entry.revision }), href: estimatePath(token, entry.revision) })),
    pdfHref: `/estimates/${token}/pdf?revision=${row.revision}`,
    signedPdfHref: approval ? `/estimates/${token}/pdf?revision=${row.revision}&signed=1` : null,
  };
}

/** Each time the customer opens the link: counted, and a line in the lead's timeline. A first view moves sent to viewed. */
export async function recordView(db: D1Database, estimate: Pick<CustomerEstimate, "estimateId" | "number">, now = new Date()) {
  const at = now.toISOString();
  const lead = await db
    .prepare("SELECT lead_id FROM estimates WHERE id = ?")
    .bind(estimate.estimateId)
    .first<{ lead_id: string }>();
  if (!lead) return;
  await db.batch([
    db
      .prepare(
        `UPDATE estimates SET view_count = view_count + 1, first_viewed_at = COALESCE(first_viewed_at, ?),
           status = CASE WHEN status = 'sent' THEN 'viewed' ELSE status END WHERE id = ?`,
      )
      .bind(at, estimate.estimateId),
    timelineStatement(
      db,
      lead.lead_id,
      [
        {
          kind: "estimate_viewed",
          detail: `${estimate.number} opened by the customer`,
          actor: "visitor",
          estimateId: estimate.estimateId,
        },
      ],
      at,
    ),
  ]);
}

export type Decision =
  | {
      action: "approve";
      selection: Selection;
      acknowledgments: string[];
      signerName: string;
      drawnSignaturePng: Uint8Array | null;
      language: Language;
    }
  | { action: "decline"; reason: string | null }
  | { action: "request-changes"; request: string };

type DecisionContext = { ip: string | null; userAgent: string | null; now?: Date };
type Decided = { status: EstimateStatus; alreadyDecided: boolean };
type Storage = { db: D1Database; bucket: R2Bucket; queue: Queue<EstimateMailMessage> };

/** The refusal when a decision comes too late or twice in different ways. */
function notDecidable(loaded: LoadedEstimate, language: Language) {
  const texts = estimateTexts[language];
  if (loaded.row.status === "expired") return gone(texts.expired);
  // The page was opened before staff sent a new revision: the customer decides on that one instead.
  if (loaded.row.status === "superseded") return conflict(texts.newerRevision);
  return conflict(texts.alreadyDecided);
}

/**
 * The customer's decision on the revision their link opens. An approval that arrives when the same
 * approval already went through (a double tap, a second tab) answers as that one did.
 */
export async function decide(
  storage: Storage,
  token: string,
  revision: number | undefined,
  decision: Decision,
  context: DecisionContext,
): Promise<Decided> {
  const { db } = storage;
  const now = context.now ?? new Date();
  const { loaded } = await openEstimate(db, token, revision);
  const { row } = loaded;
  const language = decision.action === "approve" ? decision.language : row.language;
  if (row.status === "approved" && decision.action === "approve") return { status: "approved", alreadyDecided: true };
  if (!canMove(row.status, "approved")) throw notDecidable(loaded, language);
  if (now.getTime() >= Date.parse(expiryInstant(row.expires_on))) throw gone(estimateTexts[language].expired);

  switch (decision.action) {
    case "approve":
      return approve(storage, loaded, decision, context, now);
    case "decline":
      return closeWith(db, loaded, "declined", { declineReason: decision.reason }, now);
    case "request-changes":
      return closeWith(db, loaded, "changes_requested", { changeRequest: decision.request }, now);
  }
}

async function approve(
  { db, bucket, queue }: Storage,
  loaded: LoadedEstimate,
  decision: Extract<Decision, { action: "approve" }>,
  context: DecisionContext,
  now: Date,
): Promise<Decided> {
  const { row, lines } = loaded;
  const texts = estimateTexts[decision.language];
  const problem = selectionProblem(lines, decision.selection);
  if (problem) throw invalid(texts.selectionProblem, "selection");
  const document = toDocument(loaded, zonedDate(new Date(row.sent_at ?? row.created_at), business.timeZone));
  const totals = estimateTotals(lines, decision.selection, document.discount, document.deposit);
  const required = requiredAcknowledgments({ totalCents: totals.totalCents, yearBuilt: row.year_built });
  const missing = required.filter((id) => !decision.acknowledgments.includes(id));
  if (missing.length > 0) throw invalid(texts.acknowledgmentsMissing, "acknowledgments");
  const signerName = decision.signerName.trim();
  if (signerName.length < 2) throw invalid(texts.signatureMissing, "signerName");

  const at = now.toISOString();
  const writeId = crypto.randomUUID();
  const wrote = wroteEstimate(row.id, writeId);
  const signatureKey = decision.drawnSignaturePng ? `estimates/${row.id}/signature-${writeId}.png` : null;
  if (signatureKey && decision.drawnSignaturePng) {
    await bucket.put(signatureKey, decision.drawnSignaturePng, { httpMetadata: { contentType: "image/png" } });
  }
  const acknowledgments = required.map((id) => ({ id, text: texts.acknowledgments[id] }));
  const email = estimateEmailStatement(db, {
    estimateId: row.id,
    kind: "signed-copy",
    recipient: row.sent_to ?? row.customer_email ?? "",
    origin: (await originOf(db, row.id)) ?? business.siteUrl,
    at,
    guard: wrote,
  });
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE estimates SET status = 'approved', decided_at = ?, follow_up_due_at = NULL, last_write = ?,
           version = version + 1, updated_at = ? WHERE id = ? AND ${canBecome("approved")} RETURNING id`,
      )
      .bind(at, writeId, at, row.id),
    db
      .prepare(
        `INSERT INTO estimate_approvals (estimate_id, selection, totals, document, acknowledgments, signer_name, signature_key,
           signed_at, ip, user_agent, language)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${wrote.sql}`,
      )
      .bind(
        row.id,
        JSON.stringify(decision.selection),
        JSON.stringify(totals),
        JSON.stringify(document),
        JSON.stringify(acknowledgments),
        signerName,
        signatureKey,
        at,
        context.ip,
        context.userAgent?.slice(0, 500) ?? null,
        decision.language,
        ...wrote.params,
      ),
    email.statement,
    timelineStatement(
      db,
      row.lead_id,
      [
        {
          kind: "estimate_approved",
          detail: `${numberOf(row)} approved by ${signerName}: ${formatCents(totals.totalCents, "en")}`,
          actor: "visitor",
          estimateId: row.id,
        },
      ],
      at,
      { guard: wrote },
    ),
    ...(await leadStatusStatements(db, row.lead_id, "won", {
      actor: "visitor",
      at,
      guard: wrote,
      wonTotalCents: totals.totalCents,
    })),
  ]);
  if (update?.results.length !== 1) {
    if (signatureKey) await bucket.delete(signatureKey);
    const current = await readEstimate(db, row.id);
    if (current?.row.status === "approved") return { status: "approved", alreadyDecided: true };
    throw notDecidable(current ?? loaded, decision.language);
  }
  await enqueueEstimateEmails(db, queue, [email.id]);
  return { status: "approved", alreadyDecided: false };
}

/** The site address staff sent the estimate from, for the link in the signed copy's e-mail. */
const originOf = async (db: D1Database, estimateId: string) =>
  (
    await db
      .prepare("SELECT origin FROM estimate_emails WHERE estimate_id = ? ORDER BY created_at LIMIT 1")
      .bind(estimateId)
      .first<{ origin: string }>()
  )?.origin;

async function closeWith(
  db: D1Database,
  loaded: LoadedEstimate,
  status: "declined" | "changes_requested",
  words: { declineReason?: string | null; changeRequest?: string },
  now: Date,
): Promise<Decided> {
  const { row } = loaded;
  const at = now.toISOString();
  const said = words.declineReason ?? words.changeRequest;
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE estimates SET status = ?, decided_at = ?, decline_reason = ?, change_request = ?, follow_up_due_at = NULL,
           version = version + 1, updated_at = ? WHERE id = ? AND ${canBecome(status)} RETURNING id`,
      )
      .bind(status, at, words.declineReason ?? null, words.changeRequest ?? null, at, row.id),
    timelineStatement(
      db,
      row.lead_id,
      [
        {
          kind: status === "declined" ? "estimate_declined" : "estimate_changes_requested",
          detail: `${numberOf(row)} ${status === "declined" ? "declined" : "changes requested"} by the customer${said ? `: “${said}”` : ""}`,
          actor: "visitor",
          estimateId: row.id,
        },
      ],
      at,
      { guard: afterChange },
    ),
  ]);
  if (update?.results.length !== 1) throw notDecidable((await readEstimate(db, row.id)) ?? loaded, row.language);
  return { status, alreadyDecided: false };
}
