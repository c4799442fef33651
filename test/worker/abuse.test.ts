import { describe, expect, it, vi } from "vitest";
import { messages } from "../../src/lib/messages";
import { limits } from "../../src/lib/quote";
import { detectSpam } from "../../worker/domain/leads";
import type { LeadForwardMessage } from "../../worker/domain/messaging";
import { rateLimitPolicies } from "../../worker/domain/rate-limit";
import { chatLead, fetchWithEnv, json, newClientIp, origin, postJson, quoteRequest } from "./support/http";
import { lead } from "./support/store";

/** A queue that only records what is sent to it. */
function recordingQueue() {
  const sent: LeadForwardMessage[] = [];
  const queue = {
    send: vi.fn(async (body: LeadForwardMessage) => {
      sent.push(body);
    }),
    sendBatch: vi.fn(async () => {}),
  } as unknown as Queue<LeadForwardMessage>;
  return { queue, sent };
}

const request = (path: string, body: unknown, base = origin, ip = newClientIp()) =>
  new Request(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify(body),
  });

describe("bots are answered like people but their leads are flagged and not forwarded", () => {
  // Each row's fields are made when its test runs: a start time taken when the file was collected
  // would be seconds old by then on a busy machine.
  it.each([
    ["the honeypot field is filled in", () => ({ website: "http://spam.example" }), "honeypot field filled in"],
    ["the form was sent too fast", () => ({ formStartedAt: Date.now() - 500, submittedAt: undefined }), "form filled in"],
  ])("when %s", async (_, overrides, reason) => {
    const { queue, sent } = recordingQueue();
    const { response, settled } = await fetchWithEnv(request("/api/quote-requests", quoteRequest(overrides())), {
      LEAD_FORWARD: queue,
    });
    await settled;
    expect(response.status).toBe(201);
    const { id, status } = await json<{ id: string; status: string }>(response);
    expect(status).toBe("received");
    expect(await lead(id)).toMatchObject({
      is_spam: 1,
      spam_reason: expect.stringContaining(reason),
      forward_status: "spam",
      priority: "low",
    });
    expect(sent).toEqual([]);
  });

  it("the chatbot's leads get the same checks", async () => {
    const { queue, sent } = recordingQueue();
    const { response, settled } = await fetchWithEnv(request("/api/leads", chatLead({ website: "x" })), { LEAD_FORWARD: queue });
    await settled;
    expect((await lead((await json<{ id: string }>(response)).id))?.is_spam).toBe(1);
    expect(sent).toEqual([]);
  });

  it("a person's lead is queued exactly once", async () => {
    const { queue, sent } = recordingQueue();
    const { response, settled } = await fetchWithEnv(request("/api/quote-requests", quoteRequest()), { LEAD_FORWARD: queue });
    await settled;
    const { id } = await json<{ id: string }>(response);
    expect(sent).toEqual([{ leadId: id }]);
    expect((await lead(id))?.forward_status).toBe("queued");
  });

  it("measures fill time on the browser's clock when it sent both times, so a wrong clock does not make a person a bot", () => {
    const now = Date.parse("2026-05-01T15:00:00Z");
    const skewedStart = now + 3_600_000; // the browser's clock is an hour ahead
    expect(detectSpam({ formStartedAt: skewedStart, submittedAt: new Date(skewedStart + 40_000).toISOString() }, now)).toBeNull();
    expect(detectSpam({ formStartedAt: skewedStart, submittedAt: new Date(skewedStart + 900).toISOString() }, now)).toMatch(
      /900 ms/,
    );
    expect(detectSpam({ formStartedAt: now - limits.minFillMs }, now)).toBeNull();
    expect(detectSpam({ formStartedAt: now - limits.minFillMs + 1 }, now)).not.toBeNull();
    expect(detectSpam({}, now)).toBeNull();
    expect(detectSpam({ website: "   " }, now)).toBeNull();
  });
});

describe("rate limits hold per client across concurrent requests", () => {
  it("lets exactly the limit through and answers the rest 429 with Retry-After", async () => {
    const ip = newClientIp();
    const { limit, windowSeconds } = rateLimitPolicies.leads;
    const responses = await Promise.all(
      Array.from({ length: limit + 5 }, (_, index) =>
        index % 2 ? postJson("/api/leads", chatLead(), { ip }) : postJson("/api/quote-requests", quoteRequest(), { ip }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(limit);
    const limited = responses.filter((response) => response.status === 429);
    expect(limited).toHaveLength(5);
    for (const response of limited) {
      const retryAfter = Number(response.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
      expect(await json(response)).toEqual({ error: messages.api.tooManyRequests, fields: {} });
    }
    expect((await postJson("/api/quote-requests", quoteRequest())).status).toBe(201);
  });

  it("keeps metrics separate from leads", async () => {
    const ip = newClientIp();
    await Promise.all(Array.from({ length: rateLimitPolicies.leads.limit }, () => postJson("/api/leads", chatLead(), { ip })));
    expect((await postJson("/api/leads", chatLead(), { ip })).status).toBe(429);
    expect((await postJson("/api/metrics", [{ name: "LCP", value: 900, path: "/" }], { ip })).status).toBe(204);
  });

  it("limits metrics too", async () => {
    const ip = newClientIp();
    const sample = [{ name: "page-view", value: 1, path: "/" }];
    const { limit } = rateLimitPolicies.metrics;
    // The Worker (in this isolate) reads this still clock: the requests cannot straddle two of the
    // minute-long windows, however long a busy machine takes to answer them.
    vi.useFakeTimers({ toFake: ["Date"] });
    const statuses = await Promise.all(
      Array.from({ length: limit + 3 }, () => postJson("/api/metrics", sample, { ip }).then((r) => r.status)),
    ).finally(() => vi.useRealTimers());
    expect(statuses.filter((status) => status === 204)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it("the benchmark's switch works on localhost only", async () => {
    const ip = newClientIp();
    const overLimit = rateLimitPolicies.leads.limit + 2;
    const local = [];
    for (let index = 0; index < overLimit; index++) {
      local.push(
        (await fetchWithEnv(request("/api/leads", chatLead(), "http://localhost:8799", ip), { RATE_LIMIT_DISABLED: "true" }))
          .response.status,
      );
    }
    expect(local.every((status) => status === 201)).toBe(true);

    const deployed = [];
    for (let index = 0; index < overLimit; index++) {
      deployed.push(
        (await fetchWithEnv(request("/api/leads", chatLead(), origin, ip), { RATE_LIMIT_DISABLED: "true" })).response.status,
      );
    }
    expect(deployed.filter((status) => status === 429)).toHaveLength(2);
  });
});
