import { campaignOf, channelOf, sourceOf } from "../../../src/lib/channels";
import { type LeadAttribution, type Touch, visitTouch } from "../../../src/lib/touches";

/**
 * A lead's source as it is stored: each touch put in its channel with its source, campaign and
 * landing page (the columns the Sources screen groups by), the Google click id the Ads export sends
 * back, and what the lead sent, kept as JSON for its page.
 */

export type TouchColumns = { channel: string; source: string; campaign: string; landing: string };

export function touchColumns(touch: Touch): TouchColumns {
  return {
    channel: channelOf(touch),
    source: sourceOf(touch),
    campaign: campaignOf(touch),
    // The quote widget's lead landed on the partner's page that framed it: that page tells more than /embed/quote.
    landing: touch.page ?? touch.landing,
  };
}

/** Google's click ids are URL-safe base64; anything else is not one and is not kept for the export. */
const clickIdPattern = /^[A-Za-z0-9_-]+$/;

/** The click id Google Ads knows the click by: the last touch's, else the first's. */
export function googleClickId(attribution: LeadAttribution): string | null {
  const id = attribution.last?.gclid ?? attribution.first?.gclid;
  return id && clickIdPattern.test(id) ? id : null;
}

/**
 * What a form page's address tells about a lead sent without JavaScript: its tags and click ids,
 * as one touch that is both first and last (the page's own referrer is not known).
 */
export function attributionFromFormPage(page: URL, now: number): LeadAttribution {
  const touch = visitTouch(page, "", now) ?? { at: now, landing: page.pathname };
  return { first: touch, last: touch, pages: [{ path: page.pathname, at: now }] };
}

/** The statement that stores a lead's source, committed with the lead; none when nothing was recorded. */
export function attributionStatements(db: D1Database, leadId: string, attribution: LeadAttribution | null | undefined) {
  const first = attribution?.first ?? attribution?.last;
  const last = attribution?.last ?? attribution?.first;
  if (!attribution || !first || !last) return [];
  const firstColumns = touchColumns(first);
  const lastColumns = touchColumns(last);
  return [
    db
      .prepare(
        `UPDATE leads SET first_channel = ?, first_source = ?, first_campaign = ?, first_landing = ?,
           last_channel = ?, last_source = ?, last_campaign = ?, last_landing = ?, gclid = ?, attribution = ?
         WHERE id = ?`,
      )
      .bind(
        firstColumns.channel,
        firstColumns.source,
        firstColumns.campaign,
        firstColumns.landing,
        lastColumns.channel,
        lastColumns.source,
        lastColumns.campaign,
        lastColumns.landing,
        googleClickId(attribution),
        JSON.stringify({ first, last, pages: attribution.pages ?? [] }),
        leadId,
      ),
  ];
}
