import type { CustomerLinkAnswer, CustomerLinkStatus } from "../../../src/lib/estimate-desk";
import { estimateDeskMessages } from "../../../src/lib/estimate-texts";
import { jobActiveUntil } from "../jobs/customer";
import { conflict, notFound } from "../refusal";
import { afterChange, timelineStatement } from "../timeline";
import {
  customerLinkPath,
  ensureLinkStatement,
  type LinkRecord,
  linkEnd,
  linkState,
  liveLink,
  sentRevisions,
  tokenFor,
} from "./links";
import { type EstimateMailMessage, enqueueEstimateEmails, estimateEmailStatement } from "./mail";
import { type LoadedEstimate, numberOf } from "./records";
import { readEstimateSettings } from "./settings";

/**
 * The customer's link as staff handle it on an estimate: whether it still opens the estimate and
 * until when, the link itself again (to paste into a text message), revoking every link of the
 * estimate (a forwarded e-mail, a lost phone), and e-mailing the customer a fresh one.
 */

/** The link of the address the estimate was sent to: the live one, else the newest. Null before sending. */
export async function customerLinkStatus(
  db: D1Database,
  loaded: LoadedEstimate,
  now = new Date(),
): Promise<CustomerLinkStatus | null> {
  const { row } = loaded;
  if (!row.sent_to) return null;
  const link = await db
    .prepare(
      `SELECT * FROM customer_links WHERE number_year = ? AND number_seq = ? AND recipient = ?
       ORDER BY revoked_at IS NULL DESC, created_at DESC LIMIT 1`,
    )
    .bind(row.number_year, row.number_seq, row.sent_to)
    .first<LinkRecord>();
  if (!link) return null;
  const endsAt = await endOf(db, link, now);
  return { state: linkState(link, endsAt, now), endsAt: endsAt ?? link.created_at, recipient: link.recipient };
}

async function endOf(db: D1Database, link: LinkRecord, now: Date) {
  const { linkDays } = await readEstimateSettings(db);
  return linkEnd(await sentRevisions(db, link), link.recipient, linkDays, await jobActiveUntil(db, link, now));
}

/** The live link of the estimate's address again, for staff to copy. */
export async function customerLinkAgain(
  db: D1Database,
  secret: string,
  loaded: LoadedEstimate,
  origin: string,
  now = new Date(),
) {
  const link = loaded.row.sent_to ? await liveLink(db, loaded.row, loaded.row.sent_to) : null;
  const endsAt = link && (await endOf(db, link, now));
  if (!link || !endsAt || linkState(link, endsAt, now) !== "live") throw notFound(estimateDeskMessages.noLiveLink);
  return { link: `${origin}${customerLinkPath(await tokenFor(secret, link.id))}`, endsAt } satisfies CustomerLinkAnswer;
}

/** Every link of the estimate number stops opening it at once; e-mails not yet delivered are not sent. */
export async function revokeCustomerLinks(db: D1Database, loaded: LoadedEstimate, actor: string, now = new Date()) {
  const { row } = loaded;
  const at = now.toISOString();
  const [revoked] = await db.batch([
    db
      .prepare(
        `UPDATE customer_links SET revoked_at = ?, revoked_by = ?
         WHERE number_year = ? AND number_seq = ? AND revoked_at IS NULL RETURNING id`,
      )
      .bind(at, actor, row.number_year, row.number_seq),
    timelineStatement(
      db,
      row.lead_id,
      [{ kind: "estimate_links_revoked", detail: `Customer links of ${numberOf(row)} revoked`, actor, estimateId: row.id }],
      at,
      { guard: { sql: "changes() > 0", params: [] } },
    ),
  ]);
  if (!revoked?.results.length) throw conflict(estimateDeskMessages.noLinkToRevoke);
}

/**
 * E-mails the customer their link: the live one, or a fresh one once the old ones were revoked or
 * ended. Any sent estimate but a withdrawn one (an approved one too: its link shows the signed copy).
 */
export async function emailCustomerLink(
  { db, queue, secret }: { db: D1Database; queue: Queue<EstimateMailMessage>; secret: string },
  loaded: LoadedEstimate,
  { actor, origin, now = new Date() }: { actor: string; origin: string; now?: Date },
): Promise<void> {
  const { row } = loaded;
  const recipient = row.sent_to;
  if (!recipient || row.status === "withdrawn" || row.status === "superseded") throw conflict(estimateDeskMessages.noLinkToSend);
  const at = now.toISOString();
  const email = estimateEmailStatement(db, { estimate: row, kind: "link", recipient, origin, at });
  await db.batch([
    await ensureLinkStatement(db, secret, { estimate: row, recipient, at }),
    email.statement,
    timelineStatement(
      db,
      row.lead_id,
      [{ kind: "estimate_link_sent", detail: `Link to ${numberOf(row)} e-mailed to ${recipient}`, actor, estimateId: row.id }],
      at,
      { guard: afterChange },
    ),
  ]);
  await enqueueEstimateEmails(db, queue, [email.id]);
}
