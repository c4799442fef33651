import { business } from "../../../src/config/business";
import type { EstimateDetail, SentEstimate } from "../../../src/lib/estimate-desk";
import { languageMessages } from "../../../src/lib/estimate-languages";
import { formatCents } from "../../../src/lib/estimate-money";
import { estimateDeskMessages } from "../../../src/lib/estimate-texts";
import { canMove } from "../../../src/lib/estimates";
import { addZonedDays, zonedDate } from "../../../src/lib/zoned-time";
import { leadStatusStatements } from "../lead-edits";
import { conflict, invalid } from "../refusal";
import { afterChange, timelineStatement } from "../timeline";
import { customerLinkAgain } from "./customer-links";
import { detailOf, loadEstimate, loadEstimateDetail, type Storage, staleEstimate } from "./detail";
import { storeSentPdf } from "./documents";
import { wroteEstimate } from "./drafts";
import { ensureLinkStatement } from "./links";
import { type EstimateMailMessage, enqueueEstimateEmails, estimateEmailStatement } from "./mail";
import { approvedRevisionOf, awaitingDecision, canBecome, estimateLanguageProblems, numberOf } from "./records";
import { readEstimateSettings } from "./settings";

/**
 * Sending an estimate and what follows until the customer decides: the first send (the PDF as sent
 * is rendered and stored, the lead moves to Quoted, earlier revisions are superseded), sending
 * again with the same link, withdrawing, expiry at the end of its last day in Chicago, and the one
 * reminder when no decision came.
 */

type Mailing = Storage & { queue: Queue<EstimateMailMessage>; secret: string };

/** Sent, not decided: another revision of the same number that the customer approved makes this one unsendable. */
const noApprovedRevision = {
  sql: `NOT EXISTS (SELECT 1 FROM estimates AS approved WHERE approved.number_year = ? AND approved.number_seq = ?
    AND approved.status = 'approved')`,
  params: (row: { number_year: number; number_seq: number }) => [row.number_year, row.number_seq],
};

/**
 * Sends a draft (or sends a sent one again) to `to`, else the customer's e-mail. Answers the
 * estimate and its customer link, for staff to paste into a text message (the desk can ask for it
 * again while it is live).
 */
export async function sendEstimate(
  { db, bucket, queue, secret }: Mailing,
  id: string,
  request: { version: number; to: string | null; acceptLanguageProblems?: boolean },
  { actor, origin, now = new Date() }: { actor: string; origin: string; now?: Date },
): Promise<SentEstimate> {
  const loaded = await loadEstimate(db, id);
  const { row, lines } = loaded;
  const firstSend = row.status === "draft";
  const approvedRevision = approvedRevisionOf(loaded);
  if (approvedRevision) throw conflict(estimateDeskMessages.otherRevisionApproved(approvedRevision.number));
  if (!firstSend && !awaitingDecision.includes(row.status)) throw conflict(estimateDeskMessages.notSendable);
  if (row.version !== request.version) throw await staleEstimate({ db, bucket }, id);
  const languageProblems = estimateLanguageProblems(loaded);
  if (languageProblems.length > 0 && !request.acceptLanguageProblems)
    throw conflict(languageMessages.notInLanguage(row.language), { current: { languageProblems } });
  const recipient = request.to ?? (firstSend ? row.customer_email : row.sent_to);
  if (!recipient) throw invalid(estimateDeskMessages.noRecipient, "to");
  if (!firstSend && recipient.toLowerCase() !== row.sent_to?.toLowerCase())
    throw invalid(estimateDeskMessages.resendElsewhere, "to");
  if (lines.length === 0) throw invalid(estimateDeskMessages.noLines, "lines");
  const today = zonedDate(now, business.timeZone);
  if (row.expires_on < today) throw invalid(estimateDeskMessages.expiryPassed, "expiresOn");

  const at = now.toISOString();
  const writeId = crypto.randomUUID();
  const wrote = wroteEstimate(id, writeId);
  // The document as sent is rendered now, once, and stored before anything says it was sent.
  const sentPdf = firstSend ? await storeSentPdf(bucket, loaded, writeId, now) : null;
  const number = numberOf(row);
  const statements: D1PreparedStatement[] = [];
  if (sentPdf) {
    const { followUpDays } = await readEstimateSettings(db);
    statements.push(
      db
        .prepare(
          `UPDATE estimates SET status = 'sent', sent_to = ?, customer_email = ?, sent_at = ?, follow_up_due_at = ?,
             pdf_key = ?, pdf_sha256 = ?, last_write = ?, version = version + 1, updated_at = ?
           WHERE id = ? AND version = ? AND status = 'draft' AND ${noApprovedRevision.sql} RETURNING id`,
        )
        .bind(
          recipient,
          recipient,
          at,
          addZonedDays(now, followUpDays, business.timeZone).toISOString(),
          sentPdf.key,
          sentPdf.sha256,
          writeId,
          at,
          id,
          row.version,
          ...noApprovedRevision.params(row),
        ),
      db
        .prepare(
          `UPDATE estimates SET status = 'superseded', follow_up_due_at = NULL, version = version + 1, updated_at = ?
           WHERE number_year = ? AND number_seq = ? AND revision < ?
             AND ${canBecome("superseded")} AND ${wrote.sql}`,
        )
        .bind(at, row.number_year, row.number_seq, row.revision, ...wrote.params),
    );
  } else {
    statements.push(
      db
        .prepare(
          `UPDATE estimates SET last_write = ?, updated_at = ?
           WHERE id = ? AND version = ? AND ${noApprovedRevision.sql} RETURNING id`,
        )
        .bind(writeId, at, id, row.version, ...noApprovedRevision.params(row)),
    );
  }
  const email = estimateEmailStatement(db, { estimate: row, kind: "estimate", recipient, origin, at, guard: wrote });
  const sentLine = `${number} ${firstSend ? "sent" : "sent again"} to ${recipient}: ${formatCents(row.total_cents, "en")}, open until ${row.expires_on}`;
  const [sent] = await db.batch([
    ...statements,
    await ensureLinkStatement(db, secret, { estimate: row, recipient, at, guard: wrote }),
    email.statement,
    timelineStatement(db, row.lead_id, [{ kind: "estimate_sent", detail: sentLine, actor, estimateId: id }], at, {
      guard: wrote,
    }),
    ...(firstSend
      ? await leadStatusStatements(db, row.lead_id, "quoted", {
          actor,
          at,
          guard: wrote,
          onlyFrom: ["new", "contacted", "estimate_scheduled"],
        })
      : []),
  ]);
  if (sent?.results.length !== 1) {
    if (sentPdf) await bucket.delete(sentPdf.key);
    const current = await loadEstimate(db, id);
    const approved = approvedRevisionOf(current);
    if (approved) throw conflict(estimateDeskMessages.otherRevisionApproved(approved.number));
    throw await staleEstimate({ db, bucket }, id);
  }
  await enqueueEstimateEmails(db, queue, [email.id]);
  const estimate = await loadEstimate(db, id);
  const { link } = await customerLinkAgain(db, secret, estimate, origin, now);
  return { estimate: await detailOf({ db, bucket }, estimate), link };
}

/** Staff take a sent estimate back: its link shows nothing any more, and no reminder goes out. */
export async function withdrawEstimate(
  storage: Storage,
  id: string,
  version: number,
  actor: string,
  now = new Date(),
): Promise<EstimateDetail> {
  const { db } = storage;
  const loaded = await loadEstimate(db, id);
  const { row } = loaded;
  if (!canMove(row.status, "withdrawn")) throw conflict(estimateDeskMessages.notWithdrawable);
  if (row.version !== version) throw await staleEstimate(storage, id);
  const at = now.toISOString();
  const [withdrawn] = await db.batch([
    db
      .prepare(
        `UPDATE estimates SET status = 'withdrawn', follow_up_due_at = NULL, version = version + 1, updated_at = ?
         WHERE id = ? AND version = ? AND ${canBecome("withdrawn")} RETURNING id`,
      )
      .bind(at, id, version),
    timelineStatement(
      db,
      row.lead_id,
      [{ kind: "estimate_withdrawn", detail: `${numberOf(row)} withdrawn`, actor, estimateId: id }],
      at,
      { guard: afterChange },
    ),
  ]);
  if (withdrawn?.results.length !== 1) throw await staleEstimate(storage, id);
  return loadEstimateDetail(storage, id);
}

/**
 * Estimates whose last day has ended in Chicago become expired, each in one transaction with its
 * timeline line; answers how many. The hourly job's: a read shows an estimate past its last day as
 * expired before this has run (records.ts, effectiveStatus), and a decision checks the time itself.
 */
export async function expireEstimates(db: D1Database, now: Date): Promise<number> {
  const today = zonedDate(now, business.timeZone);
  const { results } = await db
    .prepare(
      `SELECT id, lead_id, number_year, number_seq, revision, expires_on FROM estimates
       WHERE ${canBecome("expired")} AND expires_on < ? LIMIT 500`,
    )
    .bind(today)
    .all<{ id: string; lead_id: string; number_year: number; number_seq: number; revision: number; expires_on: string }>();
  if (results.length === 0) return 0;
  const at = now.toISOString();
  const outcomes = await db.batch(
    results.flatMap((row) => [
      db
        .prepare(
          `UPDATE estimates SET status = 'expired', follow_up_due_at = NULL, version = version + 1, updated_at = ?
           WHERE id = ? AND ${canBecome("expired")} AND expires_on < ? RETURNING id`,
        )
        .bind(at, row.id, today),
      timelineStatement(
        db,
        row.lead_id,
        [{ kind: "estimate_expired", detail: `${numberOf(row)} expired at the end of ${row.expires_on}`, estimateId: row.id }],
        at,
        { guard: afterChange },
      ),
    ]),
  );
  return outcomes.filter((outcome, index) => index % 2 === 0 && outcome.results.length === 1).length;
}

/**
 * The one reminder: for each estimate sent `follow_up_days` ago and still undecided, an e-mail
 * is written and queued, once. A decision, expiry or withdrawal clears follow_up_due_at first.
 */
export async function queueEstimateReminders({ db, queue }: { db: D1Database; queue: Queue<EstimateMailMessage> }, now: Date) {
  const { results } = await db
    .prepare(
      `SELECT estimates.id, estimates.sent_to, estimates.lead_id, estimates.number_year, estimates.number_seq,
         estimates.revision, (SELECT origin FROM estimate_emails WHERE estimate_id = estimates.id ORDER BY created_at LIMIT 1) AS origin
       FROM estimates
       WHERE follow_up_due_at <= ? AND follow_up_sent_at IS NULL AND ${canBecome("approved")} AND sent_to IS NOT NULL
         AND expires_on >= ?
       ORDER BY follow_up_due_at LIMIT 50`,
    )
    .bind(now.toISOString(), zonedDate(now, business.timeZone))
    .all<{
      id: string;
      sent_to: string;
      lead_id: string;
      number_year: number;
      number_seq: number;
      revision: number;
      origin: string | null;
    }>();
  const emailIds: string[] = [];
  for (const row of results) {
    const at = now.toISOString();
    const email = estimateEmailStatement(db, {
      estimate: row,
      kind: "reminder",
      recipient: row.sent_to,
      origin: row.origin ?? business.siteUrl,
      at,
      guard: afterChange,
    });
    const [update] = await db.batch([
      db
        .prepare(
          `UPDATE estimates SET follow_up_sent_at = ?, updated_at = ?
           WHERE id = ? AND follow_up_sent_at IS NULL AND ${canBecome("approved")} RETURNING id`,
        )
        .bind(at, at, row.id),
      email.statement,
    ]);
    if (update?.results.length === 1) emailIds.push(email.id);
  }
  await enqueueEstimateEmails(db, queue, emailIds);
  return emailIds.length;
}
