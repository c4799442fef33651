import { business } from "../../../src/config/business";
import type { GoogleAdsQuery } from "../../../src/lib/source-schemas";
import { googleAdsExport, type SourcesReport, sourceDimensionLabels, sourcesRates } from "../../../src/lib/sources";
import { addDays, startOfZonedDay, zonedDate, zonedDateTime } from "../../../src/lib/zoned-time";
import { csvField, csvRecord } from "../csv";

/** The Sources screen's table as CSV, and the won leads with a Google click id in Google Ads' import format. */

/** Dollars with cents, as a spreadsheet and Google Ads read them: 12400.5 → "12400.50". */
const dollars = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

/** The report's rows and its total, the same figures and rates the screen shows; UTF-8 with a byte order mark. */
export function sourcesCsv(report: SourcesReport): string {
  const header = [
    sourceDimensionLabels[report.by],
    "Visits",
    "Page views",
    "Leads",
    "Lead rate (%)",
    "Calls",
    "E-mails",
    "Estimates sent",
    "Jobs won",
    "Won (USD)",
    "Spend (USD)",
    "Cost per lead (USD)",
    "Cost per won job (USD)",
  ];
  const line = (row: SourcesReport["total"]) => {
    const rates = sourcesRates(row);
    return csvRecord([
      row.label,
      row.visits,
      row.pageViews,
      row.leads,
      rates.leadRate === null ? null : (rates.leadRate * 100).toFixed(1),
      row.calls,
      row.emails,
      row.estimatesSent,
      row.jobsWon,
      dollars(row.wonCents),
      dollars(row.spendCents),
      dollars(rates.costPerLeadCents),
      dollars(rates.costPerJobCents),
    ]);
  };
  return `\uFEFF${csvRecord(header)}${report.rows.map(line).join("")}${line(report.total)}`;
}

export const sourcesFileName = (report: SourcesReport) => `sources-by-${report.by}-${report.from}-to-${report.to}.csv`;

/** "2026-03-14 13:45:07", the wall-clock time in the zone the Parameters line names (its offset is whole minutes). */
function conversionTime(iso: string) {
  const instant = new Date(iso);
  return `${zonedDateTime(instant, googleAdsExport.timeZone)}:${String(instant.getUTCSeconds()).padStart(2, "0")}`;
}

/**
 * Won leads (an approved estimate, never spam) that came with a Google click id and were first won
 * in the range: one conversion each, at the first approval's time, worth the lead's approved
 * estimates summed. Exported again later, a lead has the same click id, name and time, which Google
 * Ads recognises as the same conversion and does not count twice.
 */
export async function googleAdsConversionsCsv(db: D1Database, query: GoogleAdsQuery): Promise<string> {
  const start = startOfZonedDay(query.from, business.timeZone).toISOString();
  const end = startOfZonedDay(addDays(query.to, 1), business.timeZone).toISOString();
  const { results } = await db
    .prepare(
      `SELECT leads.gclid AS gclid, leads.won_total_cents AS won_cents, MIN(estimates.decided_at) AS won_at
       FROM leads JOIN estimates ON estimates.lead_id = leads.id AND estimates.status = 'approved'
       WHERE leads.gclid IS NOT NULL AND leads.is_spam = 0 AND leads.won_total_cents > 0
       GROUP BY leads.id HAVING won_at >= ? AND won_at < ? ORDER BY won_at`,
    )
    .bind(start, end)
    .all<{ gclid: string; won_cents: number; won_at: string }>();
  // The click id is written as it is (only letters, digits, - and _ are stored: attribution.ts): the
  // spreadsheet-formula guard of csvField would change one that starts with "-".
  const rows = results.map(
    (row) =>
      `${[row.gclid, csvField(query.conversionName), conversionTime(row.won_at), dollars(row.won_cents), googleAdsExport.currency].join(",")}\r\n`,
  );
  return `Parameters:TimeZone=${googleAdsExport.timeZone}\r\n${csvRecord(googleAdsExport.columns)}${rows.join("")}`;
}

export const googleAdsFileName = (now: Date) => `google-ads-conversions-${zonedDate(now, business.timeZone)}.csv`;
