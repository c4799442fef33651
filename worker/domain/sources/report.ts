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
import { type DayRange, type Figures, type FiguresRow, liveFigures } from "./figures";
import { monthRanges, splitRange, storedFigures } from "./month-figures";
import { proratedSpend } from "./spend";
import { serviceOfPage } from "./visits";

/**
 * The Sources screen's figures for a range of Chicago days, grouped by one dimension: visits from
 * the daily rollups, leads (never spam) by the chosen touch with their estimates and wins, taps on
 * the phone and e-mail links, and for channels the spend staff entered. Closed months the range
 * covers whole are read as the hourly job stored them where it has (month-figures.ts); the rest is
 * computed live, with the same queries.
 */

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

/** A query of the report's batch and what is done with its rows. */
type Read = [D1PreparedStatement, (rows: Record<string, unknown>[]) => void];

export async function loadSourcesReport(db: D1Database, filters: SourcesFilters, now: Date): Promise<SourcesReport> {
  const { from, to, by, touch } = filters;
  const groups = new Map<string | null, Figures>();
  const add = (rows: Record<string, unknown>[], mapKey: (key: string | null) => string | null = (key) => key) => {
    for (const { key, ...figures } of rows as FiguresRow[]) {
      const group = groups.get(mapKey(key)) ?? emptyFigures();
      for (const [name, value] of Object.entries(figures) as Array<[keyof Figures, number]>) {
        (group[name] as number) += value ?? 0;
      }
      groups.set(mapKey(key), group);
    }
  };
  // Visits by service are visits by page, each page counted for its service.
  const addVisits = (rows: Record<string, unknown>[]) =>
    add(rows, by === "service" ? (path) => path && serviceOfPage(path) : undefined);
  const live = (ranges: DayRange[]) =>
    ranges.flatMap((range): Read[] => {
      const { leads, visits, taps } = liveFigures(db, range, by, touch);
      return [
        [leads, add],
        [visits, addVisits],
        [taps, add],
      ];
    });
  const run = async (reads: Read[]) => {
    const results = await db.batch<Record<string, unknown>>(reads.map(([statement]) => statement));
    for (const [index, [, use]] of reads.entries()) use(results[index]?.results ?? []);
  };

  const { months, edges } = splitRange({ from, to }, now);
  const storedMonths = new Set<unknown>();
  const reads = live(edges);
  if (months.length > 0) {
    const stored = storedFigures(db, months, by, touch);
    const noteStored = (rows: Record<string, unknown>[]) => {
      for (const row of rows) storedMonths.add(row.month);
    };
    reads.push([stored.months, noteStored], [stored.leadsAndTaps, add], [stored.visits, addVisits]);
  }
  await run(reads);
  // Months the hourly job has not stored (yet, or not since they changed) are computed live too.
  const notStored = months.filter((month) => !storedMonths.has(month));
  if (notStored.length > 0) await run(live(monthRanges(notStored)));

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
