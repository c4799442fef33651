import type { EvidenceKind } from "../../../src/lib/compliance/rule-shape";
import type { UploadedFile } from "../../../src/lib/job-schemas";
import { jobDeskMessages, jobFileLimits } from "../../../src/lib/jobs";
import { limits } from "../../../src/lib/quote";
import { cleanImage } from "../media";
import { NotAnImage } from "../media/image";
import { invalid, notFound } from "../refusal";
import { readStoredFile, storeFile } from "../stored-files";
import type { Guard } from "../timeline";
import type { FileRow } from "./detail";

/**
 * A job's files: evidence of a requirement and daily-log photos. What a file is comes from its
 * bytes: a photo goes through the photo intake (proven structurally, metadata stripped), a PDF must
 * start with a PDF header and end with a PDF trailer, at most 10 MB. Each is stored once in R2 with
 * R2's SHA-256 check and the hash in D1, and verified on every read; a PDF is only ever downloaded.
 */

type Base64Decoder = { fromBase64(base64: string): Uint8Array };

function decode(file: UploadedFile, field: string): Uint8Array {
  const data = file.data.startsWith("data:") ? file.data.slice(file.data.indexOf(",") + 1) : file.data;
  try {
    return (Uint8Array as unknown as Base64Decoder).fromBase64(data);
  } catch {
    throw invalid("The file did not arrive whole (it is not base64). Attach it again.", field);
  }
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** A PDF by its bytes: "%PDF-1.x" or "%PDF-2.x" at the very start, "%%EOF" in its last kilobyte. */
export function isPdf(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || !/^%PDF-[12]\.\d/.test(ascii(bytes, 0, 8))) return false;
  return ascii(bytes, Math.max(0, bytes.length - 1024), bytes.length).includes("%%EOF");
}

type PreparedFile = {
  kind: EvidenceKind;
  bytes: Uint8Array;
  contentType: string;
  originalName: string;
  width: number | null;
  height: number | null;
  extension: string;
};

/** Proves what an uploaded file is and returns what is to be stored: the PDF as sent, or the photo's clean copy. */
export function prepareFile(file: UploadedFile, accepted: readonly EvidenceKind[], field = "file"): PreparedFile {
  const bytes = decode(file, field);
  const originalName = file.name.slice(0, 200) || "file";
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === "%PDF-") {
    if (!accepted.includes("pdf")) throw invalid(jobDeskMessages.wrongFileKind(accepted), field);
    if (bytes.length > jobFileLimits.pdfBytes)
      throw invalid(jobDeskMessages.pdfTooLarge(jobFileLimits.pdfBytes / 1024 / 1024), field);
    if (!isPdf(bytes)) throw invalid(jobDeskMessages.notAPdf, field);
    return { kind: "pdf", bytes, contentType: "application/pdf", originalName, width: null, height: null, extension: "pdf" };
  }
  if (!accepted.includes("photo"))
    throw invalid(accepted.includes("pdf") ? jobDeskMessages.notAPdf : jobDeskMessages.notAPhoto, field);
  if (bytes.length > limits.imageBytes) throw invalid(jobDeskMessages.notAPhoto, field);
  try {
    const image = cleanImage(bytes);
    return {
      kind: "photo",
      bytes: image.bytes,
      contentType: image.contentType,
      originalName,
      width: image.width,
      height: image.height,
      extension: image.format === "jpeg" ? "jpg" : image.format,
    };
  } catch (error) {
    if (!(error instanceof NotAnImage)) console.error(`Image parser failed on a job file "${originalName}":`, error);
    throw invalid(accepted.includes("pdf") ? jobDeskMessages.notAPdf : jobDeskMessages.notAPhoto, field);
  }
}

/** Writes the file to R2 and returns how to record it: `insert(guard)` is the statement for the caller's batch. */
export async function storeJobFile(
  db: D1Database,
  bucket: R2Bucket,
  {
    jobId,
    file,
    actor,
    at,
    logEntryId = null,
  }: { jobId: string; file: PreparedFile; actor: string; at: string; logEntryId?: string | null },
) {
  const id = crypto.randomUUID();
  const stored = await storeFile(bucket, `jobs/${jobId}/files/${id}.${file.extension}`, file.bytes, {
    contentType: file.contentType,
    metadata: { jobId },
  });
  const insert = (guard: Guard = { sql: "1", params: [] }) =>
    db
      .prepare(
        `INSERT INTO job_files (id, job_id, kind, r2_key, sha256, content_type, size_bytes, original_name, width, height,
           log_entry_id, uploaded_by, uploaded_at) SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${guard.sql}`,
      )
      .bind(
        id,
        jobId,
        file.kind,
        stored.key,
        stored.sha256,
        file.contentType,
        file.bytes.length,
        file.originalName,
        file.width,
        file.height,
        logEntryId,
        actor,
        at,
        ...guard.params,
      );
  return { id, key: stored.key, insert };
}

/** A job's stored file, verified: a missing or altered copy is refused (503) and never served. */
export async function jobFile(db: D1Database, bucket: R2Bucket, jobId: string, fileId: string) {
  const row = await db.prepare("SELECT * FROM job_files WHERE id = ? AND job_id = ?").bind(fileId, jobId).first<FileRow>();
  if (!row) throw notFound(jobDeskMessages.fileNotFound);
  const bytes = await readStoredFile(
    bucket,
    { key: row.r2_key, sha256: row.sha256 },
    `File ${row.id} of job ${jobId}`,
    jobDeskMessages.fileUnavailable,
  );
  return { row, bytes };
}
