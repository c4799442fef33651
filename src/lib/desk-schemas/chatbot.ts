import { z } from "zod";
import { chatLanguages, chatLimits, chatSteps, timeOfDay } from "../chat";
import { requiredText } from "./fields";

/** What PUT /api/admin/chatbot accepts. */

const optionalLine = z
  .string()
  .trim()
  .max(100, "Keep this under 100 characters.")
  .nullish()
  .transform((value) => value || null);

const chatTexts = z.object({
  welcomeMessage: requiredText("The welcome message", chatLimits.messageChars),
  offlineMessage: requiredText("The offline message", chatLimits.messageChars),
});

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** PUT /api/admin/chatbot: the settings plus, optionally, a new AI key ("" removes it; absent keeps it). */
export const chatbotSettingsUpdateSchema = z.object({
  version: z.number({ error: "Send the version you edited." }).int(),
  texts: z.object(
    Object.fromEntries(chatLanguages.map((language) => [language, chatTexts])) as Record<
      (typeof chatLanguages)[number],
      typeof chatTexts
    >,
  ),
  services: z
    .array(requiredText("A service", 100))
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
        name: requiredText("A prompt's name", 100),
        prompt: requiredText("A prompt", chatLimits.messageChars),
        step: z.enum([...chatSteps, "any"], { error: "Choose the step a prompt applies to." }),
      }),
    )
    .max(chatLimits.customPrompts, `At most ${chatLimits.customPrompts} prompts.`),
  leadMessageTemplate: requiredText("The lead message template", chatLimits.messageChars),
  autoResponse: z.boolean(),
  hours: z.object({
    enabled: z.boolean(),
    start: z.string().regex(timeOfDay, "Give the opening time as HH:MM."),
    end: z.string().regex(timeOfDay, "Give the closing time as HH:MM."),
    timeZone: z.string().refine(isTimeZone, "Choose a time zone such as America/Chicago."),
  }),
  aiBaseUrl: z.url({ protocol: /^https?$/, error: "The AI base URL must be an http(s) address." }).max(300),
  aiModel: requiredText("The AI model", 100),
  aiKey: z.string().trim().max(500, "That AI key is too long.").optional(),
});
export type ChatbotSettingsUpdate = z.output<typeof chatbotSettingsUpdateSchema>;
