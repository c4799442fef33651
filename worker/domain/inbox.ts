import { business } from "../../src/config/business";
import { type LeadList, leadCountCap } from "../../src/lib/desk";
import type { LeadFilters } from "../../src/lib/desk-schemas/leads";
import { zonedDate, zonedDateTime } from "../../src/lib/zoned-time";
import { csvRecord } from "./csv";
import { countQuery, encodeCursor, type LeadRowRecord, orders, pageQuery, searchDrivenBelow, toLeadRow } from "./inbox-query";

/** The desk's inbox: one page of leads with the count of all matches, and the CSV export of all of them. */

export async function listLeads(db: D1Database, filters: LeadFilters): Promise<LeadList> {
  const count = countQuery(filters);
  let total: number;
  let records: LeadRowRecord[];
  if (filters.q) {
    // A search is counted first: how many it matches decides how its page is read.
    const counted = await db
      .prepare(count.sql)
      .bind(...count.params)
      .first<{ n: number }>();
    total = counted?.n ?? 0;
    const page = pageQuery(filters, { plan: total < searchDrivenBelow ? "search-driven" : "index-driven" });
    records = (
      await db
        .prepare(page.sql)
        .bind(...page.params)
        .all<LeadRowRecord>()
    ).results;
  } else {
    const page = pageQuery(filters);
    const [rows, counted] = await db.batch<LeadRowRecord | { n: number }>([
      db.prepare(page.sql).bind(...page.params),
      db.prepare(count.sql).bind(...count.params),
    ]);
    records = (rows?.results ?? []) as LeadRowRecord[];
    total = (counted?.results[0] as { n: number } | undefined)?.n ?? 0;
  }
  const leads = records.slice(0, filters.limit).map(toLeadRow);
  const last = records.length > filters.limit ? records[filters.limit - 1] : undefined;
  return {
    leads,
    nextCursor: last ? encodeCursor(last[orders[filters.sort].key], last.id) : null,
    total: Math.min(total, leadCountCap),
    totalCapped: total > leadCountCap,
  };
}

// -------------------------------------------------------------------------------- export

const csvColumns = `leads.id, leads.created_at, leads.name, leads.email, leads.phone, leads.address, leads.city, leads.state,
  leads.zip_code, leads.service, leads.property_type, leads.timeline, leads.description, leads.source, leads.status,
  leads.priority, leads.assignee, leads.forward_status, leads.is_spam,
  (SELECT COUNT(*) FROM lead_photos WHERE lead_photos.lead_id = leads.id) AS photo_count`;

type CsvRecord = Record<
  | "id"
  | "created_at"
  | "name"
  | "email"
  | "phone"
  | "address"
  | "city"
  | "state"
  | "zip_code"
  | "service"
  | "property_type"
  | "timeline"
  | "description"
  | "source"
  | "status"
  | "priority"
  | "assignee"
  | "forward_status",
  string | null
> & { is_spam: number; photo_count: number };

const csvHeader = [
  "Received (America/Chicago)",
  "Name",
  "Email",
  "Phone",
  "Address",
  "City",
  "State",
  "ZIP",
  "Service",
  "Property type",
  "Timeline",
  "Description",
  "Source",
  "Status",
  "Priority",
  "Assignee",
  "Photos",
  "Forwarding",
  "Spam",
  "Lead ID",
];

const csvLine = (row: CsvRecord) =>
  csvRecord([
    zonedDateTime(new Date(row.created_at as string), business.timeZone),
    row.name,
    row.email,
    row.phone,
    row.address,
    row.city,
    row.state,
    row.zip_code,
    row.service,
    row.property_type,
    row.timeline,
    row.description,
    row.source,
    row.status,
    row.priority,
    row.assignee,
    row.photo_count,
    row.forward_status,
    row.is_spam ? "yes" : "no",
    row.id,
  ]);

const exportPageSize = 1000;

/**
 * Every lead matching the filters as CSV, streamed a keyset page at a time, so an export of the
 * whole table never holds it in memory. Starts with a UTF-8 byte order mark, which spreadsheet
 * programs need to read non-ASCII names correctly.
 */
export function exportLeadsCsv(db: D1Database, filters: LeadFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvRecord(csvHeader)}`));
      }
      const page = pageQuery({ ...filters, cursor }, { columns: csvColumns, rows: exportPageSize });
      const { results } = await db
        .prepare(page.sql)
        .bind(...page.params)
        .all<CsvRecord>();
      if (results.length > 0) controller.enqueue(encoder.encode(results.map(csvLine).join("")));
      const last = results.at(-1);
      if (results.length < exportPageSize || !last) {
        controller.close();
        return;
      }
      cursor = encodeCursor(last[orders[filters.sort].key] as string, last.id as string);
    },
  });
}

/** "leads-2026-11-22.csv", dated in the business's time zone. */
export const exportFileName = (now: Date) => `leads-${zonedDate(now, business.timeZone)}.csv`;
