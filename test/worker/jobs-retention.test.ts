import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { addYears } from "../../src/lib/compliance/days";
import { addDays } from "../../src/lib/zoned-time";
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
  move,
  pdfBytes,
  readJob,
  record,
  schedule,
  setFacts,
  today,
  unregulatedFacts,
} from "./support/jobs";

/**
 * Deleting a lead whose job has compliance records: the personal details go, the records the law
 * requires stay (with their evidence) until their retention ends, counted by the engine; a job
 * without records, or ended with none the law requires, goes with it (or once it ends).
 */

/** Lead-safe work in a 1950 home: its records are kept 3 years. */
const leadFacts = unregulatedFacts({
  yearBuilt: 1950,
  lead: { interiorSquareFeet: 120, exteriorSquareFeet: 0, windowsOrDemolition: false },
});
const storage = () => ({ db: env.DB, bucket: env.PHOTOS });
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

  it("keeps the records until the law's retention ends, counted when the work is done; then the hourly job deletes them", async () => {
    const { jobId, leadId } = await approvedJob();
    await setFacts(jobId, leadFacts);
    await schedule(jobId, today(), addDays(today(), 2));
    expect((await move(jobId, "in_progress")).response.status).toBe(200);
    const job = await record(jobId, {
      ruleId: "lead-cleaning-verification",
      wayId: "verification",
      doneOn: today(),
      reference: "R. Alvarez",
      file: asUpload(pdfBytes("wipes"), "wipes.pdf"),
    });
    const key = (await fileRow(job.records.at(-1)?.file?.id as string))?.r2_key as string;
    // Deleted while the work goes on: nothing is done yet to count the retention from.
    await desk(`/api/admin/leads/${leadId}`, { method: "DELETE" });
    expect(await jobRow(jobId)).toMatchObject({ customer_email: null, records_kept_until: null });
    await purgeExpiredRecords(storage(), new Date());
    expect(await jobRow(jobId)).not.toBeNull();

    // The work done: lead-safe records are kept 3 years after completion (40 CFR 745.86).
    expect((await move(jobId, "work_done")).response.status).toBe(200);
    const keptUntil = addYears(today(), 3);
    expect(await jobRow(jobId)).toMatchObject({ records_kept_until: keptUntil });
    expect((await readJob(jobId)).recordsKeptUntil).toBe(keptUntil);
    await purgeExpiredRecords(storage(), new Date(`${keptUntil}T18:00:00Z`));
    expect(await jobRow(jobId)).not.toBeNull();
    await purgeExpiredRecords(storage(), new Date(`${addDays(keptUntil, 1)}T18:00:00Z`));
    expect(await jobRow(jobId)).toBeNull();
    expect(await objectExists(key)).toBe(false);
  });

  it("keeps a cancelled job's records for the law's period from the day it was cancelled", async () => {
    const { jobId, leadId } = await approvedJob();
    await setFacts(jobId, leadFacts);
    await schedule(jobId, today(), addDays(today(), 2));
    expect((await move(jobId, "in_progress")).response.status).toBe(200);
    await desk(`/api/admin/leads/${leadId}`, { method: "DELETE" });
    expect((await move(jobId, "cancelled", "The building was sold")).response.status).toBe(200);
    expect(await jobRow(jobId)).toMatchObject({ records_kept_until: addYears(today(), 3) });
  });
});

describe("deleting a lead whose job no rule keeps records of (mold only)", () => {
  async function moldJobAtWork() {
    const made = await approvedJob();
    await setFacts(made.jobId, unregulatedFacts({ mold: { squareFeet: 80 } }));
    await schedule(made.jobId, today(), addDays(today(), 2));
    expect((await move(made.jobId, "in_progress")).response.status).toBe(200);
    const job = await record(made.jobId, clearance(asUpload(pdfBytes("clearance"), "clearance.pdf")));
    const evidence = (await fileRow(job.records.at(-1)?.file?.id as string))?.r2_key as string;
    return { ...made, evidence };
  }

  async function close(jobId: string) {
    for (const to of ["work_done", "closed"]) expect((await move(jobId, to)).response.status).toBe(200);
    return (await jobRow(jobId))?.closeout_pdf_key as string;
  }

  it("erases it at once while the work goes on, and the hourly job deletes it once it is closed", async () => {
    const { jobId, leadId, evidence } = await moldJobAtWork();
    expect((await desk(`/api/admin/leads/${leadId}`, { method: "DELETE" })).status).toBe(204);
    expect(await jobRow(jobId)).toMatchObject({ customer_email: null, customer_phone: null, records_kept_until: null });
    await purgeExpiredRecords(storage(), new Date());
    expect(await jobRow(jobId)).not.toBeNull();

    const packet = await close(jobId);
    expect(await objectExists(packet)).toBe(true);
    await purgeExpiredRecords(storage(), new Date());
    expect(await jobRow(jobId)).toBeNull();
    expect(await objectExists(evidence)).toBe(false);
    expect(await objectExists(packet)).toBe(false);
  });

  it("deletes it with the lead once it is closed", async () => {
    const { jobId, leadId, evidence } = await moldJobAtWork();
    const packet = await close(jobId);
    expect((await desk(`/api/admin/leads/${leadId}`, { method: "DELETE" })).status).toBe(204);
    expect(await jobRow(jobId)).toBeNull();
    expect(await objectExists(evidence)).toBe(false);
    expect(await objectExists(packet)).toBe(false);
  });
});
