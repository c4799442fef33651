import { Hono } from "hono";
import { chatbotSettingsUpdateSchema } from "../../../src/lib/desk-schemas";
import { readSettings, saveSettings } from "../../domain/chatbot";
import type { AppEnv } from "../../env";
import { validJson } from "../../http/validation";
import { forgetWidgetConfig } from "../chatbot";

/** /api/admin/chatbot: the chatbot's configuration, as staff edit it. The AI key goes in, never out. */

export const deskChatbotRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ settings: await readSettings(c.env.DB) }))
  .put("/", validJson(chatbotSettingsUpdateSchema), async (c) => {
    const settings = await saveSettings(c.env.DB, c.req.valid("json"), c.var.staff, c.env.CHATBOT_KEY_SECRET, new Date());
    c.executionCtx.waitUntil(forgetWidgetConfig(c.req.url));
    return c.json({ settings });
  });
