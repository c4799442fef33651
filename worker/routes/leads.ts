import { Hono } from "hono";
import { limits, requiredChatFields } from "../../src/lib/quote";
import { chatLeadSchema } from "../../src/lib/schemas";
import { leadFromChat } from "../domain/leads";
import type { AppEnv } from "../env";
import { readBody } from "../http/body";
import { idempotent, rateLimit } from "../http/guards";
import { acceptLead, bodyLimits } from "../http/intake";
import { leadAttributionOf } from "../http/sources";
import { validJson } from "../http/validation";

/** The chatbot's leads, with at most one photo. */
export const chatLeadRoutes = new Hono<AppEnv>().post(
  "/",
  rateLimit("leads"),
  readBody({ jsonBytes: bodyLimits(limits.imageBytes).json }),
  idempotent("leads"),
  validJson(chatLeadSchema, requiredChatFields),
  (c) => {
    const lead = c.req.valid("json");
    const stored = { ...leadFromChat(lead, Date.now()), attribution: leadAttributionOf(c, lead.attribution) };
    return acceptLead(c, stored, lead.image ? [lead.image] : [], "image");
  },
);
