import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EstimateDetail } from "../../src/lib/estimate-desk";
import { estimateDeskMessages, estimateTexts } from "../../src/lib/estimate-texts";
import { loadEstimate } from "../../worker/domain/estimates/detail";
import { approvalRecordOf } from "../../worker/domain/estimates/documents";
import { sha256Hex } from "../../worker/domain/stored-files";
import { desk } from "./support/desk-leads";
import { approval, customer, estimateRow, sentEstimate } from "./support/estimates";
import { json, send } from "./support/http";

/**
 * Signed copies that cannot drift: the estimate as sent is stored when it is sent and the signed
 * copy when it is approved, each with R2's own checksum and its SHA-256 in D1, verified on every
 * read; a copy altered or deleted in R2 is never served and never made again, and the desk says so.
 */

afterEach(() => vi.restoreAllMocks());

const approvalRecord = (estimateId: string) =>
  env.DB.prepare("SELECT signed_pdf_key, signed_pdf_sha256 FROM estimate_approvals WHERE estimate_id = ?")
    .bind(estimateId)
    .first<{ signed_pdf_key: string; signed_pdf_sha256: string }>();

const detailOf = async (id: string) =>
  (await json<{ estimate: EstimateDetail }>(await desk(`/api/admin/estimates/${id}`))).estimate;

const storedKeys = async (estimateId: string) =>
  (await env.PHOTOS.list({ prefix: `estimates/${estimateId}/` })).objects.map((object) => object.key).sort();

/** A sent and approved estimate: both copies stored by the requests themselves, before any e-mail is delivered. */
async function approvedEstimate() {
  const sent = await sentEstimate();
  const response = await customer(`/estimates/${sent.token}/decision`, { method: "POST", body: approval(sent.estimate) });
  expect(response.status).toBe(200);
  const row = await estimateRow(sent.estimate.id);
  const record = await approvalRecord(sent.estimate.id);
  return { ...sent, sentKey: row?.pdf_key as string, sentHash: row?.pdf_sha256 as string, record };
}

describe("the stored copies", () => {
  it("are made by sending and by approving, with R2's checksum equal to the hash D1 keeps", async () => {
    const { estimate, sentKey, sentHash, record } = await approvedEstimate();
    for (const [key, hash] of [
      [sentKey, sentHash],
      [record?.signed_pdf_key, record?.signed_pdf_sha256],
    ]) {
      const object = (await env.PHOTOS.get(key as string)) as R2ObjectBody;
      const bytes = new Uint8Array(await object.arrayBuffer());
      expect(await sha256Hex(bytes)).toBe(hash);
      expect(new Uint8Array(object.checksums.sha256 as ArrayBuffer).toHex()).toBe(hash);
    }
    expect((await detailOf(estimate.id)).documents).toEqual({ sent: "stored", signed: "stored" });
  });

  it("print the hash of the stored as-sent bytes on the signed copy's audit page", async () => {
    const { estimate, sentKey } = await approvedEstimate();
    const sentBytes = new Uint8Array(await ((await env.PHOTOS.get(sentKey)) as R2ObjectBody).arrayBuffer());
    const record = await approvalRecordOf(env.DB, env.PHOTOS, await loadEstimate(env.DB, estimate.id));
    expect(record?.documentSha256).toBe(await sha256Hex(sentBytes));
  });

  it("are served unchanged, to the customer and to staff", async () => {
    const { estimate, token, sentKey } = await approvedEstimate();
    const stored = new Uint8Array(await ((await env.PHOTOS.get(sentKey)) as R2ObjectBody).arrayBuffer());
    for (const response of [
      await send(`/estimates/${token}/pdf`, { method: "GET" }),
      await desk(`/api/admin/estimates/${estimate.id}/pdf`),
    ]) {
      expect(response.status).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(stored);
    }
  });

  it("altered by one byte in R2, are refused everywhere, never made again, logged, and flagged to staff", async () => {
    const { estimate, token, sentKey, record } = await approvedEstimate();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const key of [sentKey, record?.signed_pdf_key as string]) {
      const bytes = new Uint8Array(await ((await env.PHOTOS.get(key)) as R2ObjectBody).arrayBuffer());
      bytes[bytes.length - 10] = (bytes[bytes.length - 10] ?? 0) ^ 1;
      await env.PHOTOS.put(key, bytes);
    }
    const keysBefore = await storedKeys(estimate.id);
    for (const path of [`/estimates/${token}/pdf`, `/estimates/${token}/pdf?signed=1`]) {
      const response = await send(path, { method: "GET", headers: { Accept: "text/html" } });
      expect(response.status, path).toBe(503);
      expect(response.headers.get("Content-Type")).toContain("text/html");
      expect(await response.text()).toContain(estimateTexts.en.documentUnavailable);
    }
    for (const signed of ["", "?signed=1"]) {
      const response = await desk(`/api/admin/estimates/${estimate.id}/pdf${signed}`);
      expect(response.status).toBe(503);
      expect((await json(response)).error).toBe(estimateDeskMessages.storedCopyUnavailable);
    }
    expect(errors.mock.calls.map((call) => String(call[0])).filter((line) => line.includes("altered"))).toHaveLength(4);
    expect(await storedKeys(estimate.id)).toEqual(keysBefore);
    expect((await approvalRecord(estimate.id))?.signed_pdf_key).toBe(record?.signed_pdf_key);
    expect((await detailOf(estimate.id)).documents).toEqual({ sent: "altered", signed: "altered" });
  });

  it("deleted from R2, are refused the same way and shown missing, and the e-mail that would carry one is not sent", async () => {
    const { estimate, token, sentKey, record } = await approvedEstimate();
    vi.spyOn(console, "error").mockImplementation(() => {});
    await env.PHOTOS.delete([sentKey, record?.signed_pdf_key as string]);
    expect((await send(`/estimates/${token}/pdf?signed=1`, { method: "GET" })).status).toBe(503);
    expect((await desk(`/api/admin/estimates/${estimate.id}/pdf`)).status).toBe(503);
    expect((await detailOf(estimate.id)).documents).toEqual({ sent: "missing", signed: "missing" });
    expect(await storedKeys(estimate.id)).toEqual([]);
    const { deliverEstimateEmail } = await import("../../worker/domain/estimates/mail");
    const signedCopyEmail = await env.DB.prepare("SELECT id FROM estimate_emails WHERE estimate_id = ? AND kind = 'signed-copy'")
      .bind(estimate.id)
      .first<{ id: string }>();
    await deliverEstimateEmail({ db: env.DB, bucket: env.PHOTOS }, env, signedCopyEmail?.id as string, 1);
    const email = await env.DB.prepare("SELECT status, detail FROM estimate_emails WHERE id = ?")
      .bind(signedCopyEmail?.id)
      .first<{ status: string; detail: string }>();
    expect(email).toMatchObject({ status: "not_sent", detail: expect.stringContaining("missing or altered") });
  });

  it("a draft's PDF is a preview made on request and never stored", async () => {
    const { createEstimate, saveDraft, tileLines } = await import("./support/estimates");
    const { estimate } = await createEstimate();
    const draft = await saveDraft(estimate, { lines: tileLines() });
    const preview = await desk(`/api/admin/estimates/${draft.id}/pdf`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await storedKeys(draft.id)).toEqual([]);
  });
});
