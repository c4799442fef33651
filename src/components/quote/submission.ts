import { messages } from "../../lib/messages";
import type { QuoteFields, quoteFormSources } from "../../lib/quote";

/** Which form sent the request; the Worker records it with the lead. */
export type QuoteFormSource = (typeof quoteFormSources)[number];

/** Where every quote form posts: as JSON with script, as multipart/form-data without. */
export const quoteEndpoint = "/api/quote-requests";

/** A photo ready to send: base64 data URL plus what it is. `id` tells photos apart in the form only. */
export type QuoteImage = { id: string; data: string; name: string; type: string; size: number };

/** The JSON body of POST /api/quote-requests (spec section 3, plus the abuse signals). */
export type QuotePayload = {
  type: "quote-request";
  name: string;
  email: string;
  phone: string | null;
  service: string;
  timeline: string | null;
  description: string | null;
  propertyAddress: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  propertyType: string | null;
  images: Array<{ data: string; name: string; type: string; size: number }>;
  submittedAt: string;
  source: QuoteFormSource;
  website: string;
  formStartedAt?: number;
};

export type AbuseSignals = { website: string; formStartedAt: number | null };

export type SubmissionContext = AbuseSignals & { source: QuoteFormSource };

const orNull = (value: string) => {
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
};

export function buildQuotePayload(
  fields: QuoteFields,
  images: readonly QuoteImage[],
  context: SubmissionContext,
  submittedAt: string,
): QuotePayload {
  return {
    type: "quote-request",
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: orNull(fields.phone),
    service: fields.service,
    timeline: orNull(fields.timeline),
    description: orNull(fields.description),
    propertyAddress: orNull(fields.propertyAddress),
    city: orNull(fields.city),
    state: orNull(fields.state),
    zipCode: orNull(fields.zipCode),
    propertyType: orNull(fields.propertyType),
    images: images.map(({ data, name, type, size }) => ({ data, name, type, size })),
    submittedAt,
    source: context.source,
    website: context.website,
    ...(context.formStartedAt === null ? {} : { formStartedAt: context.formStartedAt }),
  };
}

/** The request never got an answer (offline, DNS, connection reset, timeout). */
export class NetworkError extends Error {
  constructor() {
    super(messages.submission.network);
    this.name = "NetworkError";
  }
}

/** The server answered with a status other than 2xx; the message is already the toast's text. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

const longestBodyShown = 300;

/** Spec section 8: a JSON body's `error` field, else the body as text. */
export function serverErrorText(body: string): string {
  const text = body.trim();
  if (text === "") return messages.submission.serverDefault;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object") {
      const error = (parsed as { error?: unknown }).error;
      return typeof error === "string" && error.trim() !== "" ? error : messages.submission.serverDefault;
    }
  } catch {
    // not JSON: shown as text below
  }
  const shown = text.replace(/\s+/g, " ");
  return messages.submission.serverNotJson(shown.length > longestBodyShown ? `${shown.slice(0, longestBodyShown)}…` : shown);
}

/** The description of the 'Submission Error' toast for anything a submission can throw. */
export function submissionErrorText(error: unknown): string {
  if (error instanceof NetworkError) return messages.submission.network;
  if (error instanceof HttpError && error.status === 413) return messages.submission.tooLarge;
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  if (/\b413\b/.test(message)) return messages.submission.tooLarge;
  if (error instanceof TypeError && /fetch|network/i.test(message)) return messages.submission.network;
  return message.trim() !== "" ? message : messages.submission.otherDefault;
}

/** crypto.randomUUID needs a secure context; a widget framed by a plain-http site is not one. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type QuoteResponse = { id?: string; status?: string };

const requestTimeoutMs = 120_000;

/**
 * Sends the JSON body with XMLHttpRequest, the one browser API that reports upload progress.
 * Resolves with the parsed 2xx answer; rejects with HttpError or NetworkError.
 */
export function sendQuoteRequest(
  body: string,
  idempotencyKey: string,
  onUploadProgress: (fraction: number) => void,
): Promise<QuoteResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", quoteEndpoint);
    request.setRequestHeader("Content-Type", "application/json");
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("Idempotency-Key", idempotencyKey);
    request.timeout = requestTimeoutMs;
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const text = request.responseText ?? "";
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve((JSON.parse(text) as QuoteResponse) ?? {});
        } catch {
          resolve({});
        }
        return;
      }
      reject(new HttpError(request.status, serverErrorText(text)));
    });
    request.addEventListener("error", () => reject(new NetworkError()));
    request.addEventListener("timeout", () => reject(new NetworkError()));
    request.addEventListener("abort", () => reject(new NetworkError()));
    request.send(body);
  });
}
