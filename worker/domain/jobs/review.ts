import { business, credentials } from "../../../src/config/business";
import { jobTexts } from "../../../src/lib/job-texts";
import { canSendEmail, type EmailSettings, sendEmail } from "../email";
import { describeFailure } from "../outbound";
import { timelineStatement } from "../timeline";
import { type JobRow, numberOfJob } from "./rows";

/**
 * The review request: two days after a job is closed, one e-mail asking the customer for a review
 * at the business's review link, in their language. Its outbox row is written with the closing
 * (states.ts) and is one per job (UNIQUE); the hourly job claims each due row before sending it
 * (pending → sending), so two runs at once send it once, and Resend drops a repeat of its key.
 * Staff can switch it off per job until it goes; a failed send is tried again next hour, five times.
 */

const maxAttempts = 5;

type EmailRow = { id: string; job_id: string; attempts: number };

export async function sendDueReviewRequests(db: D1Database, settings: EmailSettings, now: Date) {
  const at = now.toISOString();
  const { results } = await db
    .prepare("SELECT id, job_id, attempts FROM job_emails WHERE status = 'pending' AND due_at <= ? ORDER BY due_at LIMIT 20")
    .bind(at)
    .all<EmailRow>();
  let sent = 0;
  for (const email of results) {
    const claimed = await db
      .prepare(
        "UPDATE job_emails SET status = 'sending', attempts = attempts + 1, updated_at = ? WHERE id = ? AND status = 'pending' RETURNING id",
      )
      .bind(at, email.id)
      .first();
    if (!claimed) continue;
    if ((await sendOne(db, settings, email, now)) === "sent") sent++;
  }
  return sent;
}

async function sendOne(db: D1Database, settings: EmailSettings, email: EmailRow, now: Date) {
  const at = now.toISOString();
  const job = await db.prepare("SELECT * FROM jobs WHERE id = ?").bind(email.job_id).first<JobRow>();
  const record = async (status: "sent" | "not_sent" | "failed" | "pending", detail: string, outcome: string) => {
    await db.batch([
      db.prepare("UPDATE job_emails SET status = ?, detail = ?, updated_at = ? WHERE id = ?").bind(status, detail, at, email.id),
      ...(job?.lead_id
        ? [
            timelineStatement(
              db,
              job.lead_id,
              [{ kind: "job_review_request", channel: "email", outcome, detail, attempt: email.attempts + 1, jobId: job.id }],
              at,
            ),
          ]
        : []),
    ]);
    return status;
  };
  if (!job) return record("not_sent", "The job no longer exists", "skipped");
  const number = numberOfJob(job);
  if (job.review_request !== 1)
    return record("not_sent", `Review request for ${number} not sent: switched off by staff`, "skipped");
  if (!job.customer_email) return record("not_sent", `Review request for ${number} not sent: no e-mail address`, "skipped");
  const message = jobTexts[job.language].reviewEmail({
    customerName: job.customer_name,
    number,
    reviewUrl: credentials.reviewUrl,
  });
  if (!canSendEmail(settings)) {
    console.log(
      `Review request not sent: no e-mail channel configured.\nTo: ${job.customer_email}\n${message.subject}\n\n${message.text}`,
    );
    return record("not_sent", `Review request for ${number} not e-mailed: no e-mail channel configured`, "skipped");
  }
  try {
    await sendEmail(
      settings,
      {
        to: [job.customer_email],
        replyTo: business.email,
        subject: message.subject,
        text: message.text,
        idempotencyKey: `job-review-${email.id}`,
      },
      "reviews",
    );
  } catch (error) {
    const again = email.attempts + 1 < maxAttempts;
    return record(again ? "pending" : "failed", `Review request for ${number} failed: ${describeFailure(error)}`, "failed");
  }
  return record("sent", `Review request for ${number} e-mailed to ${job.customer_email}`, "sent");
}
