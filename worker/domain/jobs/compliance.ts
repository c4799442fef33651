import { business } from "../../../src/config/business";
import { addYears } from "../../../src/lib/compliance/days";
import { evaluateJob, type JobCompliance } from "../../../src/lib/compliance/evaluate";
import type { ComplianceInput, ItemRecord, JobSchedule, RequirementRecord } from "../../../src/lib/compliance/job-input";
import type { Rule } from "../../../src/lib/compliance/rule-shape";
import { activeRules } from "../../../src/lib/compliance/rules";
import { isFinal } from "../../../src/lib/jobs";
import { zonedDate } from "../../../src/lib/zoned-time";
import { storedLocalRules } from "./local-rules";
import { type FactsRow, type JobRow, toFacts } from "./rows";

/**
 * A job as the compliance engine (src/lib/compliance) reads it: the rules in force, the site facts,
 * the schedule, the records and the waste loads, read from D1 in one batch. The engine decides;
 * this file only gathers and, after every change, stores what is due (job_due_items, next_due_on)
 * so that "what is due" across jobs is one indexed read.
 */

export type RecordRow = {
  id: string;
  job_id: string;
  rule_id: string;
  rule_version: number;
  way_id: string;
  done_on: string;
  reference: string | null;
  file_id: string | null;
  file_kind: "photo" | "pdf" | null;
  announced_start: string | null;
  recorded_by: string;
  recorded_at: string;
  voided_at: string | null;
  voided_by: string | null;
  void_reason: string | null;
};

export type LoadRow = {
  id: string;
  job_id: string;
  rule_id: string;
  shipped_on: string;
  transporter: string;
  disposal_site: string;
  record_number: string;
  returned_on: string | null;
  file_id: string | null;
  file_kind: "photo" | "pdf" | null;
  follow_ups: string;
  version: number;
};

export type ComplianceRows = { facts: FactsRow; records: RecordRow[]; loads: LoadRow[]; rules: Rule[] };

export const todayInChicago = (now: Date) => zonedDate(now, business.timeZone);

/** Reads what the engine needs about one job (its row is read by the caller). */
export async function readComplianceRows(db: D1Database, jobId: string): Promise<ComplianceRows> {
  const [facts, records, loads] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT * FROM job_site_facts WHERE job_id = ?").bind(jobId),
    db
      .prepare(
        `SELECT job_records.*, job_files.kind AS file_kind FROM job_records
         LEFT JOIN job_files ON job_files.id = job_records.file_id WHERE job_records.job_id = ? ORDER BY done_on, recorded_at`,
      )
      .bind(jobId),
    db
      .prepare(
        `SELECT job_waste_loads.*, job_files.kind AS file_kind FROM job_waste_loads
         LEFT JOIN job_files ON job_files.id = job_waste_loads.file_id WHERE job_waste_loads.job_id = ? ORDER BY shipped_on, created_at`,
      )
      .bind(jobId),
  ]);
  return {
    facts: facts?.results[0] as FactsRow,
    records: (records?.results ?? []) as RecordRow[],
    loads: (loads?.results ?? []) as LoadRow[],
    rules: activeRules(await storedLocalRules(db)),
  };
}

const scheduleOf = (job: JobRow): JobSchedule => ({
  start: job.started_on ?? job.start_on,
  end: job.end_on,
  workDoneOn: job.work_done_on,
  closedOn: job.closed_on,
  finalInvoiceOn: job.final_invoice_on,
});

/** Files whose stored copy is missing or altered count as no file: a record relying on one no longer counts. */
type UnusableFiles = ReadonlySet<string>;

const evidenceOf = (fileId: string | null, kind: "photo" | "pdf" | null, unusable: UnusableFiles) =>
  fileId && kind && !unusable.has(fileId) ? { id: fileId, kind } : null;

function complianceInput(job: JobRow, rows: ComplianceRows, today: string, unusable: UnusableFiles = new Set()): ComplianceInput {
  const records: RequirementRecord[] = rows.records
    .filter((record) => record.voided_at === null)
    .map((record) => ({
      ruleId: record.rule_id,
      wayId: record.way_id,
      doneOn: record.done_on,
      reference: record.reference,
      evidence: evidenceOf(record.file_id, record.file_kind, unusable),
      announcedStart: record.announced_start,
    }));
  const items: ItemRecord[] = rows.loads.map((load) => ({
    ruleId: load.rule_id,
    id: load.id,
    startedOn: load.shipped_on,
    fields: { transporter: load.transporter, disposalSite: load.disposal_site, recordNumber: load.record_number },
    settledOn: load.returned_on,
    evidence: evidenceOf(load.file_id, load.file_kind, unusable),
    followUpsDone: JSON.parse(load.follow_ups) as Record<string, string>,
  }));
  return { rules: rows.rules, facts: toFacts(rows.facts), schedule: scheduleOf(job), today, records, items };
}

/** The job's checklist today. */
export async function evaluate(db: D1Database, job: JobRow, now: Date, unusable?: UnusableFiles) {
  const rows = await readComplianceRows(db, job.id);
  const today = todayInChicago(now);
  const input = complianceInput(job, rows, today, unusable);
  return { rows, input, today, compliance: evaluateJob(input) };
}

/**
 * How long a job whose lead was deleted (its personal details erased) is kept: until the law's
 * longest retention of its records ends, counted from its completion and its records (the engine's
 * day), or from the day it was cancelled. Null while it is open without such a day, and for a closed
 * or cancelled job no rule keeps records of: that job has nothing to keep and is deleted
 * (retention.ts: with the lead, or by the hourly job once it ends).
 */
export function erasedJobKeptUntil(job: JobRow, compliance: JobCompliance): string | null {
  if (compliance.recordsKeptUntil !== null) return compliance.recordsKeptUntil;
  const endedOn = job.closed_on ?? (job.cancelled_at ? todayInChicago(new Date(job.cancelled_at)) : null);
  if (!isFinal(job.state) || endedOn === null || compliance.recordsKeptYears === null) return null;
  return addYears(endedOn, compliance.recordsKeptYears);
}

/**
 * The statements that store what is due for the job, for the batch of the change that moved it
 * (the change's own statements come first; these read the job as the batch left it only through
 * what the caller evaluated). A cancelled job has nothing due.
 */
function dueItemStatements(db: D1Database, job: JobRow, compliance: JobCompliance): D1PreparedStatement[] {
  const open = (job.state === "cancelled" ? [] : compliance.requirements).filter(
    (requirement) => (requirement.status === "to-do" || requirement.status === "overdue") && requirement.dueOn !== null,
  );
  return [
    db.prepare("DELETE FROM job_due_items WHERE job_id = ?").bind(job.id),
    ...open.map((requirement) =>
      db
        .prepare("INSERT INTO job_due_items (job_id, rule_id, title, due_on, todo) VALUES (?, ?, ?, ?, ?)")
        .bind(job.id, requirement.ruleId, requirement.title, requirement.dueOn, requirement.todo ?? requirement.title),
    ),
    // An erased job keeps its records as long as the law says; a day once set is only ever replaced by another.
    db
      .prepare(
        `UPDATE jobs SET next_due_on = ?, records_kept_until = CASE WHEN personal_erased_at IS NULL THEN records_kept_until
           ELSE COALESCE(?, records_kept_until) END WHERE id = ?`,
      )
      .bind(job.state === "cancelled" ? null : compliance.nextDueOn, erasedJobKeptUntil(job, compliance), job.id),
  ];
}

/** Evaluates the job as it is now in D1 and stores what is due: after any change that moves it. */
export async function refreshDueItems(db: D1Database, jobId: string, now: Date) {
  const job = await db.prepare("SELECT * FROM jobs WHERE id = ?").bind(jobId).first<JobRow>();
  if (!job) return;
  await db.batch(dueItemStatements(db, job, (await evaluate(db, job, now)).compliance));
}
