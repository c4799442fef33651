import { type Context, Hono } from "hono";
import {
  jobFactsSchema,
  jobListQuery,
  jobMoveSchema,
  jobRecordSchema,
  jobReviewRequestSchema,
  jobScheduleSchema,
  logEntrySchema,
  newWasteLoadSchema,
  voidRecordSchema,
  wasteLoadChangeSchema,
} from "../../../src/lib/job-schemas";
import { jobDeskMessages, jobFileLimits } from "../../../src/lib/jobs";
import { limits } from "../../../src/lib/quote";
import { closeoutPacket } from "../../domain/jobs/closeout";
import { addLogEntry, readLog } from "../../domain/jobs/daily-log";
import { loadJobDetail } from "../../domain/jobs/detail";
import { addRecord, addWasteLoad, changeWasteLoad, voidRecord } from "../../domain/jobs/evidence";
import { jobFile } from "../../domain/jobs/files";
import { dueList, listJobs } from "../../domain/jobs/list";
import { readJobRow } from "../../domain/jobs/rows";
import { saveFacts, saveSchedule, setReviewRequest } from "../../domain/jobs/schedule";
import { moveJob } from "../../domain/jobs/states";
import type { AppEnv } from "../../env";
import { readBody } from "../../http/body";
import { pdfResponse } from "../../http/documents";
import { photoResponseHeaders } from "../../http/photo-response";
import { validJson, validQuery } from "../../http/validation";

/**
 * /api/admin/jobs: the jobs made from approved estimates, their schedule, site facts, compliance
 * records, waste loads, daily log and closing. Logic in worker/domain/jobs; shapes in
 * src/lib/job-desk.ts; what is accepted in src/lib/job-schemas.ts.
 */

/** Base64 grows a file by a third; the JSON around it is small. */
const base64Bytes = (bytes: number) => Math.ceil((bytes * 4) / 3) + 64 * 1024;

/** An evidence upload: room for twice the PDF limit, so a PDF somewhat too large gets the sentence that says so. */
const uploadBytes = base64Bytes(2 * jobFileLimits.pdfBytes);

/** A PDF someone uploaded may be a polyglot: never shown in a page (sandboxed, not sniffed), always saved as a file. */
const uploadedPdfHeaders = (name: string) => ({
  "Content-Type": "application/pdf",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "sandbox",
  "Cache-Control": "private, max-age=3600",
  "Content-Disposition": `attachment; filename="${
    name
      .replace(/\.pdf$/i, "")
      .replace(/[^\w.-]+/g, "_")
      .slice(0, 80) || "document"
  }.pdf"`,
});

const storage = (c: Context<AppEnv>) => ({ db: c.env.DB, bucket: c.env.PHOTOS });

export const deskJobRoutes = new Hono<AppEnv>()
  .get("/", validQuery(jobListQuery), async (c) => c.json(await listJobs(c.env.DB, c.req.valid("query"))))
  .get("/due", async (c) => c.json(await dueList(c.env.DB)))
  .get("/:id", async (c) => c.json({ job: await loadJobDetail(c.env.DB, c.env.PHOTOS, c.req.param("id")) }))
  .put("/:id/schedule", validJson(jobScheduleSchema), async (c) =>
    c.json(await saveSchedule(storage(c), c.req.param("id"), c.req.valid("json"), c.var.staff.email)),
  )
  .put("/:id/facts", validJson(jobFactsSchema), async (c) =>
    c.json({ job: await saveFacts(storage(c), c.req.param("id"), c.req.valid("json"), c.var.staff.email) }),
  )
  .post("/:id/state", validJson(jobMoveSchema), async (c) =>
    c.json({ job: await moveJob(storage(c), c.req.param("id"), c.req.valid("json"), c.var.staff.email) }),
  )
  .put("/:id/review-request", validJson(jobReviewRequestSchema), async (c) =>
    c.json({ job: await setReviewRequest(storage(c), c.req.param("id"), c.req.valid("json"), c.var.staff.email) }),
  )
  .post("/:id/records", readBody({ jsonBytes: uploadBytes }), validJson(jobRecordSchema), async (c) =>
    c.json({ job: await addRecord(storage(c), c.req.param("id"), c.req.valid("json"), c.var.staff.email) }, 201),
  )
  .post("/:id/records/:recordId/void", validJson(voidRecordSchema), async (c) =>
    c.json({
      job: await voidRecord(
        storage(c),
        c.req.param("id"),
        c.req.param("recordId"),
        c.req.valid("json").reason,
        c.var.staff.email,
      ),
    }),
  )
  .post("/:id/waste-loads", validJson(newWasteLoadSchema), async (c) =>
    c.json({ job: await addWasteLoad(storage(c), c.req.param("id"), c.req.valid("json"), c.var.staff.email) }, 201),
  )
  .patch("/:id/waste-loads/:loadId", readBody({ jsonBytes: uploadBytes }), validJson(wasteLoadChangeSchema), async (c) =>
    c.json({
      job: await changeWasteLoad(storage(c), c.req.param("id"), c.req.param("loadId"), c.req.valid("json"), c.var.staff.email),
    }),
  )
  // An evidence file or a log photo, verified: a photo inline as that image, a PDF only ever downloaded.
  .get("/:id/files/:fileId", async (c) => {
    const { row, bytes } = await jobFile(c.env.DB, c.env.PHOTOS, c.req.param("id"), c.req.param("fileId"));
    const headers =
      row.kind === "pdf"
        ? uploadedPdfHeaders(row.original_name)
        : photoResponseHeaders(row.content_type, row.original_name, { download: c.req.query("download") === "1" });
    return new Response(bytes, { headers: { ...headers, "Content-Length": String(bytes.length) } });
  })
  .get("/:id/log", async (c) => c.json(await readLog(storage(c), c.req.param("id"))))
  // Idempotent by the entry's id: 201 when this request stored it, 200 with the stored entry when it was already there.
  .post("/:id/log", readBody({ jsonBytes: base64Bytes(limits.totalImageBytes) }), validJson(logEntrySchema), async (c) => {
    const { entry, created } = await addLogEntry(storage(c), c.req.param("id"), c.req.valid("json"), c.var.staff.email);
    return c.json({ entry, created }, created ? 201 : 200);
  })
  .get("/:id/closeout.pdf", async (c) => {
    const job = await readJobRow(c.env.DB, c.req.param("id"));
    const packet = await closeoutPacket(c.env.PHOTOS, job, {
      missing: jobDeskMessages.packetUnavailable,
      notYet: jobDeskMessages.packetNotYet,
    });
    return pdfResponse(packet, { download: c.req.query("download") === "1" });
  });
