import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type LeadForwardMessage, retryDelaySeconds } from "../../worker/domain/messaging";
import type { Env } from "../../worker/env";
import worker from "../../worker/index";
import { fetchWithEnv, json, newClientIp, origin, postJson, quoteRequest } from "./support/http";
import { fixture, imagePayload } from "./support/images";
import { eventsOf, lead, waitFor } from "./support/store";

const channels = {
  WHATSAPP_TOKEN: "wa-token",
  WHATSAPP_PHONE_NUMBER_ID: "1098765",
  WHATSAPP_TO: "+1 312 555 0142",
  LEAD_WEBHOOK_URL: "https://hooks.example/leads",
  LEAD_WEBHOOK_SECRET: "webhook-secret",
  RESEND_API_KEY: "re_test",
  LEAD_EMAIL_TO: "office@example.com, owner@example.com",
} satisfies Partial<Env>;

afterEach(() => {
  vi.restoreAllMocks();
});

const quoteWithPhoto = (overrides: Record<string, unknown> = {}) =>
  new Request(`${origin}/api/quote-requests`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": newClientIp() },
    body: JSON.stringify(quoteRequest({ images: [imagePayload(fixture("plain.jpg"))], ...overrides })),
  });

/** A stored lead that the real queue never sees, so the tests below alone deliver it. */
async function storedLead(overrides: Record<string, unknown> = {}) {
  const detachedQueue = { send: async () => {} } as unknown as Queue<LeadForwardMessage>;
  const { response, settled } = await fetchWithEnv(quoteWithPhoto(overrides), { LEAD_FORWARD: detachedQueue });
  await settled;
  return (await json<{ id: string }>(response)).id;
}

/** Delivers one message to the Worker's queue handler, as the Queues runtime would. */
async function deliver(leadId: string, options: { queue?: string; attempts?: number; overrides?: Partial<Env> } = {}) {
  const batch = createMessageBatch<LeadForwardMessage>(options.queue ?? "lead-forward", [
    { id: `msg-${leadId}`, timestamp: new Date(), attempts: options.attempts ?? 1, body: { leadId } },
  ]);
  // getQueueResult reports which messages were retried but not their delay, so retry() is watched too.
  const retry = vi.spyOn(batch.messages[0] as Message<LeadForwardMessage>, "retry");
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...options.overrides }, ctx);
  return {
    ...(await getQueueResult(batch, ctx)),
    retryDelays: retry.mock.calls.map(([retryOptions]) => retryOptions?.delaySeconds),
  };
}

type Call = { url: string; init: RequestInit };

function mockChannels(answer: (url: string) => Response | Promise<Response> = () => Response.json({ ok: true })) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({ url, init: init ?? {} });
    return answer(url);
  });
  return calls;
}

const bodyOf = (call: Call | undefined) => JSON.parse(String(call?.init.body));

describe("every stored lead is forwarded once, after the 201", () => {
  it("through the real queue: one delivery, recorded, and nothing configured means 'not forwarded'", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const sent = vi.spyOn(env.LEAD_FORWARD, "send");
    const { id } = await json<{ id: string }>(await postJson("/api/quote-requests", quoteRequest()));
    const before = await eventsOf(id);
    expect(before.filter((event) => event.kind === "forward_attempt")).toEqual([]);

    const events = await waitFor(async () => {
      const all = (await eventsOf(id)).filter((event) => event.kind === "forward_attempt");
      return all.length > 0 && all;
    });
    expect(events).toMatchObject([{ channel: "none", outcome: "skipped", detail: "not forwarded: no channel configured" }]);
    expect((await lead(id))?.forward_status).toBe("not_forwarded");
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`${env.STAFF_DESK_URL}/leads/${id}`));

    // One message was queued for the lead, so no second delivery follows.
    expect(sent.mock.calls.map(([message]) => message)).toEqual([{ leadId: id }]);
  });

  it("the 201 does not wait for the hand-over to the queue", async () => {
    let release = () => {};
    const sent: LeadForwardMessage[] = [];
    const slowQueue = {
      send: (body: LeadForwardMessage) =>
        new Promise<void>((resolve) => {
          release = () => {
            sent.push(body);
            resolve();
          };
        }),
    } as unknown as Queue<LeadForwardMessage>;
    const { response, settled } = await fetchWithEnv(quoteWithPhoto(), { LEAD_FORWARD: slowQueue });
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    expect(sent).toEqual([]);
    expect((await lead(id))?.forward_status).toBe("pending");
    release();
    await settled;
    expect(sent).toEqual([{ leadId: id }]);
    expect((await lead(id))?.forward_status).toBe("queued");
  });
});

describe("the consumer sends the lead summary to every configured channel", () => {
  it("WhatsApp, the webhook and email each get one message with the summary and the desk link", async () => {
    const id = await storedLead({ name: "Maria\nService: FAKE", timeline: "As soon as possible" });
    const calls = mockChannels();
    const result = await deliver(id, { overrides: channels });

    expect(result.explicitAcks).toEqual([`msg-${id}`]);
    expect(result.retryDelays).toEqual([]);
    expect(calls.map((call) => call.url).sort()).toEqual(
      [
        "https://api.resend.com/emails",
        "https://graph.facebook.com/v23.0/1098765/messages",
        "https://hooks.example/leads",
      ].sort(),
    );

    const whatsapp = calls.find((call) => call.url.includes("graph.facebook.com"));
    expect(new Headers(whatsapp?.init.headers).get("Authorization")).toBe("Bearer wa-token");
    const message = bodyOf(whatsapp);
    expect(message).toMatchObject({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "13125550142",
      type: "text",
    });
    const text: string = message.text.body;
    expect(text.split("\n")).toEqual([
      "New lead: Asbestos Removal (high priority, quote-form)",
      "Name: Maria Service: FAKE",
      "Phone: (312) 555-0187",
      "Email: maria.kowalski@example.com",
      "Address: 2150 W Roscoe St, Chicago, IL 60618",
      "Service: Asbestos Removal",
      "Timeline: As soon as possible",
      "Photos: yes (1)",
      "Details: Old floor tiles in the basement, about 400 sq ft.",
      `Open in the staff desk: https://www.lakeshore-environmental.example/admin/leads/${id}`,
    ]);

    const webhook = calls.find((call) => call.url === channels.LEAD_WEBHOOK_URL);
    const signature = new Headers(webhook?.init.headers).get("X-Lead-Signature");
    const key = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(channels.LEAD_WEBHOOK_SECRET),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const expected = new Uint8Array(
      await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(String(webhook?.init.body))),
    ).toHex();
    expect(signature).toBe(`sha256=${expected}`);
    expect(bodyOf(webhook)).toMatchObject({ type: "lead.created", lead: { id, photoCount: 1, phone: "(312) 555-0187" }, text });

    const email = calls.find((call) => call.url.includes("resend"));
    expect(new Headers(email?.init.headers).get("Idempotency-Key")).toBe(`lead-${id}`);
    expect(bodyOf(email)).toMatchObject({
      to: ["office@example.com", "owner@example.com"],
      subject: "New lead: Maria Service: FAKE – Asbestos Removal",
      text,
    });

    const attempts = (await eventsOf(id)).filter((event) => event.kind === "forward_attempt");
    expect(attempts.map((event) => [event.channel, event.outcome, event.attempt]).sort()).toEqual([
      ["email", "sent", 1],
      ["webhook", "sent", 1],
      ["whatsapp", "sent", 1],
    ]);
    expect((await lead(id))?.forward_status).toBe("forwarded");
  });

  it("a WhatsApp group id is addressed as a group", async () => {
    const id = await storedLead();
    const calls = mockChannels();
    await deliver(id, {
      overrides: { ...channels, WHATSAPP_TO: "120363025246125486@g.us", LEAD_WEBHOOK_URL: "", RESEND_API_KEY: "" },
    });
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0])).toMatchObject({ recipient_type: "group", to: "120363025246125486@g.us" });
  });

  it("a message delivered twice does not forward twice", async () => {
    const id = await storedLead();
    const calls = mockChannels();
    await deliver(id, { overrides: channels });
    await deliver(id, { overrides: channels });
    expect(calls).toHaveLength(3);
  });
});

describe("failures are retried with growing delays, then dead-lettered and recorded", () => {
  it("retries a failing channel and does not resend to the channels that succeeded", async () => {
    const id = await storedLead();
    const calls = mockChannels((url) =>
      url === channels.LEAD_WEBHOOK_URL ? new Response("upstream down", { status: 503 }) : Response.json({}),
    );
    const first = await deliver(id, { overrides: channels, attempts: 1 });
    expect(first.explicitAcks).toEqual([]);
    expect(first.retryMessages).toEqual([{ msgId: `msg-${id}` }]);
    expect(first.retryDelays).toEqual([30]);
    expect(calls).toHaveLength(3);

    const third = await deliver(id, { overrides: channels, attempts: 3 });
    expect(third.retryDelays).toEqual([120]);
    expect(calls.slice(3).map((call) => call.url)).toEqual([channels.LEAD_WEBHOOK_URL]);

    const failures = (await eventsOf(id)).filter((event) => event.outcome === "failed");
    expect(failures).toMatchObject([
      { channel: "webhook", attempt: 1, detail: "HTTP 503: upstream down" },
      { channel: "webhook", attempt: 3, detail: "HTTP 503: upstream down" },
    ]);
    expect((await lead(id))?.forward_status).toBe("queued");
  });

  it("a network error is retried too", async () => {
    const id = await storedLead();
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost."));
    const result = await deliver(id, { overrides: { LEAD_WEBHOOK_URL: channels.LEAD_WEBHOOK_URL } });
    expect(result.retryDelays).toEqual([30]);
    expect((await eventsOf(id)).at(-1)).toMatchObject({
      channel: "webhook",
      outcome: "failed",
      detail: "Network connection lost.",
    });
  });

  it("the dead-letter queue's consumer records the final failure on the lead", async () => {
    const id = await storedLead();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    mockChannels((url) => (url.includes("resend") ? new Response("invalid from", { status: 422 }) : Response.json({})));
    await deliver(id, { overrides: channels, attempts: 6 });

    const result = await deliver(id, { queue: "lead-forward-dlq" });
    expect(result.explicitAcks).toEqual([`msg-${id}`]);
    expect((await eventsOf(id)).at(-1)).toMatchObject({
      kind: "forward_abandoned",
      channel: "email",
      outcome: "failed",
      detail: expect.stringContaining("still failing: email"),
    });
    expect((await lead(id))?.forward_status).toBe("failed");
    expect(error).toHaveBeenCalled();
  });

  it("the delay doubles from 30 s and stops growing at an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480, 960, 3600, 3600]);
  });

  it("spam and vanished leads are acknowledged without sending", async () => {
    const spam = await storedLead({ website: "bot" });
    const calls = mockChannels();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect((await deliver(spam, { overrides: channels })).explicitAcks).toHaveLength(1);
    expect((await deliver(crypto.randomUUID(), { overrides: channels })).explicitAcks).toHaveLength(1);
    expect(calls).toEqual([]);
  });
});
