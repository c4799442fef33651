import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type JobLanguage, jobTexts } from "../../src/lib/job-texts";
import { longDay } from "../../src/lib/long-dates";
import { addDays, addZonedDays } from "../../src/lib/zoned-time";
import { linkEnd, type SentRevision } from "../../worker/domain/estimates/links";
import { makeMissingPackets } from "../../worker/domain/jobs/closeout";
import { customer } from "./support/estimates";
import { send } from "./support/http";
import { approvedJob, jobCall, move, readJob, schedule, setFacts, today, unregulatedFacts } from "./support/jobs";

/** The customer's estimate link while the job runs: its progress, the closeout packet, the pamphlet asked again, and how long the link lives. */

const page = async (token: string, lang = "en") => {
  const response = await customer(`/estimates/${token}?lang=${lang}`, { headers: { Accept: "text/html" } });
  expect(response.status).toBe(200);
  return response.text();
};

const languages: JobLanguage[] = ["en", "es", "fr"];

describe("the customer's link shows the job", () => {
  it("from approved to scheduled, work done and closed, then the closeout packet, in the customer's language", async () => {
    const { jobId, token } = await approvedJob();
    const number = (await readJob(jobId)).number;
    expect(await page(token)).toContain(jobTexts.en.progress.to_schedule());
    await setFacts(jobId, unregulatedFacts());
    const start = today();
    await schedule(jobId, start, addDays(start, 3));
    // In each language, with its dates as the estimate's own dates are printed (src/lib/long-dates.ts).
    for (const language of languages) {
      const shown = await page(token, language);
      expect(shown).toContain(`${jobTexts[language].progressHeading} ${number}`);
      const dates = { start: longDay(start, language), end: longDay(addDays(start, 3), language), workDone: "", closed: "" };
      expect(shown).toContain(jobTexts[language].progress.scheduled(dates));
    }
    await move(jobId, "in_progress");
    await move(jobId, "work_done");
    expect(await page(token)).toContain(`The work was done on ${longDay(today(), "en")}.`);
    await move(jobId, "closed");
    const closed = await page(token, "fr");
    expect(closed).toContain(jobTexts.fr.packetLink);

    const packet = await customer(`/estimates/${token}/closeout.pdf?lang=fr`);
    expect(packet.status).toBe(200);
    expect(packet.headers.get("Content-Type")).toBe("application/pdf");
    const bytes = new Uint8Array(await packet.arrayBuffer());
    const row = await env.DB.prepare("SELECT closeout_pdf_key, closeout_pdf_sha256 FROM jobs WHERE id = ?")
      .bind(jobId)
      .first<{ closeout_pdf_key: string; closeout_pdf_sha256: string }>();
    expect(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)).toHex()).toBe(row?.closeout_pdf_sha256);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");

    // Altered in storage, then deleted from it: never served, refused the same way, never made again.
    const key = row?.closeout_pdf_key as string;
    const refusals = async () => {
      const [toCustomer, toStaff] = [await customer(`/estimates/${token}/closeout.pdf`), await jobCall(jobId, "/closeout.pdf")];
      return [toCustomer.status, await toCustomer.text(), toStaff.status, await toStaff.text()];
    };
    await env.PHOTOS.put(key, new TextEncoder().encode("%PDF-1.4 forged"));
    const altered = await refusals();
    expect(altered[0]).toBe(503);
    expect(altered[2]).toBe(503);
    expect((await readJob(jobId)).closeout).toBe("altered");
    await env.PHOTOS.delete(key);
    expect(await refusals()).toEqual(altered);
    expect((await readJob(jobId)).closeout).toBe("missing");
    await makeMissingPackets({ db: env.DB, bucket: env.PHOTOS });
    expect(await env.PHOTOS.head(key)).toBeNull();
    expect(await env.DB.prepare("SELECT closeout_pdf_key FROM jobs WHERE id = ?").bind(jobId).first("closeout_pdf_key")).toBe(
      key,
    );
  });

  it("asks the owner to acknowledge the Renovate Right pamphlet again when the approval's acknowledgment is too old for the start", async () => {
    const { jobId, token } = await approvedJob();
    await setFacts(
      jobId,
      unregulatedFacts({ yearBuilt: 1950, lead: { interiorSquareFeet: 120, exteriorSquareFeet: 0, windowsOrDemolition: false } }),
    );
    // The approval was 90 days ago; the work starts in 20 days: the acknowledgment no longer counts (60 days).
    await env.DB.prepare("UPDATE job_records SET done_on = ? WHERE job_id = ? AND rule_id = 'lead-pamphlet'")
      .bind(addDays(today(), -90), jobId)
      .run();
    // Seventy days ahead, an acknowledgment given today would not count yet either: nothing is asked.
    await schedule(jobId, addDays(today(), 70), addDays(today(), 72));
    expect(await page(token)).not.toContain(`action="/estimates/${token}/pamphlet"`);
    await schedule(jobId, addDays(today(), 20), addDays(today(), 22));
    const asked = await page(token);
    expect(asked).toContain(jobTexts.en.pamphlet.heading);
    expect(asked).toContain(`action="/estimates/${token}/pamphlet"`);
    for (const language of languages)
      expect(await page(token, language)).toContain(jobTexts[language].pamphlet.intro(longDay(addDays(today(), 20), language)));

    const missing = new FormData();
    missing.append("revision", "1");
    missing.append("language", "en");
    missing.append("signerName", "Maria Kowalski");
    const incomplete = await fetchForm(token, missing);
    expect(incomplete.status).toBe(400);
    expect(await incomplete.text()).toContain(jobTexts.en.pamphlet.missing);

    const form = new FormData();
    for (const [name, value] of [
      ["revision", "1"],
      ["language", "en"],
      ["received", "yes"],
      ["signerName", "Maria Kowalski"],
    ] as const)
      form.append(name, value);
    const response = await fetchForm(token, form);
    expect(response.status).toBe(303);
    const job = await readJob(jobId);
    expect(job.checklist.find((requirement) => requirement.ruleId === "lead-pamphlet")?.status).toBe("done");
    expect(job.records.filter((record) => record.ruleId === "lead-pamphlet").map((record) => record.doneOn)).toContain(today());
    expect(await page(token)).not.toContain(`action="/estimates/${token}/pamphlet"`);
  });
});

const fetchForm = (token: string, form: FormData) =>
  send(`/estimates/${token}/pamphlet`, { method: "POST", headers: { Accept: "text/html" }, body: form, redirect: "manual" });

describe("the link's end", () => {
  const revision = (changes: Partial<SentRevision> = {}): SentRevision => ({
    id: "e1",
    revision: 1,
    status: "approved",
    language: "en",
    sent_to: "maria@example.com",
    sent_at: "2026-01-05T15:00:00.000Z",
    expires_on: "2026-02-04",
    decided_at: "2026-01-10T15:00:00.000Z",
    ...changes,
  });
  const days = (instant: string, count: number) => addZonedDays(new Date(instant), count, "America/Chicago").toISOString();

  it("is link_days after the approval without a job", () => {
    expect(linkEnd([revision()], "maria@example.com", 60)).toBe(days("2026-01-10T15:00:00.000Z", 60));
  });

  it("keeps moving while the job is open, and is link_days after the job was closed", () => {
    const now = "2026-09-01T12:00:00.000Z";
    expect(linkEnd([revision()], "maria@example.com", 60, now)).toBe(days(now, 60));
    const closedAt = "2026-10-01T20:00:00.000Z";
    expect(linkEnd([revision()], "maria@example.com", 60, closedAt)).toBe(days(closedAt, 60));
    // The job's end only ever lengthens the link: an earlier instant leaves it link_days after the approval.
    expect(linkEnd([revision()], "maria@example.com", 60, "2026-01-05T00:00:00.000Z")).toBe(days("2026-01-10T15:00:00.000Z", 60));
  });

  it("keeps the customer's link working while the job is open long after the approval, and ends it link_days after closing", async () => {
    const { jobId, token, estimate } = await approvedJob();
    const longAgo = new Date(Date.now() - 400 * 86_400_000).toISOString();
    await env.DB.prepare("UPDATE estimates SET decided_at = ?, expires_on = ? WHERE id = ?")
      .bind(longAgo, longAgo.slice(0, 10), estimate.id)
      .run();
    expect((await customer(`/estimates/${token}`)).status).toBe(200);
    await move(jobId, "cancelled", "Customer moved away");
    await env.DB.prepare("UPDATE jobs SET cancelled_at = ? WHERE id = ?").bind(longAgo, jobId).run();
    expect((await customer(`/estimates/${token}`)).status).toBe(410);
  });
});
