import type { LeadEvent } from "../../../src/lib/desk";
import type { StoredFileState } from "../../../src/lib/estimate-desk";
import { estimateNumber } from "../../../src/lib/estimates";
import type { CrewClash, JobDetail, JobFile, JobRecord, WasteLoad } from "../../../src/lib/job-desk";
import { jobNumber } from "../../../src/lib/jobs";
import { storedFileState } from "../stored-files";
import { timelineColumns } from "../timeline";
import { type ComplianceRows, evaluate, type LoadRow, type RecordRow } from "./compliance";
import { type JobRow, prefilledBy, readJobRow, scopeOf, toFacts, toJobSummary } from "./rows";

/** One job whole, as its page shows it: the row, the checklist the engine makes of it, and what surrounds it. */

export type FileRow = {
  id: string;
  job_id: string;
  kind: "photo" | "pdf";
  r2_key: string;
  sha256: string;
  content_type: string;
  size_bytes: number;
  original_name: string;
  log_entry_id: string | null;
};

const jobFileUrl = (jobId: string, fileId: string) => `/api/admin/jobs/${jobId}/files/${fileId}`;

export const toJobFile = (row: FileRow, state: StoredFileState): JobFile => ({
  id: row.id,
  kind: row.kind,
  originalName: row.original_name,
  sizeBytes: row.size_bytes,
  url: jobFileUrl(row.job_id, row.id),
  state,
});

/** Whether each file's stored copy is there and intact (R2 keeps the checksum it verified on upload). */
export async function fileStates(bucket: R2Bucket, files: readonly FileRow[]) {
  const states = await Promise.all(
    files.map(async (file) => [file.id, await storedFileState(bucket, { key: file.r2_key, sha256: file.sha256 })] as const),
  );
  return new Map<string, StoredFileState>(states);
}

/** The evidence files of a job (daily-log photos are the log's) and the ids of those that cannot be relied on. */
export async function evidenceFiles(db: D1Database, bucket: R2Bucket, jobId: string) {
  const { results } = await db
    .prepare("SELECT * FROM job_files WHERE job_id = ? AND log_entry_id IS NULL ORDER BY uploaded_at")
    .bind(jobId)
    .all<FileRow>();
  const states = await fileStates(bucket, results);
  const unusable = new Set(results.filter((file) => states.get(file.id) !== "stored").map((file) => file.id));
  return { files: new Map(results.map((file) => [file.id, toJobFile(file, states.get(file.id) ?? "missing")])), unusable };
}

const toRecord = (row: RecordRow, files: Map<string, JobFile>): JobRecord => ({
  id: row.id,
  ruleId: row.rule_id,
  wayId: row.way_id,
  doneOn: row.done_on,
  reference: row.reference,
  announcedStart: row.announced_start,
  file: row.file_id ? (files.get(row.file_id) ?? null) : null,
  recordedBy: row.recorded_by,
  recordedAt: row.recorded_at,
  voided: row.voided_at && row.voided_by ? { at: row.voided_at, by: row.voided_by, reason: row.void_reason ?? "" } : null,
});

const toLoad = (row: LoadRow, files: Map<string, JobFile>): WasteLoad => ({
  id: row.id,
  ruleId: row.rule_id,
  shippedOn: row.shipped_on,
  transporter: row.transporter,
  disposalSite: row.disposal_site,
  recordNumber: row.record_number,
  returnedOn: row.returned_on,
  file: row.file_id ? (files.get(row.file_id) ?? null) : null,
  followUps: JSON.parse(row.follow_ups) as Record<string, string>,
  version: row.version,
});

/** Other booked jobs that share a crew member with this one on one of its days. */
export async function crewClashes(db: D1Database, job: Pick<JobRow, "id" | "start_on" | "started_on" | "end_on">) {
  const first = job.started_on ?? job.start_on;
  if (first === null || job.end_on === null) return [];
  const { results } = await db
    .prepare(
      `SELECT crew.email, other.id, other.number_year, other.number_seq, COALESCE(other.started_on, other.start_on) AS first_day,
         other.end_on
       FROM job_crew AS mine JOIN job_crew AS crew ON crew.email = mine.email AND crew.job_id <> mine.job_id
       JOIN jobs AS other ON other.id = crew.job_id
       WHERE mine.job_id = ? AND other.state IN ('scheduled', 'in_progress')
         AND COALESCE(other.started_on, other.start_on) <= ? AND other.end_on >= ?
       ORDER BY crew.email, first_day`,
    )
    .bind(job.id, job.end_on, first)
    .all<{ email: string; id: string; number_year: number; number_seq: number; first_day: string; end_on: string }>();
  return results.map(
    (row): CrewClash => ({
      email: row.email,
      jobId: row.id,
      number: jobNumber(row.number_year, row.number_seq),
      startOn: row.first_day,
      endOn: row.end_on,
    }),
  );
}

type Surroundings = {
  crew: string[];
  history: LeadEvent[];
  review: { status: string; due_at: string } | null;
  estimate: { number_year: number; number_seq: number; revision: number } | null;
};

async function surroundings(db: D1Database, job: JobRow): Promise<Surroundings> {
  const [crew, history, review, estimate] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT email FROM job_crew WHERE job_id = ? ORDER BY email").bind(job.id),
    db.prepare(`SELECT ${timelineColumns} FROM lead_events WHERE job_id = ? ORDER BY id`).bind(job.id),
    db.prepare("SELECT status, due_at FROM job_emails WHERE job_id = ? AND kind = 'review-request'").bind(job.id),
    db.prepare("SELECT number_year, number_seq, revision FROM estimates WHERE id = ?").bind(job.estimate_id),
  ]);
  return {
    crew: ((crew?.results ?? []) as Array<{ email: string }>).map((row) => row.email),
    history: ((history?.results ?? []) as Array<Record<string, unknown>>).map(
      (row): LeadEvent => ({
        id: Number(row.id),
        kind: row.kind as LeadEvent["kind"],
        channel: (row.channel as string | null) ?? null,
        outcome: (row.outcome as string | null) ?? null,
        attempt: (row.attempt as number | null) ?? null,
        detail: (row.detail as string | null) ?? null,
        actor: String(row.actor),
        createdAt: String(row.created_at),
      }),
    ),
    review: (review?.results[0] as Surroundings["review"]) ?? null,
    estimate: (estimate?.results[0] as Surroundings["estimate"]) ?? null,
  };
}

/** What the job's page shows. Every evidence file is checked: one missing or altered no longer counts. */
export async function loadJobDetail(db: D1Database, bucket: R2Bucket, id: string, now = new Date()): Promise<JobDetail> {
  const job = await readJobRow(db, id);
  const { files, unusable } = await evidenceFiles(db, bucket, id);
  const [{ rows, today, compliance }, around, clashes, closeout] = await Promise.all([
    evaluate(db, job, now, unusable),
    surroundings(db, job),
    crewClashes(db, job),
    job.closeout_pdf_key && job.closeout_pdf_sha256
      ? storedFileState(bucket, { key: job.closeout_pdf_key, sha256: job.closeout_pdf_sha256 })
      : Promise.resolve(job.state === "closed" ? ("missing" as const) : null),
  ]);
  return detailOf(job, rows, { files, compliance, around, clashes, closeout, today });
}

function detailOf(
  job: JobRow,
  rows: ComplianceRows,
  parts: {
    files: Map<string, JobFile>;
    compliance: Awaited<ReturnType<typeof evaluate>>["compliance"];
    around: Surroundings;
    clashes: CrewClash[];
    closeout: StoredFileState | null;
    today: string;
  },
): JobDetail {
  const { files, compliance, around, clashes, closeout, today } = parts;
  const { estimate } = around;
  return {
    ...toJobSummary(job),
    heldFrom: job.held_from,
    language: job.language,
    customer: { name: job.customer_name, email: job.customer_email, phone: job.customer_phone, address: job.site_address },
    scope: scopeOf(job),
    totalCents: job.total_cents,
    estimateNumber: estimate ? estimateNumber(estimate.number_year, estimate.number_seq, estimate.revision) : null,
    startedOn: job.started_on,
    workDoneOn: job.work_done_on,
    closedOn: job.closed_on,
    finalInvoiceOn: job.final_invoice_on,
    crew: around.crew,
    crewClashes: clashes,
    facts: toFacts(rows.facts),
    factsConfirmed: rows.facts.updated_by !== prefilledBy,
    rules: rows.rules,
    checklist: compliance.requirements,
    records: rows.records.map((row) => toRecord(row, files)),
    loads: rows.loads.map((row) => toLoad(row, files)),
    start: compliance.start,
    close: compliance.close,
    recordsKeptUntil: compliance.recordsKeptUntil ?? job.records_kept_until,
    reviewRequest: {
      enabled: job.review_request === 1,
      status: around.review?.status ?? null,
      dueAt: around.review?.due_at ?? null,
    },
    closeout,
    personalErasedAt: job.personal_erased_at,
    history: around.history,
    today,
  };
}
