import { z } from "zod";
import { messages, type Toast } from "./messages";
import { propertyTypes, quoteServices, timelines } from "./options";

/** Rules of spec section 5, shared by the quote forms and the Worker. */
export const limits = {
  imageBytes: 5 * 1024 * 1024,
  totalImageBytes: 20 * 1024 * 1024,
  maxImages: 10,
  /** Longest side that phone photos are scaled down to before upload. */
  imageMaxSide: 2560,
  textChars: 5000,
  shortTextChars: 200,
  /** A person needs at least this long to fill in a form; quicker submissions are treated as bots. */
  minFillMs: 3000,
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (email: string) => emailPattern.test(email.trim());

/** Spaces, hyphens, parentheses and dots are formatting; what remains must be 10-15 digits (one leading + allowed). */
export const normalizePhone = (phone: string) => phone.replace(/[\s\-().]/g, "");
export const isValidPhone = (phone: string) => /^\+?\d{10,15}$/.test(normalizePhone(phone));

export const requiredQuoteFields = { name: "Name", email: "Email", service: "Service" } as const;
export const requiredChatFields = { name: "Name", phone: "Phone", address: "Address", service: "Service" } as const;

/** Which form sent a quote request; the Worker records it with the lead. */
export const quoteFormSources = ["quote-form", "home-form", "embedded-widget"] as const;

export type QuoteFields = {
  name: string;
  email: string;
  phone: string;
  service: string;
  timeline: string;
  description: string;
  propertyAddress: string;
  city: string;
  state: string;
  zipCode: string;
  propertyType: string;
};

export const emptyQuoteFields: QuoteFields = {
  name: "",
  email: "",
  phone: "",
  service: "",
  timeline: "",
  description: "",
  propertyAddress: "",
  city: "",
  state: "",
  zipCode: "",
  propertyType: "",
};

/** The toast a form shows for its fields, or null when they may be sent. Order: missing, email, phone. */
export function quoteFieldsProblem(fields: Pick<QuoteFields, "name" | "email" | "service" | "phone">): Toast | null {
  const missing = (Object.keys(requiredQuoteFields) as Array<keyof typeof requiredQuoteFields>)
    .filter((key) => fields[key].trim() === "")
    .map((key) => requiredQuoteFields[key]);
  if (missing.length > 0) return messages.missingFields(missing);
  if (!isValidEmail(fields.email)) return messages.invalidEmail;
  if (fields.phone.trim() !== "" && !isValidPhone(fields.phone)) return messages.invalidPhone;
  return null;
}

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
  ...abuseSignals,
});
export type ChatLead = z.infer<typeof chatLeadSchema>;

/**
 * Performance samples the browser posts to /api/metrics (web vitals and page views). The browser
 * imports only the MetricSample type, so zod stays out of the pages' JavaScript.
 */
export const maxMetricSamples = 50;

/** Keeps only the path: query strings and fragments can carry personal data (an email in ?ref=...). */
const pathOnly = (path: string) => path.split(/[?#]/, 1)[0] ?? "";

export const metricSampleSchema = z.object({
  name: z.enum(["CLS", "INP", "FCP", "LCP", "TTFB", "page-view"]),
  value: z.number().min(0).max(10_000_000),
  rating: z.enum(["good", "needs-improvement", "poor"]).optional(),
  path: z.string().max(2000).transform(pathOnly).pipe(z.string().startsWith("/", "Send the page's path.").max(300)),
  id: z.string().max(100).optional(),
  navigationType: z.string().max(32).optional(),
});
export type MetricSample = z.input<typeof metricSampleSchema>;

export const metricsBatchSchema = z
  .array(metricSampleSchema)
  .min(1, "Send at least one sample.")
  .max(maxMetricSamples, `Send at most ${maxMetricSamples} samples at a time.`);
