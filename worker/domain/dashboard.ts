import { business } from "../../src/config/business";
import {
  type Dashboard,
  forwardStuckMinutes,
  type LeadSource,
  rateWebVital,
  type WebVitalName,
  webVitalNames,
} from "../../src/lib/desk";
import { zonedPeriodStarts } from "../../src/lib/zoned-time";
import { loadEstimateDashboard } from "./estimates/dashboard";
import { type LeadRowRecord, leadRowColumns, toLeadRow } from "./inbox-query";

/**
 * The desk's front page: how many leads came in, from where, how many were won, which ones staff
 * never heard about, and how fast the site is for visitors. Spam is never counted. Every query
 * reads an index range (the last 90 days of leads, the last 7 days of vitals), not the table.
 */

const dayMs = 86_400_000;
const forwardingProblemsShown = 50;
const forwardingTrouble = `forward_status IN ('pending', 'queued', 'failed') AND (forward_status = 'failed' OR created_at < ?)
  AND is_spam = 0`;

type SourceServiceCount = { source: string; service: string; all30: number; won30: number; all90: number; won90: number };
type VitalPercentile = { path: string; name: WebVitalName; p75: number; samples: number };

/**
 * p75 of each web vital per page since a time, by nearest rank: the ceil(0.75 n)-th smallest value,
 * ceil(3n/4) being (3n + 3) / 4 in integers. One window (one sort) gives both the rank and n.
 */
export const webVitalsP75Sql = `SELECT path, name, value AS p75, n AS samples FROM (
    SELECT path, name, value, ROW_NUMBER() OVER byValue AS rank,
           COUNT(*) OVER (byValue ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS n
    FROM web_vitals WHERE received_at >= ? AND name IN (${webVitalNames.map(() => "?").join(", ")})
    WINDOW byValue AS (PARTITION BY path, name ORDER BY value)
  ) WHERE rank = (3 * n + 3) / 4`;

export async function loadDashboard(db: D1Database, now = new Date()): Promise<Dashboard> {
  const periods = zonedPeriodStarts(now, business.timeZone);
  const since = (days: number) => new Date(now.getTime() - days * dayMs).toISOString();
  const earliestPeriod = new Date(Math.min(periods.week.getTime(), periods.month.getTime())).toISOString();

  const stuckBefore = new Date(now.getTime() - forwardStuckMinutes * 60_000).toISOString();
  const [newLeads, counts, problems, problemCount, vitals] = await db.batch([
    db
      .prepare(
        `SELECT COALESCE(SUM(created_at >= ?), 0) AS today, COALESCE(SUM(created_at >= ?), 0) AS this_week,
                COALESCE(SUM(created_at >= ?), 0) AS this_month
         FROM leads WHERE is_spam = 0 AND created_at >= ?`,
      )
      .bind(periods.today.toISOString(), periods.week.toISOString(), periods.month.toISOString(), earliestPeriod),
    db
      .prepare(
        `SELECT source, service,
                SUM(created_at >= ?1) AS all30, SUM(created_at >= ?1 AND status = 'won') AS won30,
                COUNT(*) AS all90, SUM(status = 'won') AS won90
         FROM leads WHERE is_spam = 0 AND created_at >= ?2
         GROUP BY source, service`,
      )
      .bind(since(30), since(90)),
    // Without INDEXED BY, SQLite walks the inbox index in created_at order and reads rows until 50 match.
    db
      .prepare(
        `SELECT ${leadRowColumns} FROM leads INDEXED BY leads_forward_trouble WHERE ${forwardingTrouble} ORDER BY created_at LIMIT ?`,
      )
      .bind(stuckBefore, forwardingProblemsShown),
    db.prepare(`SELECT COUNT(*) AS n FROM leads INDEXED BY leads_forward_trouble WHERE ${forwardingTrouble}`).bind(stuckBefore),
    db.prepare(webVitalsP75Sql).bind(since(7), ...webVitalNames),
  ]);

  const periodCounts = newLeads?.results[0] as { today: number; this_week: number; this_month: number };
  const rows = (counts?.results ?? []) as SourceServiceCount[];
  return {
    generatedAt: now.toISOString(),
    newLeads: { today: periodCounts.today, thisWeek: periodCounts.this_week, thisMonth: periodCounts.this_month },
    bySource: bySource(rows),
    byService: byService(rows),
    forwardingProblems: ((problems?.results ?? []) as LeadRowRecord[]).map(toLeadRow),
    forwardingProblemsTotal: (problemCount?.results[0] as { n: number } | undefined)?.n ?? 0,
    webVitals: byPage((vitals?.results ?? []) as VitalPercentile[]),
    estimates: await loadEstimateDashboard(db, now),
  };
}

function bySource(rows: SourceServiceCount[]): Dashboard["bySource"] {
  const sources = new Map<string, Dashboard["bySource"][number]>();
  for (const row of rows) {
    const entry = sources.get(row.source) ?? {
      source: row.source as LeadSource,
      last30Days: { all: 0, won: 0 },
      last90Days: { all: 0, won: 0 },
    };
    entry.last30Days.all += row.all30;
    entry.last30Days.won += row.won30;
    entry.last90Days.all += row.all90;
    entry.last90Days.won += row.won90;
    sources.set(row.source, entry);
  }
  return [...sources.values()].sort((a, b) => b.last90Days.all - a.last90Days.all);
}

function byService(rows: SourceServiceCount[]): Dashboard["byService"] {
  const services = new Map<string, Dashboard["byService"][number]>();
  for (const row of rows) {
    const entry = services.get(row.service) ?? { service: row.service, last30Days: 0, last90Days: 0 };
    entry.last30Days += row.all30;
    entry.last90Days += row.all90;
    services.set(row.service, entry);
  }
  return [...services.values()].sort((a, b) => b.last90Days - a.last90Days);
}

/** Pages with the most samples first. */
function byPage(percentiles: VitalPercentile[]): Dashboard["webVitals"] {
  const pages = new Map<string, { entry: Dashboard["webVitals"][number]; samples: number }>();
  for (const { path, name, p75, samples } of percentiles) {
    const page = pages.get(path) ?? { entry: { path, metrics: {} }, samples: 0 };
    page.entry.metrics[name] = { p75, samples, rating: rateWebVital(name, p75) };
    page.samples += samples;
    pages.set(path, page);
  }
  return [...pages.values()].sort((a, b) => b.samples - a.samples).map((page) => page.entry);
}
