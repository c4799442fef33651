import { describe, expect, test } from "vitest";
import { evaluateJob } from "../../src/lib/compliance/evaluate";
import type { ItemRecord } from "../../src/lib/compliance/job-input";
import { jobInput, leadFacts, load, neshapFacts, notice, record, requirement, siteFacts } from "./compliance-fixtures";

/** What is due at and after the end of the work, and what holds a job's close back. */

describe("asbestos waste shipment records: the signed copy back within 35 days, else contact; at 45, report", () => {
  const wasteJob = (today: string, loads: ItemRecord[]) =>
    jobInput({
      facts: neshapFacts,
      today,
      schedule: { start: "2026-02-16", end: "2026-02-27" },
      records: [notice("2026-02-02", "2026-02-16")],
      items: loads,
    });
  const waste = (today: string, loads: ItemRecord[]) => requirement(wasteJob(today, loads), "asbestos-waste-records");
  const shipped = "2026-03-02";

  test("on day 35 the copy is still due; on day 36 the job says to contact the transporter and the site", () => {
    expect(waste("2026-04-06", [load(shipped)])).toMatchObject({
      status: "to-do",
      dueOn: "2026-04-06",
      todo: "The load of Monday, March 2, 2026: due back by Monday, April 6, 2026.",
    });
    expect(waste("2026-04-07", [load(shipped)])).toMatchObject({
      status: "overdue",
      dueOn: "2026-04-06",
      todo: "The load of Monday, March 2, 2026: contact the transporter and the disposal site to find out where the load is.",
    });
  });

  test("once contacted, the load is due back by day 45; on day 46 the job says to report in writing to the agency", () => {
    const contacted = load(shipped, { followUpsDone: { contact: "2026-04-07" } });
    expect(waste("2026-04-16", [contacted])).toMatchObject({
      status: "to-do",
      dueOn: "2026-04-16",
      todo: "The load of Monday, March 2, 2026: due back by Thursday, April 16, 2026.",
    });
    expect(waste("2026-04-16", [contacted]).items[0]?.notes).toEqual(["Followed up on Tuesday, April 7, 2026."]);
    expect(waste("2026-04-17", [contacted])).toMatchObject({
      status: "overdue",
      dueOn: "2026-04-16",
      todo: "The load of Monday, March 2, 2026: report in writing to the agency: a copy of the shipment record and a signed cover letter saying what was done to find the load and what was found.",
    });
    // Past day 45 without the contact, the report is what is due.
    expect(waste("2026-04-20", [load(shipped)]).todo).toMatch(/: report in writing to the agency:/);
  });

  test("the written report settles the load for the close, saying it never came back", () => {
    const reported = load(shipped, { followUpsDone: { contact: "2026-04-07", report: "2026-04-17" } });
    const settled = waste("2026-04-20", [reported]);
    expect(settled).toMatchObject({ status: "done", doneOn: "2026-04-17" });
    expect(settled.items[0]?.notes).toEqual([
      "Followed up on Tuesday, April 7, 2026.",
      "Followed up on Friday, April 17, 2026.",
      "Settled on Friday, April 17, 2026 by the follow-up, without coming back.",
    ]);
  });

  test("a load back with its signed copy is done; back without the copy, the copy is asked for", () => {
    const back = load(shipped, { settledOn: "2026-03-20", evidence: { id: "wsr", kind: "pdf" } });
    expect(waste("2026-04-20", [back])).toMatchObject({ status: "done", doneOn: "2026-03-20" });
    const noCopy = waste("2026-03-21", [{ ...back, evidence: null }]);
    expect(noCopy.status).toBe("to-do");
    expect(noCopy.todo).toBe("The load of Monday, March 2, 2026: attach the shipment record signed by the disposal site.");
  });

  test("a load without its transporter is asked for it", () => {
    const anonymous = load(shipped, {
      fields: { transporter: " ", disposalSite: "Countryside Landfill", recordNumber: "WSR-1001" },
    });
    expect(waste("2026-03-10", [anonymous]).items[0]?.notes).toEqual([
      "The load of Monday, March 2, 2026: record the transporter.",
    ]);
    expect(waste("2026-03-25", [{ ...anonymous, settledOn: "2026-03-20", evidence: { id: "wsr", kind: "photo" } }]).status).toBe(
      "to-do",
    );
  });

  test("with several loads, the most urgent leads, and the earliest due day is the requirement's", () => {
    const result = waste("2026-04-08", [load("2026-03-20"), load(shipped)]);
    expect(result.status).toBe("overdue");
    expect(result.dueOn).toBe("2026-04-06");
    expect(result.todo).toMatch(/^The load of Monday, March 2, 2026: contact/);
    expect(result.items.map((item) => [item.startedOn, item.status])).toEqual([
      ["2026-03-02", "overdue"],
      ["2026-03-20", "to-do"],
    ]);
  });

  test("no load recorded yet: the job asks for them and cannot close", () => {
    const input = wasteJob("2026-03-02", []);
    expect(requirement(input, "asbestos-waste-records")).toMatchObject({
      status: "to-do",
      dueOn: null,
      todo: "Record each load of asbestos waste as it leaves the site: date shipped, transporter, disposal site and shipment record number.",
    });
    expect(evaluateJob(input).close.blocking.map((blocker) => blocker.ruleId)).toEqual(["asbestos-waste-records"]);
  });

  test("records are kept 2 years after the last of them", () => {
    const back = load(shipped, { settledOn: "2026-03-20", evidence: { id: "wsr", kind: "pdf" } });
    const input = {
      ...wasteJob("2026-04-01", [back]),
      schedule: { ...wasteJob("2026-04-01", []).schedule, workDoneOn: "2026-02-27" },
    };
    expect(evaluateJob(input).recordsKeptUntil).toBe("2028-03-20");
  });
});

describe("lead-safe records to the owner: with the final invoice or within 30 days of completion, whichever is first", () => {
  const handover = (today: string, schedule: object) =>
    requirement(
      jobInput({ facts: leadFacts, today, schedule: { start: "2026-06-01", end: "2026-06-26", ...schedule } }),
      "lead-records-to-owner",
    );

  test("due 30 days after the work is done: to do on the 30th day, overdue the day after", () => {
    expect(handover("2026-07-30", { workDoneOn: "2026-06-30" })).toMatchObject({
      status: "to-do",
      dueOn: "2026-07-30",
      todo: "Give the owner the records of the lead-safe work practices and the cleaning verification by Thursday, July 30, 2026.",
    });
    expect(handover("2026-07-31", { workDoneOn: "2026-06-30" }).status).toBe("overdue");
  });

  test("a final invoice sent earlier brings it forward; a later one does not", () => {
    expect(handover("2026-07-01", { workDoneOn: "2026-06-30", finalInvoiceOn: "2026-07-10" }).dueOn).toBe("2026-07-10");
    expect(handover("2026-07-01", { workDoneOn: "2026-06-30", finalInvoiceOn: "2026-08-15" }).dueOn).toBe("2026-07-30");
  });

  test("until the work is done, it counts from the planned end", () => {
    expect(handover("2026-06-10", {}).dueOn).toBe("2026-07-26");
  });

  test("it does not hold the close: the closeout may be how it is handed over", () => {
    const input = jobInput({
      facts: leadFacts,
      today: "2026-07-01",
      schedule: { start: "2026-06-01", end: "2026-06-26", workDoneOn: "2026-06-30" },
      records: [
        record("lead-pamphlet", "acknowledgment", "2026-05-01"),
        record("lead-cleaning-verification", "verification", "2026-06-30"),
      ],
    });
    const { close, requirements } = evaluateJob(input);
    expect(requirements.find((each) => each.ruleId === "lead-records-to-owner")?.status).toBe("to-do");
    expect(close).toEqual({ mayClose: true, refusal: null, blocking: [] });
  });
});

describe("overdue or to do, around today", () => {
  const verification = (today: string, records = [] as ReturnType<typeof record>[]) =>
    requirement(
      jobInput({ facts: leadFacts, today, schedule: { start: "2026-06-01", end: "2026-06-26" }, records }),
      "lead-cleaning-verification",
    );

  test("to do on the due day, overdue the day after, done once recorded", () => {
    expect(verification("2026-06-26")).toMatchObject({ status: "to-do", dueOn: "2026-06-26" });
    expect(verification("2026-06-27")).toMatchObject({ status: "overdue", dueOn: "2026-06-26" });
    const done = verification("2026-06-27", [record("lead-cleaning-verification", "verification", "2026-06-26")]);
    expect(done).toMatchObject({ status: "done", doneOn: "2026-06-26", dueOn: null, todo: null, notes: [] });
  });

  test("done late is done, and says it was late", () => {
    expect(verification("2026-06-29", [record("lead-cleaning-verification", "verification", "2026-06-28")])).toMatchObject({
      status: "done",
      notes: ["Done on Sunday, June 28, 2026, after it was due (Friday, June 26, 2026)."],
    });
  });
});

describe("closing a job", () => {
  const moldJob = (records: ReturnType<typeof record>[]) =>
    jobInput({
      facts: siteFacts({ mold: { squareFeet: 80 } }),
      today: "2026-06-29",
      schedule: { start: "2026-06-22", end: "2026-06-26" },
      records,
    });
  const clearance = (kind: "pdf" | "photo") =>
    record("mold-clearance", "assessment", "2026-06-27", { reference: "Lakeview Indoor Air", evidence: { id: "report", kind } });

  test("cannot close while the mold clearance is open; the refusal says which and what to do", () => {
    const { close } = evaluateJob(moldJob([]));
    expect(close.mayClose).toBe(false);
    expect(close.refusal).toBe(
      "The job cannot close yet. Mold clearance: Have an independent assessor verify the remediation and attach their report by Friday, June 26, 2026.",
    );
    expect(close.blocking).toEqual([
      {
        ruleId: "mold-clearance",
        title: "Mold clearance",
        todo: "Have an independent assessor verify the remediation and attach their report by Friday, June 26, 2026.",
      },
    ]);
  });

  test("the assessor's report must be a PDF", () => {
    const photo = evaluateJob(moldJob([clearance("photo")]));
    expect(photo.close.mayClose).toBe(false);
    expect(photo.requirements.find((each) => each.ruleId === "mold-clearance")?.notes).toEqual([
      "The post-remediation verification of Saturday, June 27, 2026 does not count yet: the assessor's report must be a pdf.",
    ]);
    expect(evaluateJob(moldJob([clearance("pdf")])).close).toEqual({ mayClose: true, refusal: null, blocking: [] });
  });

  test("the next due day across the checklist, and no retention period for a mold-only job", () => {
    const open = evaluateJob(moldJob([]));
    expect(open.nextDueOn).toBe("2026-06-26");
    const done = evaluateJob({ ...moldJob([clearance("pdf")]), schedule: { ...moldJob([]).schedule, workDoneOn: "2026-06-26" } });
    expect(done.nextDueOn).toBeNull();
    expect(done.recordsKeptYears).toBeNull();
    expect(done.recordsKeptUntil).toBeNull();
  });

  test("lead records are kept 3 years after completion; nothing is computed before the work is done", () => {
    const input = jobInput({ facts: leadFacts, schedule: { start: "2026-06-01", end: "2026-06-26" } });
    expect(evaluateJob(input)).toMatchObject({ recordsKeptYears: 3, recordsKeptUntil: null });
    expect(evaluateJob({ ...input, schedule: { ...input.schedule, workDoneOn: "2026-06-30" } }).recordsKeptUntil).toBe(
      "2029-06-30",
    );
  });
});
