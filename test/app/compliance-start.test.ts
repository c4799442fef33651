import { describe, expect, test } from "vitest";
import { checkStart, evaluateJob } from "../../src/lib/compliance/evaluate";
import { federalRules } from "../../src/lib/compliance/rules";
import { firstStartAllowed } from "../../src/lib/compliance/ways";
import { jobInput, leadFacts, neshapFacts, notice, record, requirement } from "./compliance-fixtures";

/** What holds a job's start back: the asbestos notice (10 working days) and the lead pamphlet (60 / 7 days). */

const asbestosJob = (today: string, start: string, records = [notice("2026-11-25", "2026-12-09")]) =>
  jobInput({ facts: neshapFacts, today, schedule: { start, end: "2026-12-18" }, records });

describe("the asbestos notice holds the start", () => {
  test("the rule's own notice gives the first allowed start from its postmark day", () => {
    const noticeWay = federalRules.find((rule) => rule.id === "asbestos-notice")?.ways[0];
    if (!noticeWay) throw new Error("The asbestos notice has no way.");
    expect(firstStartAllowed(noticeWay, "2026-11-25")).toBe("2026-12-09");
    expect(firstStartAllowed(noticeWay, "2026-12-28")).toBe("2027-01-11");
  });

  test("with no notice, the start cannot be set earlier than 10 working days after today, and the refusal names the day", () => {
    const input = jobInput({ facts: neshapFacts, today: "2026-11-30", schedule: { start: "2026-12-07" } });
    const check = checkStart(input, "2026-12-07");
    expect(check.firstAllowedDay).toBe("2026-12-14");
    expect(check.canBeScheduled).toBe(false);
    expect(check.scheduleRefusal).toBe(
      "The start cannot be Monday, December 7, 2026; the first allowed day is Monday, December 14, 2026. " +
        "Asbestos notice: The written notice is not done: done today (Monday, November 30, 2026), it allows the start from Monday, December 14, 2026. " +
        "Choose Monday, December 14, 2026 or later.",
    );
    expect(check.mayStart).toBe(false);
    const notice = requirement(input, "asbestos-notice");
    expect(notice.status).toBe("overdue");
    expect(notice.dueOn).toBe("2026-11-23");
    expect(notice.todo).toBe(
      "Send the written notice of the asbestos removal to the Illinois EPA, postmarked or delivered, as soon as you can: done today, it allows the start from Monday, December 14, 2026; move the start to that day or later.",
    );
  });

  test("a start on the first allowed day can be set; the notice is due today and the work waits for it", () => {
    const input = jobInput({ facts: neshapFacts, today: "2026-11-30", schedule: { start: "2026-12-14" } });
    const { start, requirements } = evaluateJob(input);
    expect(start?.canBeScheduled).toBe(true);
    expect(start?.mayStart).toBe(false);
    expect(start?.refusal).toBe(
      "Work cannot start on Monday, December 14, 2026 yet. Asbestos notice: Send the written notice of the asbestos removal to the Illinois EPA, postmarked or delivered, by Monday, November 30, 2026.",
    );
    expect(requirements.find((each) => each.ruleId === "asbestos-notice")?.status).toBe("to-do");
  });

  test("postmarked on a Wednesday, removal may start the Wednesday two weeks later, not the day before", () => {
    const done = evaluateJob(asbestosJob("2026-12-01", "2026-12-09"));
    expect(done.requirements.find((each) => each.ruleId === "asbestos-notice")).toMatchObject({
      status: "done",
      doneOn: "2026-11-25",
    });
    expect(done.start).toMatchObject({ mayStart: true, canBeScheduled: true, refusal: null, firstAllowedDay: "2026-12-09" });
    const dayBefore = checkStart(asbestosJob("2026-12-01", "2026-12-09"), "2026-12-08");
    expect(dayBefore.canBeScheduled).toBe(false);
    expect(dayBefore.firstAllowedDay).toBe("2026-12-09");
    expect(dayBefore.scheduleRefusal).toBe(
      "The start cannot be Tuesday, December 8, 2026; the first allowed day is Wednesday, December 9, 2026. " +
        "Asbestos notice: The written notice of Wednesday, November 25, 2026 gave Wednesday, December 9, 2026 as the start, and an updated one sent today allows no earlier day. " +
        "Choose Wednesday, December 9, 2026 or later.",
    );
  });

  test("a notice postmarked too late for the start it gave: the start must move, and the engine names the day", () => {
    const input = asbestosJob("2026-12-01", "2026-12-09", [notice("2026-11-30", "2026-12-09")]);
    const late = requirement(input, "asbestos-notice");
    expect(late.status).toBe("overdue");
    expect(late.todo).toBe("Move the start to Monday, December 14, 2026 or later.");
    expect(late.notes).toEqual([
      "The written notice of Monday, November 30, 2026 allows the start from Monday, December 14, 2026.",
    ]);
    expect(evaluateJob(input).start).toMatchObject({ mayStart: false, canBeScheduled: false, firstAllowedDay: "2026-12-14" });
  });

  describe("a start moved after the notice was sent asks for an updated notice", () => {
    test("moved later: the update is due by the start the notice gave; the work waits for it", () => {
      const input = asbestosJob("2026-12-01", "2026-12-16");
      const moved = requirement(input, "asbestos-notice");
      expect(moved.status).toBe("to-do");
      expect(moved.dueOn).toBe("2026-12-09");
      expect(moved.todo).toBe(
        "The start moved from Wednesday, December 9, 2026 to Wednesday, December 16, 2026: send an updated written notice giving the new start by Wednesday, December 9, 2026, the start the last one gave.",
      );
      expect(evaluateJob(input).start).toMatchObject({ canBeScheduled: true, mayStart: false });
      expect(requirement(asbestosJob("2026-12-10", "2026-12-16"), "asbestos-notice").status).toBe("overdue");
    });

    test("the update recorded in time meets it; recorded after the start it replaced, it is flagged", () => {
      const inTime = asbestosJob("2026-12-10", "2026-12-16", [
        notice("2026-11-25", "2026-12-09"),
        notice("2026-12-08", "2026-12-16"),
      ]);
      expect(requirement(inTime, "asbestos-notice")).toMatchObject({ status: "done", doneOn: "2026-12-08", notes: [] });
      expect(evaluateJob(inTime).start?.mayStart).toBe(true);
      const late = asbestosJob("2026-12-10", "2026-12-16", [
        notice("2026-11-25", "2026-12-09"),
        notice("2026-12-10", "2026-12-16"),
      ]);
      expect(requirement(late, "asbestos-notice")).toMatchObject({
        status: "done",
        notes: [
          "The updated written notice of Thursday, December 10, 2026 was sent after Wednesday, December 9, 2026, the start the one before it gave.",
        ],
      });
    });

    test("moved earlier: the update is due 10 working days before the new start, which waits for it", () => {
      const records = [notice("2026-11-18", "2026-12-09")];
      const input = jobInput({ facts: neshapFacts, today: "2026-11-20", schedule: { start: "2026-12-04" }, records });
      const moved = requirement(input, "asbestos-notice");
      expect(moved).toMatchObject({ status: "to-do", dueOn: "2026-11-20" });
      expect(moved.todo).toBe(
        "The start moved from Wednesday, December 9, 2026 to Friday, December 4, 2026: send an updated written notice giving the new start by Friday, November 20, 2026.",
      );
      expect(checkStart(input, "2026-12-04")).toMatchObject({
        canBeScheduled: true,
        mayStart: false,
        firstAllowedDay: "2026-12-04",
      });
      expect(checkStart(input, "2026-12-03")).toMatchObject({ canBeScheduled: false, firstAllowedDay: "2026-12-04" });
      const updated = { ...input, records: [...records, notice("2026-11-20", "2026-12-04")] };
      expect(requirement(updated, "asbestos-notice").status).toBe("done");
      expect(evaluateJob(updated).start?.mayStart).toBe(true);
      // The update fixes the earlier start: a day before it is refused again.
      expect(checkStart(updated, "2026-12-03").canBeScheduled).toBe(false);
    });

    test("moved earlier when an update can no longer reach it: move the start back", () => {
      const moved = requirement(asbestosJob("2026-12-01", "2026-12-08"), "asbestos-notice");
      expect(moved.status).toBe("overdue");
      expect(moved.todo).toBe(
        "The start moved from Wednesday, December 9, 2026 to Tuesday, December 8, 2026, too soon for an updated written notice: move the start to Wednesday, December 9, 2026 or later.",
      );
    });
  });

  test("a notice without its copy, or without the start it gave, does not count yet", () => {
    const noFile = requirement(
      asbestosJob("2026-12-01", "2026-12-09", [{ ...notice("2026-11-25", "2026-12-09"), evidence: null }]),
      "asbestos-notice",
    );
    expect(noFile.status).toBe("overdue");
    expect(noFile.notes).toEqual([
      "The written notice of Wednesday, November 25, 2026 does not count yet: attach the copy of the notice as sent.",
    ]);
    const noStart = requirement(
      asbestosJob("2026-12-01", "2026-12-09", [{ ...notice("2026-11-25", "2026-12-09"), announcedStart: null }]),
      "asbestos-notice",
    );
    expect(noStart.notes).toEqual([
      "The written notice of Wednesday, November 25, 2026 does not count yet: record the start day it gave.",
    ]);
  });

  test("a job with no start set has due days only once it has one", () => {
    const unscheduled = requirement(jobInput({ facts: neshapFacts }), "asbestos-notice");
    expect(unscheduled).toMatchObject({ status: "to-do", dueOn: null });
    expect(unscheduled.todo).toBe(
      "Send the written notice of the asbestos removal to the Illinois EPA, postmarked or delivered, at least 10 working days before the start (the day is known once the start is set).",
    );
    expect(evaluateJob(jobInput({ facts: neshapFacts })).start).toBeNull();
  });
});

describe("the Renovate Right pamphlet: no more than 60 days before the start, or mailed at least 7 days before", () => {
  const start = "2026-06-15";
  const pamphletJob = (today: string, records: ReturnType<typeof record>[], jobStart = start) =>
    jobInput({ facts: leadFacts, today, schedule: { start: jobStart, end: "2026-06-26" }, records });
  const acknowledged = (doneOn: string) =>
    record("lead-pamphlet", "acknowledgment", doneOn, { reference: "E-2026-0042", evidence: null });
  const mailed = (doneOn: string) => record("lead-pamphlet", "mailing", doneOn);

  test("an acknowledgment 60 days before the start counts; 61 days before, it must be asked again", () => {
    expect(requirement(pamphletJob("2026-06-01", [acknowledged("2026-04-16")]), "lead-pamphlet")).toMatchObject({
      status: "done",
      doneOn: "2026-04-16",
    });
    const tooOld = requirement(pamphletJob("2026-06-01", [acknowledged("2026-04-15")]), "lead-pamphlet");
    expect(tooOld.status).toBe("to-do");
    expect(tooOld.notes).toEqual([
      "The owner's written acknowledgment of Wednesday, April 15, 2026 is too early: only one made on Thursday, April 16, 2026 or later counts. Do it again.",
    ]);
  });

  test("an acknowledgment on the day work begins counts; one after does not", () => {
    expect(requirement(pamphletJob("2026-06-15", [acknowledged("2026-06-15")]), "lead-pamphlet").status).toBe("done");
    const after = requirement(pamphletJob("2026-06-16", [acknowledged("2026-06-16")]), "lead-pamphlet");
    expect(after.status).toBe("overdue");
    expect(after.todo).toBe("Move the start to Tuesday, June 16, 2026 or later.");
  });

  test("a certificate of mailing 7 days before counts, 6 days before does not, and 61 days before is too early", () => {
    expect(requirement(pamphletJob("2026-06-10", [mailed("2026-06-08")]), "lead-pamphlet").status).toBe("done");
    const sixDays = requirement(pamphletJob("2026-06-10", [mailed("2026-06-09")]), "lead-pamphlet");
    expect(sixDays.status).toBe("to-do");
    expect(sixDays.notes).toEqual([
      "The certificate of mailing of Tuesday, June 9, 2026 allows the start from Tuesday, June 16, 2026.",
    ]);
    expect(requirement(pamphletJob("2026-06-01", [mailed("2026-04-16")]), "lead-pamphlet").status).toBe("done");
    expect(requirement(pamphletJob("2026-06-01", [mailed("2026-04-15")]), "lead-pamphlet").status).toBe("to-do");
    expect(requirement(pamphletJob("2026-06-01", [{ ...mailed("2026-06-01"), evidence: null }]), "lead-pamphlet").notes).toEqual([
      "The certificate of mailing of Monday, June 1, 2026 does not count yet: attach the certificate of mailing.",
    ]);
  });

  test("both ways are offered while both can still be done; then only the one that can", () => {
    expect(requirement(pamphletJob("2026-06-01", []), "lead-pamphlet").todo).toBe(
      "Give the owner the Renovate Right pamphlet and get their written acknowledgment by Monday, June 15, 2026, or mail the pamphlet to the owner with a certificate of mailing by Monday, June 8, 2026.",
    );
    expect(requirement(pamphletJob("2026-06-10", []), "lead-pamphlet")).toMatchObject({
      status: "to-do",
      dueOn: "2026-06-15",
      todo: "Give the owner the Renovate Right pamphlet and get their written acknowledgment by Monday, June 15, 2026.",
    });
  });

  test("the estimate's acknowledgment stops counting when the start moves more than 60 days past it, and the work waits", () => {
    const records = [acknowledged("2026-04-20")];
    expect(evaluateJob(pamphletJob("2026-06-01", records)).start?.mayStart).toBe(true);
    const moved = evaluateJob(pamphletJob("2026-06-01", records, "2026-06-22"));
    expect(moved.requirements.find((each) => each.ruleId === "lead-pamphlet")?.status).toBe("to-do");
    expect(moved.start?.mayStart).toBe(false);
    expect(moved.start?.canBeScheduled).toBe(true);
    expect(moved.start?.blocking.map((blocker) => blocker.ruleId)).toEqual(["lead-pamphlet"]);
  });
});
