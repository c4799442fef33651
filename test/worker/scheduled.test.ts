import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { crons } from "../../worker/crons";
import type { LeadForwardMessage } from "../../worker/domain/messaging";
import type { Env } from "../../worker/env";
import worker from "../../worker/index";
import { json, postJson, quoteRequest } from "./support/http";
import { fixture, imagePayload } from "./support/images";
import { lead, photoKeys, photosOf } from "./support/store";

const hour = 3_600_000;

async function runScheduled(at: number, overrides: Partial<Env> = {}) {
  await worker.scheduled(
    createScheduledController({ scheduledTime: at, cron: crons.hourly }),
    { ...env, ...overrides },
    createExecutionContext(),
  );
}

const dayPath = (time: number) => new Date(time).toISOString().slice(0, 10).replaceAll("-", "/");

describe("the hourly job", () => {
  it("deletes photos that no lead points to once they are an hour old, and keeps the others", async () => {
    const { id } = await json<{ id: string }>(
      await postJson("/api/quote-requests", quoteRequest({ images: [imagePayload(fixture("plain.jpg"))] })),
    );
    const [kept] = await photosOf(id);
    const orphan = `photos/${dayPath(Date.now())}/${crypto.randomUUID()}/${"ab".repeat(16)}.jpg`;
    await env.PHOTOS.put(orphan, fixture("plain.jpg"));

    await runScheduled(Date.now());
    expect(await photoKeys()).toContain(orphan);

    await runScheduled(Date.now() + 2 * hour);
    const keys = await photoKeys();
    expect(keys).not.toContain(orphan);
    expect(keys).toContain(kept?.r2_key);
  });

  it("queues leads whose hand-over to the queue was lost", async () => {
    const id = crypto.randomUUID();
    const stale = new Date(Date.now() - 10 * 60_000).toISOString();
    await env.DB.prepare(
      `INSERT INTO leads (id, source, priority, name, service, forward_status, created_at, updated_at)
       VALUES (?, 'quote-form', 'normal', 'Stranded', 'Mold Inspection', 'pending', ?, ?)`,
    )
      .bind(id, stale, stale)
      .run();
    const sendBatch = vi.fn(async (_messages: MessageSendRequest<LeadForwardMessage>[]) => {});
    await runScheduled(Date.now(), { LEAD_FORWARD: { sendBatch } as unknown as Queue<LeadForwardMessage> });
    expect(sendBatch.mock.calls.flatMap(([messages]) => messages.map((message) => message.body.leadId))).toContain(id);
    expect((await lead(id))?.forward_status).toBe("queued");
  });

  it("prunes idempotency keys after a day, rate-limit windows after a day and vitals after 400 days", async () => {
    const now = Date.now();
    const old = new Date(now - 25 * hour).toISOString();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO idempotency_keys (scope, key, request_hash, state, created_at) VALUES ('leads', 'old', 'h', 'done', ?)",
      ).bind(old),
      env.DB.prepare(
        "INSERT INTO idempotency_keys (scope, key, request_hash, state, created_at) VALUES ('leads', 'fresh', 'h', 'done', ?)",
      ).bind(new Date(now).toISOString()),
      env.DB.prepare("INSERT INTO rate_limit_counters (bucket, window_start, hits) VALUES ('leads:old', ?, 3)").bind(
        Math.floor(now / 1000) - 2 * 86_400,
      ),
      env.DB.prepare("INSERT INTO web_vitals (name, value, path, received_at) VALUES ('LCP', 1, '/old', ?)").bind(
        new Date(now - 401 * 24 * hour).toISOString(),
      ),
    ]);
    await runScheduled(now);
    const keys = await env.DB.prepare("SELECT key FROM idempotency_keys WHERE key IN ('old', 'fresh')").all<{ key: string }>();
    expect(keys.results.map((row) => row.key)).toEqual(["fresh"]);
    expect(await env.DB.prepare("SELECT 1 FROM rate_limit_counters WHERE bucket = 'leads:old'").first()).toBeNull();
    expect(await env.DB.prepare("SELECT 1 FROM web_vitals WHERE path = '/old'").first()).toBeNull();
  });

  it("runs every job even when one fails, then reports the failure", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const brokenBucket = { list: () => Promise.reject(new Error("R2 unavailable")) } as unknown as R2Bucket;
    await env.DB.prepare(
      "INSERT INTO idempotency_keys (scope, key, request_hash, state, created_at) VALUES ('leads', 'stale', 'h', 'done', ?)",
    )
      .bind(new Date(Date.now() - 30 * hour).toISOString())
      .run();
    await expect(runScheduled(Date.now(), { PHOTOS: brokenBucket })).rejects.toThrow(/sweep orphaned photos/);
    expect(await env.DB.prepare("SELECT 1 FROM idempotency_keys WHERE key = 'stale'").first()).toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
