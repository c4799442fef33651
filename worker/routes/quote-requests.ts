import { Hono } from "hono";
import { limits, requiredQuoteFields } from "../../src/lib/quote";
import { quoteRequestSchema } from "../../src/lib/schemas";
import { leadFromQuoteRequest } from "../domain/leads";
import type { AppEnv } from "../env";
import { formFields, formImages, readBody } from "../http/body";
import { idempotent, rateLimit } from "../http/guards";
import { acceptLead, bodyLimits } from "../http/intake";
import { leadAttributionOf } from "../http/sources";
import { validJson } from "../http/validation";

const maxBody = bodyLimits(limits.totalImageBytes);

/** The no-JavaScript form posts the same fields by name, with its files under "images". */
async function quoteRequestFromForm(form: FormData) {
  const { formStartedAt, ...fields } = formFields(form);
  return {
    ...fields,
    formStartedAt: formStartedAt ? Number(formStartedAt) : undefined,
    images: await formImages(form, "images"),
  };
}

export const quoteRequestRoutes = new Hono<AppEnv>().post(
  "/",
  rateLimit("leads"),
  readBody({ jsonBytes: maxBody.json, multipart: { bytes: maxBody.multipart, toPayload: quoteRequestFromForm } }),
  idempotent("quote-requests"),
  validJson(quoteRequestSchema, requiredQuoteFields),
  (c) => {
    const request = c.req.valid("json");
    const lead = { ...leadFromQuoteRequest(request, Date.now()), attribution: leadAttributionOf(c, request.attribution) };
    return acceptLead(c, lead, request.images, "images");
  },
);
