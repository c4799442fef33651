import { business } from "../../../src/config/business";
import type { SourcesFilters } from "../../../src/lib/source-schemas";
import type { SourceDimension } from "../../../src/lib/sources";
import { addDays, zonedDate } from "../../../src/lib/zoned-time";
import {
  allRollupKeys,
  type DayRange,
  figuresSql,
  groupColumn,
  leadColumns,
  type RollupKey,
  rangeBounds,
  rollupKeyOf,
} from "./figures";

/**
 * The Sources screen's figures of whole Chicago months, stored (migrations/0012): the hourly job
 * computes each closed month with the report's own queries (figures.ts); triggers delete a month as
 * soon as a lead, tap or rollup it sums changes, so what is stored is always what the queries would
 * answer now. The report reads the stored months a range covers whole and computes the rest live.
 */

/** Closed months the hourly job keeps: the report's longest range (731 days) reaches into the 25th. */
const monthsKept = 25;

/** "2026-03" plus or minus whole months. */
export function addMonths(month: string, months: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + months, 1)).toISOString().slice(0, 7);
}

const firstDay = (month: string) => `${month}-01`;
const lastDay = (month: string) => addDays(firstDay(addMonths(month, 1)), -1);
const daysOf = (month: string): DayRange => ({ from: firstDay(month), to: lastDay(month) });

/** The Chicago month it is at that instant. */
const monthAt = (instant: Date) => zonedDate(instant, business.timeZone).slice(0, 7);

/** How visits' rows are named in source_month_figures.grouping (leads' and taps' rows go by their column). */
const visitsGrouping = (key: RollupKey) => `visits_${key}`;

// ------------------------------------------------------------------------------- the report's side

/**
 * A range split for the report: `months` are the closed months wholly inside it (consecutive),
 * which may be stored; `edges` are the days outside them (partial months at either end, and any
 * month not over yet), always computed live.
 */
export function splitRange({ from, to }: DayRange, now: Date): { months: string[]; edges: DayRange[] } {
  const firstWhole = firstDay(from.slice(0, 7)) === from ? from.slice(0, 7) : addMonths(from.slice(0, 7), 1);
  const lastWhole = lastDay(to.slice(0, 7)) === to ? to.slice(0, 7) : addMonths(to.slice(0, 7), -1);
  const last = [lastWhole, addMonths(monthAt(now), -1)].sort()[0] as string;
  if (firstWhole > last) return { months: [], edges: [{ from, to }] };
  const months: string[] = [];
  for (let month = firstWhole; month <= last; month = addMonths(month, 1)) months.push(month);
  const edges: DayRange[] = [];
  if (from < firstDay(firstWhole)) edges.push({ from, to: addDays(firstDay(firstWhole), -1) });
  if (lastDay(last) < to) edges.push({ from: addDays(lastDay(last), 1), to });
  return { months, edges };
}

/** Months as ranges of days, consecutive months joined into one. */
export function monthRanges(months: readonly string[]): DayRange[] {
  const ranges: DayRange[] = [];
  for (const month of months) {
    const previous = ranges.at(-1);
    if (previous && addDays(previous.to, 1) === firstDay(month)) previous.to = lastDay(month);
    else ranges.push(daysOf(month));
  }
  return ranges;
}

/**
 * Which of the consecutive `months` are stored, and their figures summed, grouped as the report asks.
 * Run in one batch, the three agree: a month deleted or stored meanwhile is in all of them or none.
 */
export function storedFigures(db: D1Database, months: readonly string[], by: SourceDimension, touch: SourcesFilters["touch"]) {
  const span = [months[0], months.at(-1)];
  return {
    months: db.prepare("SELECT month FROM source_months WHERE month >= ? AND month <= ?").bind(...span),
    leadsAndTaps: db
      .prepare(
        `SELECT key, SUM(leads) AS leads, SUM(estimates_sent) AS estimatesSent, SUM(jobs_won) AS jobsWon, SUM(won_cents) AS wonCents,
           SUM(calls) AS calls, SUM(emails) AS emails
         FROM source_month_figures WHERE month >= ? AND month <= ? AND grouping = ? GROUP BY key`,
      )
      .bind(...span, groupColumn(by, touch)),
    visits: db
      .prepare(
        `SELECT key, SUM(visits) AS visits, SUM(page_views) AS pageViews
         FROM source_month_figures WHERE month >= ? AND month <= ? AND grouping = ? GROUP BY key`,
      )
      .bind(...span, visitsGrouping(rollupKeyOf[by])),
  };
}

// ------------------------------------------------------------------------------- the hourly job

/**
 * Months stored per run, newest first: the first run after a deploy stores the year a report
 * usually looks at, and a run stays far below D1's 1,000 queries per invocation (23 a month), which
 * the hourly job shares with the other hourly work.
 */
export const monthsPerRun = 12;

/**
 * Stores the figures of the closed months of the last `monthsKept` (from the first month with a
 * lead, a rollup or a tap) that are not stored, newest first and at most `monthsPerRun`: every
 * grouping the report offers, in one batch per month. A month whose batch fails is left for the
 * next hour; the job then fails, naming them. Answers how many months it stored.
 */
export async function fillSourceMonthFigures(db: D1Database, now: Date): Promise<number> {
  const lastClosed = addMonths(monthAt(now), -1);
  const oldestKept = addMonths(lastClosed, 1 - monthsKept);
  const [lead, rollup, tap, stored] = await db.batch<Record<string, string | null>>([
    db.prepare("SELECT MIN(created_at) AS at FROM leads WHERE is_spam = 0"),
    db.prepare("SELECT MIN(day) AS day FROM visit_rollups"),
    db.prepare("SELECT MIN(created_at) AS at FROM contact_taps"),
    db.prepare("SELECT month FROM source_months WHERE month >= ?").bind(oldestKept),
  ]);
  const leadAt = lead?.results[0]?.at;
  const rollupDay = rollup?.results[0]?.day;
  const tapAt = tap?.results[0]?.at;
  const firstWithData = [
    leadAt ? monthAt(new Date(leadAt)) : null,
    rollupDay ? rollupDay.slice(0, 7) : null,
    tapAt ? monthAt(new Date(tapAt)) : null,
  ]
    .filter((month) => month !== null)
    .sort()[0];
  if (!firstWithData) return 0;
  const first = [firstWithData, oldestKept].sort()[1] as string;
  const storedMonths = new Set(stored?.results.map((row) => row.month));
  const missing: string[] = [];
  for (let month = lastClosed; month >= first && missing.length < monthsPerRun; month = addMonths(month, -1))
    if (!storedMonths.has(month)) missing.push(month);
  const failed: string[] = [];
  for (const month of missing) {
    try {
      await db.batch(monthStatements(db, month, now));
    } catch (error) {
      console.error(`The Sources figures of ${month} were not stored:`, error);
      failed.push(month);
    }
  }
  if (failed.length > 0)
    throw new Error(`The Sources figures of ${failed.join(", ")} were not stored; the next hour tries again.`);
  return missing.length;
}

/**
 * One month's row and its figures. The month's row goes first (its figures point to it) and fails
 * the batch if another run stored the month meanwhile.
 */
function monthStatements(db: D1Database, month: string, now: Date): D1PreparedStatement[] {
  const { days, instants } = rangeBounds(daysOf(month));
  const insert = (columns: string, values: string) =>
    `INSERT INTO source_month_figures (month, grouping, key, ${columns}) SELECT ?, ?, key, ${values} FROM`;
  return [
    db
      .prepare("INSERT INTO source_months (month, starts_at, ends_at, computed_at) VALUES (?, ?, ?, ?)")
      .bind(month, ...instants, now.toISOString()),
    ...leadColumns.flatMap((column) => [
      db
        .prepare(
          `${insert("leads, estimates_sent, jobs_won, won_cents", "leads, estimatesSent, IFNULL(jobsWon, 0), wonCents")} (${figuresSql.leads(column)})`,
        )
        .bind(month, column, ...instants),
      db.prepare(`${insert("calls, emails", "calls, emails")} (${figuresSql.taps(column)})`).bind(month, column, ...instants),
    ]),
    ...allRollupKeys.map((key) =>
      db
        .prepare(`${insert("visits, page_views", "visits, pageViews")} (${figuresSql.visits(key)})`)
        .bind(month, visitsGrouping(key), ...days),
    ),
  ];
}
