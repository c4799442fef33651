import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { addWorkingDays } from "../../../src/lib/compliance/days";
import { blankSiteFacts, type SiteFacts } from "../../../src/lib/compliance/facts";
import type { EstimateDraft } from "../../../src/lib/desk-schemas/estimates";
import type { JobDetail } from "../../../src/lib/job-desk";
import { todayInChicago } from "../../../worker/domain/jobs/compliance";
import { desk, type SeedLead } from "./desk-leads";
import { approval, customer, sentEstimate } from "./estimates";
import { json } from "./http";
import { fixture } from "./images";

/**
 * Jobs for the Worker tests: an estimate sent and approved by its customer (which makes the job),
 * and the desk's calls on it. Dates are counted from today in Chicago, as the Worker counts them.
 */

export const today = () => todayInChicago(new Date());
export const workingDaysFromToday = (days: number) => addWorkingDays(today(), days);

export async function approvedJob(lead: SeedLead = {}, changes: Partial<EstimateDraft> = {}) {
  const sent = await sentEstimate(lead, changes);
  const response = await customer(`/estimates/${sent.token}/decision`, { method: "POST", body: approval(sent.estimate) });
  expect(response.status, await response.clone().text()).toBe(200);
  const row = await env.DB.prepare("SELECT id FROM jobs WHERE estimate_id = ?").bind(sent.estimate.id).first<{ id: string }>();
  if (!row) throw new Error("The approval made no job.");
  return { ...sent, jobId: row.id };
}

type Call = { method?: string; body?: unknown; as?: string };

/** A desk call on /api/admin/jobs/...; `path` follows the job's id ("" for the job itself). */
export const jobCall = (jobId: string, path = "", call: Call = {}) => desk(`/api/admin/jobs/${jobId}${path}`, call);

export async function readJob(jobId: string): Promise<JobDetail> {
  const response = await jobCall(jobId);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await json<{ job: JobDetail }>(response)).job;
}

/** A call that must succeed; answers the job as the Worker returns it. */
export async function jobChange(jobId: string, path: string, call: Call & { status?: number } = {}): Promise<JobDetail> {
  const response = await jobCall(jobId, path, { method: "POST", ...call });
  expect(response.status, await response.clone().text()).toBe(call.status ?? 200);
  const body = await json<{ job: JobDetail }>(response);
  return body.job;
}

/** The facts of an asbestos job the NESHAP covers: 450 sq ft of friable tile in a building of 5 or more units. */
export const facilityFacts = (changes: Partial<SiteFacts> = {}): SiteFacts => ({
  ...structuredClone(blankSiteFacts),
  buildingType: "5-plus-units",
  yearBuilt: 1985,
  municipality: "Evanston",
  asbestos: { friable: true, pipeLinearFeet: 0, otherSquareFeet: 450, cubicFeet: 0 },
  ...changes,
});

/** Plain site facts with nothing the federal rules regulate: a 1990 single-family home. */
export const unregulatedFacts = (changes: Partial<SiteFacts> = {}): SiteFacts => ({
  ...structuredClone(blankSiteFacts),
  yearBuilt: 1990,
  municipality: "Evanston",
  ...changes,
});

export async function setFacts(jobId: string, facts: SiteFacts) {
  const job = await readJob(jobId);
  return jobChange(jobId, "/facts", { method: "PUT", body: { version: job.version, facts } });
}

export async function schedule(jobId: string, startOn: string | null, endOn: string | null, crew: string[] = []) {
  const job = await readJob(jobId);
  const response = await jobCall(jobId, "/schedule", { method: "PUT", body: { version: job.version, startOn, endOn, crew } });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

export async function move(jobId: string, to: string, reason: string | null = null) {
  const job = await readJob(jobId);
  const response = await jobCall(jobId, "/state", { method: "POST", body: { version: job.version, to, reason } });
  return { response, body: (await response.json()) as Record<string, unknown> & { job?: JobDetail; error?: string } };
}

/** A small PDF as a scanner makes one: header, one empty page, trailer. */
export function pdfBytes(text = "notice"): Uint8Array {
  return new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

export const asUpload = (bytes: Uint8Array, name: string) => ({ name, data: bytes.toBase64() });

export async function record(jobId: string, body: Record<string, unknown>, status = 201) {
  return jobChange(jobId, "/records", { body, status });
}

/** A mold clearance record with the assessor's report as `file`. */
export const clearance = (file: { name: string; data: string }) => ({
  ruleId: "mold-clearance",
  wayId: "assessment",
  doneOn: today(),
  reference: "Lakeview Indoor Air, J. Ruiz",
  file,
});

/** A daily log entry as the crew's phone sends it: two people, notes, two readings, a photo with camera metadata. */
export const logEntry = (id: string = crypto.randomUUID()) => ({
  id,
  day: today(),
  people: [
    { name: "R. Alvarez", minutes: 480 },
    { name: "T. Nguyen", minutes: 240 },
  ],
  notes: "Containment up, negative air running.",
  readings: [
    { kind: "air", value: 0.004, unit: "f/cc", location: "Outside containment" },
    { kind: "moisture", value: 14, unit: "% MC", location: "North wall" },
  ],
  photos: [asUpload(fixture("camera-gps.jpg"), "containment.jpg")],
  writtenAt: new Date().toISOString(),
});

/** A stored file's row: where its bytes are in R2, its kind and its hash. */
export const fileRow = (id: string) =>
  env.DB.prepare("SELECT * FROM job_files WHERE id = ?").bind(id).first<{ r2_key: string; kind: string; sha256: string }>();

/** Where in R2 the photos of a daily log entry are. */
export const logPhotoKeys = async (entryId: string) =>
  (
    await env.DB.prepare("SELECT r2_key FROM job_files WHERE log_entry_id = ?").bind(entryId).all<{ r2_key: string }>()
  ).results.map((row) => row.r2_key);
