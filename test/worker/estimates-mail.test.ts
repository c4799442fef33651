import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { customerEstimate } from "../../worker/domain/estimates/customer";
import {
  deliverEstimateEmail,
  recordEstimateEmailAbandoned,
  requeueStrandedEstimateEmails,
} from "../../worker/domain/estimates/mail";
import { queueEstimateReminders } from "../../worker/domain/estimates/sending";
import { sha256Hex } from "../../worker/domain/stored-files";
import { desk } from "./support/desk-leads";
import { approval, customer, estimateRow, recordingQueue, sentEstimate } from "./support/estimates";
import { send } from "./support/http";

/**
 * The e-mails about an estimate (through the queue, with retries), the PDFs they carry, and the one
 * reminder. Rendering a PDF takes tens of milliseconds of CPU; on a busy shared machine a test that
 * renders several may need more than the default five seconds.
 */
vi.setConfig({ testTimeout: 30_000 });

const storage = { db: env.DB, bucket: env.PHOTOS };
const linkSecret = { CUSTOMER_LINK_SECRET: env.CUSTOMER_LINK_SECRET };
const resend = {
  RESEND_API_KEY: "re_test_key",
  LEAD_EMAIL_FROM: "Lakeshore Estimates <estimates@lakeshore.example>",
  ...linkSecret,
};
const dayMs = 86_400_000;

const emailsOf = async (estimateId: string) =>
  (
    await env.DB.prepare(
      "SELECT id, kind, status, attempts, detail FROM estimate_emails WHERE estimate_id = ? ORDER BY created_at",
    )
      .bind(estimateId)
      .all<{ id: string; kind: string; status: string; attempts: number; detail: string | null }>()
  ).results;

/** Resend answered by a stub that records what it was asked to send. */
function stubResend(status = 200) {
  const requests: Array<Record<string, unknown>> = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    expect(request.url).toBe("https://api.resend.com/emails");
    requests.push({ ...(await request.json()), idempotencyKey: request.headers.get("Idempotency-Key") });
    return new Response(status === 200 ? '{"id":"email_1"}' : '{"message":"rate limited"}', { status });
  });
  return requests;
}

afterEach(() => vi.restoreAllMocks());

describe("the estimate e-mail", () => {
  it("carries the PDF stored in R2 when it was sent, whose SHA-256 is recorded, and the link that opens the estimate", async () => {
    const { estimate } = await sentEstimate();
    const requests = stubResend();
    const [email] = await emailsOf(estimate.id);
    expect(await deliverEstimateEmail(storage, resend, email?.id as string, 1)).toBe("done");

    const row = await estimateRow(estimate.id);
    const stored = await env.PHOTOS.get(row?.pdf_key as string);
    const bytes = new Uint8Array(await (stored as R2ObjectBody).arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(row?.pdf_sha256).toBe(await sha256Hex(bytes));

    const [sentMail] = requests;
    expect(sentMail).toMatchObject({
      to: ["maria.kowalski@example.com"],
      from: resend.LEAD_EMAIL_FROM,
      subject: expect.stringContaining(estimate.number),
      idempotencyKey: `estimate-email-${email?.id}`,
    });
    const attachments = sentMail?.attachments as Array<{ filename: string; content: string }>;
    expect(attachments[0]?.filename).toBe(`${estimate.number}.pdf`);
    expect(Uint8Array.fromBase64(attachments[0]?.content as string)).toEqual(bytes);
    const token = /\/estimates\/([A-Za-z0-9_-]{43})/.exec(String(sentMail?.text))?.[1] as string;
    expect((await customerEstimate(env.DB, token)).estimateId).toBe(estimate.id);
    expect((await emailsOf(estimate.id))[0]?.status).toBe("sent");

    // Delivered twice (queues deliver at least once): one e-mail.
    expect(await deliverEstimateEmail(storage, resend, email?.id as string, 2)).toBe("done");
    expect(requests).toHaveLength(1);
  });

  it("is retried while Resend fails, each failure in the timeline, and given up after the last retry", async () => {
    const { leadId, estimate } = await sentEstimate();
    stubResend(429);
    const [email] = await emailsOf(estimate.id);
    expect(await deliverEstimateEmail(storage, resend, email?.id as string, 1)).toBe("retry");
    expect((await emailsOf(estimate.id))[0]).toMatchObject({ status: "failed", attempts: 1 });
    await recordEstimateEmailAbandoned(env.DB, email?.id as string);
    const outcomes = await env.DB.prepare(
      "SELECT outcome FROM lead_events WHERE lead_id = ? AND kind = 'estimate_email' ORDER BY id",
    )
      .bind(leadId)
      .all<{ outcome: string }>();
    expect(outcomes.results.map((row) => row.outcome)).toEqual(["failed", "abandoned"]);
  });

  it("without an e-mail channel, still stores the PDF and says so in the timeline", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const { estimate } = await sentEstimate();
    const [email] = await emailsOf(estimate.id);
    expect(await deliverEstimateEmail(storage, linkSecret, email?.id as string, 1)).toBe("done");
    expect((await estimateRow(estimate.id))?.pdf_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await emailsOf(estimate.id))[0]).toMatchObject({
      status: "not_sent",
      detail: expect.stringContaining("no e-mail channel"),
    });
  });

  it("that never reached the queue is handed over by the hourly job", async () => {
    const { estimate } = await sentEstimate();
    await env.DB.prepare("UPDATE estimate_emails SET status = 'pending', created_at = ? WHERE estimate_id = ?")
      .bind(new Date(Date.now() - 10 * 60_000).toISOString(), estimate.id)
      .run();
    const mail = recordingQueue();
    expect(await requeueStrandedEstimateEmails(env.DB, mail.queue, new Date())).toBeGreaterThanOrEqual(1);
    expect(mail.sent.map((message) => message.emailId)).toContain((await emailsOf(estimate.id))[0]?.id);
  });
});

describe("the signed copy", () => {
  it("is rendered with the audit page, stored with its SHA-256 on the approval, e-mailed, and served to the link unchanged", async () => {
    const { estimate, token } = await sentEstimate();
    await customer(`/estimates/${token}/decision`, { method: "POST", body: approval(estimate) });
    const requests = stubResend();
    const signedCopy = (await emailsOf(estimate.id)).find((email) => email.kind === "signed-copy");
    expect(await deliverEstimateEmail(storage, resend, signedCopy?.id as string, 1)).toBe("done");

    const record = await env.DB.prepare("SELECT signed_pdf_key, signed_pdf_sha256 FROM estimate_approvals WHERE estimate_id = ?")
      .bind(estimate.id)
      .first<{ signed_pdf_key: string; signed_pdf_sha256: string }>();
    const stored = new Uint8Array(await ((await env.PHOTOS.get(record?.signed_pdf_key as string)) as R2ObjectBody).arrayBuffer());
    expect(record?.signed_pdf_sha256).toBe(await sha256Hex(stored));
    const [attachment] = (requests[0]?.attachments ?? []) as Array<{ content: string }>;
    expect(Uint8Array.fromBase64(attachment?.content ?? "")).toEqual(stored);

    vi.restoreAllMocks();
    const served = await send(`/estimates/${token}/pdf?signed=1`, { method: "GET" });
    expect(served.headers.get("Content-Type")).toBe("application/pdf");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(stored);
    const forStaff = await desk(`/api/admin/estimates/${estimate.id}/pdf?signed=1`);
    expect(await sha256Hex(new Uint8Array(await forStaff.arrayBuffer()))).toBe(record?.signed_pdf_sha256);
  });

  it("and every other file of the estimate goes when the lead is deleted", async () => {
    const { leadId, estimate, token } = await sentEstimate();
    await customer(`/estimates/${token}/decision`, { method: "POST", body: approval(estimate) });
    for (const email of await emailsOf(estimate.id)) await deliverEstimateEmail(storage, linkSecret, email.id, 1);
    const keys = [
      (await estimateRow(estimate.id))?.pdf_key as string,
      (await env.DB.prepare("SELECT signed_pdf_key FROM estimate_approvals WHERE estimate_id = ?").bind(estimate.id).first())
        ?.signed_pdf_key as string,
    ];
    for (const key of keys) expect(await env.PHOTOS.head(key)).not.toBeNull();
    expect((await desk(`/api/admin/leads/${leadId}`, { method: "DELETE" })).status).toBe(204);
    for (const key of keys) expect(await env.PHOTOS.head(key)).toBeNull();
  });
});

describe("the one reminder", () => {
  it("goes once, after the follow-up days, to an estimate still waiting for the customer", async () => {
    const { estimate } = await sentEstimate();
    const sentAt = Date.parse((await estimateRow(estimate.id))?.sent_at as string);
    const mail = recordingQueue();
    const remindersAt = (days: number) =>
      queueEstimateReminders({ db: env.DB, queue: mail.queue }, new Date(sentAt + days * dayMs));
    await remindersAt(2.9);
    expect((await emailsOf(estimate.id)).filter((email) => email.kind === "reminder")).toHaveLength(0);
    await remindersAt(3);
    await remindersAt(4);
    expect((await emailsOf(estimate.id)).filter((email) => email.kind === "reminder")).toHaveLength(1);
    expect(await estimateRow(estimate.id)).toMatchObject({ follow_up_sent_at: expect.any(String) });
  });

  it("is never sent once the customer decided, staff withdrew it, or it expired", async () => {
    const approved = await sentEstimate();
    await customer(`/estimates/${approved.token}/decision`, { method: "POST", body: approval(approved.estimate) });
    const declined = await sentEstimate();
    await customer(`/estimates/${declined.token}/decision`, {
      method: "POST",
      body: { action: "decline", revision: 1, language: "en" },
    });
    const withdrawn = await sentEstimate();
    await desk(`/api/admin/estimates/${withdrawn.estimate.id}/withdraw`, {
      method: "POST",
      body: { version: withdrawn.estimate.version },
    });
    const expired = await sentEstimate();
    await env.DB.prepare("UPDATE estimates SET status = 'expired', follow_up_due_at = NULL WHERE id = ?")
      .bind(expired.estimate.id)
      .run();

    await queueEstimateReminders({ db: env.DB, queue: recordingQueue().queue }, new Date(Date.now() + 30 * dayMs));
    for (const { estimate } of [approved, declined, withdrawn, expired]) {
      expect(
        (await emailsOf(estimate.id)).filter((email) => email.kind === "reminder"),
        estimate.number,
      ).toHaveLength(0);
    }
  });

  it("queued but not yet delivered when the customer decides, is not sent", async () => {
    const { estimate, token } = await sentEstimate();
    await queueEstimateReminders({ db: env.DB, queue: recordingQueue().queue }, new Date(Date.now() + 4 * dayMs));
    const reminder = (await emailsOf(estimate.id)).find((email) => email.kind === "reminder");
    await customer(`/estimates/${token}/decision`, { method: "POST", body: approval(estimate) });
    const requests = stubResend();
    expect(await deliverEstimateEmail(storage, resend, reminder?.id as string, 1)).toBe("done");
    expect(requests).toHaveLength(0);
    expect((await emailsOf(estimate.id)).find((email) => email.kind === "reminder")?.status).toBe("not_sent");
  });
});
