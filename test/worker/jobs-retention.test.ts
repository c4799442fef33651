import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { purgeExpiredRecords } from "../../worker/domain/jobs/retention";
import { desk } from "./support/desk-leads";
import {
  approvedJob,
  asUpload,
  clearance,
  fileRow,
  jobCall,
  logEntry,
  logPhotoKeys,
  pdfBytes,
  readJob,
  record,
  today,
} from "./support/jobs";

/**
 * Deleting a lead whose job has compliance records: the personal details go, the records the law
 * requires stay (with their evidence) until their retention ends; a job without records goes with it.
 */

const jobRow = (id: string) => env.DB.prepare("SELECT * FROM jobs WHERE id = ?").bind(id).first<Record<string, unknown>>();
const objectExists = async (key: string) => (await env.PHOTOS.head(key)) !== null;

describe("deleting a lead that has a job", () => {
  it("keeps the job's compliance records and evidence, erasing the customer's contact details and the lead", async () => {
    const { jobId, leadId, estimate } = await approvedJob({ photos: 1 });
    const job = await record(jobId, clearance(asUpload(pdfBytes("clearance"), "clearance.pdf")));
    const evidence = await fileRow(job.records.at(-1)?.file?.id as string);
    const signed = await env.DB.prepare("SELECT signed_pdf_key FROM estimate_approvals WHERE estimate_id = ?")
      .bind(estimate.id)
      .first<{ signed_pdf_key: string }>();
    const leadPhoto = await env.DB.prepare("SELECT r2_key FROM lead_photos WHERE lead_id = ?")
      .bind(leadId)
      .first<{ r2_key: string }>();

    const response = await desk(`/api/admin/leads/${leadId}`, { method: "DELETE" });
    expect(response.status).toBe(204);
    expect(await env.DB.prepare("SELECT 1 FROM leads WHERE id = ?").bind(leadId).first()).toBeNull();
    expect(await env.DB.prepare("SELECT 1 FROM estimates WHERE id = ?").bind(estimate.id).first()).toBeNull();
    expect(await objectExists(leadPhoto?.r2_key as string)).toBe(false);

    const kept = await jobRow(jobId);
    expect(kept).toMatchObject({
      lead_id: null,
      estimate_id: null,
      customer_email: null,
      customer_phone: null,
      review_request: 0,
    });
    expect(kept?.personal_erased_at).toEqual(expect.any(String));
    const after = await readJob(jobId);
    expect(after.personalErasedAt).not.toBeNull();
    expect(after.records.map((entry) => entry.ruleId).sort()).toEqual(["lead-pamphlet", "mold-clearance"]);
    // The clearance report is kept and still proven; the signed estimate now proves the pamphlet acknowledgment.
    expect(await objectExists(evidence?.r2_key as string)).toBe(true);
    expect(after.records.find((entry) => entry.ruleId === "mold-clearance")?.file?.state).toBe("stored");
    const acknowledgment = after.records.find((entry) => entry.ruleId === "lead-pamphlet");
    expect(acknowledgment?.file).toMatchObject({ kind: "pdf", originalName: "signed-estimate.pdf", state: "stored" });
    expect(await objectExists(signed?.signed_pdf_key as string)).toBe(true);
    expect((await jobCall(jobId, `/files/${acknowledgment?.file?.id}`)).status).toBe(200);
  });

  it("deletes a job that never started and has no record of staff's along with the lead, its files too", async () => {
    // The approval's own pamphlet acknowledgment regulated nothing yet: no work was done.
    const { jobId, leadId } = await approvedJob();
    expect((await readJob(jobId)).records.map((entry) => entry.recordedBy)).toEqual(["customer"]);
    const entryId = crypto.randomUUID();
    const logged = await jobCall(jobId, "/log", { method: "POST", body: logEntry(entryId) });
    expect(logged.status).toBe(201);
    const [photoKey] = await logPhotoKeys(entryId);

    expect((await desk(`/api/admin/leads/${leadId}`, { method: "DELETE" })).status).toBe(204);
    expect(await jobRow(jobId)).toBeNull();
    expect(await objectExists(photoKey as string)).toBe(false);
    expect(await env.DB.prepare("SELECT 1 FROM calendar_events WHERE job_id = ?").bind(jobId).first()).toBeNull();
  });

  it("leaves the kept records until their retention ends; then the hourly job deletes them and their files", async () => {
    const { jobId, leadId } = await approvedJob();
    const job = await record(jobId, {
      ruleId: "lead-cleaning-verification",
      wayId: "verification",
      doneOn: today(),
      reference: "R. Alvarez",
      file: asUpload(pdfBytes("wipes"), "wipes.pdf"),
    });
    const key = (await fileRow(job.records.at(-1)?.file?.id as string))?.r2_key as string;
    await desk(`/api/admin/leads/${leadId}`, { method: "DELETE" });
    await env.DB.prepare("UPDATE jobs SET records_kept_until = '2029-06-30' WHERE id = ?").bind(jobId).run();
    await purgeExpiredRecords({ db: env.DB, bucket: env.PHOTOS }, new Date("2029-06-30T18:00:00Z"));
    expect(await jobRow(jobId)).not.toBeNull();
    await purgeExpiredRecords({ db: env.DB, bucket: env.PHOTOS }, new Date("2029-07-01T18:00:00Z"));
    expect(await jobRow(jobId)).toBeNull();
    expect(await objectExists(key)).toBe(false);
  });
});
