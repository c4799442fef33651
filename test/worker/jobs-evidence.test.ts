import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { JobDetail, LogEntry } from "../../src/lib/job-desk";
import { jobDeskMessages, jobFileLimits } from "../../src/lib/jobs";
import { fixture } from "./support/images";
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

/** Evidence files proven by their bytes, stored once and verified on every read; waste loads; the daily log sent twice. */

const moldJob = async () => {
  const made = await approvedJob();
  await setFacts(made.jobId, unregulatedFacts({ mold: { squareFeet: 80 } }));
  return made;
};

const requirement = (job: JobDetail, ruleId: string) => job.checklist.find((entry) => entry.ruleId === ruleId);

describe("evidence files", () => {
  it("refuses a 'PDF' that is not one by its bytes, and a PDF over the size cap, with a sentence", async () => {
    const { jobId } = await moldJob();
    const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
    const problems: Array<[Uint8Array, string]> = [
      [html, jobDeskMessages.notAPdf],
      [new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\n"), jobDeskMessages.notAPdf],
      [fixture("plain.jpg"), jobDeskMessages.notAPdf],
      [
        (() => {
          const big = new Uint8Array(jobFileLimits.pdfBytes + 1).fill(0x20);
          big.set(pdfBytes());
          big.set(new TextEncoder().encode("%%EOF"), big.length - 6);
          return big;
        })(),
        jobDeskMessages.pdfTooLarge(10),
      ],
    ];
    for (const [bytes, sentence] of problems) {
      const response = await jobCall(jobId, "/records", { method: "POST", body: clearance(asUpload(bytes, "report.pdf")) });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: sentence, fields: { file: sentence } });
    }
    expect((await readJob(jobId)).records.filter((entry) => entry.ruleId === "mold-clearance")).toEqual([]);
  });

  it("serves a PDF only as a download, sandboxed and never sniffed, even one that is also HTML", async () => {
    const { jobId } = await moldJob();
    const polyglot = new TextEncoder().encode(
      "%PDF-1.7\n<html><body><script>alert(document.cookie)</script></body></html>\ntrailer << >>\n%%EOF\n",
    );
    const job = await record(jobId, clearance(asUpload(polyglot, "report.pdf")));
    const file = job.records.find((entry) => entry.ruleId === "mold-clearance")?.file;
    expect(file).toMatchObject({ kind: "pdf", state: "stored" });
    const response = await jobCall(jobId, `/files/${file?.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="report\.pdf"$/);
    expect(response.headers.get("Content-Security-Policy")).toBe("sandbox");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(polyglot);
    expect(requirement(job, "mold-clearance")?.status).toBe("done");
  });

  it("takes a photo through the photo intake: proven, its camera metadata stripped, shown as that image", async () => {
    const { jobId } = await approvedJob();
    const upload = fixture("camera-gps.jpg");
    const job = await record(jobId, {
      ruleId: "lead-cleaning-verification",
      wayId: "verification",
      doneOn: today(),
      reference: "R. Alvarez, certified renovator",
      file: asUpload(upload, "wipe-card.jpg"),
    });
    const file = job.records.at(-1)?.file;
    expect(file).toMatchObject({ kind: "photo", state: "stored" });
    const response = await jobCall(jobId, `/files/${file?.id}`);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(response.headers.get("Content-Disposition")).toMatch(/^inline/);
    const stored = new Uint8Array(await response.arrayBuffer());
    expect(stored.length).toBeLessThan(upload.length);
    expect(new TextDecoder("latin1").decode(stored)).not.toContain("Exif");
  });

  it("refuses and flags an altered or missing stored copy: not served, and the requirement is open again", async () => {
    const { jobId } = await moldJob();
    await schedule(jobId, today(), today());
    await move(jobId, "in_progress");
    await move(jobId, "work_done");
    const job = await record(jobId, clearance(asUpload(pdfBytes("clearance"), "clearance.pdf")));
    const fileId = job.records.at(-1)?.file?.id as string;
    const row = await fileRow(fileId);
    await env.PHOTOS.put(row?.r2_key as string, pdfBytes("forged clearance"));

    const served = await jobCall(jobId, `/files/${fileId}`);
    expect(served.status).toBe(503);
    expect(((await served.json()) as { error: string }).error).toBe(jobDeskMessages.fileUnavailable);
    const flagged = await readJob(jobId);
    expect(flagged.records.at(-1)?.file?.state).toBe("altered");
    expect(requirement(flagged, "mold-clearance")?.status).not.toBe("done");
    const closing = await move(jobId, "closed");
    expect(closing.response.status).toBe(409);
    expect(closing.body.error).toContain("Mold clearance");

    await env.PHOTOS.delete(row?.r2_key as string);
    expect((await jobCall(jobId, `/files/${fileId}`)).status).toBe(503);
    expect((await readJob(jobId)).records.at(-1)?.file?.state).toBe("missing");
  });

  it("strikes out a mistaken record, which then no longer counts; once only", async () => {
    const { jobId } = await moldJob();
    const job = await record(jobId, clearance(asUpload(pdfBytes(), "report.pdf")));
    const made = job.records.at(-1);
    expect(requirement(job, "mold-clearance")?.status).toBe("done");
    const struck = await jobCall(jobId, `/records/${made?.id}/void`, { method: "POST", body: { reason: "Wrong job's report" } });
    expect(struck.status).toBe(200);
    const after = ((await struck.json()) as { job: JobDetail }).job;
    expect(after.records.at(-1)?.voided).toMatchObject({ reason: "Wrong job's report" });
    expect(requirement(after, "mold-clearance")?.status).not.toBe("done");
    expect((await jobCall(jobId, `/records/${made?.id}/void`, { method: "POST", body: { reason: "again" } })).status).toBe(409);
  });

  it("refuses a record for a rule or a way the job does not have, and a missing required reference", async () => {
    const { jobId } = await moldJob();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...clearance(asUpload(pdfBytes(), "r.pdf")), ruleId: "no-such-rule" }, jobDeskMessages.unknownRule],
      [{ ...clearance(asUpload(pdfBytes(), "r.pdf")), wayId: "no-such-way" }, jobDeskMessages.unknownWay],
      [{ ...clearance(asUpload(pdfBytes(), "r.pdf")), ruleId: "asbestos-waste-records" }, jobDeskMessages.itemsRule],
      [{ ...clearance(asUpload(pdfBytes(), "r.pdf")), reference: null }, "Fill in assessor."],
    ];
    for (const [body, sentence] of cases) {
      const response = await jobCall(jobId, "/records", { method: "POST", body });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(sentence);
    }
  });
});

describe("waste loads", () => {
  it("take their follow-ups by the rule's ids, never before shipping, against the load's version", async () => {
    const { jobId } = await approvedJob();
    const added = await jobCall(jobId, "/waste-loads", {
      method: "POST",
      body: { shippedOn: today(), transporter: "Midwest Haulers", disposalSite: "Countryside Landfill", recordNumber: "WSR-7" },
    });
    const [load] = ((await added.json()) as { job: JobDetail }).job.loads;
    const patch = (body: Record<string, unknown>) => jobCall(jobId, `/waste-loads/${load?.id}`, { method: "PATCH", body });
    expect((await patch({ version: load?.version, followUps: { phone: today() } })).status).toBe(400);
    expect((await patch({ version: load?.version, returnedOn: "2000-01-01" })).status).toBe(400);
    const contacted = await patch({ version: load?.version, followUps: { contact: today() } });
    expect(contacted.status).toBe(200);
    expect(((await contacted.json()) as { job: JobDetail }).job.loads[0]?.followUps).toEqual({ contact: today() });
    const stale = await patch({ version: load?.version, returnedOn: today(), file: asUpload(pdfBytes(), "signed.pdf") });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: string }).error).toBe(jobDeskMessages.staleLoad);
    const files = await env.DB.prepare("SELECT count(*) AS n FROM job_files WHERE job_id = ?").bind(jobId).first<{ n: number }>();
    expect(files?.n).toBe(0);
  });
});

describe("the daily log", () => {
  it("stores an entry sent twice once, its photo once, and answers the stored entry the second time", async () => {
    const { jobId } = await approvedJob();
    const sent = logEntry();
    const first = await jobCall(jobId, "/log", { method: "POST", body: sent });
    expect(first.status, await first.clone().text()).toBe(201);
    const again = await jobCall(jobId, "/log", { method: "POST", body: { ...sent, notes: "typed again" } });
    expect(again.status).toBe(200);
    const answer = (await again.json()) as { entry: LogEntry; created: boolean };
    expect(answer.created).toBe(false);
    expect(answer.entry.notes).toBe(sent.notes);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM job_log_entries WHERE id = ?")
      .bind(sent.id)
      .first<{ n: number }>();
    expect(stored?.n).toBe(1);
    const photos = await logPhotoKeys(sent.id);
    expect(photos).toHaveLength(1);
    const objects = await env.PHOTOS.list({ prefix: `jobs/${jobId}/files/` });
    expect(objects.objects.map((object) => object.key)).toEqual(photos);

    const log = await jobCall(jobId, "/log");
    const { entries } = (await log.json()) as { entries: LogEntry[] };
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      people: sent.people,
      readings: sent.readings,
      photos: [{ kind: "photo", state: "stored" }],
    });
  });

  it("stores ten sendings of one entry at once as one", async () => {
    const { jobId } = await approvedJob();
    const sent = { ...logEntry(), photos: [] };
    const responses = await Promise.all(Array.from({ length: 10 }, () => jobCall(jobId, "/log", { method: "POST", body: sent })));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
  });

  it("refuses an entry whose id belongs to another job's, and a reading in a unit of another kind", async () => {
    const [a, b] = [await approvedJob(), await approvedJob()];
    const sent = { ...logEntry(), photos: [] };
    expect((await jobCall(a.jobId, "/log", { method: "POST", body: sent })).status).toBe(201);
    const elsewhere = await jobCall(b.jobId, "/log", { method: "POST", body: sent });
    expect(elsewhere.status).toBe(409);
    expect(((await elsewhere.json()) as { error: string }).error).toBe(jobDeskMessages.logOtherJob);
    const wrongUnit = await jobCall(a.jobId, "/log", {
      method: "POST",
      body: { ...logEntry(), photos: [], readings: [{ kind: "moisture", value: 3, unit: "f/cc", location: null }] },
    });
    expect(wrongUnit.status).toBe(400);
  });
});
