import type { Guard } from "../timeline";

/**
 * Customer links: /estimates/{token}, where the token is 32 random bytes (256 bits) in base64url.
 * Only the token's SHA-256 is stored, so the database alone opens no estimate. A link opens the
 * revision it was sent with and every other revision of that estimate sent to the same address.
 */

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const isWellFormedToken = (token: string) => tokenPattern.test(token);

export async function tokenHash(token: string): Promise<string> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token))).toHex();
}

const newToken = () => crypto.getRandomValues(new Uint8Array(32)).toBase64({ alphabet: "base64url", omitPadding: true });

export const customerLinkPath = (token: string) => `/estimates/${token}`;

/**
 * A new link for an estimate sent to `recipient`: its token (to hand out once) and the statement
 * that stores its hash when `guard` holds.
 */
export async function newLink(
  db: D1Database,
  { estimateId, recipient, at, guard }: { estimateId: string; recipient: string; at: string; guard?: Guard },
) {
  const token = newToken();
  const statement = db
    .prepare(
      `INSERT INTO estimate_links (token_hash, estimate_id, recipient, created_at) SELECT ?, ?, ?, ? WHERE ${guard?.sql ?? "1"}`,
    )
    .bind(await tokenHash(token), estimateId, recipient, at, ...(guard?.params ?? []));
  return { token, statement };
}

/** The estimate and recipient a token was issued for, or null for a malformed or unknown token. */
export async function findLink(db: D1Database, token: string) {
  if (!isWellFormedToken(token)) return null;
  return db
    .prepare("SELECT estimate_id, recipient FROM estimate_links WHERE token_hash = ?")
    .bind(await tokenHash(token))
    .first<{ estimate_id: string; recipient: string }>();
}
