import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { messages } from "../../src/lib/messages";
import { Refusal, type RefusalKind } from "../domain/refusal";
import type { AppEnv } from "../env";
import { formErrorPage, formErrorPageHeaders, isBrowserFormPost } from "./form-error-page";

/**
 * A mistake in the request itself, found before any domain code runs (body too large, wrong
 * content type, rate limit, a field that fails its schema): a 4xx with `{"error", "fields"}`.
 */
export class ClientProblem extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413 | 415 | 422 | 429,
    readonly sentence: string,
    readonly fields: Record<string, string> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(sentence);
    this.name = "ClientProblem";
  }
}

const noStore = { "Cache-Control": "private, no-store" };

/** The one place a domain refusal becomes an HTTP status. */
const refusalStatus = {
  "not-found": 404,
  invalid: 400,
  conflict: 409,
  stale: 409,
  gone: 410,
  forbidden: 403,
  unavailable: 503,
} as const satisfies Record<RefusalKind, ContentfulStatusCode>;

/** A browser navigating or posting a form, not a script asking for JSON. */
const wantsPage = (c: Context<AppEnv>) => (c.req.header("Accept") ?? "").includes("text/html");

export const handleError: ErrorHandler<AppEnv> = async (error, c) => {
  const problemPage = c.get("problemPage");
  if (error instanceof Refusal) {
    const status = refusalStatus[error.kind];
    if (problemPage && wantsPage(c)) {
      const page = await problemPage({
        status,
        message: error.message,
        fields: error.fields,
        ...(error.language ? { language: error.language } : {}),
      });
      return c.html(page.html, status, { ...page.headers, ...noStore });
    }
    if (isBrowserFormPost(c)) return c.html(formErrorPage(error), status, formErrorPageHeaders);
    return c.json({ error: error.message, fields: error.fields, ...error.current }, status);
  }
  if (error instanceof ClientProblem) {
    if (problemPage && wantsPage(c)) {
      const page = await problemPage({ status: error.status, message: error.sentence, fields: error.fields });
      return c.html(page.html, error.status, { ...page.headers, ...error.headers, ...noStore });
    }
    if (isBrowserFormPost(c)) {
      return c.html(formErrorPage({ message: error.sentence, fields: error.fields }), error.status, {
        ...error.headers,
        ...formErrorPageHeaders,
      });
    }
    return c.json({ error: error.sentence, fields: error.fields }, error.status, error.headers);
  }
  // The only HTTPException our routes can raise: @hono/zod-validator's answer to a body that is not JSON.
  if (error instanceof HTTPException && error.status < 500) {
    const sentence = error.status === 400 ? messages.api.invalidJson : error.message;
    return c.json({ error: sentence, fields: {} }, error.status as ContentfulStatusCode);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  if (isBrowserFormPost(c)) return c.html(formErrorPage({ message: messages.api.serverError }), 500, formErrorPageHeaders);
  return c.json({ error: messages.api.serverError, fields: {} }, 500);
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) => c.json({ error: messages.api.notFound, fields: {} }, 404);
