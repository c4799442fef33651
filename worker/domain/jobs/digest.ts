import { business } from "../../../src/config/business";
import type { DueItem, DueList } from "../../../src/lib/job-desk";
import { digestHour, formatLongDay } from "../../../src/lib/jobs";
import { zonedDateTime } from "../../../src/lib/zoned-time";
import { canSendEmail, type EmailSettings, sendEmail } from "../email";
import { describeFailure } from "../outbound";
import { refreshDueItems, todayInChicago } from "./compliance";
import { dueList } from "./list";

/**
 * The admins' morning digest of what is due: one e-mail at 7:00 Chicago time when a compliance
 * item is overdue or due within 10 working days, none when nothing is. The morning cron
 * (worker/crons.ts) runs at 12:00 and 13:00 UTC and the digest goes from the run whose Chicago
 * clock reads 7, so across both DST changes it is 7:00 in Chicago, once a day. A row per Chicago day
 * (compliance_digests) decides the day once: a second run sends nothing. A sending that failed
 * (or whose run ended mid-send) is tried again by the hourly runs of the same day, with the same
 * idempotency key, so the admins still get one e-mail.
 */

type DigestOutcome = "not-the-hour" | "nothing-due" | "already-sent" | "nothing-to-retry" | "sent" | "not-sent" | "failed";

type Settings = EmailSettings & { STAFF_DESK_URL?: string | undefined };

/** A sending still marked as going after this long ended with its run: it is tried again. */
const abandonedAfterMs = 30 * 60_000;

/** The hour it is in Chicago at that instant (0-23). */
const chicagoHour = (now: Date) => Number(zonedDateTime(now, business.timeZone).slice(11, 13));

/** Overdue items move on as days pass (a waste load's follow-up stage): their jobs are evaluated again first. */
async function refreshOverdue(db: D1Database, now: Date) {
  const { results } = await db
    .prepare("SELECT DISTINCT job_id FROM job_due_items WHERE due_on < ? LIMIT 200")
    .bind(todayInChicago(now))
    .all<{ job_id: string }>();
  for (const { job_id } of results) await refreshDueItems(db, job_id, now);
}

const deskLink = (settings: Settings, jobId: string) =>
  `${(settings.STAFF_DESK_URL ?? `${business.siteUrl}/admin`).replace(/\/$/, "")}/jobs/${jobId}`;

const itemLine = (settings: Settings, item: DueItem) =>
  `- ${item.number} (${item.customerName}), ${item.title}: due ${formatLongDay(item.dueOn)}.\n  ${item.todo}\n  ${deskLink(settings, item.jobId)}`;

function digestText(settings: Settings, due: DueList) {
  const sections = [
    due.overdue.length
      ? `OVERDUE (${due.overdue.length})\n\n${due.overdue.map((item) => itemLine(settings, item)).join("\n\n")}`
      : "",
    due.dueSoon.length
      ? `DUE BY ${formatLongDay(due.until).toUpperCase()} (${due.dueSoon.length})\n\n${due.dueSoon.map((item) => itemLine(settings, item)).join("\n\n")}`
      : "",
  ].filter(Boolean);
  const count = due.overdue.length + due.dueSoon.length;
  return {
    subject: `${due.overdueTotal ? `${due.overdueTotal} overdue, ` : ""}${count} compliance item${count === 1 ? "" : "s"} due: ${formatLongDay(due.today)}`,
    text: `What is due on the jobs, as of ${formatLongDay(due.today)} (Chicago).\n\n${sections.join("\n\n\n")}\n\n${business.name} staff desk`,
  };
}

/** The day's digest, from the morning run at 7:00 in Chicago; any other hour does nothing. */
export async function sendComplianceDigest(db: D1Database, settings: Settings, now: Date): Promise<DigestOutcome> {
  if (chicagoHour(now) !== digestHour) return "not-the-hour";
  const day = todayInChicago(now);
  if (await db.prepare("SELECT 1 FROM compliance_digests WHERE day = ?").bind(day).first()) return "already-sent";
  await refreshOverdue(db, now);
  const due = await dueList(db, now);
  const count = due.overdueTotal + due.dueSoonTotal;
  if (count === 0) return "nothing-due";
  const at = now.toISOString();
  const claimed = await db
    .prepare(
      `INSERT INTO compliance_digests (day, status, items, created_at, updated_at) VALUES (?, 'sending', ?, ?, ?)
       ON CONFLICT (day) DO NOTHING RETURNING day`,
    )
    .bind(day, count, at, at)
    .first();
  if (!claimed) return "already-sent";
  return deliver(db, settings, day, due, at);
}

/** Today's digest again, from an hourly run, when its sending failed or was left half done; else nothing. */
export async function retryComplianceDigest(db: D1Database, settings: Settings, now: Date): Promise<DigestOutcome> {
  const day = todayInChicago(now);
  const at = now.toISOString();
  const claimed = await db
    .prepare(
      `UPDATE compliance_digests SET status = 'sending', updated_at = ?
       WHERE day = ? AND (status = 'failed' OR (status = 'sending' AND updated_at < ?)) RETURNING day`,
    )
    .bind(at, day, new Date(now.getTime() - abandonedAfterMs).toISOString())
    .first();
  if (!claimed) return "nothing-to-retry";
  await refreshOverdue(db, now);
  const due = await dueList(db, now);
  if (due.overdueTotal + due.dueSoonTotal === 0) {
    await record(db, day, { status: "not_sent", detail: "nothing due any more", items: 0, at });
    return "nothing-due";
  }
  return deliver(db, settings, day, due, at);
}

type DigestRecord = { status: "sent" | "not_sent" | "failed"; detail: string; items: number; at: string };

const record = (db: D1Database, day: string, { status, detail, items, at }: DigestRecord) =>
  db
    .prepare("UPDATE compliance_digests SET status = ?, detail = ?, items = ?, updated_at = ? WHERE day = ?")
    .bind(status, detail, items, at, day)
    .run();

/** E-mails the claimed day's digest to the active admins and records how it went. */
async function deliver(db: D1Database, settings: Settings, day: string, due: DueList, at: string): Promise<DigestOutcome> {
  const items = due.overdueTotal + due.dueSoonTotal;
  const { results: admins } = await db
    .prepare("SELECT email FROM staff WHERE role = 'admin' AND active = 1 ORDER BY email")
    .all<{ email: string }>();
  const message = digestText(settings, due);
  if (admins.length === 0 || !canSendEmail(settings)) {
    const why = admins.length === 0 ? "no active admin" : "no e-mail channel configured";
    console.log(`Compliance digest not e-mailed: ${why}.\n${message.subject}\n\n${message.text}`);
    await record(db, day, { status: "not_sent", detail: why, items, at });
    return "not-sent";
  }
  try {
    await sendEmail(
      settings,
      {
        to: admins.map((admin) => admin.email),
        subject: message.subject,
        text: message.text,
        idempotencyKey: `compliance-digest-${day}`,
      },
      "desk",
    );
  } catch (error) {
    await record(db, day, { status: "failed", detail: describeFailure(error), items, at });
    return "failed";
  }
  await record(db, day, { status: "sent", detail: `to ${admins.length} admin${admins.length === 1 ? "" : "s"}`, items, at });
  return "sent";
}
