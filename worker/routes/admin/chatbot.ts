import { Hono } from "hono";
import { chatbotSettingsUpdateSchema } from "../../../src/lib/desk-schemas/chatbot";
import { readSettings, saveSettings } from "../../domain/chatbot";
import type { AppEnv } from "../../env";
import { cachedPublicPaths, forgetCachedResponse } from "../../http/edge-cache";
import { validJson } from "../../http/validation";

/** /api/admin/chatbot: the chatbot's configuration, as staff edit it. The AI key goes in, never out. */

export const deskChatbotRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ settings: await readSettings(c.env.DB) }))
  .put("/", validJson(chatbotSettingsUpdateSchema), async (c) => {
    const settings = await saveSettings(c.env.DB, c.req.valid("json"), c.var.staff, c.env.CHATBOT_KEY_SECRET, new Date());
    c.executionCtx.waitUntil(forgetCachedResponse(cachedPublicPaths.widgetConfig, c.req.url));
    return c.json({ settings });
  });
