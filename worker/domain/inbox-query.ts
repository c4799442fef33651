import { business } from "../../src/config/business";
import {
  type ForwardStatus,
  type LeadPriority,
  type LeadRow,
  type LeadSource,
  type LeadStatus,
  leadCountCap,
  leadDeskMessages,
} from "../../src/lib/desk";
import type { LeadFilters } from "../../src/lib/desk-schemas/leads";
import { addDays, startOfZonedDay } from "../../src/lib/zoned-time";
import { invalid } from "./refusal";

/**
 * The SQL of the desk's inbox, built from its query string: pure, so the query-plan test and the
 * benchmark explain exactly what the Worker runs. Every page is one index range scan that stops
 * after `limit + 1` rows (migration 0003 has the indexes); a cursor is the last row's sort key, so
 * page 2,000 costs what page 1 costs.
 */

// ------------------------------------------------------------------------------------ rows

/** The columns of a LeadRow; `leads` must be the table's name in the query. */
export const leadRowColumns = `leads.id, leads.name, leads.email, leads.phone, leads.city, leads.service, leads.source,
  leads.status, leads.priority, leads.assignee, leads.is_spam, leads.forward_status, leads.created_at, leads.version,
  (SELECT COUNT(*) FROM lead_photos WHERE lead_photos.lead_id = leads.id) AS photo_count`;

export type LeadRowRecord = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  city: string | null;
  service: string;
  source: string;
  status: string;
  priority: string;
  assignee: string | null;
  is_spam: number;
  forward_status: string;
  created_at: string;
  version: number;
  photo_count: number;
};

export const toLeadRow = (row: LeadRowRecord): LeadRow => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  city: row.city,
  service: row.service,
  source: row.source as LeadSource,
  status: row.status as LeadStatus,
  priority: row.priority as LeadPriority,
  assignee: row.assignee,
  photoCount: row.photo_count,
  isSpam: row.is_spam === 1,
  forwardStatus: row.forward_status as ForwardStatus,
  createdAt: row.created_at,
  version: row.version,
});

// ----------------------------------------------------------------------------- the query

type Condition = { sql: string; params: unknown[] };

/**
 * Search terms as an FTS5 query: each word a quoted prefix ("kowal"*), all required. Words with
 * no letter or digit are dropped (they would match nothing, or be FTS syntax).
 */
export function searchExpression(q: string): string | null {
  const words = q.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words.length ? words.map((word) => `"${word.replaceAll('"', '""')}"*`).join(" ") : null;
}

function filterConditions(filters: LeadFilters): Condition[] {
  const conditions: Condition[] = [{ sql: "leads.is_spam = ?", params: [filters.spam ? 1 : 0] }];
  const equal = (column: string, value: string | undefined) => {
    if (value !== undefined) conditions.push({ sql: `leads.${column} = ?`, params: [value] });
  };
  equal("status", filters.status);
  equal("service", filters.service);
  equal("source", filters.source);
  equal("priority", filters.priority);
  if (filters.assignee === "none") conditions.push({ sql: "leads.assignee IS NULL", params: [] });
  else equal("assignee", filters.assignee);
  if (filters.from) {
    conditions.push({ sql: "leads.created_at >= ?", params: [startOfZonedDay(filters.from, business.timeZone).toISOString()] });
  }
  if (filters.to) {
    const dayAfter = startOfZonedDay(addDays(filters.to, 1), business.timeZone);
    conditions.push({ sql: "leads.created_at < ?", params: [dayAfter.toISOString()] });
  }
  if (filters.hasPhotos !== undefined) {
    const exists = "EXISTS (SELECT 1 FROM lead_photos WHERE lead_photos.lead_id = leads.id)";
    conditions.push({ sql: filters.hasPhotos ? exists : `NOT ${exists}`, params: [] });
  }
  return conditions;
}

/**
 * Where a search's rows come from. Index-driven: walk the inbox index in page order and keep the
 * rows the search matched; it stops after a page, which is quick when matches are common but
 * reads the whole index when they are rare. Search-driven: start from the search's matches (the
 * CROSS JOIN fixes that order) and sort them; quick when they are few.
 */
export type SearchPlan = "index-driven" | "search-driven";

/** Below this many matches, a search's page is search-driven (measured at 100,000 leads: both cost about 1 ms here). */
export const searchDrivenBelow = 500;

function rowsOf(filters: LeadFilters, plan: SearchPlan): { from: string; conditions: Condition[] } {
  const conditions = filterConditions(filters);
  const search = filters.q ? searchExpression(filters.q) : null;
  if (!search) return { from: "leads", conditions };
  if (plan === "search-driven") {
    return {
      from: "leads_search CROSS JOIN leads ON leads.rowid = leads_search.rowid",
      conditions: [{ sql: "leads_search MATCH ?", params: [search] }, ...conditions],
    };
  }
  const matched = { sql: "leads.rowid IN (SELECT rowid FROM leads_search WHERE leads_search MATCH ?)", params: [search] };
  return { from: "leads", conditions: [...conditions, matched] };
}

const where = (conditions: Condition[]) => conditions.map((c) => c.sql).join(" AND ");

/** Per sort order: the key a cursor holds, its ORDER BY and the condition for "after the cursor". */
export const orders = {
  newest: { key: "created_at", orderBy: "leads.created_at DESC, leads.id DESC", after: "(leads.created_at, leads.id) < (?, ?)" },
  oldest: { key: "created_at", orderBy: "leads.created_at ASC, leads.id ASC", after: "(leads.created_at, leads.id) > (?, ?)" },
  name: {
    key: "name",
    orderBy: "leads.name COLLATE NOCASE ASC, leads.id ASC",
    after: "(leads.name COLLATE NOCASE, leads.id) > (?, ?)",
  },
  "name-desc": {
    key: "name",
    orderBy: "leads.name COLLATE NOCASE DESC, leads.id DESC",
    after: "(leads.name COLLATE NOCASE, leads.id) < (?, ?)",
  },
} as const;

export const encodeCursor = (sortValue: string, id: string) =>
  btoa(JSON.stringify([sortValue, id]))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(atob(cursor.replaceAll("-", "+").replaceAll("_", "/")));
    if (Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === "string")) {
      return value as [string, string];
    }
  } catch {
    // fall through
  }
  throw invalid(leadDeskMessages.staleCursor, "cursor");
}

/** One page's SQL, fetching `rows` rows (one more than a page shows whether another follows). */
export function pageQuery(
  filters: LeadFilters,
  { columns = leadRowColumns, rows = filters.limit + 1, plan = "index-driven" as SearchPlan } = {},
): Condition {
  const order = orders[filters.sort];
  const { from, conditions } = rowsOf(filters, plan);
  if (filters.cursor) conditions.push({ sql: order.after, params: decodeCursor(filters.cursor) });
  return {
    sql: `SELECT ${columns} FROM ${from} WHERE ${where(conditions)} ORDER BY ${order.orderBy} LIMIT ?`,
    params: [...conditions.flatMap((c) => c.params), rows],
  };
}

/**
 * Counting stops at the cap: at most leadCountCap + 1 index entries, or search matches (a search
 * is counted from its matches, which also tells listLeads how to fetch its page).
 */
export function countQuery(filters: LeadFilters): Condition {
  const { from, conditions } = rowsOf(filters, "search-driven");
  return {
    sql: `SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${from} WHERE ${where(conditions)} LIMIT ?)`,
    params: [...conditions.flatMap((c) => c.params), leadCountCap + 1],
  };
}
