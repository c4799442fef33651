import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { addWorkingDays } from "../../src/lib/compliance/days";
import { deadlineDay, firstEventDayAllowed } from "../../src/lib/compliance/deadlines";
import { federalRules } from "../../src/lib/compliance/rules";
import type { JobDetail, ScheduleAnswer } from "../../src/lib/job-desk";
import { formatLongDay, jobDeskMessages } from "../../src/lib/jobs";
import { addDays } from "../../src/lib/zoned-time";
import { availableSlots } from "../../worker/domain/calendar/availability";
import { addStaff, desk } from "./support/desk-leads";
import {
  approvedJob,
  asUpload,
  facilityFacts,
  jobCall,
  move,
  pdfBytes,
  readJob,
  record,
  schedule,
  setFacts,
  today,
  unregulatedFacts,
} from "./support/jobs";

/** Every move of a job and every refusal, the schedule with the rules' first allowed day, and the calendar that follows. */

const noticeDeadline = federalRules.find((rule) => rule.id === "asbestos-notice")?.ways[0]?.due[0];
if (!noticeDeadline) throw new Error("The engine has no asbestos notice deadline.");

const calendarEvent = (jobId: string) =>
  env.DB.prepare("SELECT * FROM calendar_events WHERE job_id = ?").bind(jobId).first<Record<string, unknown>>();

describe("the schedule", () => {
  it("refuses a start before the first day the asbestos notice allows, naming that day", async () => {
    const { jobId } = await approvedJob();
    await setFacts(jobId, facilityFacts());
    const firstAllowed = firstEventDayAllowed(noticeDeadline, today());
    const { response, body } = await schedule(jobId, addDays(firstAllowed, -1), addDays(firstAllowed, 3));
    expect(response.status).toBe(409);
    expect(body.error).toContain(formatLongDay(firstAllowed));
    expect((body.fields as Record<string, string>).startOn).toBe(body.error);
    expect(body.firstAllowedDay).toBe(firstAllowed);
    expect((await readJob(jobId)).startOn).toBeNull();

    const allowed = await schedule(jobId, firstAllowed, addDays(firstAllowed, 3));
    expect(allowed.response.status).toBe(200);
    expect((allowed.body as ScheduleAnswer).job).toMatchObject({ state: "scheduled", startOn: firstAllowed });
  });

  it("asks for an updated notice when the start moves after the notice was sent", async () => {
    const { jobId } = await approvedJob();
    await setFacts(jobId, facilityFacts());
    const start = firstEventDayAllowed(noticeDeadline, today());
    expect((await schedule(jobId, start, addDays(start, 2))).response.status).toBe(200);
    await record(jobId, {
      ruleId: "asbestos-notice",
      wayId: "notice",
      doneOn: today(),
      reference: "IEPA-2026-118",
      file: asUpload(pdfBytes(), "notice.pdf"),
    });
    const noticed = await readJob(jobId);
    expect(noticed.checklist.find((requirement) => requirement.ruleId === "asbestos-notice")?.status).toBe("done");
    expect(noticed.records.at(-1)?.announcedStart).toBe(start);

    const later = addWorkingDays(start, 2);
    const { response, body } = await schedule(jobId, later, addDays(later, 2));
    expect(response.status).toBe(200);
    const answer = body as ScheduleAnswer;
    expect(answer.reopened.map((requirement) => requirement.ruleId)).toEqual(["asbestos-notice"]);
    expect(answer.reopened[0]?.todo).toMatch(/updated|update/i);
    expect(answer.job.checklist.find((requirement) => requirement.ruleId === "asbestos-notice")?.status).not.toBe("done");
  });

  it("moves the job's days on the staff calendar with its dates, and the calendar will not move them itself", async () => {
    const { jobId } = await approvedJob({ name: "Calendar Customer" });
    await setFacts(jobId, unregulatedFacts());
    const start = addDays(today(), 20);
    await schedule(jobId, start, addDays(start, 2), ["owner@lakeshore.example"]);
    const first = await calendarEvent(jobId);
    expect(first).toMatchObject({ kind: "job", all_day: 1, visibility: "staff" });
    expect(String(first?.title)).toContain("Calendar Customer");
    expect(String(first?.description)).toContain("owner@lakeshore.example");
    expect(new Date(String(first?.starts_at)).toISOString()).toBe(first?.starts_at);

    await schedule(jobId, addDays(start, 7), addDays(start, 8));
    const moved = await calendarEvent(jobId);
    expect(moved?.id).toBe(first?.id);
    expect(Date.parse(String(moved?.starts_at)) - Date.parse(String(first?.starts_at))).toBeGreaterThanOrEqual(
      7 * 86_400_000 - 3_600_000,
    );
    expect(Date.parse(String(moved?.ends_at)) - Date.parse(String(moved?.starts_at))).toBeGreaterThanOrEqual(
      2 * 86_400_000 - 3_600_000,
    );

    const patch = await desk(`/api/admin/calendar/events/${moved?.id}`, {
      method: "PATCH",
      body: { version: moved?.version, title: "Moved by hand" },
    });
    expect(patch.status).toBe(409);

    await schedule(jobId, null, null);
    expect(await calendarEvent(jobId)).toBeNull();
    expect((await readJob(jobId)).state).toBe("to_schedule");
  });

  it("leaves the free-inspection slots open on the job's days: the crew is busy, not the inspector", async () => {
    const { jobId } = await approvedJob();
    await setFacts(jobId, unregulatedFacts());
    const before = await availableSlots(env.DB, Date.now());
    expect(before.filter((slot) => Date.parse(slot.startsAt) < Date.now() + 19 * 86_400_000).length).toBeGreaterThan(0);
    await schedule(jobId, today(), addDays(today(), 20));
    expect(await calendarEvent(jobId)).not.toBeNull();
    expect(await availableSlots(env.DB, Date.now())).toEqual(before);
  });

  it("warns when a crew member is booked on two jobs the same day", async () => {
    const crew = `crew.${crypto.randomUUID().slice(0, 8)}@lakeshore.example`;
    await addStaff(crew);
    const start = addDays(today(), 40);
    const [a, b] = [await approvedJob(), await approvedJob()];
    for (const { jobId } of [a, b]) await setFacts(jobId, unregulatedFacts());
    await schedule(a.jobId, start, addDays(start, 4), [crew]);
    await schedule(b.jobId, addDays(start, 3), addDays(start, 5), [crew]);
    const job = await readJob(b.jobId);
    expect(job.crewClashes).toEqual([
      { email: crew, jobId: a.jobId, number: (await readJob(a.jobId)).number, startOn: start, endOn: addDays(start, 4) },
    ]);
    await schedule(b.jobId, addDays(start, 5), addDays(start, 6), [crew]);
    expect((await readJob(b.jobId)).crewClashes).toEqual([]);
  });

  it("takes the crew from the staff list, and refuses an end before the start", async () => {
    const { jobId } = await approvedJob();
    const start = addDays(today(), 30);
    const stranger = await schedule(jobId, start, addDays(start, 1), ["someone@elsewhere.example"]);
    expect(stranger.response.status).toBe(400);
    expect(stranger.body.error).toBe(jobDeskMessages.unknownStaff("someone@elsewhere.example"));
    const backwards = await schedule(jobId, start, addDays(start, -1));
    expect(backwards.response.status).toBe(400);
    expect(backwards.body.error).toBe(jobDeskMessages.endBeforeStart);
  });
});

describe("the job's moves", () => {
  it("go to schedule → on hold → back, scheduled → in progress → work done → in progress → work done → closed, each in the timeline", async () => {
    const { jobId } = await approvedJob();
    expect((await move(jobId, "in_progress")).response.status).toBe(409);
    const noReason = await move(jobId, "on_hold");
    expect(noReason.response.status).toBe(400);
    expect(noReason.body.error).toBe(jobDeskMessages.reasonNeeded);
    expect((await move(jobId, "on_hold", "Customer is travelling")).body.job).toMatchObject({
      state: "on_hold",
      heldFrom: "to_schedule",
      stateReason: "Customer is travelling",
    });
    const wrongWay = await move(jobId, "scheduled");
    expect(wrongWay.response.status).toBe(409);
    expect(wrongWay.body.error).toBe(jobDeskMessages.backFromHold("to_schedule"));
    expect((await move(jobId, "to_schedule")).body.job?.state).toBe("to_schedule");

    await schedule(jobId, today(), addDays(today(), 2));
    const unconfirmed = await move(jobId, "in_progress");
    expect(unconfirmed.response.status).toBe(409);
    expect(unconfirmed.body.error).toBe(jobDeskMessages.factsUnconfirmed);
    await setFacts(jobId, unregulatedFacts());
    expect((await move(jobId, "in_progress")).body.job).toMatchObject({ state: "in_progress", startedOn: today() });
    const fixed = await schedule(jobId, addDays(today(), 1), addDays(today(), 3));
    expect(fixed.response.status).toBe(400);
    expect(fixed.body.error).toBe(jobDeskMessages.startFixed);
    expect((await move(jobId, "work_done")).body.job).toMatchObject({ state: "work_done", workDoneOn: today() });
    expect((await move(jobId, "in_progress")).body.job).toMatchObject({ state: "in_progress", workDoneOn: null });
    await move(jobId, "work_done");
    const closed = (await move(jobId, "closed")).body.job as JobDetail;
    expect(closed).toMatchObject({ state: "closed", closedOn: today(), closeout: "stored" });
    expect(closed.reviewRequest).toMatchObject({ enabled: true, status: "pending" });

    const after = await move(jobId, "cancelled", "Too late");
    expect(after.response.status).toBe(409);
    expect(after.body.error).toBe(jobDeskMessages.cannotMove("closed", "cancelled"));
    const locked = await schedule(jobId, today(), addDays(today(), 5));
    expect(locked.response.status).toBe(409);
    expect(locked.body.error).toBe(jobDeskMessages.final("closed"));
    expect(closed.history.filter((event) => event.kind === "job_state_changed").map((event) => event.detail)).toEqual([
      expect.stringContaining("To schedule → On hold (Customer is travelling)"),
      expect.stringContaining("On hold → To schedule"),
      expect.stringContaining("Scheduled → In progress"),
      expect.stringContaining("In progress → Work done"),
      expect.stringContaining("Work done → In progress"),
      expect.stringContaining("In progress → Work done"),
      expect.stringContaining("Work done → Closed"),
    ]);
    expect(closed.history.map((event) => event.kind)).toContain("job_scheduled");
  });

  it("cancel with a reason, which takes the job off the calendar", async () => {
    const { jobId } = await approvedJob();
    await schedule(jobId, addDays(today(), 25), addDays(today(), 26));
    expect(await calendarEvent(jobId)).not.toBeNull();
    expect((await move(jobId, "cancelled", "Customer sold the house")).body.job).toMatchObject({
      state: "cancelled",
      stateReason: "Customer sold the house",
    });
    expect(await calendarEvent(jobId)).toBeNull();
  });

  it("are refused against an older version", async () => {
    const { jobId } = await approvedJob();
    const job = await readJob(jobId);
    await move(jobId, "on_hold", "Waiting for the permit");
    const response = await jobCall(jobId, "/state", {
      method: "POST",
      body: { version: job.version, to: "cancelled", reason: "x" },
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toBe(jobDeskMessages.stale);
  });
});

describe("the compliance rules hold the job back", () => {
  it("from starting while the asbestos notice is open, and from closing while a waste load's signed copy is missing", async () => {
    const { jobId } = await approvedJob();
    await setFacts(jobId, facilityFacts());
    // A notice postmarked on the last day that allows a start today.
    const postmark = deadlineDay(noticeDeadline, today());
    expect((await schedule(jobId, addDays(today(), 30), addDays(today(), 32))).response.status).toBe(200);
    const early = await move(jobId, "in_progress");
    expect(early.response.status).toBe(409);
    expect(early.body.error).toContain("Asbestos notice");
    expect(early.body.blocking).toEqual([expect.objectContaining({ ruleId: "asbestos-notice" })]);

    await record(jobId, {
      ruleId: "asbestos-notice",
      wayId: "notice",
      doneOn: postmark,
      reference: null,
      announcedStart: today(),
      file: asUpload(pdfBytes(), "notice.pdf"),
    });
    expect((await schedule(jobId, today(), addDays(today(), 2))).response.status).toBe(200);
    expect((await move(jobId, "in_progress")).body.job?.state).toBe("in_progress");
    await move(jobId, "work_done");

    const open = await move(jobId, "closed");
    expect(open.response.status).toBe(409);
    expect(open.body.error).toContain("Asbestos waste shipment records");
    expect(open.body.blocking).toEqual([expect.objectContaining({ ruleId: "asbestos-waste-records" })]);

    const load = await jobCall(jobId, "/waste-loads", {
      method: "POST",
      body: {
        shippedOn: today(),
        transporter: "Midwest Haulers",
        disposalSite: "Countryside Landfill",
        recordNumber: "WSR-0042",
      },
    });
    expect(load.status).toBe(201);
    const [shipped] = ((await load.json()) as { job: JobDetail }).job.loads;
    expect((await move(jobId, "closed")).response.status).toBe(409);
    const back = await jobCall(jobId, `/waste-loads/${shipped?.id}`, {
      method: "PATCH",
      body: { version: shipped?.version, returnedOn: today(), file: asUpload(pdfBytes("signed"), "signed.pdf") },
    });
    expect(back.status, await back.clone().text()).toBe(200);
    expect((await move(jobId, "closed")).body.job?.state).toBe("closed");
  });
});
