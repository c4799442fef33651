import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type ChatbotSettings,
  type ChatReplyRequest,
  type ChatWidgetConfig,
  chatbotDeskMessages,
  isOutsideHours,
  wantsToSendPicture,
} from "../../src/lib/chat";
import type { TranscriptEntry } from "../../src/lib/desk";
import { aiReply, decryptKey } from "../../worker/domain/chatbot";
import type { AppEnv } from "../../worker/env";
import { cachedPublicPaths, forgetCachedResponse } from "../../worker/http/edge-cache";
import { handleError } from "../../worker/http/problems";
import { deskChatbotRoutes } from "../../worker/routes/admin/chatbot";
import { chatLead, fetchWithEnv, json, newClientIp, origin, type Problem, postJson, send } from "./support/http";

const keySecret = "test-chatbot-key-secret";
const aiKey = "sk-test-Zq81VhXo2pLk7MfD0aWcR5";

/** The desk's chatbot routes behind a stand-in for the Access middleware (its own tests prove who gets in). */
let deskRole: "admin" | "staff" = "admin";
const desk = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.set("staff", { email: "ines@lakeshore.example", name: "Ines", role: deskRole } as AppEnv["Variables"]["staff"]);
    await next();
  })
  .route("/api/admin/chatbot", deskChatbotRoutes)
  .onError(handleError);

async function deskCall(method: string, body?: unknown) {
  const ctx = createExecutionContext();
  const response = await desk.fetch(
    new Request(`${origin}/api/admin/chatbot`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "Content-Type": "application/json" } }),
    }),
    { ...env, CHATBOT_KEY_SECRET: keySecret },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

const currentSettings = async () => (await json<{ settings: ChatbotSettings }>(await deskCall("GET"))).settings;

async function saveWith(changes: Partial<ChatbotSettings> & { aiKey?: string }) {
  const { aiKeySet: _set, updatedAt: _at, updatedBy: _by, ...editable } = await currentSettings();
  return deskCall("PUT", { ...editable, ...changes });
}

const widgetConfig = () => send("/api/chatbot/config", { method: "GET" });

/** Reply request through the Worker's real entry point, with the key secret set. */
function askForReply(body: ChatReplyRequest, ip = newClientIp()) {
  return fetchWithEnv(
    new Request(`${origin}/api/chatbot/reply`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    }),
    { CHATBOT_KEY_SECRET: keySecret },
  );
}

const replyRequest: ChatReplyRequest = {
  language: "es",
  step: "summary",
  known: { name: "Dev Patel", service: "Mold Remediation" },
  history: [
    { from: "bot", text: "¡Gracias!" },
    { from: "visitor", text: "¿Cuánto tarda la remediación de moho?" },
  ],
};

beforeEach(async () => {
  await env.DB.prepare("UPDATE chatbot_config SET ai_key_ciphertext = NULL, auto_response = 1, custom_prompts = '[]'").run();
  await forgetCachedResponse(cachedPublicPaths.widgetConfig, origin);
});
afterEach(() => vi.restoreAllMocks());

describe("the conversation's rules", () => {
  it("reads yes, sí, si or oui as a word, in any case, with or without the accent", () => {
    for (const answer of ["yes", "Yes please", "SÍ", "si, tengo una", "Sí.", "oui", "Oui !", "ok yes"]) {
      expect(wantsToSendPicture(answer), answer).toBe(true);
    }
    for (const answer of ["no", "yesterday", "simple", "ouija", "nope", "", "sin foto", "non"]) {
      expect(wantsToSendPicture(answer), answer).toBe(false);
    }
  });

  it("knows when it is outside business hours in the configured time zone", () => {
    const hours = { enabled: true, start: "08:00", end: "18:00", timeZone: "America/Chicago" };
    expect(isOutsideHours(hours, new Date("2026-11-23T15:00:00Z"))).toBe(false); // 09:00 in Chicago
    expect(isOutsideHours(hours, new Date("2026-11-23T03:00:00Z"))).toBe(true); // 21:00 in Chicago
    expect(isOutsideHours(hours, new Date("2026-11-23T23:59:00Z"))).toBe(false); // 17:59: still open
    expect(isOutsideHours(hours, new Date("2026-11-24T00:00:00Z"))).toBe(true); // 18:00: closed
    expect(isOutsideHours({ ...hours, enabled: false }, new Date("2026-11-23T03:00:00Z"))).toBe(false);
    expect(isOutsideHours({ ...hours, start: "22:00", end: "06:00" }, new Date("2026-11-23T05:00:00Z"))).toBe(false);
  });
});

describe("GET /api/chatbot/config", () => {
  it("gives the widget the texts of every language, briefly cacheable, and nothing staff-only", async () => {
    const response = await widgetConfig();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=15, s-maxage=30");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const config = await json<ChatWidgetConfig>(response);
    expect(config.texts.en.welcomeMessage).toMatch(/free quote/);
    expect(config.texts.es.welcomeMessage).toMatch(/presupuesto gratis/);
    expect(config.texts.fr.offlineMessage).toMatch(/fermés/);
    expect(config.services).toContain("Mold Remediation");
    expect(config.messagingTarget).toBe("13125550142");
    expect(config.aiReplies).toBe(false);
    expect(Object.keys(config).sort()).toEqual([
      "aiReplies",
      "hours",
      "leadMessageTemplate",
      "messagingTarget",
      "services",
      "texts",
    ]);
  });

  it("shows a staff edit at once in this location, and the group id wins over the number", async () => {
    await widgetConfig(); // now cached
    const saved = await saveWith({
      texts: {
        ...(await currentSettings()).texts,
        fr: { welcomeMessage: "Bienvenue chez Lakeshore !", offlineMessage: "Fermé." },
      },
      groupId: "LakeshoreLeads",
      messagingNumber: "+1 312 555 0000",
    });
    expect(saved.status).toBe(200);
    const config = await json<ChatWidgetConfig>(await widgetConfig());
    expect(config.texts.fr.welcomeMessage).toBe("Bienvenue chez Lakeshore !");
    expect(config.messagingTarget).toBe("LakeshoreLeads");
    await saveWith({ groupId: null, messagingNumber: null });
  });
});

describe("the desk's chatbot settings", () => {
  it("are refused to anyone who is not staff", async () => {
    const anonymous = await send("/api/admin/chatbot", { method: "GET" });
    expect([401, 403]).toContain(anonymous.status);
    const write = await send("/api/admin/chatbot", {
      method: "PUT",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect([401, 403]).toContain(write.status);
  });

  it("refuse an edit made against an older version with 409, and bad input with 400 and a sentence", async () => {
    const before = await currentSettings();
    expect((await saveWith({ leadMessageTemplate: "Lead: {name}" })).status).toBe(200);
    const stale = await saveWith({ version: before.version, leadMessageTemplate: "Older edit" });
    expect(stale.status).toBe(409);
    // Like a stale lead edit, the answer carries the settings as they are now, so the desk shows them.
    const refused = await json<Problem & { settings: ChatbotSettings }>(stale);
    expect(refused.error).toMatch(/Someone else saved/);
    expect(refused.settings).toMatchObject({ version: before.version + 1, leadMessageTemplate: "Lead: {name}" });

    const bad = await saveWith({ hours: { enabled: true, start: "8am", end: "18:00", timeZone: "Mars/Olympus" } });
    expect(bad.status).toBe(400);
    const problem = await json<Problem>(bad);
    expect(problem.fields["hours.start"]).toBe("Give the opening time as HH:MM.");
    expect(problem.fields["hours.timeZone"]).toMatch(/time zone/);
    expect((await saveWith({ services: [] })).status).toBe(400);
  });

  it("let staff edit the texts but only an admin change the AI provider", async () => {
    deskRole = "staff";
    try {
      const before = await currentSettings();
      const template = `New lead for the crew ${crypto.randomUUID()}: {name}`;
      expect((await saveWith({ leadMessageTemplate: template })).status).toBe(200);
      for (const change of [{ aiBaseUrl: "https://collector.example/v1" }, { aiModel: "other-model" }, { aiKey: "sk-staff" }]) {
        const refused = await saveWith(change);
        expect(refused.status, JSON.stringify(change)).toBe(403);
        expect((await json<Problem>(refused)).error).toBe(chatbotDeskMessages.aiProviderAdminOnly);
      }
      const after = await currentSettings();
      expect([after.leadMessageTemplate, after.aiBaseUrl, after.aiModel, after.aiKeySet]).toEqual([
        template,
        before.aiBaseUrl,
        before.aiModel,
        before.aiKeySet,
      ]);
    } finally {
      deskRole = "admin";
    }
  });

  it("keep the AI key write-only: stored encrypted, never in any response", async () => {
    const saved = await saveWith({ aiKey });
    expect(saved.status).toBe(200);
    const savedText = await saved.text();
    expect(savedText).not.toContain(aiKey);
    expect(JSON.parse(savedText).settings.aiKeySet).toBe(true);

    const storedKey = async () =>
      (await env.DB.prepare("SELECT ai_key_ciphertext FROM chatbot_config").first<{ ai_key_ciphertext: string }>())
        ?.ai_key_ciphertext as string;
    const ciphertext = await storedKey();
    expect(ciphertext).not.toContain(aiKey);
    // AES-GCM under the Worker secret: it opens with that secret only, and a fresh IV makes each save differ.
    expect(await decryptKey(ciphertext, keySecret)).toBe(aiKey);
    await expect(decryptKey(ciphertext, `${keySecret}-other`)).rejects.toThrow();
    await saveWith({ aiKey });
    const resaved = await storedKey();
    expect(resaved).not.toBe(ciphertext);
    expect(await decryptKey(resaved, keySecret)).toBe(aiKey);

    // Saving without aiKey keeps it; "" removes it.
    expect((await json<{ settings: ChatbotSettings }>(await saveWith({}))).settings.aiKeySet).toBe(true);

    const forms = [
      aiKey,
      btoa(aiKey),
      encodeURIComponent(aiKey),
      [...new TextEncoder().encode(aiKey)].map((b) => b.toString(16).padStart(2, "0")).join(""),
      ciphertext,
      resaved,
      aiKey.slice(3, 15),
    ];
    const stub = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("nope", { status: 500 }));
    const anonymous = [
      await widgetConfig(),
      await send("/api/chatbot/reply", { body: JSON.stringify(replyRequest), headers: { "Content-Type": "application/json" } }),
      (await askForReply(replyRequest)).response,
      await send("/api/admin/chatbot", { method: "GET" }),
      await send("/api/chatbot/reply", { body: "{bad", headers: { "Content-Type": "application/json" } }),
      await send("/api/chatbot/config?x=1", { method: "GET" }),
    ];
    expect(stub).toHaveBeenCalled();
    for (const response of anonymous) {
      const text = `${[...response.headers].join("\n")}\n${await response.text()}`;
      for (const form of forms) expect(text).not.toContain(form);
    }

    expect((await json<{ settings: ChatbotSettings }>(await saveWith({ aiKey: "" }))).settings.aiKeySet).toBe(false);
  });

  it("cannot store a key without the Worker secret", async () => {
    const { aiKeySet: _s, updatedAt: _a, updatedBy: _b, ...editable } = await currentSettings();
    const ctx = createExecutionContext();
    const response = await desk.fetch(
      new Request(`${origin}/api/admin/chatbot`, {
        method: "PUT",
        body: JSON.stringify({ ...editable, aiKey }),
        headers: { "Content-Type": "application/json" },
      }),
      { ...env, CHATBOT_KEY_SECRET: undefined },
      ctx,
    );
    expect(response.status).toBe(409);
    expect((await json<Problem>(response)).error).toMatch(/CHATBOT_KEY_SECRET/);
  });
});

describe("POST /api/chatbot/reply", () => {
  beforeEach(async () => {
    await saveWith({
      aiKey,
      aiBaseUrl: "https://ai.example.test/v1/",
      customPrompts: [
        { name: "Mold timing", prompt: "Mold remediation typically takes 1-5 days.", step: "summary" },
        { name: "Form help", prompt: "Ask for the address.", step: "form" },
      ],
    });
  });

  it("answers through the configured OpenAI-compatible API with the spec's parameters", async () => {
    const stub = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(
        Response.json({ choices: [{ message: { role: "assistant", content: " Suele tardar de 1 a 5 días. " } }] }),
      );
    const { response } = await askForReply(replyRequest);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ reply: "Suele tardar de 1 a 5 días." });

    const [url, init] = stub.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("https://ai.example.test/v1/chat/completions");
    expect(new Headers(init.headers).get("Authorization")).toBe(`Bearer ${aiKey}`);
    const sent = JSON.parse(init.body as string);
    expect(sent).toMatchObject({ model: "gpt-3.5-turbo", max_tokens: 150, temperature: 0.7 });
    expect(sent.tools).toBeUndefined();
    const system = sent.messages[0];
    expect(system.role).toBe("system");
    expect(system.content).toContain("Mold Remediation, Window Installation");
    expect(system.content).toContain("Mold remediation typically takes 1-5 days.");
    expect(system.content).not.toContain("Ask for the address.");
    expect(system.content).toContain("name: Dev Patel");
    expect(system.content).toContain("Español");
    expect(sent.messages.slice(1)).toEqual([
      { role: "assistant", content: "¡Gracias!" },
      { role: "user", content: "¿Cuánto tarda la remediación de moho?" },
    ]);
  });

  it("falls back (reply null) when the API answers 500", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("upstream down", { status: 500 }));
    const { response } = await askForReply(replyRequest);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ reply: null });
  });

  it("falls back when the API does not answer in time", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason ?? new Error("aborted"))),
        ),
    );
    const started = Date.now();
    expect(await aiReply(env.DB, keySecret, replyRequest, 100)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("falls back without calling anyone when auto-response is off", async () => {
    const stub = vi.spyOn(globalThis, "fetch");
    await saveWith({ autoResponse: false });
    const { response } = await askForReply(replyRequest);
    expect(await response.json()).toEqual({ reply: null });
    expect(stub).not.toHaveBeenCalled();
  });

  it("is rate-limited per visitor and refuses bad requests with a sentence", async () => {
    // A fresh response per call: a body can be read only once.
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ choices: [{ message: { content: "Hola" } }] }));
    const ip = newClientIp();
    for (let i = 0; i < 20; i++) expect((await askForReply(replyRequest, ip)).response.status).toBe(200);
    const limited = (await askForReply(replyRequest, ip)).response;
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBeTruthy();
    expect((await askForReply(replyRequest)).response.status).toBe(200);

    const bad = (await askForReply({ ...replyRequest, language: "de" as "en" })).response;
    expect(bad.status).toBe(400);
    expect((await json<Problem>(bad)).error).toBe("Choose English, Spanish or French.");
  });
});

describe("a chat lead", () => {
  it("keeps the transcript and the conversation's language with the lead", async () => {
    const transcript: TranscriptEntry[] = [
      { from: "bot", text: "¡Hola! ¿En qué le podemos ayudar?", at: "2026-11-22T20:00:00.000Z" },
      { from: "visitor", text: "Moho en el sótano", at: "2026-11-22T20:00:30.000Z" },
    ];
    const response = await postJson("/api/leads", chatLead({ transcript, language: "es", description: "Picture offered: no" }));
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    const row = await env.DB.prepare("SELECT transcript, description FROM leads WHERE id = ?")
      .bind(id)
      .first<{ transcript: string; description: string }>();
    expect(JSON.parse(row?.transcript ?? "null")).toEqual(transcript);
    expect(row?.description).toBe("Picture offered: no Conversation in Español.");
  });

  it("refuses a transcript entry that is not from the bot or the visitor", async () => {
    const response = await postJson(
      "/api/leads",
      chatLead({ transcript: [{ from: "staff", text: "x", at: new Date().toISOString() }] }),
    );
    expect(response.status).toBe(400);
  });
});
