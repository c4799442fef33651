import { business } from "../../../src/config/business";
import type { StoredDocuments } from "../../../src/lib/estimate-desk";
import type { Selection, Totals } from "../../../src/lib/estimate-money";
import { estimateDeskMessages } from "../../../src/lib/estimate-texts";
import type { ApprovalRecord } from "../../../src/lib/estimates";
import { zonedDate } from "../../../src/lib/zoned-time";
import { notFound, unavailable } from "../refusal";
import { readStoredFile, type StoredFile, storedFileState, storeFile } from "../stored-files";
import { auditTrail } from "./audit-trail";
import { renderEstimatePdf, renderSignedEstimatePdf } from "./pdf";
import { type LoadedEstimate, numberOf, readEstimate, toDocument } from "./records";

/**
 * The estimate's PDFs. The document as sent is rendered once, as part of sending; the signed copy
 * once, as part of the approval. Both are stored in R2 with R2's own checksum and their SHA-256 in
 * D1 (stored-files.ts), verified on every read and never rendered again: a missing or altered copy
 * is refused, and the desk says so. Only a draft's PDF, a preview, is rendered on request.
 */

const fileName = (loaded: LoadedEstimate, suffix = "") => `${numberOf(loaded.row).replaceAll(" ", "-")}${suffix}.pdf`;

const issuedOn = (loaded: LoadedEstimate, now: Date) =>
  zonedDate(loaded.row.sent_at ? new Date(loaded.row.sent_at) : now, business.timeZone);

const storeOptions = (loaded: LoadedEstimate) => ({
  contentType: "application/pdf",
  metadata: { estimateId: loaded.row.id },
});

/** The estimate as it is being sent (`now`), rendered and stored under a key of its own (`writeId`). */
export async function storeSentPdf(bucket: R2Bucket, loaded: LoadedEstimate, writeId: string, now: Date): Promise<StoredFile> {
  const bytes = await renderEstimatePdf(toDocument(loaded, zonedDate(now, business.timeZone)));
  return storeFile(bucket, `estimates/${loaded.row.id}/sent-${writeId}.pdf`, bytes, storeOptions(loaded));
}

/** A draft's PDF as it stands now: the desk's preview, never stored. */
export async function draftPdf(loaded: LoadedEstimate, now = new Date()) {
  return { name: fileName(loaded, "-draft"), bytes: await renderEstimatePdf(toDocument(loaded, issuedOn(loaded, now))) };
}

/** What the signed copy prints about the approval: the record as stored, the audit trail, and the as-sent copy's hash. */
export async function approvalRecordOf(db: D1Database, bucket: R2Bucket, loaded: LoadedEstimate): Promise<ApprovalRecord | null> {
  const approval = loaded.approval;
  if (!approval) return null;
  const signature = approval.signature_key ? await bucket.get(approval.signature_key) : null;
  return {
    selection: JSON.parse(approval.selection) as Selection,
    totals: JSON.parse(approval.totals) as Totals,
    acknowledgments: JSON.parse(approval.acknowledgments),
    signerName: approval.signer_name,
    drawnSignaturePng: signature ? new Uint8Array(await signature.arrayBuffer()) : null,
    signedAt: approval.signed_at,
    ip: approval.ip,
    userAgent: approval.user_agent,
    events: await auditTrail(db, loaded, approval),
    // The hash of the as-sent bytes in R2, as D1 recorded it when storing them (every read verifies it).
    documentSha256: loaded.row.pdf_sha256 ?? "",
  };
}

/**
 * The signed copy of an approved estimate, made once: by the approval's request, or by the signed
 * copy's e-mail if that request ended first. Two at once store one: the second's object is removed.
 * Does nothing once a copy is recorded, whatever state that copy is in.
 */
export async function ensureSignedCopy(db: D1Database, bucket: R2Bucket, estimateId: string): Promise<void> {
  const loaded = await readEstimate(db, estimateId);
  const record = loaded && !loaded.approval?.signed_pdf_key ? await approvalRecordOf(db, bucket, loaded) : null;
  if (!loaded || !record) return;
  const bytes = await renderSignedEstimatePdf(toDocument(loaded, issuedOn(loaded, new Date(record.signedAt))), record);
  const stored = await storeFile(
    bucket,
    `estimates/${loaded.row.id}/signed-${crypto.randomUUID()}.pdf`,
    bytes,
    storeOptions(loaded),
  );
  const saved = await db
    .prepare(
      "UPDATE estimate_approvals SET signed_pdf_key = ?, signed_pdf_sha256 = ? WHERE estimate_id = ? AND signed_pdf_key IS NULL",
    )
    .bind(stored.key, stored.sha256, loaded.row.id)
    .run();
  if (saved.meta.changes !== 1) await bucket.delete(stored.key);
}

const sentFile = (loaded: LoadedEstimate): StoredFile | null =>
  loaded.row.pdf_key && loaded.row.pdf_sha256 ? { key: loaded.row.pdf_key, sha256: loaded.row.pdf_sha256 } : null;

const signedFile = (loaded: LoadedEstimate): StoredFile | null =>
  loaded.approval?.signed_pdf_key && loaded.approval.signed_pdf_sha256
    ? { key: loaded.approval.signed_pdf_key, sha256: loaded.approval.signed_pdf_sha256 }
    : null;

/**
 * A stored PDF, verified: the estimate as sent, or its signed copy. `refusal` is the sentence for
 * whoever asked when the copy is missing or altered (the customer's language, or the desk's).
 */
export async function storedPdf(
  bucket: R2Bucket,
  loaded: LoadedEstimate,
  which: "sent" | "signed",
  refusal: string,
): Promise<{ name: string; bytes: Uint8Array }> {
  if (which === "signed" && !loaded.approval) throw notFound(estimateDeskMessages.noSignedCopy);
  const file = which === "sent" ? sentFile(loaded) : signedFile(loaded);
  const what = `${which === "sent" ? "The estimate as sent" : "The signed copy"} of ${numberOf(loaded.row)}`;
  if (!file) {
    console.error(`${what}: no stored copy recorded; nothing served.`);
    throw unavailable(refusal);
  }
  return {
    name: fileName(loaded, which === "signed" ? "-signed" : ""),
    bytes: await readStoredFile(bucket, file, what, refusal),
  };
}

/** For the desk: whether each stored copy is there and intact (null: there is none to have). */
export async function storedDocuments(bucket: R2Bucket, loaded: LoadedEstimate): Promise<StoredDocuments> {
  const state = async (file: StoredFile | null, expected: boolean) =>
    file ? storedFileState(bucket, file) : expected ? ("missing" as const) : null;
  const [sent, signed] = await Promise.all([
    state(sentFile(loaded), loaded.row.sent_at !== null),
    state(signedFile(loaded), loaded.approval !== null),
  ]);
  return { sent, signed };
}
