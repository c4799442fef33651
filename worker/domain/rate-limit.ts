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
  /** A customer's estimate: reading, a few reloads, a PDF, photos and one decision; a script guessing links, thousands. */
  estimates: { limit: 60, windowSeconds: 600 },
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
 * The counter's key: a keyed hash of the client's network (see clientNetwork), so the table holds
 * no IP addresses (with a secret configured, not even reversibly by trying all IPv4 addresses).
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
  const digest = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(clientNetwork(clientAddress))));
  return `${group}:${digest.subarray(0, 16).toHex()}`;
}

/**
 * What one client controls: an IPv4 address, or an IPv6 /64, because a subscriber is routinely
 * given a whole /64 and could otherwise take a fresh address for every request. An IPv4-mapped
 * IPv6 address (::ffff:192.0.2.1) is its IPv4 address. Anything else is kept as it is.
 */
export function clientNetwork(address: string): string {
  const text = address.trim().toLowerCase();
  const groups = text.includes(":") ? ipv6Groups(text) : undefined;
  if (!groups) return text;
  const [high = 0, low = 0] = groups.slice(6);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, with "::" expanded and a dotted IPv4 tail converted. */
function ipv6Groups(address: string): number[] | undefined {
  const hexTail = address.replace(/(?<=:)\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/, (dotted) => {
    const [a, b, c, d] = dotted.split(".").map(Number) as [number, number, number, number];
    if ([a, b, c, d].some((octet) => octet > 255)) return "invalid";
    return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  });
  const halves = hexTail.split("::");
  if (halves.length > 2) return undefined;
  const [left = [], right = []] = halves.map((half) => (half === "" ? [] : half.split(":")));
  const missing = 8 - left.length - right.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const groups = [...left, ...Array<string>(missing).fill("0"), ...right];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.map((group) => Number.parseInt(group, 16));
}

export async function pruneRateLimitCounters(db: D1Database, now: Date) {
  await db
    .prepare("DELETE FROM rate_limit_counters WHERE window_start < ?")
    .bind(Math.floor(now.getTime() / 1000) - 86_400)
    .run();
}
