import { estimateNumber } from "../../../src/lib/estimates";
import { unavailable } from "../refusal";
import { readStoredFile, type StoredFile, storeFile } from "../stored-files";
import { afterChange, timelineStatement } from "../timeline";
import type { CloseoutDocument } from "./closeout-pdf";
import { readComplianceRows } from "./compliance";
import { type JobRow, numberOfJob, scopeOf } from "./rows";

/**
 * The customer's closeout packet: rendered once, when the job is closed (or by the hourly job if
 * that request could not), stored in R2 with R2's SHA-256 check and its hash on the job, verified on
 * every read and never rendered again, as the signed estimate is (stored-files.ts).
 */

type Storage = { db: D1Database; bucket: R2Bucket };

/** pdf-lib, fontkit and the fonts load with the first PDF an isolate renders, not with every request. */
const renderer = () => import("./closeout-pdf");

async function documentOf(db: D1Database, job: JobRow): Promise<CloseoutDocument> {
  const rows = await readComplianceRows(db, job.id);
  const estimate = job.estimate_id
    ? await db
        .prepare("SELECT number_year, number_seq, revision FROM estimates WHERE id = ?")
        .bind(job.estimate_id)
        .first<{ number_year: number; number_seq: number; revision: number }>()
    : null;
  const rule = (id: string) => rows.rules.find((candidate) => candidate.id === id);
  return {
    number: numberOfJob(job),
    estimateNumber: estimate ? estimateNumber(estimate.number_year, estimate.number_seq, estimate.revision) : null,
    language: job.language,
    customerName: job.customer_name,
    siteAddress: job.site_address,
    startedOn: job.started_on,
    workDoneOn: job.work_done_on,
    closedOn: job.closed_on ?? "",
    closedAt: job.closed_at ?? job.updated_at,
    scope: scopeOf(job),
    records: rows.records
      .filter((record) => record.voided_at === null)
      .map((record) => ({
        title: rule(record.rule_id)?.title ?? record.rule_id,
        way: rule(record.rule_id)?.ways.find((way) => way.id === record.way_id)?.label ?? record.way_id,
        doneOn: record.done_on,
        reference: record.reference,
      })),
    loads: rows.loads.map((load) => ({
      shippedOn: load.shipped_on,
      transporter: load.transporter,
      disposalSite: load.disposal_site,
      recordNumber: load.record_number,
      returnedOn: load.returned_on,
    })),
  };
}

/**
 * The packet of a closed job, made once. Two at once store one: the second's object is removed.
 * Does nothing before the job is closed, or once a packet is recorded, whatever state that copy is in.
 */
export async function ensureCloseoutPacket({ db, bucket }: Storage, jobId: string): Promise<void> {
  const job = await db.prepare("SELECT * FROM jobs WHERE id = ?").bind(jobId).first<JobRow>();
  if (job?.state !== "closed" || job.closeout_pdf_key) return;
  const bytes = await (await renderer()).renderCloseoutDocument(await documentOf(db, job));
  const stored = await storeFile(bucket, `jobs/${job.id}/closeout-${crypto.randomUUID()}.pdf`, bytes, {
    contentType: "application/pdf",
    metadata: { jobId: job.id },
  });
  const at = new Date().toISOString();
  const [saved] = await db.batch([
    db
      .prepare(
        "UPDATE jobs SET closeout_pdf_key = ?, closeout_pdf_sha256 = ? WHERE id = ? AND closeout_pdf_key IS NULL RETURNING id",
      )
      .bind(stored.key, stored.sha256, job.id),
    ...(job.lead_id
      ? [
          timelineStatement(
            db,
            job.lead_id,
            [{ kind: "job_closeout", detail: `${numberOfJob(job)}: closeout packet made and stored`, jobId: job.id }],
            at,
            { guard: afterChange },
          ),
        ]
      : []),
  ]);
  if (saved?.results.length !== 1) await bucket.delete(stored.key);
}

/** Closed jobs whose packet is not made yet (the request that closed them ended first): the hourly job's. */
export async function makeMissingPackets(storage: Storage) {
  const { results } = await storage.db
    .prepare("SELECT id FROM jobs WHERE state = 'closed' AND closeout_pdf_key IS NULL ORDER BY closed_at LIMIT 10")
    .all<{ id: string }>();
  for (const { id } of results) await ensureCloseoutPacket(storage, id);
  return results.length;
}

const closeoutFile = (job: Pick<JobRow, "closeout_pdf_key" | "closeout_pdf_sha256">): StoredFile | null =>
  job.closeout_pdf_key && job.closeout_pdf_sha256 ? { key: job.closeout_pdf_key, sha256: job.closeout_pdf_sha256 } : null;

/** The stored packet, verified; `refusal` is the sentence for whoever asked when it is missing, altered or not made yet. */
export async function closeoutPacket(bucket: R2Bucket, job: JobRow, refusal: { missing: string; notYet: string }) {
  const file = closeoutFile(job);
  if (!file) throw unavailable(refusal.notYet);
  const bytes = await readStoredFile(bucket, file, `The closeout packet of ${numberOfJob(job)}`, refusal.missing);
  return { name: `${numberOfJob(job)}-closeout.pdf`, bytes };
}
