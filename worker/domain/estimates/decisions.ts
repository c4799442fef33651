import { business } from "../../../src/config/business";
import { estimateLocales, estimateTotals, formatCents, type Selection, type Totals } from "../../../src/lib/estimate-money";
import { estimateTexts } from "../../../src/lib/estimate-texts";
import { canMove, expiryInstant, requiredAcknowledgments, selectionProblem } from "../../../src/lib/estimates";
import { longInstant } from "../../../src/lib/long-dates";
import { zonedDate } from "../../../src/lib/zoned-time";
import { jobCreationStatements, leadFactsOf } from "../jobs/creation";
import { leadStatusStatements, wonTotalStatement } from "../lead-edits";
import { conflict, gone, Refusal } from "../refusal";
import { type Guard, timelineStatement } from "../timeline";
import { type Language, openEstimate } from "./customer";
import { ensureSignedCopy } from "./documents";
import { wroteEstimate } from "./drafts";
import { type EstimateMailMessage, enqueueEstimateEmails, estimateEmailStatement } from "./mail";
import {
  canBecome,
  depositOf,
  discountOf,
  effectiveStatus,
  type LoadedEstimate,
  numberOf,
  readEstimate,
  toDocument,
} from "./records";

/**
 * The customer's decision on the revision their link opens: approve (the typed name is the
 * signature, a drawing is optional), decline, or ask for changes. An approval is refused unless it
 * is for the total the customer saw, with every box the total calls for ticked; all its problems
 * are said at once. Two approvals at once have the effect of one; a second, different approval
 * (a stale tab) is refused with the one that stands, and the desk sees that it was tried.
 */

export type Decision =
  | {
      action: "approve";
      selection: Selection;
      acknowledgments: string[];
      signerName: string;
      drawnSignaturePng: Uint8Array | null;
      /** The total the page showed when the customer signed: the signature is for that total. */
      shownTotalCents: number;
      language: Language;
    }
  | { action: "decline"; reason: string | null }
  | { action: "request-changes"; request: string };

type DecisionContext = { ip: string | null; userAgent: string | null; now?: Date };
type Decided = { status: "approved" | "declined" | "changes_requested"; alreadyDecided: boolean };
type Storage = { db: D1Database; bucket: R2Bucket; queue: Queue<EstimateMailMessage> };

/** The refusal when a decision comes too late or twice in different ways. */
function notDecidable(loaded: LoadedEstimate, language: Language, now: Date) {
  const texts = estimateTexts[language];
  const status = effectiveStatus(loaded.row, now);
  if (status === "expired") return gone(texts.expired);
  // The page was opened before staff sent a new revision: the customer decides on that one instead.
  if (status === "superseded") return conflict(texts.newerRevision);
  if (status === "approved" && loaded.approval) return alreadyApproved(loaded, language);
  return conflict(texts.alreadyDecided);
}

/** "Already approved by Maria Kowalski on November 27, 2026, 3:05 PM, for $12,480.00: …": the approval that stands. */
function alreadyApproved(loaded: LoadedEstimate, language: Language) {
  const approval = loaded.approval as NonNullable<LoadedEstimate["approval"]>;
  const totals = JSON.parse(approval.totals) as Totals;
  const chosen = loaded.lines.filter((line) => line.kind !== "required" && totals.lines.some((agreed) => agreed.id === line.id));
  const sentence = estimateTexts[language].alreadyApprovedBy(
    approval.signer_name,
    longInstant(approval.signed_at, language),
    formatCents(totals.totalCents, language),
    new Intl.ListFormat(estimateLocales[language], { type: "conjunction" }).format(chosen.map((line) => line.description)),
  );
  return conflict(sentence, {
    current: { approval: { signerName: approval.signer_name, signedAt: approval.signed_at, totalCents: totals.totalCents } },
  });
}

const sameApproval = (loaded: LoadedEstimate, decision: Extract<Decision, { action: "approve" }>) => {
  const approval = loaded.approval;
  if (!approval) return false;
  const agreed = JSON.parse(approval.selection) as Selection;
  const sorted = (ids: readonly string[]) => [...ids].sort().join(" ");
  return (
    approval.signer_name === decision.signerName.trim() &&
    sorted(agreed.optional) === sorted(decision.selection.optional) &&
    sorted(Object.entries(agreed.choices).map(([group, id]) => `${group}=${id}`)) ===
      sorted(Object.entries(decision.selection.choices).map(([group, id]) => `${group}=${id}`))
  );
};

export async function decide(
  storage: Storage,
  token: string,
  revision: number | undefined,
  decision: Decision,
  context: DecisionContext,
): Promise<Decided> {
  const { db } = storage;
  const now = context.now ?? new Date();
  const { loaded } = await openEstimate(db, token, revision, now);
  const { row } = loaded;
  const language = decision.action === "approve" ? decision.language : row.language;
  if (row.status === "approved" && decision.action === "approve") {
    // A double tap or a second tab with the same choices and name: the approval that went through.
    if (sameApproval(loaded, decision)) return { status: "approved", alreadyDecided: true };
    await recordRefusedApproval(db, loaded, decision, now);
    throw alreadyApproved(loaded, language);
  }
  if (!canMove(effectiveStatus(row, now), "approved")) throw notDecidable(loaded, language, now);
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

/** Every problem of an approval at once, each beside its field, in the customer's language. */
function approvalProblems(loaded: LoadedEstimate, decision: Extract<Decision, { action: "approve" }>) {
  const texts = estimateTexts[decision.language];
  const { lines, row } = loaded;
  const fields: Record<string, string> = {};
  if (selectionProblem(lines, decision.selection)) {
    fields.selection = texts.selectionProblem;
    return { fields, totals: null };
  }
  const totals = estimateTotals(lines, decision.selection, discountOf(row), depositOf(row));
  if (totals.totalCents !== decision.shownTotalCents)
    fields.total = texts.totalChanged(formatCents(totals.totalCents, decision.language));
  const required = requiredAcknowledgments({ totalCents: totals.totalCents, yearBuilt: row.year_built });
  if (required.some((id) => !decision.acknowledgments.includes(id))) fields.acknowledgments = texts.acknowledgmentsMissing;
  if (decision.signerName.trim().length < 2) fields.signerName = texts.signatureMissing;
  return { fields, totals, required };
}

async function approve(
  { db, bucket, queue }: Storage,
  loaded: LoadedEstimate,
  decision: Extract<Decision, { action: "approve" }>,
  context: DecisionContext,
  now: Date,
): Promise<Decided> {
  const { row } = loaded;
  const texts = estimateTexts[decision.language];
  const problems = approvalProblems(loaded, decision);
  if (Object.keys(problems.fields).length > 0 || !problems.totals) {
    throw new Refusal("invalid", texts.approvalProblems, { fields: problems.fields });
  }
  const { totals, required = [] } = problems;
  const signerName = decision.signerName.trim();
  const document = toDocument(loaded, zonedDate(new Date(row.sent_at ?? row.created_at), business.timeZone));

  const at = now.toISOString();
  const writeId = crypto.randomUUID();
  const wrote = wroteEstimate(row.id, writeId);
  const signatureKey = decision.drawnSignaturePng ? `estimates/${row.id}/signature-${writeId}.png` : null;
  if (signatureKey && decision.drawnSignaturePng) {
    await bucket.put(signatureKey, decision.drawnSignaturePng, { httpMetadata: { contentType: "image/png" } });
  }
  const acknowledgments = required.map((id) => ({ id, text: texts.acknowledgments[id] }));
  const email = estimateEmailStatement(db, {
    estimate: row,
    kind: "signed-copy",
    recipient: row.sent_to ?? row.customer_email ?? "",
    origin: (await originOf(db, row.id)) ?? business.siteUrl,
    at,
    guard: wrote,
  });
  const job = jobCreationStatements(db, {
    estimate: row,
    lines: loaded.lines,
    selection: decision.selection,
    totalCents: totals.totalCents,
    acknowledged: required,
    lead: await leadFactsOf(db, row.lead_id),
    signerName,
    at,
    guard: wrote,
  });
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE estimates SET status = 'approved', decided_at = ?, follow_up_due_at = NULL, last_write = ?,
           version = version + 1, updated_at = ?
         WHERE id = ? AND ${canBecome("approved")}
           AND NOT EXISTS (SELECT 1 FROM estimates AS approved WHERE approved.number_year = ? AND approved.number_seq = ?
             AND approved.status = 'approved')
         RETURNING id`,
      )
      .bind(at, writeId, at, row.id, row.number_year, row.number_seq),
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
    ...(await leadStatusStatements(db, row.lead_id, "won", { actor: "visitor", at, guard: wrote })),
    wonTotalStatement(db, row.lead_id, wrote),
    // The job the approval agreed to, exactly once (worker/domain/jobs/creation.ts).
    ...job,
  ]);
  if (update?.results.length !== 1) {
    if (signatureKey) await bucket.delete(signatureKey);
    const current = await readEstimate(db, row.id);
    if (current?.row.status === "approved" && sameApproval(current, decision))
      return { status: "approved", alreadyDecided: true };
    throw notDecidable(current ?? loaded, decision.language, now);
  }
  // The signed copy, made once, now: the page shown next links to it. The agreement stands even if
  // this fails; the signed copy's e-mail then makes it.
  await ensureSignedCopy(db, bucket, row.id).catch((error) =>
    console.error(`The signed copy of ${numberOf(row)} could not be made now; its e-mail will make it.`, error),
  );
  await enqueueEstimateEmails(db, queue, [email.id]);
  return { status: "approved", alreadyDecided: false };
}

/** A second approval, with other choices or another name, refused: the desk sees that it was tried. */
async function recordRefusedApproval(
  db: D1Database,
  loaded: LoadedEstimate,
  decision: Extract<Decision, { action: "approve" }>,
  now: Date,
) {
  const { row } = loaded;
  const detail = `A second approval of ${numberOf(row)} by ${decision.signerName.trim() || "someone who typed no name"} was refused: it was already approved by ${loaded.approval?.signer_name ?? ""}`;
  await timelineStatement(
    db,
    row.lead_id,
    [{ kind: "estimate_approval_refused", detail, actor: "visitor", estimateId: row.id }],
    now.toISOString(),
  ).run();
}

/** The site address staff sent the estimate from, for the link in the signed copy's e-mail. */
const originOf = async (db: D1Database, estimateId: string) =>
  (
    await db
      .prepare("SELECT origin FROM estimate_emails WHERE estimate_id = ? ORDER BY created_at LIMIT 1")
      .bind(estimateId)
      .first<{ origin: string }>()
  )?.origin;

/**
 * Declined or changes requested: the estimate closes with the customer's words. A decline moves the
 * lead from Quoted to Lost when none of its other estimates is still open or approved.
 */
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
  const writeId = crypto.randomUUID();
  const wrote = wroteEstimate(row.id, writeId);
  const nothingElseOpen: Guard = {
    sql: `${wrote.sql} AND NOT EXISTS (SELECT 1 FROM estimates AS other WHERE other.lead_id = ? AND other.id != ?
      AND other.status IN ('draft', 'sent', 'viewed', 'changes_requested', 'approved'))`,
    params: [...wrote.params, row.lead_id, row.id],
  };
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE estimates SET status = ?, decided_at = ?, decline_reason = ?, change_request = ?, follow_up_due_at = NULL,
           last_write = ?, version = version + 1, updated_at = ? WHERE id = ? AND ${canBecome(status)} RETURNING id`,
      )
      .bind(status, at, words.declineReason ?? null, words.changeRequest ?? null, writeId, at, row.id),
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
      { guard: wrote },
    ),
    ...(status === "declined"
      ? await leadStatusStatements(db, row.lead_id, "lost", {
          actor: "visitor",
          at,
          guard: nothingElseOpen,
          onlyFrom: ["quoted"],
        })
      : []),
  ]);
  if (update?.results.length !== 1) throw notDecidable((await readEstimate(db, row.id)) ?? loaded, row.language, now);
  return { status, alreadyDecided: false };
}
