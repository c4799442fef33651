import { business } from "../../../src/config/business";
import type { SourcesFilters } from "../../../src/lib/source-schemas";
import { attributionTouches, type SourceDimension, type SourcesRow, sourceDimensions } from "../../../src/lib/sources";
import { addDays, startOfZonedDay } from "../../../src/lib/zoned-time";

/**
 * The three queries the Sources screen adds up over a range of Chicago days: leads (never spam) with
 * their estimates and wins, visits from the daily rollups, and taps on the phone and e-mail links.
 * The report runs them live; the hourly job runs the same ones over each closed month and stores
 * what they answer (month-figures.ts).
 */

/** A range of Chicago days, both included. */
export type DayRange = { from: string; to: string };

/** One group's figures as a query answers them: only the figures that query counts. */
export type Figures = Omit<SourcesRow, "key" | "label">;
export type FiguresRow = Partial<Figures> & { key: string | null };

/** The column a lead or a tap is grouped by. Only the touch names in it come from the request, checked by its schema. */
export function groupColumn(by: SourceDimension, touch: SourcesFilters["touch"]) {
  return by === "service" ? "service" : `${touch}_${by === "landing" ? "landing" : by}`;
}

/** The rollups' keys: page views have no first touch (their source is the visitor's latest). */
const rollupKeys = {
  channel: "NULLIF(channel, '')",
  source: "CASE WHEN channel = '' THEN NULL ELSE source END",
  campaign: "CASE WHEN channel = '' THEN NULL ELSE campaign END",
  path: "path",
} as const;
export type RollupKey = keyof typeof rollupKeys;

/** Visits by landing page and by service are both visits by page (a service is found from its page). */
export const rollupKeyOf: Record<SourceDimension, RollupKey> = {
  channel: "channel",
  source: "source",
  campaign: "campaign",
  landing: "path",
  service: "path",
};

/** Every column the report groups leads and taps by, and every key it groups visits by. */
export const leadColumns = [
  ...new Set(sourceDimensions.flatMap((by) => attributionTouches.map((touch) => groupColumn(by, touch)))),
];
export const allRollupKeys = Object.keys(rollupKeys) as RollupKey[];

/** Each query's SQL; its parameters are the range's bounds, as rangeBounds gives them. */
export const figuresSql = {
  leads: (column: string) =>
    `SELECT ${column} AS key, COUNT(*) AS leads, SUM(estimates_sent) AS estimatesSent, SUM(won_total_cents > 0) AS jobsWon,
       COALESCE(SUM(won_total_cents), 0) AS wonCents
     FROM leads WHERE is_spam = 0 AND created_at >= ? AND created_at < ? GROUP BY key`,
  visits: (key: RollupKey) =>
    `SELECT ${rollupKeys[key]} AS key, SUM(visitors) AS visits, SUM(views) AS pageViews
     FROM visit_rollups WHERE day >= ? AND day <= ? GROUP BY key`,
  taps: (column: string) =>
    `SELECT ${column} AS key, SUM(kind = 'phone') AS calls, SUM(kind = 'email') AS emails
     FROM contact_taps WHERE created_at >= ? AND created_at < ? GROUP BY key`,
};

/** A range's bounds: its first and last day for the rollups, and the UTC instants where it begins and ends for leads and taps. */
export function rangeBounds({ from, to }: DayRange) {
  return {
    days: [from, to] as const,
    instants: [
      startOfZonedDay(from, business.timeZone).toISOString(),
      startOfZonedDay(addDays(to, 1), business.timeZone).toISOString(),
    ] as const,
  };
}

/** The three queries over one range, grouped as the report asks: leads, visits, taps. */
export function liveFigures(db: D1Database, range: DayRange, by: SourceDimension, touch: SourcesFilters["touch"]) {
  const { days, instants } = rangeBounds(range);
  const column = groupColumn(by, touch);
  return {
    leads: db.prepare(figuresSql.leads(column)).bind(...instants),
    visits: db.prepare(figuresSql.visits(rollupKeyOf[by])).bind(...days),
    taps: db.prepare(figuresSql.taps(column)).bind(...instants),
  };
}
