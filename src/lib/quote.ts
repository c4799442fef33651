import { messages, type Toast } from "./messages";

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
