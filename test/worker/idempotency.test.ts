import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../src/lib/messages";
import { chatLead, fetchWithEnv, json, newClientIp, origin, postJson, quoteRequest } from "./support/http";
import { fixture, imagePayload } from "./support/images";
import { count } from "./support/store";

const leadsWithKey = async (key: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM leads WHERE idempotency_key LIKE ?").bind(`%:${key}`).first<{ n: number }>())
    ?.n;

describe("an Idempotency-Key makes retries and double clicks safe", () => {
  it("a retry gets the same answer and creates no second lead", async () => {
    const key = crypto.randomUUID();
    const body = JSON.stringify(quoteRequest({ images: [imagePayload(fixture("plain.jpg"))] }));
    const first = await postJson("/api/quote-requests", body, { headers: { "Idempotency-Key": key } });
    const second = await postJson("/api/quote-requests", body, { headers: { "Idempotency-Key": key } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await leadsWithKey(key)).toBe(1);
  });

  it("concurrent identical requests all get the one lead", async () => {
    const key = crypto.randomUUID();
    const body = JSON.stringify(chatLead());
    const ip = newClientIp();
    const leadsBefore = await count("leads");
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => postJson("/api/leads", body, { ip, headers: { "Idempotency-Key": key } })),
    );
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(201));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(await leadsWithKey(key)).toBe(1);
    expect(await count("leads")).toBe(leadsBefore + 1);
  });

  it("the same key with a different body is refused with 422", async () => {
    const key = crypto.randomUUID();
    await postJson("/api/leads", chatLead(), { headers: { "Idempotency-Key": key } });
    const reused = await postJson("/api/leads", chatLead({ name: "Someone Else" }), { headers: { "Idempotency-Key": key } });
    expect(reused.status).toBe(422);
    expect(await json(reused)).toEqual({
      error: messages.api.idempotencyKeyReused,
      fields: { "Idempotency-Key": messages.api.idempotencyKeyReused },
    });
  });

  it("keys are per endpoint", async () => {
    const key = crypto.randomUUID();
    expect((await postJson("/api/leads", chatLead(), { headers: { "Idempotency-Key": key } })).status).toBe(201);
    expect((await postJson("/api/quote-requests", quoteRequest(), { headers: { "Idempotency-Key": key } })).status).toBe(201);
  });

  it("a client mistake is answered the same way again", async () => {
    const key = crypto.randomUUID();
    const body = JSON.stringify(quoteRequest({ email: "nope" }));
    const first = await postJson("/api/quote-requests", body, { headers: { "Idempotency-Key": key } });
    const again = await postJson("/api/quote-requests", body, { headers: { "Idempotency-Key": key } });
    expect(first.status).toBe(400);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(await first.json());
  });

  it("after a server fault the same key can be retried and succeeds", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const key = crypto.randomUUID();
    const body = JSON.stringify(quoteRequest());
    const failingDb = new Proxy(env.DB, {
      get: (target, property) =>
        property === "batch" ? () => Promise.reject(new Error("D1 unavailable")) : Reflect.get(target, property).bind(target),
    });
    const attempt = () =>
      new Request(`${origin}/api/quote-requests`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": key, "CF-Connecting-IP": newClientIp() },
        body,
      });
    expect((await fetchWithEnv(attempt(), { DB: failingDb })).response.status).toBe(500);
    const retry = await fetchWithEnv(attempt(), {});
    expect(retry.response.status).toBe(201);
    expect(await leadsWithKey(key)).toBe(1);
    vi.restoreAllMocks();
  });

  it("refuses a malformed key", async () => {
    for (const key of ["has space", "x".repeat(256), ""]) {
      const response = await postJson("/api/leads", chatLead(), { headers: { "Idempotency-Key": key } });
      expect(response.status).toBe(400);
      expect((await json<{ error: string }>(response)).error).toBe(messages.api.idempotencyKeyInvalid);
    }
  });
});
