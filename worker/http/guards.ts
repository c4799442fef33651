import type { Context, MiddlewareHandler } from "hono";
import { messages } from "../../src/lib/messages";
import { apiSecurityHeaders } from "../../src/lib/security-headers";
import {
  claimOrAwait,
  completionStatement,
  type IdempotencyClaim,
  isValidIdempotencyKey,
  releaseIdempotencyKey,
  requestHash,
} from "../domain/idempotency";
import { clientBucket, hitRateLimit, type RateLimitGroup, rateLimitPolicies } from "../domain/rate-limit";
import type { AppEnv } from "../env";
import { ClientProblem } from "./problems";

/**
 * The shared API security headers on every response that does not set its own: a response's own
 * policy wins (the customer's estimate page and its files send no referrer at all; the HTML page for
 * a no-JavaScript form has its own CSP). Lead data is not cached (no-store), except a response that
 * sets its own private caching (a photo).
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(apiSecurityHeaders)) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
  if (!c.res.headers.get("Cache-Control")?.startsWith("private")) c.res.headers.set("Cache-Control", "no-store");
};

/** Counts each request against the client's limit for `group`, except those `unless` lets through. */
export function rateLimit(
  group: RateLimitGroup,
  { unless }: { unless?: (c: Context<AppEnv>) => Promise<boolean> } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (unless && (await unless(c))) return next();
    // The benchmark's switch; the hostname check keeps it inert on a deployed Worker.
    const hostname = new URL(c.req.url).hostname;
    if (c.env.RATE_LIMIT_DISABLED === "true" && (hostname === "localhost" || hostname === "127.0.0.1")) return next();
    const bucket = await clientBucket(group, c.req.header("CF-Connecting-IP") ?? "unknown", c.env.CLIENT_HASH_SECRET);
    const verdict = await hitRateLimit(c.env.DB, bucket, rateLimitPolicies[group], Date.now());
    if (!verdict.allowed) {
      throw new ClientProblem(429, messages.api.tooManyRequests, {}, { "Retry-After": String(verdict.retryAfterSeconds) });
    }
    await next();
  };
}

/**
 * Honours an Idempotency-Key header (after readBody, which provides the bytes it hashes). A lead
 * handler settles the key in the lead's own transaction; any other outcome is stored here after
 * the handler, except server faults and rate limits, which free the key for a retry.
 */
export function idempotent(scope: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header("Idempotency-Key");
    if (key === undefined) return next();
    if (!isValidIdempotencyKey(key)) {
      throw new ClientProblem(400, messages.api.idempotencyKeyInvalid, { "Idempotency-Key": messages.api.idempotencyKeyInvalid });
    }
    const claim: IdempotencyClaim = { scope, key, requestHash: await requestHash(c.var.rawBody) };
    const result = await claimOrAwait(c.env.DB, claim);
    switch (result.kind) {
      case "replay":
        return replayResponse(result.status, result.body);
      case "mismatch":
        throw new ClientProblem(422, messages.api.idempotencyKeyReused, { "Idempotency-Key": messages.api.idempotencyKeyReused });
      case "in-progress":
        throw new ClientProblem(409, messages.api.idempotencyInProgress, {}, { "Retry-After": "2" });
      case "owner":
        break;
    }

    const state = { claim, settled: false };
    c.set("idempotency", state);
    await next();
    if (state.settled) return;
    const status = c.res.status;
    try {
      if (status >= 500 || status === 429) await releaseIdempotencyKey(c.env.DB, claim);
      else await completionStatement(c.env.DB, claim, status, await c.res.clone().text()).run();
    } catch (error) {
      // The answer stands; a retry with this key waits for the pending row to be taken over.
      console.error(`Could not settle idempotency key ${scope}:${key}`, error);
    }
  };
}

export function replayResponse(status: number, body: string): Response {
  return new Response(body, { status, headers: { "Content-Type": "application/json", "Idempotent-Replayed": "true" } });
}
