/**
 * Idempotency keys: the first request with a key inserts a 'pending' row, and the table's
 * primary key makes that insert a lock that holds across every Worker instance. Its final
 * response is stored with the row, so a retry or a double click gets the same answer. The lead
 * itself also carries the key in a unique column, so even a lock taken over after a crash
 * cannot produce a second lead.
 */

export type IdempotencyClaim = { scope: string; key: string; requestHash: string };

export type ClaimResult =
  | { kind: "owner" }
  | { kind: "replay"; status: number; body: string }
  | { kind: "mismatch" }
  | { kind: "in-progress" };

/** A pending row older than this belongs to a request that died; another may take it over. */
const abandonedAfterMs = 2 * 60_000;
const retentionMs = 24 * 60 * 60_000;

export const isValidIdempotencyKey = (key: string) => /^[\x21-\x7e]{1,255}$/.test(key);

export async function requestHash(body: Uint8Array): Promise<string> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", body)).toHex();
}

async function claimIdempotencyKey(db: D1Database, claim: IdempotencyClaim, nowMs: number): Promise<ClaimResult> {
  const now = new Date(nowMs).toISOString();
  // The row can vanish between the insert and the read (its owner failed and released it): try again.
  for (let tries = 0; tries < 3; tries++) {
    const inserted = await db
      .prepare(
        `INSERT INTO idempotency_keys (scope, key, request_hash, state, created_at) VALUES (?, ?, ?, 'pending', ?)
         ON CONFLICT DO NOTHING RETURNING key`,
      )
      .bind(claim.scope, claim.key, claim.requestHash, now)
      .first();
    if (inserted) return { kind: "owner" };

    const row = await db
      .prepare(
        "SELECT request_hash, state, response_status, response_body, created_at FROM idempotency_keys WHERE scope = ? AND key = ?",
      )
      .bind(claim.scope, claim.key)
      .first<{ request_hash: string; state: string; response_status: number; response_body: string; created_at: string }>();
    if (!row) continue;
    if (row.request_hash !== claim.requestHash) return { kind: "mismatch" };
    if (row.state === "done") return { kind: "replay", status: row.response_status, body: row.response_body };
    if (nowMs - Date.parse(row.created_at) < abandonedAfterMs) return { kind: "in-progress" };
    const takeover = await db
      .prepare("UPDATE idempotency_keys SET created_at = ? WHERE scope = ? AND key = ? AND state = 'pending' AND created_at = ?")
      .bind(now, claim.scope, claim.key, row.created_at)
      .run();
    return takeover.meta.changes === 1 ? { kind: "owner" } : { kind: "in-progress" };
  }
  return { kind: "in-progress" };
}

/** Claims the key, waiting while another request with the same key is being processed. */
export async function claimOrAwait(
  db: D1Database,
  claim: IdempotencyClaim,
  { timeoutMs = 15_000, pollMs = 100 }: { timeoutMs?: number; pollMs?: number } = {},
): Promise<ClaimResult> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await claimIdempotencyKey(db, claim, Date.now());
    if (result.kind !== "in-progress" || Date.now() >= deadline) return result;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Marks the claim done with its response; commit it in the same batch as the work it answers for. */
export function completionStatement(db: D1Database, claim: IdempotencyClaim, status: number, body: string): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE idempotency_keys SET state = 'done', response_status = ?, response_body = ? WHERE scope = ? AND key = ? AND state = 'pending'",
    )
    .bind(status, body, claim.scope, claim.key);
}

/** Frees the key after a failure that a retry may not repeat (a server fault, a rate limit). */
export async function releaseIdempotencyKey(db: D1Database, claim: IdempotencyClaim) {
  await db
    .prepare("DELETE FROM idempotency_keys WHERE scope = ? AND key = ? AND state = 'pending'")
    .bind(claim.scope, claim.key)
    .run();
}

export async function pruneIdempotencyKeys(db: D1Database, now: Date) {
  await db
    .prepare("DELETE FROM idempotency_keys WHERE created_at < ?")
    .bind(new Date(now.getTime() - retentionMs).toISOString())
    .run();
}
