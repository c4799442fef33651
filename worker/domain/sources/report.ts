import { business } from "../../../src/config/business";
import { type Channel, channelLabels, channels } from "../../../src/lib/channels";
import type { SourcesFilters } from "../../../src/lib/source-schemas";
import {
  noCampaignLabel,
  notRecordedLabel,
  type SourceDimension,
  type SourcesReport,
  type SourcesRow,
  sourcesRowLimit,
} from "../../../src/lib/sources";
import { addDays, startOfZonedDay } from "../../../src/lib/zoned-time";
import { proratedSpend } from "./spend";
import { serviceOfPage } from "./visits";

/**
 * The Sources screen's figures for a range of Chicago days, grouped by one dimension: visits from
 * the daily rollups, leads (never spam) by the chosen touch with their estimates and wins, taps on
 * the phone and e-mail links, and for channels the spend staff entered.
 */

type Figures = Omit<SourcesRow, "key" | "label">;
const emptyFigures = (): Figures => ({
  visits: 0,
  pageViews: 0,
  leads: 0,
  calls: 0,
  emails: 0,
  estimatesSent: 0,
  jobsWon: 0,
  wonCents: 0,
  spendCents: null,
});

/** The column a lead or a tap is grouped by. Only the touch names in it come from the request, checked by its schema. */
function groupColumn(by: SourceDimension, touch: SourcesFilters["touch"]) {
  return by === "service" ? "service" : `${touch}_${by === "landing" ? "landing" : by}`;
}

/** The rollups' key: page views have no first touch (their source is the visitor's latest). */
const rollupKey: Record<SourceDimension, string> = {
  channel: "NULLIF(channel, '')",
  source: "CASE WHEN channel = '' THEN NULL ELSE source END",
  campaign: "CASE WHEN channel = '' THEN NULL ELSE campaign END",
  landing: "path",
  service: "path",
};

type Keyed<T> = T & { key: string | null };

export async function loadSourcesReport(db: D1Database, filters: SourcesFilters, now: Date): Promise<SourcesReport> {
  const { from, to, by, touch } = filters;
  const start = startOfZonedDay(from, business.timeZone).toISOString();
  const end = startOfZonedDay(addDays(to, 1), business.timeZone).toISOString();
  const column = groupColumn(by, touch);

  const [leads, visits, taps] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT ${column} AS key, COUNT(*) AS leads, SUM(estimates_sent) AS estimatesSent, SUM(won_total_cents > 0) AS jobsWon,
           COALESCE(SUM(won_total_cents), 0) AS wonCents
         FROM leads WHERE is_spam = 0 AND created_at >= ? AND created_at < ? GROUP BY key`,
      )
      .bind(start, end),
    db
      .prepare(
        `SELECT ${rollupKey[by]} AS key, SUM(visitors) AS visits, SUM(views) AS pageViews
         FROM visit_rollups WHERE day >= ? AND day <= ? GROUP BY key`,
      )
      .bind(from, to),
    db
      .prepare(
        `SELECT ${column} AS key, SUM(kind = 'phone') AS calls, SUM(kind = 'email') AS emails
         FROM contact_taps WHERE created_at >= ? AND created_at < ? GROUP BY key`,
      )
      .bind(start, end),
  ]);

  const groups = new Map<string | null, Figures>();
  const add = (rows: Keyed<Partial<Figures>>[] | undefined, mapKey: (key: string | null) => string | null = (key) => key) => {
    for (const { key, ...figures } of rows ?? []) {
      const group = groups.get(mapKey(key)) ?? emptyFigures();
      for (const [name, value] of Object.entries(figures) as Array<[keyof Figures, number]>) {
        (group[name] as number) += value ?? 0;
      }
      groups.set(mapKey(key), group);
    }
  };
  add(leads?.results as Keyed<Partial<Figures>>[]);
  add(visits?.results as Keyed<Partial<Figures>>[], by === "service" ? (path) => path && serviceOfPage(path) : undefined);
  add(taps?.results as Keyed<Partial<Figures>>[]);

  const spend = await proratedSpend(db, from, to);
  if (by === "channel") {
    for (const channel of channels) if (!groups.has(channel)) groups.set(channel, emptyFigures());
    for (const [channel, cents] of spend.byChannel) {
      const group = groups.get(channel);
      if (group) group.spendCents = cents;
    }
  }

  const rows = [...groups].map(([key, figures]): SourcesRow => ({ key, label: labelOf(by, key), ...figures }));
  const total = rows.reduce(addRow, { key: null, label: "Total", ...emptyFigures() });
  total.spendCents = spend.totalCents;
  const ordered = by === "channel" ? rows.sort(channelOrder) : rows.sort(byLeadsThenVisits);
  const shown = ordered.slice(0, sourcesRowLimit);
  const folded = ordered.slice(sourcesRowLimit);
  if (folded.length > 0)
    shown.push(folded.reduce(addRow, { key: null, label: `Everything else (${folded.length})`, ...emptyFigures() }));
  return { from, to, by, touch, rows: shown, rowsFolded: folded.length, total, generatedAt: now.toISOString() };
}

function addRow(sum: SourcesRow, row: SourcesRow): SourcesRow {
  return {
    ...sum,
    visits: sum.visits + row.visits,
    pageViews: sum.pageViews + row.pageViews,
    leads: sum.leads + row.leads,
    calls: sum.calls + row.calls,
    emails: sum.emails + row.emails,
    estimatesSent: sum.estimatesSent + row.estimatesSent,
    jobsWon: sum.jobsWon + row.jobsWon,
    wonCents: sum.wonCents + row.wonCents,
    spendCents: row.spendCents === null ? sum.spendCents : (sum.spendCents ?? 0) + row.spendCents,
  };
}

function labelOf(by: SourceDimension, key: string | null): string {
  if (key === null) return by === "service" ? "Other pages" : notRecordedLabel;
  if (by === "channel") return channelLabels[key as Channel] ?? key;
  if (by === "campaign" && key === "") return noCampaignLabel;
  return key;
}

const channelRank = (key: string | null) => (key === null ? channels.length : channels.indexOf(key as Channel));
const channelOrder = (a: SourcesRow, b: SourcesRow) => channelRank(a.key) - channelRank(b.key);
const byLeadsThenVisits = (a: SourcesRow, b: SourcesRow) =>
  b.leads - a.leads || b.visits - a.visits || a.label.localeCompare(b.label);
