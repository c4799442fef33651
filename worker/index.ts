import { app } from "./app";
import { pruneIdempotencyKeys } from "./domain/idempotency";
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
import type { Env } from "./env";

export type { Env } from "./env";

const deadLetterQueue = "lead-forward-dlq";

export default {
  fetch: app.fetch,

  async queue(batch, env, _ctx) {
    for (const message of batch.messages) {
      const leadId = message.body?.leadId;
      if (typeof leadId !== "string") {
        console.error("Dropping a lead-forward message without a lead id:", message.body);
        message.ack();
        continue;
      }
      try {
        if (batch.queue === deadLetterQueue) {
          await recordForwardAbandoned(env.DB, leadId);
          message.ack();
        } else if ((await forwardLead(env.DB, env, leadId, message.attempts)) === "done") {
          message.ack();
        } else {
          message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
        }
      } catch (error) {
        console.error(`Forwarding lead ${leadId} failed (attempt ${message.attempts}):`, error);
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
    }
  },

  async scheduled(controller, env, _ctx) {
    const now = new Date(controller.scheduledTime);
    const jobs = {
      "sweep orphaned photos": () => sweepOrphanedPhotos(env.DB, env.PHOTOS, now),
      "requeue stranded leads": () => requeueStrandedLeads(env.DB, env.LEAD_FORWARD, now),
      "prune idempotency keys": () => pruneIdempotencyKeys(env.DB, now),
      "prune rate-limit counters": () => pruneRateLimitCounters(env.DB, now),
      "prune web vitals": () => pruneWebVitals(env.DB, now),
    };
    const results = await Promise.allSettled(Object.values(jobs).map((job) => job()));
    const failed = Object.keys(jobs).filter((name, index) => {
      const result = results[index];
      if (result?.status === "rejected") console.error(`Scheduled job "${name}" failed:`, result.reason);
      return result?.status === "rejected";
    });
    // Every job ran; failing the invocation makes the failure visible in the cron's history.
    if (failed.length > 0) throw new Error(`Scheduled jobs failed: ${failed.join(", ")}`);
  },
} satisfies ExportedHandler<Env, LeadForwardMessage>;
