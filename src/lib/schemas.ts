import { z } from "zod";
import { bookingMessages } from "./calendar";
import { chatLanguages, chatLimits } from "./chat";
import { type WebVitalName, webVitalNames } from "./desk";
import { messages } from "./messages";
import { propertyTypes, quoteServices, timelines } from "./options";
import { isValidEmail, isValidPhone, limits, quoteFormSources } from "./quote";
import { leadAttributionSchema, sampleTouchSchema } from "./source-schemas";

/**
 * The zod schemas the Worker validates request bodies with, built on the shared rules in quote.ts.
 * Kept apart from those rules so the browser's forms do not ship zod.
 */

const requiredText = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(limits.shortTextChars, `${label} is too long.`);

/** Optional text: blank becomes null. */
const optionalText = (max: number = limits.shortTextChars) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

const optionalChoice = <T extends readonly [string, ...string[]]>(choices: T, label: string) =>
  z
    .union([z.enum(choices), z.literal(""), z.null()], { error: `Choose a ${label} from the list.` })
    .optional()
    .transform((value) => (value ? value : null));

/** An image as the browser sends it: base64 bytes (plain or data URL) plus what it claims to be. */
export const imagePayload = z.object({
  data: z.string().min(1, "The image is empty."),
  name: z.string().trim().max(limits.shortTextChars).default("photo"),
  type: z.string().max(100).default(""),
  size: z.number().int().nonnegative().optional(),
});
export type ImagePayload = z.infer<typeof imagePayload>;

const email = z
  .string({ error: "Email is required." })
  .trim()
  .min(1, "Email is required.")
  .max(254, "Email is too long.")
  .refine(isValidEmail, messages.invalidEmail.description);

const phone = z
  .string()
  .trim()
  .max(40)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isValidPhone(value), messages.invalidPhone.description);

/** Abuse signals every form may send: a hidden field people leave empty and when the form was opened. */
const abuseSignals = {
  website: z.string().max(500).optional(),
  formStartedAt: z.number().optional(),
};

/** Every lead path sends where the visitor came from (src/lib/touches.ts); never a reason to refuse a lead. */
const leadSource = { attribution: leadAttributionSchema };

export const quoteRequestSchema = z.object({
  type: z.literal("quote-request").default("quote-request"),
  name: requiredText("Name"),
  email,
  phone,
  service: z.enum(quoteServices, { error: "Choose a service from the list." }),
  timeline: optionalChoice(timelines, "timeline"),
  description: optionalText(limits.textChars),
  propertyAddress: optionalText(),
  city: optionalText(),
  state: optionalText(),
  zipCode: optionalText(20),
  propertyType: optionalChoice(propertyTypes, "property type"),
  images: z.array(imagePayload).max(limits.maxImages, `At most ${limits.maxImages} photos.`).default([]),
  submittedAt: z.iso.datetime({ offset: true }).optional(),
  source: z.enum(quoteFormSources).optional(),
  ...abuseSignals,
  ...leadSource,
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** The chatbot's lead (spec section 3). Status and priority are decided by the Worker, never the client. */
export const chatLeadSchema = z.object({
  type: z.literal("chat").default("chat"),
  name: requiredText("Name"),
  email: z
    .string()
    .trim()
    .max(254)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isValidEmail(value), messages.invalidEmail.description),
  phone: z
    .string({ error: "Phone is required." })
    .trim()
    .min(1, "Phone is required.")
    .max(40)
    .refine(isValidPhone, messages.invalidPhone.description),
  address: requiredText("Address"),
  service: requiredText("Service"),
  description: optionalText(limits.textChars),
  source: z.literal("chatbot").default("chatbot"),
  image: imagePayload.optional(),
  /** The conversation, for staff to read in the desk (design.md: the transcript is kept with the lead). */
  transcript: z
    .array(
      z.object({
        from: z.enum(["bot", "visitor"]),
        text: z.string().max(chatLimits.messageChars),
        at: z.iso.datetime({ offset: true }),
      }),
    )
    .max(chatLimits.transcriptEntries, "The conversation is too long.")
    .default([]),
  language: z.enum(chatLanguages).default("en"),
  ...abuseSignals,
  ...leadSource,
});
export type ChatLead = z.infer<typeof chatLeadSchema>;

/**
 * POST /api/calendar/bookings: the quote form's rules and sentences; a booking also needs a phone
 * and the address to visit. The booking form imports only the BookingBody type.
 */
export const bookingSchema = z.object({
  slot: z.iso.datetime({ error: bookingMessages.chooseSlot }),
  name: requiredText("Name"),
  phone: requiredText("Phone").refine(isValidPhone, messages.invalidPhone.description),
  email: requiredText("Email").refine(isValidEmail, messages.invalidEmail.description),
  address: requiredText("Address"),
  service: z.enum(quoteServices, { error: "Choose a service from the list." }),
  submittedAt: z.iso.datetime({ offset: true }).optional(),
  ...abuseSignals,
  ...leadSource,
});
/** What the booking form sends. */
export type BookingBody = z.input<typeof bookingSchema>;
/** A booking as the Worker's domain takes it. */
export type BookingRequest = z.output<typeof bookingSchema>;

/**
 * POST /estimates/{token}/decision: the customer's decision, as the page's script sends it (the
 * no-JavaScript form's fields are turned into the same object). The page imports only the type.
 */
const decisionRevision = z.number({ error: "Send the revision you decided on." }).int().positive();
const pageLanguage = z.enum(["en", "es", "fr"]).catch("en");
/** What the approval form holds: the options and choices, the boxes ticked and the typed name. */
const approvalFields = {
  revision: decisionRevision,
  language: pageLanguage,
  optional: z.array(z.string().max(100)).max(200).default([]),
  choices: z.record(z.string().max(60), z.string().max(100)).default({}),
  acknowledgments: z.array(z.string().max(60)).max(10).default([]),
  signerName: z.string().trim().max(200, "Type your name in at most 200 characters."),
};
export const estimateDecisionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({
      action: z.literal("approve"),
      ...approvalFields,
      /** The total the page showed when the customer signed, in cents: the signature is for that total. */
      shownTotalCents: z.number({ error: "Send the total you saw." }).int().min(0),
      /** The optional drawing: a PNG data URL. */
      signature: z.string().max(300_000, "The drawn signature is too large. Clear it and draw it again.").nullish(),
    }),
    // The no-JavaScript page's "Update the total": the page again with these choices; nothing is decided.
    z.object({ action: z.literal("update-total"), ...approvalFields }),
    z.object({
      action: z.literal("decline"),
      revision: decisionRevision,
      language: pageLanguage,
      reason: z
        .string()
        .trim()
        .max(2000, "Keep the reason under 2,000 characters.")
        .nullish()
        .transform((value) => value || null),
    }),
    z.object({
      action: z.literal("request-changes"),
      revision: decisionRevision,
      language: pageLanguage,
      request: z.string().trim().min(1, "Tell us what you would like changed.").max(4000, "Keep it under 4,000 characters."),
    }),
  ],
  { error: "Choose to approve, decline or ask for changes." },
);
export type EstimateDecisionBody = z.output<typeof estimateDecisionSchema>;

/**
 * Performance samples the browser posts to /api/metrics (web vitals and page views). The browser
 * imports only the MetricSample type, so zod stays out of the pages' JavaScript.
 */
export const maxMetricSamples = 50;

/** Keeps only the path: query strings and fragments can carry personal data (an email in ?ref=...). */
const pathOnly = (path: string) => path.split(/[?#]/, 1)[0] ?? "";
const pagePath = z.string().max(2000).transform(pathOnly).pipe(z.string().startsWith("/", "Send the page's path.").max(300));
/** A page as a `url` field names it: a path, or an absolute URL of which only the path is kept. */
const pageUrl = z
  .string()
  .max(2000)
  .transform((url) => (URL.canParse(url) ? new URL(url).pathname : url))
  .pipe(pagePath);

/**
 * The metrics the site records; a sample under any other name is accepted and ignored. A page view
 * carries the visitor's last touch, a tap on a phone or e-mail link both touches (src/browser/sources.ts).
 */
export const metricNames = [...webVitalNames, "page-view", "contact-tap"] as const;
export type MetricName = (typeof metricNames)[number];

const metricValue = z.number().min(0).max(10_000_000);

const metricSampleSchema = z.object({
  // Any name is valid: a newer browser or another tool may send metrics this site does not record.
  name: z.string().min(1).max(64),
  value: metricValue,
  rating: z.enum(["good", "needs-improvement", "poor"]).optional(),
  path: pagePath,
  id: z.string().max(100).optional(),
  navigationType: z.string().max(32).optional(),
  contact: z.enum(["phone", "email"]).optional().catch(undefined),
  first: sampleTouchSchema,
  last: sampleTouchSchema,
});
/** What the site's own pages send: only the names it records. */
export type MetricSample = z.input<typeof metricSampleSchema> & { name: MetricName };
/** A sample as the Worker receives it, under any name. */
export type ReceivedMetricSample = z.infer<typeof metricSampleSchema>;

const sampleBatchSchema = z
  .array(metricSampleSchema)
  .min(1, "Send at least one sample.")
  .max(maxMetricSamples, `Send at most ${maxMetricSamples} samples at a time.`);

const vitalValues = Object.fromEntries(webVitalNames.map((name) => [name, metricValue.nullish()])) as Record<
  WebVitalName,
  z.ZodOptional<z.ZodNullable<typeof metricValue>>
>;

/**
 * The spec's collected-metrics object: the page in `url` or `path`, values keyed by metric name
 * (`"LCP": 1450`) and, optionally, the samples they came from in `metrics` (each on the object's
 * page unless it names its own). Each metric counts once; a sample in `metrics` wins over the
 * value of the same name, as it carries the rating. Other fields (timestamp, userAgent) are ignored.
 */
const collectedMetricsSchema = z
  .object({
    url: pageUrl.optional(),
    path: pagePath.optional(),
    ...vitalValues,
    metrics: z
      .array(metricSampleSchema.extend({ path: pagePath.optional() }))
      .max(maxMetricSamples, `Send at most ${maxMetricSamples} samples at a time.`)
      .optional(),
  })
  .transform((collected, ctx) => {
    const page = collected.path ?? collected.url;
    if (page === undefined) {
      ctx.addIssue({ code: "custom", path: ["url"], message: "Send the page's url or path." });
      return z.NEVER;
    }
    const byName = new Map<string, ReceivedMetricSample>();
    for (const name of webVitalNames) {
      const value = collected[name];
      if (value !== undefined && value !== null) byName.set(name, { name, value, path: page });
    }
    for (const sample of collected.metrics ?? []) byName.set(sample.name, { ...sample, path: sample.path ?? page });
    if (byName.size === 0) {
      ctx.addIssue({ code: "custom", path: ["metrics"], message: "Send at least one sample." });
      return z.NEVER;
    }
    return [...byName.values()];
  });

/**
 * POST /api/metrics takes the batch our own client sends, a single sample, or the spec's
 * collected-metrics object. Each shape is checked by its own schema, so an error names the field
 * as it was sent ("0.value" in a batch or a single sample, "LCP" or "metrics.0.value" in the object).
 */
export const metricsPayloadSchema = z.unknown().transform((payload, ctx): ReceivedMetricSample[] => {
  const isObject = typeof payload === "object" && payload !== null && !Array.isArray(payload);
  const result = !isObject
    ? sampleBatchSchema.safeParse(payload)
    : "name" in payload
      ? sampleBatchSchema.safeParse([payload])
      : collectedMetricsSchema.safeParse(payload);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue });
  return z.NEVER;
});
