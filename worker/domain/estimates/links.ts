import { business } from "../../../src/config/business";
import { type EstimateStatus, expiryInstant } from "../../../src/lib/estimates";
import { addZonedDays } from "../../../src/lib/zoned-time";
import { unavailable } from "../refusal";
import type { Guard } from "../timeline";

/**
 * Customer links: /estimates/{token}. One live link per estimate number and recipient: it opens
 * every revision of that number sent to the recipient, and every e-mail to them (a retry included)
 * carries the same one. The token is HMAC-SHA-256 of the link's id under CUSTOMER_LINK_SECRET, in
 * base64url (256 bits): only its SHA-256 is stored, so the database alone opens nothing, and the
 * Worker can derive it again to show staff. A link ends `link_days` after the estimate's last day or
 * after its approval (estimate settings), and staff can revoke it; then a new one can be sent.
 */

export type LinkRecord = {
  id: string;
  token_hash: string;
  number_year: number;
  number_seq: number;
  estimate_id: string;
  recipient: string;
  created_at: string;
  revoked_at: string | null;
  last_logged_view_at: string | null;
};

/** Whether a link still opens its estimate: live, ended (its time is over) or revoked by staff. */
export type LinkState = "live" | "ended" | "revoked";

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const isWellFormedToken = (token: string) => tokenPattern.test(token);

export async function tokenHash(token: string): Promise<string> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token))).toHex();
}

export const customerLinkPath = (token: string) => `/estimates/${token}`;

/** The secret links are derived with; sending refuses without it rather than make links nobody can show again. */
export function linkSecret(env: { CUSTOMER_LINK_SECRET?: string | undefined }): string {
  if (!env.CUSTOMER_LINK_SECRET) {
    throw unavailable(
      "Customer links are not set up on this site: set the CUSTOMER_LINK_SECRET secret (README, “Variables and secrets”).",
    );
  }
  return env.CUSTOMER_LINK_SECRET;
}

/** The token of link `linkId`, the same every time. */
export async function tokenFor(secret: string, linkId: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`customer-link:${linkId}`));
  return new Uint8Array(mac).toBase64({ alphabet: "base64url", omitPadding: true });
}

type EstimateNumber = { number_year: number; number_seq: number };

/** "The live link of this estimate number for this recipient", as SQL (three parameters: year, sequence, recipient). */
export const liveLinkSql =
  "SELECT id FROM customer_links WHERE number_year = ? AND number_seq = ? AND recipient = ? AND revoked_at IS NULL";

/**
 * The statement that makes the live link of an estimate number for `recipient`, unless it has one
 * (then that one is kept: an e-mail sent again carries the link the customer already has).
 */
export async function ensureLinkStatement(
  db: D1Database,
  secret: string,
  { estimate, recipient, at, guard }: { estimate: EstimateNumber & { id: string }; recipient: string; at: string; guard?: Guard },
) {
  const id = crypto.getRandomValues(new Uint8Array(16)).toBase64({ alphabet: "base64url", omitPadding: true });
  return db
    .prepare(
      `INSERT INTO customer_links (id, token_hash, number_year, number_seq, estimate_id, recipient, created_at)
       SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${guard?.sql ?? "1"} AND NOT EXISTS (${liveLinkSql})`,
    )
    .bind(
      id,
      await tokenHash(await tokenFor(secret, id)),
      estimate.number_year,
      estimate.number_seq,
      estimate.id,
      recipient,
      at,
      ...(guard?.params ?? []),
      estimate.number_year,
      estimate.number_seq,
      recipient,
    );
}

export const liveLink = (db: D1Database, estimate: EstimateNumber, recipient: string) =>
  db
    .prepare(`SELECT * FROM customer_links WHERE id = (${liveLinkSql})`)
    .bind(estimate.number_year, estimate.number_seq, recipient)
    .first<LinkRecord>();

/** The link a token was issued for, or null for a malformed or unknown token. */
export async function findLink(db: D1Database, token: string) {
  if (!isWellFormedToken(token)) return null;
  return db
    .prepare("SELECT * FROM customer_links WHERE token_hash = ?")
    .bind(await tokenHash(token))
    .first<LinkRecord>();
}

/** A revision of an estimate number that was sent: what deciding which revisions a link opens, and until when, needs. */
export type SentRevision = {
  id: string;
  revision: number;
  status: EstimateStatus;
  language: "en" | "es" | "fr";
  sent_to: string | null;
  sent_at: string | null;
  expires_on: string;
  decided_at: string | null;
};

/** Every revision of an estimate number that was sent, oldest first. */
export async function sentRevisions(db: D1Database, estimate: EstimateNumber): Promise<SentRevision[]> {
  const { results } = await db
    .prepare(
      `SELECT id, revision, status, language, sent_to, sent_at, expires_on, decided_at FROM estimates
       WHERE number_year = ? AND number_seq = ? AND sent_at IS NOT NULL ORDER BY revision`,
    )
    .bind(estimate.number_year, estimate.number_seq)
    .all<SentRevision>();
  return results;
}

export const sentTo = (recipient: string) => (revision: SentRevision) =>
  revision.sent_to?.toLowerCase() === recipient.toLowerCase();

/**
 * When a link to `recipient` stops opening its estimate: `linkDays` Chicago days after the approval,
 * or else after the end of the last day of the newest revision sent to the recipient and not
 * withdrawn; and never before `linkDays` after `jobActiveUntil`, the instant the estimate's job
 * was closed or cancelled (now, while it is open: the link keeps working while the job is open and
 * for `linkDays` after). Null when nothing open was ever sent to them.
 */
export function linkEnd(
  revisions: readonly SentRevision[],
  recipient: string,
  linkDays: number,
  jobActiveUntil: string | null = null,
): string | null {
  const approved = revisions.find((revision) => revision.status === "approved");
  const lastOpenUntil = revisions
    .filter((revision) => sentTo(recipient)(revision) && revision.status !== "withdrawn")
    .map((revision) => expiryInstant(revision.expires_on))
    .sort()
    .at(-1);
  if (!lastOpenUntil) return null;
  const ends = [approved?.decided_at ?? lastOpenUntil, jobActiveUntil]
    .filter((instant): instant is string => instant !== null)
    .map((instant) => addZonedDays(new Date(instant), linkDays, business.timeZone).toISOString());
  return ends.sort().at(-1) ?? null;
}

export function linkState(link: Pick<LinkRecord, "revoked_at">, endsAt: string | null, now: Date): LinkState {
  if (link.revoked_at) return "revoked";
  return endsAt && now.getTime() < Date.parse(endsAt) ? "live" : "ended";
}
