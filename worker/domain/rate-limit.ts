/**
 * Per-client request limits kept in D1 as fixed-window counters.
 *
 * Why D1 and not the Workers rate limiting binding: the binding counts per Cloudflare location,
 * is eventually consistent and only offers 10 s or 60 s periods. A lead form wants a limit over
 * minutes that holds exactly, across every Worker instance and location. One D1 statement
 * (an upsert with RETURNING) increments and reads a counter atomically, at the price of one D1
 * write per request, which these endpoints' volume easily affords. A fixed window can let up to
 * twice the limit through across a window boundary; that is acceptable for abuse control.
 */

export type RateLimitPolicy = { limit: number; windowSeconds: number };

export const rateLimitPolicies = {
  /** Quote requests and chatbot leads together: a person sends one or two, a script hundreds. */
  leads: { limit: 10, windowSeconds: 600 },
  /** A page posts every 30 s; several tabs and route changes stay far below this. */
  metrics: { limit: 120, windowSeconds: 60 },
  /** AI chat replies cost money per call: a conversation needs a handful, a script thousands. */
  chatReplies: { limit: 20, windowSeconds: 600 },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitGroup = keyof typeof rateLimitPolicies;

export type RateLimitVerdict = { allowed: boolean; retryAfterSeconds: number };

export async function hitRateLimit(
  db: D1Database,
  bucket: string,
  policy: RateLimitPolicy,
  nowMs: number,
): Promise<RateLimitVerdict> {
  const nowSeconds = Math.floor(nowMs / 1000);
  const windowStart = nowSeconds - (nowSeconds % policy.windowSeconds);
  const row = await db
    .prepare(
      `INSERT INTO rate_limit_counters (bucket, window_start, hits) VALUES (?, ?, 1)
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + 1
       RETURNING hits`,
    )
    .bind(bucket, windowStart)
    .first<{ hits: number }>();
  return {
    allowed: (row?.hits ?? 1) <= policy.limit,
    retryAfterSeconds: Math.max(1, windowStart + policy.windowSeconds - nowSeconds),
  };
}

/**
 * The counter's key: a keyed hash of the client address, so the table holds no IP addresses
 * (with a secret configured, not even reversibly by trying all IPv4 addresses).
 */
export async function clientBucket(group: RateLimitGroup, clientAddress: string, secret: string | undefined): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret || "lead-desk-rate-limit"),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const digest = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(clientAddress)));
  return `${group}:${digest.subarray(0, 16).toHex()}`;
}

export async function pruneRateLimitCounters(db: D1Database, now: Date) {
  await db
    .prepare("DELETE FROM rate_limit_counters WHERE window_start < ?")
    .bind(Math.floor(now.getTime() / 1000) - 86_400)
    .run();
}
