import { business } from "../../../src/config/business";
import type { Selection, Totals } from "../../../src/lib/estimate-money";
import { estimateDeskMessages } from "../../../src/lib/estimate-texts";
import type { ApprovalRecord } from "../../../src/lib/estimates";
import { zonedDate } from "../../../src/lib/zoned-time";
import { notFound } from "../refusal";
import { auditTrail } from "./audit-trail";
import { renderEstimatePdf, renderSignedEstimatePdf } from "./pdf";
import { type LoadedEstimate, numberOf, toDocument } from "./records";

/**
 * The estimate's PDFs: the document as sent, and the signed copy with its audit page. Each is
 * rendered once, stored in R2 unchanged with its SHA-256 in D1, and served from there; rendering is
 * deterministic, so a copy rendered twice by two deliveries at once is the same bytes.
 */

export const sha256Hex = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)).toHex();

const fileName = (loaded: LoadedEstimate, suffix = "") => `${numberOf(loaded.row).replaceAll(" ", "-")}${suffix}.pdf`;

/** The estimate as a PDF: the stored copy once sent, else (a draft) rendered as it stands now. */
export async function estimatePdf(db: D1Database, bucket: R2Bucket, loaded: LoadedEstimate) {
  const { row } = loaded;
  const name = fileName(loaded);
  if (row.pdf_key) {
    const stored = await bucket.get(row.pdf_key);
    if (stored) return { name, bytes: new Uint8Array(await stored.arrayBuffer()) };
  }
  const issuedOn = zonedDate(row.sent_at ? new Date(row.sent_at) : new Date(), business.timeZone);
  const bytes = await renderEstimatePdf(toDocument(loaded, issuedOn));
  if (!row.sent_at) return { name, bytes };
  const key = `estimates/${row.id}/${name}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: "application/pdf" }, customMetadata: { estimateId: row.id } });
  await db
    .prepare("UPDATE estimates SET pdf_key = ?, pdf_sha256 = ? WHERE id = ? AND pdf_key IS NULL")
    .bind(key, await sha256Hex(bytes), row.id)
    .run();
  return { name, bytes };
}

/** The signed copy, with the audit page; stored in R2 on first use with its SHA-256 on the approval. */
export async function signedEstimatePdf(db: D1Database, bucket: R2Bucket, loaded: LoadedEstimate) {
  const approval = loaded.approval;
  if (!approval) throw notFound(estimateDeskMessages.noSignedCopy);
  const name = fileName(loaded, "-signed");
  if (approval.signed_pdf_key) {
    const stored = await bucket.get(approval.signed_pdf_key);
    if (stored) return { name, bytes: new Uint8Array(await stored.arrayBuffer()) };
  }
  const sent = await estimatePdf(db, bucket, loaded);
  const signature = approval.signature_key ? await bucket.get(approval.signature_key) : null;
  const record: ApprovalRecord = {
    selection: JSON.parse(approval.selection) as Selection,
    totals: JSON.parse(approval.totals) as Totals,
    acknowledgments: JSON.parse(approval.acknowledgments),
    signerName: approval.signer_name,
    drawnSignaturePng: signature ? new Uint8Array(await signature.arrayBuffer()) : null,
    signedAt: approval.signed_at,
    ip: approval.ip,
    userAgent: approval.user_agent,
    events: await auditTrail(db, loaded, approval),
    documentSha256: await sha256Hex(sent.bytes),
  };
  const issuedOn = zonedDate(new Date(loaded.row.sent_at ?? approval.signed_at), business.timeZone);
  const bytes = await renderSignedEstimatePdf(toDocument(loaded, issuedOn), record);
  const key = `estimates/${loaded.row.id}/${name}`;
  await bucket.put(key, bytes, {
    httpMetadata: { contentType: "application/pdf" },
    customMetadata: { estimateId: loaded.row.id },
  });
  await db
    .prepare(
      "UPDATE estimate_approvals SET signed_pdf_key = ?, signed_pdf_sha256 = ? WHERE estimate_id = ? AND signed_pdf_key IS NULL",
    )
    .bind(key, await sha256Hex(bytes), loaded.row.id)
    .run();
  return { name, bytes };
}
