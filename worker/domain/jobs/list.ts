import { addWorkingDays } from "../../../src/lib/compliance/days";
import type { DueItem, DueList, JobDueFilter, JobList } from "../../../src/lib/job-desk";
import { dueHorizonWorkingDays, type JobState, jobNumber } from "../../../src/lib/jobs";
import { todayInChicago } from "./compliance";
import { type JobRow, toJobSummary } from "./rows";

/**
 * The jobs list (newest change first, filtered by state, by what is due, and by words) and what is
 * due across jobs: the compliance items due within the next 10 working days, and those overdue.
 * Both read stored columns (next_due_on, job_due_items) kept by every change of a job.
 */

export type JobFilters = {
  state?: JobState | undefined;
  due?: JobDueFilter | undefined;
  q?: string | undefined;
  leadId?: string | undefined;
  cursor?: string | undefined;
};

const jobPageSize = 50;

/** The last day "due soon" reaches: 10 working days from today. */
export const dueUntil = (today: string) => addWorkingDays(today, dueHorizonWorkingDays);

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** A word of the search: a job number ("J-2026-0042", "2026-42", "42") or part of the name, address or title. */
function wordCondition(word: string): { sql: string; params: unknown[] } {
  const number = /^(?:[JE]-?)?(?:(\d{4})-)?0*(\d{1,4})$/i.exec(word);
  const text = "(customer_name LIKE ? ESCAPE '\\' OR site_address LIKE ? ESCAPE '\\' OR title LIKE ? ESCAPE '\\')";
  const pattern = likePattern(word);
  if (!number) return { sql: text, params: [pattern, pattern, pattern] };
  const [, year, sequence] = number;
  return year
    ? { sql: "(number_year = ? AND number_seq = ?)", params: [Number(year), Number(sequence)] }
    : { sql: `(number_seq = ? OR ${text})`, params: [Number(sequence), pattern, pattern, pattern] };
}

function decodeCursor(cursor: string): [string, string] | null {
  try {
    const value: unknown = JSON.parse(atob(cursor));
    if (Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === "string"))
      return value as [string, string];
  } catch {
    // an unreadable cursor starts from the top
  }
  return null;
}

/** The list's statement for these filters (the bench prints its plan): newest change first, a page and one more. */
export function jobListSql(filters: JobFilters, today: string, pageSize = jobPageSize) {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const where = (sql: string, ...values: unknown[]) => {
    conditions.push(sql);
    params.push(...values);
  };
  if (filters.state) where("state = ?", filters.state);
  if (filters.leadId) where("lead_id = ?", filters.leadId);
  if (filters.due === "overdue") where("next_due_on < ?", today);
  if (filters.due === "soon") where("next_due_on BETWEEN ? AND ?", today, dueUntil(today));
  if (filters.due === "none") where("next_due_on IS NULL");
  for (const word of (filters.q ?? "").split(/\s+/).filter(Boolean).slice(0, 5)) {
    const condition = wordCondition(word);
    where(condition.sql, ...condition.params);
  }
  const cursor = filters.cursor ? decodeCursor(filters.cursor) : null;
  if (cursor) where("(updated_at, id) < (?, ?)", ...cursor);
  return {
    sql: `SELECT * FROM jobs ${conditions.length ? `WHERE ${conditions.join(" AND ")}` : ""} ORDER BY updated_at DESC, id DESC LIMIT ?`,
    params: [...params, pageSize + 1],
  };
}

export async function listJobs(db: D1Database, filters: JobFilters, now = new Date(), pageSize = jobPageSize): Promise<JobList> {
  const today = todayInChicago(now);
  const { sql, params } = jobListSql(filters, today, pageSize);
  const { results } = await db
    .prepare(sql)
    .bind(...params)
    .all<JobRow>();
  const page = results.slice(0, pageSize);
  const last = page.at(-1);
  return {
    jobs: page.map(toJobSummary),
    nextCursor: results.length > pageSize && last ? btoa(JSON.stringify([last.updated_at, last.id])) : null,
    today,
  };
}

/** What is due shows this many items of each kind at most; the totals count them all. */
export const dueItemsShown = 100;

const dueColumns = `due.job_id, due.rule_id, due.title, due.due_on, due.todo, jobs.number_year, jobs.number_seq, jobs.customer_name`;

/** What is due across jobs, as statements: the oldest overdue items and their count, the earliest due soon and theirs. */
export const dueItemsSql = {
  overdue: `SELECT ${dueColumns} FROM job_due_items AS due JOIN jobs ON jobs.id = due.job_id
    WHERE due.due_on < ? ORDER BY due.due_on, due.job_id, due.rule_id LIMIT ${dueItemsShown}`,
  soon: `SELECT ${dueColumns} FROM job_due_items AS due JOIN jobs ON jobs.id = due.job_id
    WHERE due.due_on BETWEEN ? AND ? ORDER BY due.due_on, due.job_id, due.rule_id LIMIT ${dueItemsShown}`,
  counts: `SELECT count(*) FILTER (WHERE due_on < ?) AS overdue, count(*) FILTER (WHERE due_on >= ?) AS soon
    FROM job_due_items WHERE due_on <= ?`,
};

type DueRow = {
  job_id: string;
  rule_id: string;
  title: string;
  due_on: string;
  todo: string;
  number_year: number;
  number_seq: number;
  customer_name: string;
};

const toDueItem =
  (today: string) =>
  (row: DueRow): DueItem => ({
    jobId: row.job_id,
    number: jobNumber(row.number_year, row.number_seq),
    customerName: row.customer_name,
    ruleId: row.rule_id,
    title: row.title,
    dueOn: row.due_on,
    todo: row.todo,
    overdue: row.due_on < today,
  });

/** The compliance items overdue and those due within the next 10 working days, across jobs, in one read. */
export async function dueList(db: D1Database, now = new Date()): Promise<DueList> {
  const today = todayInChicago(now);
  const until = dueUntil(today);
  const [overdue, soon, counts] = await db.batch<Record<string, unknown>>([
    db.prepare(dueItemsSql.overdue).bind(today),
    db.prepare(dueItemsSql.soon).bind(today, until),
    db.prepare(dueItemsSql.counts).bind(today, today, until),
  ]);
  const totals = counts?.results[0] as { overdue: number; soon: number } | undefined;
  return {
    today,
    until,
    overdue: ((overdue?.results ?? []) as DueRow[]).map(toDueItem(today)),
    dueSoon: ((soon?.results ?? []) as DueRow[]).map(toDueItem(today)),
    overdueTotal: totals?.overdue ?? 0,
    dueSoonTotal: totals?.soon ?? 0,
  };
}
