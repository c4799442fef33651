import { Hono } from "hono";
import { z } from "zod";
import { chatLanguages, chatLimits, chatSteps, timeOfDay } from "../../../src/lib/chat";
import { readSettings, saveSettings } from "../../domain/chatbot";
import type { AppEnv } from "../../env";
import { validJson } from "../../http/validation";
import { forgetWidgetConfig } from "../chatbot";

/** /api/admin/chatbot: the chatbot's configuration, as staff edit it. The AI key goes in, never out. */

const line = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is too long.`);
const optionalLine = z
  .string()
  .trim()
  .max(100, "Keep this under 100 characters.")
  .nullish()
  .transform((value) => value || null);

const texts = z.object({
  welcomeMessage: line("The welcome message", chatLimits.messageChars),
  offlineMessage: line("The offline message", chatLimits.messageChars),
});

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const settingsUpdateSchema = z.object({
  version: z.number({ error: "Send the version you edited." }).int(),
  texts: z.object(
    Object.fromEntries(chatLanguages.map((language) => [language, texts])) as Record<
      (typeof chatLanguages)[number],
      typeof texts
    >,
  ),
  services: z
    .array(line("A service", 100))
    .min(1, "List at least one service.")
    .max(chatLimits.services, `List at most ${chatLimits.services} services.`),
  messagingNumber: optionalLine.refine(
    (value) => value === null || /^\+?\d{7,15}$/.test(value.replace(/[\s\-().]/g, "")),
    "The messaging number must be 7 to 15 digits.",
  ),
  groupId: optionalLine,
  customPrompts: z
    .array(
      z.object({
        name: line("A prompt's name", 100),
        prompt: line("A prompt", chatLimits.messageChars),
        step: z.enum([...chatSteps, "any"], { error: "Choose the step a prompt applies to." }),
      }),
    )
    .max(chatLimits.customPrompts, `At most ${chatLimits.customPrompts} prompts.`),
  leadMessageTemplate: line("The lead message template", chatLimits.messageChars),
  autoResponse: z.boolean(),
  hours: z.object({
    enabled: z.boolean(),
    start: z.string().regex(timeOfDay, "Give the opening time as HH:MM."),
    end: z.string().regex(timeOfDay, "Give the closing time as HH:MM."),
    timeZone: z.string().refine(isTimeZone, "Choose a time zone such as America/Chicago."),
  }),
  aiBaseUrl: z.url({ protocol: /^https?$/, error: "The AI base URL must be an http(s) address." }).max(300),
  aiModel: line("The AI model", 100),
  aiKey: z.string().trim().max(500, "That AI key is too long.").optional(),
});

export const deskChatbotRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ settings: await readSettings(c.env.DB) }))
  .put("/", validJson(settingsUpdateSchema), async (c) => {
    const settings = await saveSettings(c.env.DB, c.req.valid("json"), c.var.staff, c.env.CHATBOT_KEY_SECRET, new Date());
    c.executionCtx.waitUntil(forgetWidgetConfig(c.req.url));
    return c.json({ settings });
  });
