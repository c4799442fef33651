import { app } from "./app";
import { crons } from "./crons";
import {
  deliverEstimateEmail,
  type EstimateMailMessage,
  recordEstimateEmailAbandoned,
  requeueStrandedEstimateEmails,
} from "./domain/estimates/mail";
import { expireEstimates, queueEstimateReminders } from "./domain/estimates/sending";
import { pruneIdempotencyKeys } from "./domain/idempotency";
import { makeMissingPackets } from "./domain/jobs/closeout";
import { retryComplianceDigest, sendComplianceDigest } from "./domain/jobs/digest";
import { purgeExpiredRecords } from "./domain/jobs/retention";
import { sendDueReviewRequests } from "./domain/jobs/review";
import { sweepOrphanedPhotos } from "./domain/leads";
import {
  forwardLead,
  type LeadForwardMessage,
  recordForwardAbandoned,
  requeueStrandedLeads,
  retryDelaySeconds,
} from "./domain/messaging";
import { pruneWebVitals } from "./domain/metrics";
import { pruneRateLimitCounters } from "./domain/rate-limit";
import { fillSourceMonthFigures } from "./domain/sources/month-figures";
import { pruneVisitorDays } from "./domain/sources/visits";
import type { Env } from "./env";

export type { Env } from "./env";

type QueueMessage = LeadForwardMessage | EstimateMailMessage;

/**
 * What each queue's consumer does with one message: "done" acks it, "retry" brings it back later.
 * A dead-letter queue's delivery records that the work was given up on.
 */
const consumers: Record<string, (env: Env, body: QueueMessage, attempts: number) => Promise<"done" | "retry">> = {
  "lead-forward": (env, body, attempts) => forwardLead(env.DB, env, (body as LeadForwardMessage).leadId, attempts),
  "lead-forward-dlq": async (env, body) => {
    await recordForwardAbandoned(env.DB, (body as LeadForwardMessage).leadId);
    return "done";
  },
  "estimate-mail": (env, body, attempts) =>
    deliverEstimateEmail({ db: env.DB, bucket: env.PHOTOS }, env, (body as EstimateMailMessage).emailId, attempts),
  "estimate-mail-dlq": async (env, body) => {
    await recordEstimateEmailAbandoned(env.DB, (body as EstimateMailMessage).emailId);
    return "done";
  },
};

const isWellFormed = (body: unknown) =>
  typeof body === "object" &&
  body !== null &&
  (typeof (body as LeadForwardMessage).leadId === "string" || typeof (body as EstimateMailMessage).emailId === "string");

export default {
  fetch: app.fetch,

  async queue(batch, env, _ctx) {
    const consume = consumers[batch.queue];
    for (const message of batch.messages) {
      if (!consume || !isWellFormed(message.body)) {
        console.error(`Dropping a message of queue ${batch.queue} that nothing can handle:`, message.body);
        message.ack();
        continue;
      }
      try {
        if ((await consume(env, message.body, message.attempts)) === "done") message.ack();
        else message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      } catch (error) {
        console.error(`Queue ${batch.queue} failed on attempt ${message.attempts}:`, message.body, error);
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
    }
  },

  async scheduled(controller, env, _ctx) {
    const now = new Date(controller.scheduledTime);
    const mailing = { db: env.DB, queue: env.ESTIMATE_MAIL };
    // The morning cron only sends the digest (at 7:00 in Chicago); every other run is the hourly one.
    const morning = { "compliance digest": () => sendComplianceDigest(env.DB, env, now) };
    const hourly = {
      "sweep orphaned photos": () => sweepOrphanedPhotos(env.DB, env.PHOTOS, now),
      "requeue stranded leads": () => requeueStrandedLeads(env.DB, env.LEAD_FORWARD, now),
      "prune idempotency keys": () => pruneIdempotencyKeys(env.DB, now),
      "prune rate-limit counters": () => pruneRateLimitCounters(env.DB, now),
      "prune web vitals": () => pruneWebVitals(env.DB, now),
      "forget past days' visitors": () => pruneVisitorDays(env.DB, now),
      "store closed months' Sources figures": () => fillSourceMonthFigures(env.DB, now),
      // Expiry first: an estimate whose last day has ended gets no reminder.
      "expire estimates and send reminders": async () => {
        await expireEstimates(env.DB, now);
        await queueEstimateReminders(mailing, now);
      },
      "requeue stranded estimate e-mails": () => requeueStrandedEstimateEmails(env.DB, env.ESTIMATE_MAIL, now),
      // Today's digest again if its sending at 7:00 failed (worker/domain/jobs/digest.ts).
      "compliance digest retry": () => retryComplianceDigest(env.DB, env, now),
      "review requests": () => sendDueReviewRequests(env.DB, env, now),
      "closeout packets": () => makeMissingPackets({ db: env.DB, bucket: env.PHOTOS }),
      "purge expired job records": () => purgeExpiredRecords({ db: env.DB, bucket: env.PHOTOS }, now),
    };
    const jobs: Record<string, () => Promise<unknown>> = controller.cron === crons.morning ? morning : hourly;
    const results = await Promise.allSettled(Object.values(jobs).map((job) => job()));
    const failed = Object.keys(jobs).filter((name, index) => {
      const result = results[index];
      if (result?.status === "rejected") console.error(`Scheduled job "${name}" failed:`, result.reason);
      return result?.status === "rejected";
    });
    // Every job ran; failing the invocation makes the failure visible in the cron's history.
    if (failed.length > 0) throw new Error(`Scheduled jobs failed: ${failed.join(", ")}`);
  },
} satisfies ExportedHandler<Env, QueueMessage>;
