import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { credentials } from "../../src/config/business";
import { jobTexts } from "../../src/lib/job-texts";
import { crons } from "../../worker/crons";
import { refreshDueItems } from "../../worker/domain/jobs/compliance";
import { retryComplianceDigest, sendComplianceDigest } from "../../worker/domain/jobs/digest";
import { sendDueReviewRequests } from "../../worker/domain/jobs/review";
import type { Env } from "../../worker/env";
import worker from "../../worker/index";
import { approvedJob, jobCall, move, readJob, schedule, setFacts, today, unregulatedFacts } from "./support/jobs";

/** The scheduled runs' share of jobs: the 7:00 digest once a day across DST and its retry, the review request once, packets not yet made. */

const resend = { RESEND_API_KEY: "re_test_key", LEAD_EMAIL_FROM: "Lakeshore Desk <desk@lakeshore.example>" };
const hour = 3_600_000;

afterEach(() => vi.restoreAllMocks());

function stubResend() {
  const sent: Array<{ to: string[]; subject: string; text: string; key: string | null }> = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    expect(request.url).toBe("https://api.resend.com/emails");
    sent.push({
      ...((await request.json()) as { to: string[]; subject: string; text: string }),
      key: request.headers.get("Idempotency-Key"),
    });
    return Response.json({ id: "email_1" });
  });
  return sent;
}

async function runScheduled(at: number, overrides: Partial<Env> = {}, cron: string = crons.hourly) {
  await worker.scheduled(
    createScheduledController({ scheduledTime: at, cron }),
    { ...env, ...overrides },
    createExecutionContext(),
  );
}

/** A job with one item due on `day`, in years no other test reaches: the digest's content is this test's own. */
async function dueOn(day: string, title = "Asbestos notice") {
  const { jobId } = await approvedJob();
  await env.DB.prepare("INSERT INTO job_due_items (job_id, rule_id, title, due_on, todo) VALUES (?, 'asbestos-notice', ?, ?, ?)")
    .bind(jobId, title, day, `Send the written notice by ${day}.`)
    .run();
  return jobId;
}

/**
 * Every run of both crons over a Chicago day, from its midnight (`midnightUtc`) to the next, in
 * order: the morning cron at the top of its UTC hours (the digest), the hourly one at :17 (its retry).
 */
function runsOfTheDay(midnightUtc: string) {
  const first = Date.parse(midnightUtc);
  const runs: Array<{ at: number; cron: string }> = [];
  for (let at = first; at < first + 25 * hour; at += hour) {
    const utcHour = new Date(at).getUTCHours();
    if (crons.morning.split(" ")[1]?.split(",").map(Number).includes(utcHour)) runs.push({ at, cron: crons.morning });
    runs.push({ at: at + 17 * 60_000, cron: crons.hourly });
  }
  return runs;
}

/** What the digest's part of each run did, as the scheduled handler would call it for that cron. */
async function digestRuns(midnightUtc: string) {
  const outcomes: Array<[string, string]> = [];
  for (const { at, cron } of runsOfTheDay(midnightUtc)) {
    const now = new Date(at);
    const outcome =
      cron === crons.morning ? await sendComplianceDigest(env.DB, resend, now) : await retryComplianceDigest(env.DB, resend, now);
    outcomes.push([now.toISOString(), outcome]);
  }
  return outcomes;
}

const digestRow = (day: string) =>
  env.DB.prepare("SELECT status, detail FROM compliance_digests WHERE day = ?")
    .bind(day)
    .first<{ status: string; detail: string }>();

describe("the compliance digest", () => {
  it("goes once, at 7:00 in Chicago from the morning cron, on the day summer time starts and the day it ends", async () => {
    const sent = stubResend();
    await dueOn("2020-03-10");
    await dueOn("2020-11-03");
    // 2020-03-08: clocks go forward at 2:00 (CST → CDT): 7:00 in Chicago is 12:00 UTC.
    const spring = await digestRuns("2020-03-08T06:00:00Z");
    expect(spring.filter(([, outcome]) => outcome === "sent")).toEqual([["2020-03-08T12:00:00.000Z", "sent"]]);
    expect(spring.find(([at]) => at === "2020-03-08T13:00:00.000Z")?.[1]).toBe("not-the-hour");
    // 2020-11-01: clocks go back at 2:00 (CDT → CST), 1:00 happens twice, and 7:00 is 13:00 UTC.
    const autumn = await digestRuns("2020-11-01T05:00:00Z");
    expect(autumn.filter(([, outcome]) => outcome === "sent")).toEqual([["2020-11-01T13:00:00.000Z", "sent"]]);
    expect(autumn.find(([at]) => at === "2020-11-01T12:00:00.000Z")?.[1]).toBe("not-the-hour");
    expect(sent).toHaveLength(2);
    expect(sent[0]?.key).toBe("compliance-digest-2020-03-08");
    expect(sent[0]?.to).toContain("owner@lakeshore.example");
    expect(sent[0]?.text).toContain("Asbestos notice: due Tuesday, March 10, 2020.");
    expect(sent[0]?.subject).toBe("1 compliance item due: Sunday, March 8, 2020");
  });

  it("is not sent when nothing is due or overdue, and a second run of the same hour sends nothing more", async () => {
    const sent = stubResend();
    expect(await sendComplianceDigest(env.DB, resend, new Date("2019-06-12T12:00:00Z"))).toBe("nothing-due");
    expect(sent).toHaveLength(0);
    expect(await digestRow("2019-06-12")).toBeNull();

    await dueOn("2019-06-20", "Mold clearance");
    const seven = new Date("2019-06-13T12:00:00Z");
    expect(await sendComplianceDigest(env.DB, resend, seven)).toBe("sent");
    expect(await sendComplianceDigest(env.DB, resend, new Date(seven.getTime() + 60_000))).toBe("already-sent");
    expect(await retryComplianceDigest(env.DB, resend, new Date(seven.getTime() + 17 * 60_000))).toBe("nothing-to-retry");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain("Mold clearance");
  });

  it("whose sending failed (or was cut short) is sent by a later run that day, once, with the same key", async () => {
    await dueOn("2017-05-16");
    const sent = stubResend();
    const unavailable = async () => new Response("Service unavailable", { status: 503 });
    vi.mocked(globalThis.fetch).mockImplementationOnce(unavailable);
    // Tuesday, May 9, 2017: 7:00 in Chicago (CDT) is 12:00 UTC.
    const outcomes = await digestRuns("2017-05-09T05:00:00Z");
    expect(outcomes.filter(([, outcome]) => outcome !== "not-the-hour" && outcome !== "nothing-to-retry")).toEqual([
      ["2017-05-09T12:00:00.000Z", "failed"],
      ["2017-05-09T12:17:00.000Z", "sent"],
    ]);
    expect(sent.map((message) => message.key)).toEqual(["compliance-digest-2017-05-09"]);
    expect(await digestRow("2017-05-09")).toMatchObject({ status: "sent" });

    // A run that ended while sending left "sending": the first hourly run 30 minutes later sends it.
    await env.DB.prepare(
      "INSERT INTO compliance_digests (day, status, items, created_at, updated_at) VALUES ('2017-05-12', 'sending', 1, ?, ?)",
    )
      .bind("2017-05-12T12:00:00.000Z", "2017-05-12T12:00:00.000Z")
      .run();
    expect(await retryComplianceDigest(env.DB, resend, new Date("2017-05-12T12:17:00Z"))).toBe("nothing-to-retry");
    expect(await retryComplianceDigest(env.DB, resend, new Date("2017-05-12T13:17:00Z"))).toBe("sent");
    expect(sent.map((message) => message.key)).toEqual(["compliance-digest-2017-05-09", "compliance-digest-2017-05-12"]);

    // A failure the whole day long is left failed: the next day's digest is that day's own.
    vi.mocked(globalThis.fetch).mockImplementation(unavailable);
    const failing = await digestRuns("2017-05-10T05:00:00Z");
    // At 7:00, then at every hourly run from 7:17 to 23:17.
    expect(failing.filter(([, outcome]) => outcome === "failed")).toHaveLength(1 + 17);
    expect(await digestRow("2017-05-10")).toMatchObject({ status: "failed" });
    expect(await retryComplianceDigest(env.DB, resend, new Date("2017-05-11T11:17:00Z"))).toBe("nothing-to-retry");
  });

  it("lists overdue items apart from those due soon, and is sent by the scheduled handler's morning cron only", async () => {
    const sent = stubResend();
    // A mold job whose work was done on Monday, January 29, 2018: its clearance is overdue by Thursday.
    const { jobId } = await approvedJob();
    await setFacts(jobId, unregulatedFacts({ mold: { squareFeet: 80 } }));
    await env.DB.prepare(
      "UPDATE jobs SET state = 'work_done', start_on = '2018-01-22', started_on = '2018-01-22', end_on = '2018-01-29', work_done_on = '2018-01-29' WHERE id = ?",
    )
      .bind(jobId)
      .run();
    await refreshDueItems(env.DB, jobId, new Date("2018-02-01T13:00:00Z"));
    await dueOn("2018-02-01", "Asbestos waste shipment records");
    const ofTheDay = () => sent.filter((message) => message.key === "compliance-digest-2018-02-01");
    // Thursday, February 1, 2018 at 7:17 in Chicago (CST): the hourly run sends no digest of its own.
    await runScheduled(Date.parse("2018-02-01T13:17:00Z"), resend, crons.hourly);
    expect(ofTheDay()).toEqual([]);
    // At 7:00, the morning cron's run sends it.
    await runScheduled(Date.parse("2018-02-01T13:00:00Z"), resend, crons.morning);
    const [digest] = ofTheDay();
    expect(digest?.subject).toBe("1 overdue, 2 compliance items due: Thursday, February 1, 2018");
    expect(digest?.text.indexOf("OVERDUE (1)")).toBeLessThan(
      digest?.text.indexOf("Mold clearance: due Monday, January 29, 2018") ?? -1,
    );
    expect(digest?.text).toContain("DUE BY THURSDAY, FEBRUARY 15, 2018 (1)");
  });
});

describe("the review request", () => {
  async function closedJob() {
    const made = await approvedJob();
    await setFacts(made.jobId, unregulatedFacts());
    await schedule(made.jobId, today(), today());
    await move(made.jobId, "in_progress");
    await move(made.jobId, "work_done");
    await move(made.jobId, "closed");
    return made;
  }

  it("goes once, two days after closing, with the business's review link in the customer's language", async () => {
    const { jobId } = await closedJob();
    const { number, customer } = await readJob(jobId);
    const sent = stubResend();
    const forThisJob = () => sent.filter((message) => message.subject.includes(number));
    await sendDueReviewRequests(env.DB, resend, new Date(Date.now() + 47 * hour));
    expect(forThisJob()).toEqual([]);
    const later = new Date(Date.now() + 49 * hour);
    await Promise.all([sendDueReviewRequests(env.DB, resend, later), sendDueReviewRequests(env.DB, resend, later)]);
    await sendDueReviewRequests(env.DB, resend, new Date(later.getTime() + hour));
    expect(forThisJob()).toHaveLength(1);
    const expected = jobTexts.en.reviewEmail({ customerName: customer.name, number, reviewUrl: credentials.reviewUrl });
    expect(forThisJob()[0]).toMatchObject({ to: [customer.email], subject: expected.subject, text: expected.text });
    expect((await readJob(jobId)).reviewRequest.status).toBe("sent");
  });

  it("is not sent when staff switched it off for the job", async () => {
    const { jobId } = await closedJob();
    const job = await readJob(jobId);
    const off = await jobCall(jobId, "/review-request", { method: "PUT", body: { version: job.version, enabled: false } });
    expect(off.status).toBe(200);
    const sent = stubResend();
    await sendDueReviewRequests(env.DB, resend, new Date(Date.now() + 49 * hour));
    expect(sent.filter((message) => message.text.includes(job.number))).toEqual([]);
    expect((await readJob(jobId)).reviewRequest.status).toBe("not_sent");
  });
});

describe("the closeout packet", () => {
  it("is made by the hourly job when the closing's request could not make it", async () => {
    const { jobId } = await approvedJob();
    await setFacts(jobId, unregulatedFacts());
    await schedule(jobId, today(), today());
    await move(jobId, "in_progress");
    await move(jobId, "work_done");
    await move(jobId, "closed");
    await env.DB.prepare("UPDATE jobs SET closeout_pdf_key = NULL, closeout_pdf_sha256 = NULL WHERE id = ?").bind(jobId).run();
    expect((await readJob(jobId)).closeout).toBe("missing");
    await runScheduled(Date.now());
    expect((await readJob(jobId)).closeout).toBe("stored");
  });
});
