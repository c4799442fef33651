import { business } from "../../../src/config/business";
import { estimateEmails } from "../../../src/lib/estimate-emails";
import { formatCents } from "../../../src/lib/estimate-money";
import { longDay } from "../../../src/lib/long-dates";
import { canSendEmail, type EmailSettings, sendEmail } from "../email";
import { describeFailure } from "../outbound";
import { Refusal } from "../refusal";
import { type Guard, timelineStatement } from "../timeline";
import { ensureSignedCopy, storedPdf } from "./documents";
import { customerLinkPath, type LinkRecord, liveLinkSql, tokenFor } from "./links";
import { awaitingDecision, numberOf, readEstimate } from "./records";

/**
 * E-mails to customers about their estimates. Each is a row of estimate_emails written in the same
 * transaction as the change that calls for it (an outbox), with the customer's live link it carries,
 * then one queue message; the consumer attaches the stored copy (verified, never rendered here
 * but for a signed copy its approval's request did not get to), derives the link's token again,
 * and sends it through Resend. A failed delivery is retried by the queue with the same link; the
 * hourly job hands over rows the queue never got. Every outcome is a line in the lead's timeline.
 */

export type EstimateMailMessage = { emailId: string };
export type EstimateEmailKind = "estimate" | "reminder" | "signed-copy" | "link";

/**
 * The outbox row for an e-mail, written when `guard` holds, carrying the live link of the estimate's
 * number for its recipient (made earlier in the same batch when there was none); its id goes to the
 * queue after the commit.
 */
export function estimateEmailStatement(
  db: D1Database,
  email: {
    estimate: { id: string; number_year: number; number_seq: number };
    kind: EstimateEmailKind;
    recipient: string;
    origin: string;
    at: string;
    guard?: Guard;
  },
) {
  const id = crypto.randomUUID();
  const { estimate } = email;
  const statement = db
    .prepare(
      `INSERT INTO estimate_emails (id, estimate_id, kind, recipient, origin, link_id, status, created_at, updated_at)
       SELECT ?, ?, ?, ?, ?, (${liveLinkSql}), 'pending', ?, ? WHERE ${email.guard?.sql ?? "1"}`,
    )
    .bind(
      id,
      estimate.id,
      email.kind,
      email.recipient,
      email.origin,
      estimate.number_year,
      estimate.number_seq,
      email.recipient,
      email.at,
      email.at,
      ...(email.guard?.params ?? []),
    );
  return { id, statement };
}

/** Hands written e-mails to the queue. A failure leaves them pending for requeueStrandedEstimateEmails. */
export async function enqueueEstimateEmails(db: D1Database, queue: Queue<EstimateMailMessage>, emailIds: string[]) {
  if (emailIds.length === 0) return;
  try {
    await queue.sendBatch(emailIds.map((emailId) => ({ body: { emailId } })));
    await db.batch(
      emailIds.map((id) =>
        db.prepare("UPDATE estimate_emails SET status = 'queued' WHERE id = ? AND status = 'pending'").bind(id),
      ),
    );
  } catch (error) {
    console.error("Estimate e-mails could not be queued; the hourly job will queue them.", emailIds, error);
  }
}

/** E-mails written but never handed to the queue (the request's background work died). */
export async function requeueStrandedEstimateEmails(db: D1Database, queue: Queue<EstimateMailMessage>, now: Date) {
  const { results } = await db
    .prepare("SELECT id FROM estimate_emails WHERE status = 'pending' AND created_at < ? ORDER BY created_at LIMIT 100")
    .bind(new Date(now.getTime() - 5 * 60_000).toISOString())
    .all<{ id: string }>();
  await enqueueEstimateEmails(
    db,
    queue,
    results.map((row) => row.id),
  );
  return results.length;
}

type EmailRecord = {
  id: string;
  estimate_id: string;
  kind: EstimateEmailKind;
  recipient: string;
  origin: string;
  link_id: string | null;
  status: string;
  attempts: number;
};

type Storage = { db: D1Database; bucket: R2Bucket };

/** Whether an e-mail still applies when its turn comes: a reminder never goes once the customer decided. */
const stillDue: Record<EstimateEmailKind, readonly string[]> = {
  estimate: awaitingDecision,
  reminder: awaitingDecision,
  "signed-copy": ["approved"],
  link: [...awaitingDecision, "approved", "declined", "changes_requested", "expired"],
};

/** The stored copy an e-mail attaches, verified; the signed copy made first if its approval's request could not. */
async function attachmentOf(
  { db, bucket }: Storage,
  loaded: NonNullable<Awaited<ReturnType<typeof readEstimate>>>,
  kind: EstimateEmailKind,
) {
  const refusal = "The stored copy is missing or altered.";
  if (kind === "estimate") return storedPdf(bucket, loaded, "sent", refusal);
  if (kind !== "signed-copy") return null;
  await ensureSignedCopy(db, bucket, loaded.row.id);
  const current = await readEstimate(db, loaded.row.id);
  return current ? storedPdf(bucket, current, "signed", refusal) : null;
}

/**
 * One delivery of an estimate e-mail. "done": sent, or nothing left to send; "retry": Resend
 * failed and the message should come back later.
 */
export async function deliverEstimateEmail(
  { db, bucket }: Storage,
  settings: EmailSettings & { CUSTOMER_LINK_SECRET?: string | undefined },
  emailId: string,
  attempt: number,
  now = new Date(),
): Promise<"done" | "retry"> {
  const email = await db.prepare("SELECT * FROM estimate_emails WHERE id = ?").bind(emailId).first<EmailRecord>();
  if (!email || email.status === "sent" || email.status === "not_sent") return "done";
  const loaded = await readEstimate(db, email.estimate_id);
  if (!loaded) return "done";
  const { row } = loaded;
  const number = numberOf(row);
  const record = (
    status: string,
    detail: string,
    outcome: string,
    kind: "estimate_email" | "estimate_reminder" = "estimate_email",
  ) =>
    db.batch([
      db
        .prepare("UPDATE estimate_emails SET status = ?, attempts = ?, detail = ?, updated_at = ? WHERE id = ?")
        .bind(status, attempt, detail, now.toISOString(), email.id),
      timelineStatement(
        db,
        row.lead_id,
        [{ kind, channel: "email", outcome, attempt, detail, estimateId: row.id }],
        now.toISOString(),
      ),
    ]);
  const what = { estimate: "Estimate", reminder: "Reminder", "signed-copy": "Signed copy", link: "Link" }[email.kind];

  if (!stillDue[email.kind].includes(row.status)) {
    await record("not_sent", `${what} for ${number} not e-mailed: the estimate is ${row.status.replace("_", " ")}`, "skipped");
    return "done";
  }

  // The signed copy is made (if its approval's request could not) whether or not e-mail is configured.
  let attachment: Awaited<ReturnType<typeof attachmentOf>>;
  try {
    attachment = await attachmentOf({ db, bucket }, loaded, email.kind);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    await record("not_sent", `${what} for ${number} not e-mailed: its stored PDF is missing or altered`, "failed");
    return "done";
  }

  const link = email.link_id
    ? await db.prepare("SELECT * FROM customer_links WHERE id = ?").bind(email.link_id).first<LinkRecord>()
    : null;
  if (!settings.CUSTOMER_LINK_SECRET) {
    await record(
      "not_sent",
      `${what} for ${number} not e-mailed: customer links are not set up (CUSTOMER_LINK_SECRET)`,
      "failed",
    );
    return "done";
  }
  if (!link || link.revoked_at) {
    await record("not_sent", `${what} for ${number} not e-mailed: the customer's link was revoked`, "skipped");
    return "done";
  }
  const token = await tokenFor(settings.CUSTOMER_LINK_SECRET, link.id);
  const texts = estimateEmails[row.language];
  const compose = { estimate: texts.estimate, reminder: texts.reminder, "signed-copy": texts.signedCopy, link: texts.link }[
    email.kind
  ];
  const totalCents = email.kind === "signed-copy" ? (row.approved_total_cents ?? row.total_cents) : row.total_cents;
  const message = compose({
    number,
    customerName: row.customer_name,
    link: `${email.origin}${customerLinkPath(token)}`,
    expiresOn: longDay(row.expires_on, row.language),
    total: formatCents(totalCents, row.language),
  });
  const reminderKind = email.kind === "reminder" ? "estimate_reminder" : "estimate_email";

  if (!canSendEmail(settings)) {
    console.log(
      `Estimate e-mail not sent: no e-mail channel configured.\nTo: ${email.recipient}\n${message.subject}\n\n${message.text}`,
    );
    await record("not_sent", `${what} for ${number} not e-mailed: no e-mail channel configured`, "skipped", reminderKind);
    return "done";
  }
  try {
    await sendEmail(
      settings,
      {
        to: [email.recipient],
        replyTo: business.email,
        subject: message.subject,
        text: message.text,
        ...(attachment ? { attachments: [{ filename: attachment.name, content: attachment.bytes }] } : {}),
        idempotencyKey: `estimate-email-${email.id}`,
      },
      "estimates",
    );
  } catch (error) {
    await record(
      "failed",
      `${what} for ${number} to ${email.recipient} failed: ${describeFailure(error)}`,
      "failed",
      reminderKind,
    );
    return "retry";
  }
  await record("sent", `${what} for ${number} e-mailed to ${email.recipient}`, "sent", reminderKind);
  return "done";
}

/** The dead-letter queue's delivery: the e-mail was given up on after every retry. */
export async function recordEstimateEmailAbandoned(db: D1Database, emailId: string, now = new Date()) {
  const email = await db.prepare("SELECT * FROM estimate_emails WHERE id = ?").bind(emailId).first<EmailRecord>();
  if (!email || email.status === "sent" || email.status === "not_sent") return;
  const estimate = await db
    .prepare("SELECT lead_id, number_year, number_seq, revision FROM estimates WHERE id = ?")
    .bind(email.estimate_id)
    .first<{ lead_id: string; number_year: number; number_seq: number; revision: number }>();
  await db.batch([
    db.prepare("UPDATE estimate_emails SET status = 'failed', updated_at = ? WHERE id = ?").bind(now.toISOString(), email.id),
    ...(estimate
      ? [
          timelineStatement(
            db,
            estimate.lead_id,
            [
              {
                kind: "estimate_email",
                channel: "email",
                outcome: "abandoned",
                detail: `E-mail for ${numberOf(estimate)} to ${email.recipient} given up after every retry`,
                estimateId: email.estimate_id,
              },
            ],
            now.toISOString(),
          ),
        ]
      : []),
  ]);
}
