import { isFinal } from "../../../src/lib/jobs";
import { erasedJobKeptUntil, evaluate, todayInChicago } from "./compliance";
import type { JobRow } from "./rows";

/**
 * A lead deleted at the customer's request, when it has a job with compliance records: the law
 * requires those records to be kept (asbestos waste shipment records 2 years, 40 CFR 61.150(d)(5);
 * lead-safe work records 3 years, 40 CFR 745.86), so the deletion erases the personal details the
 * records do not need (the customer's e-mail and phone, the lead with its photos, notes, messages
 * and timeline, the estimates) and keeps the job with its records, evidence, site address and the
 * customer's name as the records name them, until the longest retention ends; then the hourly job
 * deletes the rest. The signed estimate stays as the evidence of the pamphlet acknowledgment it
 * carries. A job whose work never started and that staff recorded nothing on (at most the approval's
 * own acknowledgment) regulated nothing yet: it is deleted with the lead. So is a closed or cancelled
 * job no rule keeps records of (mold only, say): it has nothing the law requires. An open one is
 * erased and kept while the work goes on, and the hourly job deletes it once it is closed or
 * cancelled, unless by then a rule keeps its records (compliance.ts, erasedJobKeptUntil).
 */

type Storage = { db: D1Database; bucket: R2Bucket };

/**
 * What deleting the lead does to its jobs: the statements for the deletion's batch (run before the
 * lead is deleted), the R2 objects to delete with it, and those to keep (the signed estimates kept
 * as evidence).
 */
export async function jobsOfDeletedLead({ db, bucket }: Storage, leadId: string, now = new Date()) {
  const { results: jobs } = await db.prepare("SELECT * FROM jobs WHERE lead_id = ?").bind(leadId).all<JobRow>();
  const statements: D1PreparedStatement[] = [];
  const deleteKeys: string[] = [];
  const keepKeys = new Set<string>();
  const at = now.toISOString();
  for (const job of jobs) {
    const kept = await db
      .prepare(
        `SELECT (SELECT count(*) FROM job_records WHERE job_id = ? AND recorded_by <> 'customer')
           + (SELECT count(*) FROM job_waste_loads WHERE job_id = ?) AS records`,
      )
      .bind(job.id, job.id)
      .first<{ records: number }>();
    const { results: files } = await db
      .prepare("SELECT r2_key FROM job_files WHERE job_id = ?")
      .bind(job.id)
      .all<{ r2_key: string }>();
    const keptUntil = erasedJobKeptUntil(job, (await evaluate(db, job, now)).compliance);
    const nothingToKeep = isFinal(job.state) && keptUntil === null;
    if ((!kept?.records && job.started_on === null) || nothingToKeep) {
      deleteKeys.push(...files.map((file) => file.r2_key));
      if (job.closeout_pdf_key) deleteKeys.push(job.closeout_pdf_key);
      statements.push(db.prepare("DELETE FROM jobs WHERE id = ?").bind(job.id));
      continue;
    }
    for (const file of files) keepKeys.add(file.r2_key);
    if (job.closeout_pdf_key) keepKeys.add(job.closeout_pdf_key);
    statements.push(
      db
        .prepare(
          `UPDATE jobs SET customer_email = NULL, customer_phone = NULL, review_request = 0, personal_erased_at = ?,
             records_kept_until = ?, version = version + 1, updated_at = ? WHERE id = ?`,
        )
        .bind(at, keptUntil, at, job.id),
      db.prepare("DELETE FROM job_emails WHERE job_id = ? AND status IN ('pending', 'failed')").bind(job.id),
      ...(await signedEstimateAsEvidence({ db, bucket }, job, keepKeys, at)),
    );
  }
  return { statements, deleteKeys, keepKeys };
}

/** The approval's pamphlet acknowledgment keeps its proof: the signed estimate becomes the record's evidence file. */
async function signedEstimateAsEvidence({ db, bucket }: Storage, job: JobRow, keepKeys: Set<string>, at: string) {
  if (!job.estimate_id) return [];
  const signed = await db
    .prepare("SELECT signed_pdf_key, signed_pdf_sha256 FROM estimate_approvals WHERE estimate_id = ?")
    .bind(job.estimate_id)
    .first<{ signed_pdf_key: string | null; signed_pdf_sha256: string | null }>();
  const record = await db
    .prepare(
      "SELECT id FROM job_records WHERE job_id = ? AND recorded_by = 'customer' AND file_id IS NULL ORDER BY recorded_at LIMIT 1",
    )
    .bind(job.id)
    .first<{ id: string }>();
  if (!signed?.signed_pdf_key || !signed.signed_pdf_sha256 || !record) return [];
  const object = await bucket.head(signed.signed_pdf_key);
  if (!object) return [];
  keepKeys.add(signed.signed_pdf_key);
  const fileId = crypto.randomUUID();
  return [
    db
      .prepare(
        `INSERT INTO job_files (id, job_id, kind, r2_key, sha256, content_type, size_bytes, original_name, uploaded_by, uploaded_at)
         VALUES (?, ?, 'pdf', ?, ?, 'application/pdf', ?, 'signed-estimate.pdf', 'system', ?)`,
      )
      .bind(fileId, job.id, signed.signed_pdf_key, signed.signed_pdf_sha256, object.size, at),
    db.prepare("UPDATE job_records SET file_id = ? WHERE id = ?").bind(fileId, record.id),
  ];
}

/**
 * Erased jobs whose records need no longer be kept, and those that ended with nothing to keep:
 * deleted with their files (the hourly job's).
 */
export async function purgeExpiredRecords({ db, bucket }: Storage, now = new Date()) {
  const { results } = await db
    .prepare(
      `SELECT id, closeout_pdf_key FROM jobs WHERE personal_erased_at IS NOT NULL
         AND (records_kept_until < ? OR (records_kept_until IS NULL AND state IN ('closed', 'cancelled'))) LIMIT 20`,
    )
    .bind(todayInChicago(now))
    .all<{ id: string; closeout_pdf_key: string | null }>();
  for (const job of results) {
    const { results: files } = await db
      .prepare("SELECT r2_key FROM job_files WHERE job_id = ?")
      .bind(job.id)
      .all<{ r2_key: string }>();
    const keys = [...files.map((file) => file.r2_key), ...(job.closeout_pdf_key ? [job.closeout_pdf_key] : [])];
    if (keys.length > 0) await bucket.delete(keys);
    await db.prepare("DELETE FROM jobs WHERE id = ?").bind(job.id).run();
  }
  return results.length;
}
