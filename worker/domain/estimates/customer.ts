import { business } from "../../../src/config/business";
import type { EstimatePhoto } from "../../../src/lib/estimate-desk";
import type { Totals } from "../../../src/lib/estimate-money";
import { estimateTexts } from "../../../src/lib/estimate-texts";
import { canMove, type EstimateDocument, type EstimateStatus, expiryInstant } from "../../../src/lib/estimates";
import { zonedDate } from "../../../src/lib/zoned-time";
import { jobActiveUntil } from "../jobs/customer";
import { gone, notFound } from "../refusal";
import { timelineStatement } from "../timeline";
import { findLink, type LinkRecord, linkEnd, linkState, type SentRevision, sentRevisions, sentTo } from "./links";
import { effectiveStatus, type LoadedEstimate, numberOf, readEstimate, toDocument } from "./records";
import { readEstimateSettings } from "./settings";

/**
 * The customer's side of an estimate, reached only through its link: which revision a link opens
 * and whether it still does, what the page shows, and each opening as the lead's timeline records
 * it. Reading writes nothing but that one line, at most once per link per 30 minutes. The decision
 * (approve, decline, ask for changes) is in decisions.ts.
 */

export type Language = "en" | "es" | "fr";

/** Everything the customer page (and its no-JavaScript form) needs about one revision. */
export type CustomerEstimate = {
  token: string;
  linkId: string;
  estimateId: string;
  leadId: string;
  revision: number;
  number: string;
  status: EstimateStatus;
  document: EstimateDocument;
  photos: EstimatePhoto[];
  /** The instant the estimate stops being open (the end of its last day in Chicago). */
  expiresAt: string;
  canDecide: boolean;
  /** Once approved: what was agreed. */
  approval: { signerName: string; signedAt: string; totals: Totals; chosenLineIds: string[] } | null;
  declineReason: string | null;
  changeRequest: string | null;
  /** A newer revision exists: its number, and where to read it if it was sent to this address. */
  newerRevision: { number: string; href: string | null } | null;
  /** Earlier revisions sent to this address, newest first. */
  earlierRevisions: Array<{ number: string; href: string }>;
  pdfHref: string;
  signedPdfHref: string | null;
};

const estimatePath = (token: string, revision?: number) => `/estimates/${token}${revision ? `?revision=${revision}` : ""}`;

/** A customer-visible photo: /estimates/{token}/photos/{id}, checked against the link. */
const photoForCustomer = (token: string) => (photo: EstimatePhoto) => ({
  ...photo,
  url: `/estimates/${token}/photos/${photo.id}`,
});

/**
 * The link behind a token and the revisions of its estimate that were sent, if the link still
 * opens them. A malformed or unknown token is "not found"; a revoked link, or one whose time is
 * over, is "gone", said in the language of the newest revision sent with it.
 */
export async function openLink(db: D1Database, token: string, now: Date) {
  const link = await findLink(db, token);
  if (!link) throw notFound(estimateTexts.en.notFound);
  const chain = await sentRevisions(db, link);
  const { linkDays } = await readEstimateSettings(db);
  const jobUntil = await jobActiveUntil(db, link, now);
  if (linkState(link, linkEnd(chain, link.recipient, linkDays, jobUntil), now) !== "live") {
    const language = chain.filter(sentTo(link.recipient)).at(-1)?.language ?? "en";
    throw gone(estimateTexts[language].linkEnded, { language });
  }
  return { link, chain, toThisAddress: sentTo(link.recipient) };
}

/**
 * The revision a link opens: the newest sent to its address, or `revision` if that one was sent
 * there too. A revision not sent to this address, and a withdrawn estimate, are "not found".
 */
export async function openEstimate(db: D1Database, token: string, revision: number | undefined, now = new Date()) {
  const { link, chain, toThisAddress } = await openLink(db, token, now);
  const mine = chain.filter((entry) => toThisAddress(entry) && entry.status !== "withdrawn");
  const target = revision === undefined ? mine.at(-1) : mine.find((entry) => entry.revision === revision);
  const loaded = target ? await readEstimate(db, target.id) : null;
  if (!loaded) throw notFound(estimateTexts.en.notFound);
  return { loaded, chain, link, toThisAddress };
}

export async function customerEstimate(
  db: D1Database,
  token: string,
  revision?: number,
  now = new Date(),
): Promise<CustomerEstimate> {
  const { loaded, chain, link, toThisAddress } = await openEstimate(db, token, revision, now);
  return toCustomerEstimate(token, link, loaded, chain, toThisAddress, now);
}

function toCustomerEstimate(
  token: string,
  link: LinkRecord,
  loaded: LoadedEstimate,
  chain: readonly SentRevision[],
  toThisAddress: (entry: SentRevision) => boolean,
  now: Date,
): CustomerEstimate {
  const { row, approval } = loaded;
  const latest = chain.at(-1);
  const newer = latest && latest.revision > row.revision && latest.status !== "withdrawn" ? latest : null;
  const totals = approval ? (JSON.parse(approval.totals) as Totals) : null;
  const status = effectiveStatus(row, now);
  return {
    token,
    linkId: link.id,
    estimateId: row.id,
    leadId: row.lead_id,
    revision: row.revision,
    number: numberOf(row),
    status,
    document: toDocument(loaded, zonedDate(new Date(row.sent_at ?? row.created_at), business.timeZone)),
    photos: loaded.photos.map(photoForCustomer(token)),
    expiresAt: expiryInstant(row.expires_on),
    canDecide: canMove(status, "approved"),
    approval:
      approval && totals
        ? {
            signerName: approval.signer_name,
            signedAt: approval.signed_at,
            totals,
            chosenLineIds: totals.lines.map((line) => line.id),
          }
        : null,
    declineReason: row.decline_reason,
    changeRequest: row.change_request,
    newerRevision: newer
      ? {
          number: numberOf({ ...row, revision: newer.revision }),
          href: toThisAddress(newer) ? estimatePath(token, newer.revision) : null,
        }
      : null,
    earlierRevisions: chain
      .filter((entry) => entry.revision < row.revision && toThisAddress(entry) && entry.status !== "withdrawn")
      .reverse()
      .map((entry) => ({ number: numberOf({ ...row, revision: entry.revision }), href: estimatePath(token, entry.revision) })),
    pdfHref: `/estimates/${token}/pdf?revision=${row.revision}`,
    signedPdfHref: approval ? `/estimates/${token}/pdf?revision=${row.revision}&signed=1` : null,
  };
}

/** Openings closer together than this are one visit: logged once. */
export const viewLogGapMs = 30 * 60_000;

/**
 * The customer opened the link: counted and a line in the lead's timeline, at most once per link
 * per 30 minutes (a reload, a photo tapped, a language switched are the same visit). A first view
 * moves sent to viewed. The one write a read makes.
 */
export async function recordView(
  db: D1Database,
  estimate: Pick<CustomerEstimate, "linkId" | "estimateId" | "leadId" | "number">,
  now = new Date(),
) {
  const at = now.toISOString();
  const logged = {
    sql: "EXISTS (SELECT 1 FROM customer_links WHERE id = ? AND last_logged_view_at = ?)",
    params: [estimate.linkId, at],
  };
  await db.batch([
    db
      .prepare(
        `UPDATE customer_links SET last_logged_view_at = ?
         WHERE id = ? AND (last_logged_view_at IS NULL OR last_logged_view_at <= ?)`,
      )
      .bind(at, estimate.linkId, new Date(now.getTime() - viewLogGapMs).toISOString()),
    db
      .prepare(
        `UPDATE estimates SET view_count = view_count + 1, first_viewed_at = COALESCE(first_viewed_at, ?),
           status = CASE WHEN status = 'sent' THEN 'viewed' ELSE status END WHERE id = ? AND ${logged.sql}`,
      )
      .bind(at, estimate.estimateId, ...logged.params),
    timelineStatement(
      db,
      estimate.leadId,
      [
        {
          kind: "estimate_viewed",
          detail: `${estimate.number} opened by the customer`,
          actor: "visitor",
          estimateId: estimate.estimateId,
        },
      ],
      at,
      { guard: logged },
    ),
  ]);
}
