import type { Rule } from "../../../src/lib/compliance/rule-shape";
import type { JobRecordInput, NewWasteLoad, WasteLoadChange } from "../../../src/lib/job-schemas";
import { jobDeskMessages } from "../../../src/lib/jobs";
import { conflict, invalid, notFound, stale } from "../refusal";
import { type Guard, type TimelineEntry, timelineStatement } from "../timeline";
import { readComplianceRows, refreshDueItems } from "./compliance";
import { loadJobDetail } from "./detail";
import { prepareFile, storeJobFile } from "./files";
import { type JobRow, numberOfJob, readJobRow } from "./rows";

/**
 * The records of a job's compliance: what was done towards a requirement (with its evidence file),
 * records struck out by mistake (kept, with the reason), and the asbestos waste loads with their
 * signed copies and follow-ups. Each is written with its file and its timeline entry in one batch;
 * the job's due items are stored again afterwards. Records can be added after the job is closed
 * (a signed waste record comes back weeks later).
 */

type Storage = { db: D1Database; bucket: R2Bucket };

const jobExists = (jobId: string): Guard => ({ sql: "EXISTS (SELECT 1 FROM jobs WHERE id = ?)", params: [jobId] });

async function ruleOf(db: D1Database, jobId: string, ruleId: string): Promise<Rule> {
  const { rules } = await readComplianceRows(db, jobId);
  const rule = rules.find((candidate) => candidate.id === ruleId);
  if (!rule) throw invalid(jobDeskMessages.unknownRule, "ruleId");
  return rule;
}

/** Runs the batch; if it fails, the files it would have recorded are removed from R2 again. */
async function writeWithFiles(db: D1Database, bucket: R2Bucket, statements: D1PreparedStatement[], keys: string[]) {
  try {
    return await db.batch(statements);
  } catch (error) {
    if (keys.length > 0) await bucket.delete(keys);
    throw error;
  }
}

const timelineOf = (
  db: D1Database,
  job: JobRow,
  entry: Omit<TimelineEntry, "kind" | "jobId">,
  at: string,
  guard: Guard = jobExists(job.id),
) =>
  job.lead_id ? [timelineStatement(db, job.lead_id, [{ kind: "job_recorded", jobId: job.id, ...entry }], at, { guard })] : [];

export async function addRecord({ db, bucket }: Storage, jobId: string, input: JobRecordInput, actor: string, now = new Date()) {
  const job = await readJobRow(db, jobId);
  const rule = await ruleOf(db, jobId, input.ruleId);
  if (rule.items) throw invalid(jobDeskMessages.itemsRule, "ruleId");
  const way = rule.ways.find((candidate) => candidate.id === input.wayId);
  if (!way) throw invalid(jobDeskMessages.unknownWay, "wayId");
  if (way.evidence.reference?.required && !input.reference)
    throw invalid(`Fill in ${way.evidence.reference.label.toLowerCase()}.`, "reference");
  const accepted = way.evidence.file?.kinds ?? [];
  const prepared = input.file ? prepareFile(input.file, accepted) : null;
  const at = now.toISOString();
  const stored = prepared ? await storeJobFile(db, bucket, { jobId, file: prepared, actor, at }) : null;
  const announcedStart = way.announcesStart ? (input.announcedStart ?? job.started_on ?? job.start_on) : null;
  const guard = jobExists(jobId);
  await writeWithFiles(
    db,
    bucket,
    [
      ...(stored ? [stored.insert()] : []),
      db
        .prepare(
          `INSERT INTO job_records (id, job_id, rule_id, rule_version, way_id, done_on, reference, file_id, announced_start,
             recorded_by, recorded_at) SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${guard.sql}`,
        )
        .bind(
          crypto.randomUUID(),
          jobId,
          rule.id,
          rule.version,
          way.id,
          input.doneOn,
          input.reference,
          stored?.id ?? null,
          announcedStart,
          actor,
          at,
          ...guard.params,
        ),
      ...timelineOf(
        db,
        job,
        { detail: `${numberOfJob(job)}: ${rule.title}, ${way.label.toLowerCase()} of ${input.doneOn} recorded`, actor },
        at,
      ),
    ],
    stored ? [stored.key] : [],
  );
  await refreshDueItems(db, jobId, now);
  return loadJobDetail(db, bucket, jobId, now);
}

/** Strikes out a record made by mistake: it stays, marked, and no longer counts. */
export async function voidRecord(
  { db, bucket }: Storage,
  jobId: string,
  recordId: string,
  reason: string,
  actor: string,
  now = new Date(),
) {
  const job = await readJobRow(db, jobId);
  const record = await db
    .prepare("SELECT rule_id, done_on, voided_at FROM job_records WHERE id = ? AND job_id = ?")
    .bind(recordId, jobId)
    .first<{ rule_id: string; done_on: string; voided_at: string | null }>();
  if (!record) throw notFound(jobDeskMessages.recordNotFound);
  if (record.voided_at) throw conflict(jobDeskMessages.alreadyVoided);
  const at = now.toISOString();
  const [update] = await db.batch([
    db
      .prepare(
        "UPDATE job_records SET voided_at = ?, voided_by = ?, void_reason = ? WHERE id = ? AND voided_at IS NULL RETURNING id",
      )
      .bind(at, actor, reason, recordId),
    ...timelineOf(
      db,
      job,
      { detail: `${numberOfJob(job)}: record of ${record.done_on} (${record.rule_id}) struck out: ${reason}`, actor },
      at,
      { sql: "EXISTS (SELECT 1 FROM job_records WHERE id = ? AND voided_at = ?)", params: [recordId, at] },
    ),
  ]);
  if (update?.results.length !== 1) throw conflict(jobDeskMessages.alreadyVoided);
  await refreshDueItems(db, jobId, now);
  return loadJobDetail(db, bucket, jobId, now);
}

/** The rule whose items are waste loads: the first rule in force that tracks items. */
async function loadRule(db: D1Database, jobId: string): Promise<Rule & { items: NonNullable<Rule["items"]> }> {
  const { rules } = await readComplianceRows(db, jobId);
  const rule = rules.find((candidate) => candidate.items !== null);
  if (!rule?.items) throw invalid(jobDeskMessages.recordsOnly, "ruleId");
  return rule as Rule & { items: NonNullable<Rule["items"]> };
}

export async function addWasteLoad({ db, bucket }: Storage, jobId: string, load: NewWasteLoad, actor: string, now = new Date()) {
  const job = await readJobRow(db, jobId);
  const rule = await loadRule(db, jobId);
  const at = now.toISOString();
  const guard = jobExists(jobId);
  await db.batch([
    db
      .prepare(
        `INSERT INTO job_waste_loads (id, job_id, rule_id, shipped_on, transporter, disposal_site, record_number, recorded_by,
           created_at, updated_at) SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${guard.sql}`,
      )
      .bind(
        crypto.randomUUID(),
        jobId,
        rule.id,
        load.shippedOn,
        load.transporter,
        load.disposalSite,
        load.recordNumber,
        actor,
        at,
        at,
        ...guard.params,
      ),
    ...timelineOf(
      db,
      job,
      { detail: `${numberOfJob(job)}: waste load ${load.recordNumber} shipped ${load.shippedOn}`, actor },
      at,
    ),
  ]);
  await refreshDueItems(db, jobId, now);
  return loadJobDetail(db, bucket, jobId, now);
}

/** The signed copy back (with its file), or a follow-up done, against the load's version. */
export async function changeWasteLoad(
  { db, bucket }: Storage,
  jobId: string,
  loadId: string,
  change: WasteLoadChange,
  actor: string,
  now = new Date(),
) {
  const job = await readJobRow(db, jobId);
  const load = await db.prepare("SELECT * FROM job_waste_loads WHERE id = ? AND job_id = ?").bind(loadId, jobId).first<{
    rule_id: string;
    shipped_on: string;
    record_number: string;
    follow_ups: string;
    version: number;
    returned_on: string | null;
    file_id: string | null;
  }>();
  if (!load) throw notFound(jobDeskMessages.loadNotFound);
  if (load.version !== change.version) throw stale(jobDeskMessages.staleLoad);
  const rule = await loadRule(db, jobId);
  const returnedOn = change.returnedOn === undefined ? load.returned_on : change.returnedOn;
  if (returnedOn !== null && returnedOn < load.shipped_on)
    throw invalid("The signed copy cannot come back before the load was shipped.", "returnedOn");
  const followUps = { ...(JSON.parse(load.follow_ups) as Record<string, string>), ...(change.followUps ?? {}) };
  const unknown = Object.keys(followUps).find((id) => !rule.items.followUps.some((followUp) => followUp.id === id));
  if (unknown) throw invalid(`“${unknown}” is not a follow-up of this requirement.`, "followUps");
  if (Object.values(followUps).some((day) => day < load.shipped_on))
    throw invalid("A follow-up cannot be done before the load was shipped.", "followUps");
  const prepared = change.file ? prepareFile(change.file, rule.items.settledFile?.kinds ?? []) : null;
  const at = now.toISOString();
  const stored = prepared ? await storeJobFile(db, bucket, { jobId, file: prepared, actor, at }) : null;
  const what = [
    returnedOn && returnedOn !== load.returned_on ? `signed copy back ${returnedOn}` : null,
    ...Object.entries(change.followUps ?? {}).map(([id, day]) => `${id} done ${day}`),
    stored ? "file attached" : null,
  ].filter(Boolean);
  const results = await writeWithFiles(
    db,
    bucket,
    [
      ...(stored ? [stored.insert()] : []),
      db
        .prepare(
          `UPDATE job_waste_loads SET returned_on = ?, file_id = ?, follow_ups = ?, version = version + 1, updated_at = ?
           WHERE id = ? AND version = ? RETURNING id`,
        )
        .bind(returnedOn, stored?.id ?? load.file_id, JSON.stringify(followUps), at, loadId, change.version),
      // A stale change leaves no file behind.
      ...(stored
        ? [
            db
              .prepare("DELETE FROM job_files WHERE id = ? AND NOT EXISTS (SELECT 1 FROM job_waste_loads WHERE file_id = ?)")
              .bind(stored.id, stored.id),
          ]
        : []),
      ...timelineOf(
        db,
        job,
        { detail: `${numberOfJob(job)}: waste load ${load.record_number}: ${what.join(", ") || "saved"}`, actor },
        at,
        {
          sql: "EXISTS (SELECT 1 FROM job_waste_loads WHERE id = ? AND version = ? AND updated_at = ?)",
          params: [loadId, change.version + 1, at],
        },
      ),
    ],
    stored ? [stored.key] : [],
  );
  if (results[stored ? 1 : 0]?.results.length !== 1) {
    if (stored) await bucket.delete(stored.key);
    throw stale(jobDeskMessages.staleLoad);
  }
  await refreshDueItems(db, jobId, now);
  return loadJobDetail(db, bucket, jobId, now);
}
