import { campaignOf, channelOf, sourceOf } from "../../../src/lib/channels";
import { leadDeskMessages } from "../../../src/lib/desk";
import type { LeadSourceDetail, TouchView } from "../../../src/lib/sources";
import { type LeadAttribution, type Touch, touchParams } from "../../../src/lib/touches";
import { notFound } from "../refusal";

/** Where one lead came from, as its page in the desk shows it. */

function touchView(touch: Touch | undefined): TouchView | null {
  if (!touch) return null;
  return {
    channel: channelOf(touch),
    source: sourceOf(touch),
    campaign: campaignOf(touch),
    landing: touch.page ?? touch.landing,
    referrer: touch.referrer ?? null,
    at: new Date(touch.at).toISOString(),
    tags: Object.fromEntries(touchParams.filter((name) => touch[name]).map((name) => [name, touch[name]])),
  };
}

export async function loadLeadSource(db: D1Database, leadId: string): Promise<LeadSourceDetail> {
  const row = await db.prepare("SELECT attribution FROM leads WHERE id = ?").bind(leadId).first<{ attribution: string | null }>();
  if (!row) throw notFound(leadDeskMessages.notFound);
  const attribution = row.attribution ? (JSON.parse(row.attribution) as LeadAttribution) : null;
  return {
    recorded: attribution !== null,
    first: touchView(attribution?.first),
    last: touchView(attribution?.last),
    pages: (attribution?.pages ?? []).map((page) => ({ path: page.path, at: new Date(page.at).toISOString() })),
  };
}
