import { business } from "../config/business";
import { type Channel, channels, googleBusinessProfileTags } from "./channels";
import type { TouchParam } from "./touches";

/**
 * Where the work comes from: the Sources screen's vocabulary and the shapes of /api/admin/sources,
 * shared by the Worker (which computes them) and the desk (which shows them). No zod, no I/O; what
 * the API accepts is in source-schemas.ts.
 */

export const sourceDimensions = ["channel", "source", "campaign", "landing", "service"] as const;
export type SourceDimension = (typeof sourceDimensions)[number];
export const sourceDimensionLabels: Record<SourceDimension, string> = {
  channel: "Channel",
  source: "Source",
  campaign: "Campaign",
  landing: "Landing page",
  service: "Service",
};

/** Which of a lead's touches its source is taken from. */
export const attributionTouches = ["last", "first"] as const;
export type AttributionTouch = (typeof attributionTouches)[number];
export const attributionTouchLabels: Record<AttributionTouch, string> = { last: "Last touch", first: "First touch" };

/** The longest range the screen reports on, in days. */
export const sourcesRangeMaxDays = 731;
/** The range the screen opens with: the last 30 days, today included. */
export const sourcesDefaultDays = 30;
/** Rows shown; the rest are added up in one "everything else" row, so totals stay whole. */
export const sourcesRowLimit = 100;

/** One group's figures. Leads are counted by when they arrived; their estimates and wins whenever those came. */
export type SourcesRow = {
  /** The channel, source, campaign, landing page or service; null for leads, taps and visits whose source was not recorded. */
  key: string | null;
  label: string;
  /** Daily visitors: a visitor counts once a day for each source they came with, on the page they were first seen on. */
  visits: number;
  pageViews: number;
  leads: number;
  /** Taps on the phone number and on the e-mail address. */
  calls: number;
  emails: number;
  /** Estimates sent to these leads (each estimate once, however many revisions). */
  estimatesSent: number;
  /** Leads with an approved estimate. */
  jobsWon: number;
  /** The approved estimates' totals, summed per lead (leads.won_total_cents). */
  wonCents: number;
  /** Channel rows only, where staff entered a monthly spend: that spend, prorated by day over the range. */
  spendCents: number | null;
};

/** GET /api/admin/sources. */
export type SourcesReport = {
  from: string;
  to: string;
  by: SourceDimension;
  touch: AttributionTouch;
  rows: SourcesRow[];
  /** Rows past sourcesRowLimit, added up in the last row. */
  rowsFolded: number;
  total: SourcesRow;
  generatedAt: string;
};

export const notRecordedLabel = "Not recorded";
export const noCampaignLabel = "(no campaign)";

/** The figures the screen, the chart and the CSV derive from a row, each computed once here. */
export function sourcesRates(row: SourcesRow) {
  return {
    /** Leads per visit, or null with no visits. */
    leadRate: row.visits > 0 ? row.leads / row.visits : null,
    costPerLeadCents: row.spendCents !== null && row.leads > 0 ? Math.round(row.spendCents / row.leads) : null,
    costPerJobCents: row.spendCents !== null && row.jobsWon > 0 ? Math.round(row.spendCents / row.jobsWon) : null,
  };
}

export const formatLeadRate = (rate: number | null) => (rate === null ? "—" : `${(rate * 100).toFixed(1)}%`);

/** The query string of the report and its CSV, as the desk writes it. */
export type SourcesQuery = { from: string; to: string; by: SourceDimension; touch: AttributionTouch };

// -------------------------------------------------------------------------------- spend

/** Channels staff may enter a monthly spend for (a direct visit costs nothing to buy). */
export const spendChannels = channels.filter((channel): channel is Exclude<Channel, "direct"> => channel !== "direct");
/** The largest monthly spend per channel the desk takes: $10,000,000. */
export const spendMaxCents = 1_000_000_000;

/** GET /api/admin/sources/spend?month=2026-03. */
export type ChannelSpend = {
  month: string;
  amounts: Partial<Record<Channel, number>>;
  updatedBy: string | null;
  updatedAt: string | null;
};

// ------------------------------------------------------------------------ a lead's source

/** One touch as a lead's page shows it. */
export type TouchView = {
  channel: Channel;
  source: string;
  campaign: string;
  /** The path it landed on; for the quote widget, the partner's page that framed it. */
  landing: string;
  referrer: string | null;
  at: string;
  tags: Partial<Record<TouchParam, string>>;
};

/** GET /api/admin/sources/leads/:id. recorded is false when the lead came with nothing of its source. */
export type LeadSourceDetail = {
  recorded: boolean;
  first: TouchView | null;
  last: TouchView | null;
  /** The pages seen before the lead, oldest first (at most pagesSeenKept). */
  pages: Array<{ path: string; at: string }>;
};

// --------------------------------------------------------------------- Google Ads export

/**
 * Google Ads' file import of offline conversions from clicks (support.google.com/google-ads/answer/7014069,
 * "Import conversions from ad clicks into Google Ads using files"): a "Parameters:TimeZone=" line
 * giving the time zone once (a time zone ID, which the article recommends over an offset because of
 * daylight saving time), then the header row that must start with "Google Click ID", and no other
 * columns and no personal data. Conversion Time is "yyyy-MM-dd HH:mm:ss" in that zone, one of the
 * formats Google lists for imports (support.google.com/google-ads-data-manager/answer/14184381).
 */
export const googleAdsExport = {
  timeZone: business.timeZone,
  columns: ["Google Click ID", "Conversion Name", "Conversion Time", "Conversion Value", "Conversion Currency"],
  currency: "USD",
  /** The conversion action's name as the owner creates it in Google Ads (type: import from clicks). */
  defaultConversionName: "Won job",
  conversionNameChars: 100,
} as const;

/** The website link to put on the Google Business Profile, so its visits count as the Local channel. */
export const googleBusinessProfileLink = `${business.siteUrl}/?${new URLSearchParams(googleBusinessProfileTags)}`;

/** The sentences /api/admin/sources answers with. */
export const sourcesMessages = {
  rangeTooLong: `Choose at most ${sourcesRangeMaxDays} days.`,
  rangeBackwards: "The start date must not be after the end date.",
  chooseDimension: "Choose channel, source, campaign, landing page or service.",
  chooseTouch: "Choose first touch or last touch.",
  month: "Use a month like 2026-03.",
  amount: `Enter an amount from $0 to $${(spendMaxCents / 100).toLocaleString("en-US")}.`,
  chooseChannel: "Choose a channel from the list.",
  conversionName: `Give the conversion's name as in Google Ads, in at most ${googleAdsExport.conversionNameChars} characters.`,
} as const;
