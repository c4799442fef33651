import { business } from "../../../src/config/business";
import type { SentEstimate } from "../../../src/lib/estimate-desk";
import { languageMessages } from "../../../src/lib/estimate-languages";
import { formatCents } from "../../../src/lib/estimate-money";
import { estimateDeskMessages } from "../../../src/lib/estimate-texts";
import { canMove } from "../../../src/lib/estimates";
import { zonedDate } from "../../../src/lib/zoned-time";
import { leadStatusStatements } from "../lead-edits";
import { conflict, invalid, stale } from "../refusal";
import { afterChange, timelineStatement } from "../timeline";
import { loadEstimate, loadEstimateDetail, wroteEstimate } from "./drafts";
import { customerLinkPath, newLink } from "./links";
import { type EstimateMailMessage, enqueueEstimateEmails, estimateEmailStatement } from "./mail";
import { awaitingDecision, canBecome, estimateLanguageProblems, numberOf, toDetail } from "./records";
import { readEstimateSettings } from "./settings";

/**
 * Sending an estimate and what follows until the customer decides: the first send (the lead moves
 * to Quoted and earlier revisions are superseded), sending again with a fresh link, withdrawing,
 * expiry at the end of its last day in Chicago, and the one reminder when no decision came.
 */

type Mailing = { db: D1Database; queue: Queue<EstimateMailMessage> };

/**
 * Sends a draft (or sends a sent one again) to `to`, else the customer's e-mail. Answers the
 * estimate and a link for staff to paste into a text message: shown once, since only its hash is kept.
 */
export async function sendEstimate(
  { db, queue }: Mailing,
  id: string,
  request: { version: number; to: string | null; acceptLanguageProblems?: boolean },
  { actor, origin, now = new Date() }: { actor: string; origin: string; now?: Date },
): Promise<SentEstimate> {
  const loaded = await loadEstimate(db, id);
  const { row, lines } = loaded;
  const firstSend = row.status === "draft";
  if (!firstSend && !awaitingDecision.includes(row.status)) throw conflict(estimateDeskMessages.notSendable);
  if (row.version !== request.version) throw stale(estimateDeskMessages.stale, { estimate: toDetail(loaded) });
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
  const forStaff = await newLink(db, { estimateId: id, recipient, at, guard: wrote });
  const email = estimateEmailStatement(db, { estimateId: id, kind: "estimate", recipient, origin, at, guard: wrote });
  const number = numberOf(row);
  const statements: D1PreparedStatement[] = [];
  if (firstSend) {
    const { followUpDays } = await readEstimateSettings(db);
    statements.push(
      db
        .prepare(
          `UPDATE estimates SET status = 'sent', sent_to = ?, sent_at = ?, follow_up_due_at = ?, last_write = ?,
             version = version + 1, updated_at = ? WHERE id = ? AND version = ? AND status = 'draft' RETURNING id`,
        )
        .bind(recipient, at, new Date(now.getTime() + followUpDays * 86_400_000).toISOString(), writeId, at, id, row.version),
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
        .prepare("UPDATE estimates SET last_write = ?, updated_at = ? WHERE id = ? AND version = ? RETURNING id")
        .bind(writeId, at, id, row.version),
    );
  }
  const sentLine = `${number} ${firstSend ? "sent" : "sent again"} to ${recipient}: ${formatCents(row.total_cents, "en")}, open until ${row.expires_on}`;
  const [sent] = await db.batch([
    ...statements,
    forStaff.statement,
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
    const current = await loadEstimateDetail(db, id);
    throw stale(estimateDeskMessages.stale, { estimate: current });
  }
  await enqueueEstimateEmails(db, queue, [email.id]);
  return { estimate: await loadEstimateDetail(db, id), link: `${origin}${customerLinkPath(forStaff.token)}` };
}

/** Staff take a sent estimate back: its link shows nothing any more, and no reminder goes out. */
export async function withdrawEstimate(db: D1Database, id: string, version: number, actor: string, now = new Date()) {
  const loaded = await loadEstimate(db, id);
  const { row } = loaded;
  if (!canMove(row.status, "withdrawn")) throw conflict(estimateDeskMessages.notWithdrawable);
  if (row.version !== version) throw stale(estimateDeskMessages.stale, { estimate: toDetail(loaded) });
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
      {
        guard: afterChange,
      },
    ),
  ]);
  if (withdrawn?.results.length !== 1) throw stale(estimateDeskMessages.stale, { estimate: await loadEstimateDetail(db, id) });
  return loadEstimateDetail(db, id);
}

/**
 * Estimates whose last day has ended in Chicago become expired; answers how many. Run hourly, and
 * before a customer's decision is taken, so an estimate is never approved after its last day.
 */
export async function expireEstimates(db: D1Database, now: Date): Promise<number> {
  const today = zonedDate(now, business.timeZone);
  const { results } = await db
    .prepare(
      `UPDATE estimates SET status = 'expired', follow_up_due_at = NULL, version = version + 1, updated_at = ?
       WHERE ${canBecome("expired")} AND expires_on < ?
       RETURNING id, lead_id, number_year, number_seq, revision, expires_on`,
    )
    .bind(now.toISOString(), today)
    .all<{ id: string; lead_id: string; number_year: number; number_seq: number; revision: number; expires_on: string }>();
  if (results.length > 0) {
    await db.batch(
      results.map((row) =>
        timelineStatement(
          db,
          row.lead_id,
          [{ kind: "estimate_expired", detail: `${numberOf(row)} expired at the end of ${row.expires_on}`, estimateId: row.id }],
          now.toISOString(),
        ),
      ),
    );
  }
  return results.length;
}

/**
 * The one reminder: for each estimate sent `follow_up_days` ago and still undecided, an e-mail
 * is written and queued, once. A decision, expiry or withdrawal clears follow_up_due_at first.
 */
export async function queueEstimateReminders({ db, queue }: Mailing, now: Date): Promise<number> {
  const { results } = await db
    .prepare(
      `SELECT estimates.id, estimates.sent_to, estimates.lead_id, estimates.number_year, estimates.number_seq,
         estimates.revision, (SELECT origin FROM estimate_emails WHERE estimate_id = estimates.id ORDER BY created_at LIMIT 1) AS origin
       FROM estimates
       WHERE follow_up_due_at <= ? AND follow_up_sent_at IS NULL AND ${canBecome("approved")} AND sent_to IS NOT NULL
       ORDER BY follow_up_due_at LIMIT 50`,
    )
    .bind(now.toISOString())
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
      estimateId: row.id,
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
