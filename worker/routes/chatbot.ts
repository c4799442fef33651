import { Hono } from "hono";
import { z } from "zod";
import { chatLanguages, chatLimits, chatSteps } from "../../src/lib/chat";
import { apiSecurityHeaders } from "../../src/lib/security-headers";
import { aiReply, readWidgetConfig } from "../domain/chatbot";
import type { AppEnv } from "../env";
import { readBody } from "../http/body";
import { cachedPublicPaths, cachedResponse, keepResponse } from "../http/edge-cache";
import { rateLimit } from "../http/guards";
import { validJson } from "../http/validation";

/**
 * The widget's public endpoints. Mounted before the API's no-store security headers because the
 * configuration is cacheable: browsers keep it 15 s and the edge cache 30 s, so a staff edit shows
 * in the widget within 45 s (the desk's save also drops this location's cached copy).
 */
const widgetConfigCacheControl = "public, max-age=15, s-maxage=30";

const text = z.string().trim().max(chatLimits.messageChars, `Keep each message under ${chatLimits.messageChars} characters.`);

const replyRequestSchema = z.object({
  language: z.enum(chatLanguages, { error: "Choose English, Spanish or French." }),
  step: z.enum(chatSteps, { error: "Unknown conversation step." }),
  known: z.object({ name: text.optional(), service: text.optional(), address: text.optional() }).default({}),
  history: z
    .array(z.object({ from: z.enum(["bot", "visitor"]), text }))
    .min(1, "Send the conversation so far.")
    .max(40, "Send at most the last 40 messages."),
});

export const chatbotRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(apiSecurityHeaders)) c.res.headers.set(name, value);
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  })
  .get("/config", async (c) => {
    const cached = await cachedResponse(cachedPublicPaths.widgetConfig, c.req.url);
    if (cached) return new Response(cached.body, cached);
    const response = c.json(await readWidgetConfig(c.env.DB), 200, { "Cache-Control": widgetConfigCacheControl });
    c.executionCtx.waitUntil(keepResponse(cachedPublicPaths.widgetConfig, c.req.url, response));
    return response;
  })
  .post("/reply", rateLimit("chatReplies"), readBody({ jsonBytes: 64 * 1024 }), validJson(replyRequestSchema), async (c) =>
    c.json({ reply: await aiReply(c.env.DB, c.env.CHATBOT_KEY_SECRET, c.req.valid("json")) }),
  );
