import { checkStart, type JobCompliance } from "../../../src/lib/compliance/evaluate";
import type { SiteFacts } from "../../../src/lib/compliance/facts";
import type { ScheduleAnswer } from "../../../src/lib/job-desk";
import type { JobSchedule } from "../../../src/lib/job-schemas";
import { isFinal, jobDeskMessages } from "../../../src/lib/jobs";
import { conflict, invalid } from "../refusal";
import { jobEventStatement } from "./calendar";
import { checkVersion, commitJobChange } from "./commit";
import { evaluate } from "./compliance";
import { loadJobDetail } from "./detail";
import { factColumns, factValues, numberOfJob, readJobRow } from "./rows";

/**
 * Staff plan a job: its start and end dates and its crew (staff members), its site facts, and
 * whether the customer gets the review request. A start earlier than the compliance rules allow is
 * refused, naming the first allowed day; a start moved after a notice was sent is saved, and the
 * answer says which requirement now needs doing again (an updated notice).
 */

type Storage = { db: D1Database; bucket: R2Bucket };

const isOpen = (status: string) => status === "to-do" || status === "overdue";

/** Requirements that were met and are open again: what a change to the schedule or the facts reopened. */
const reopenedBy = (before: JobCompliance, after: JobCompliance) =>
  after.requirements
    .filter((requirement) => isOpen(requirement.status))
    .filter((requirement) => before.requirements.find((earlier) => earlier.ruleId === requirement.ruleId)?.status === "done")
    .map((requirement) => ({ ruleId: requirement.ruleId, title: requirement.title, todo: requirement.todo ?? "" }));

async function activeStaff(db: D1Database) {
  const { results } = await db.prepare("SELECT email FROM staff WHERE active = 1").all<{ email: string }>();
  return new Set(results.map((row) => row.email.toLowerCase()));
}

export async function saveSchedule(
  { db, bucket }: Storage,
  id: string,
  schedule: JobSchedule,
  actor: string,
  now = new Date(),
): Promise<ScheduleAnswer> {
  const job = await readJobRow(db, id);
  checkVersion(job, schedule.version);
  if (isFinal(job.state)) throw conflict(jobDeskMessages.final(job.state));
  const startOn = job.started_on ?? schedule.startOn;
  if (job.started_on && schedule.startOn !== job.started_on) throw invalid(jobDeskMessages.startFixed, "startOn");
  if (startOn && schedule.endOn && schedule.endOn < startOn) throw invalid(jobDeskMessages.endBeforeStart, "endOn");

  const { results: current } = await db.prepare("SELECT email FROM job_crew WHERE job_id = ?").bind(id).all<{ email: string }>();
  const staff = await activeStaff(db);
  const keeps = new Set(current.map((row) => row.email.toLowerCase()));
  const crew = [...new Set(schedule.crew.map((email) => email.toLowerCase()))];
  const stranger = crew.find((email) => !staff.has(email) && !keeps.has(email));
  if (stranger) throw invalid(jobDeskMessages.unknownStaff(stranger), "crew");

  const before = await evaluate(db, job, now);
  if (startOn && startOn !== (job.started_on ?? job.start_on)) {
    const check = checkStart(before.input, startOn);
    if (!check.canBeScheduled && check.scheduleRefusal)
      throw conflict(check.scheduleRefusal, {
        fields: { startOn: check.scheduleRefusal },
        current: { firstAllowedDay: check.firstAllowedDay },
      });
  }

  const state =
    job.state === "to_schedule" && startOn && schedule.endOn
      ? "scheduled"
      : job.state === "scheduled" && !(startOn && schedule.endOn)
        ? "to_schedule"
        : job.state;
  const next = { ...job, state, start_on: startOn, end_on: schedule.endOn, final_invoice_on: schedule.finalInvoiceOn };
  const at = now.toISOString();
  const days = startOn && schedule.endOn ? `${startOn} to ${schedule.endOn}` : "no dates";
  await commitJobChange(
    db,
    job,
    {
      set: "state = ?, start_on = ?, end_on = ?, final_invoice_on = ?",
      params: [state, startOn, schedule.endOn, schedule.finalInvoiceOn],
      alongside: (guard) => [
        db.prepare(`DELETE FROM job_crew WHERE job_id = ? AND ${guard.sql}`).bind(id, ...guard.params),
        ...crew.map((email) =>
          db.prepare(`INSERT INTO job_crew (job_id, email) SELECT ?, ? WHERE ${guard.sql}`).bind(id, email, ...guard.params),
        ),
        jobEventStatement(db, next, { crew, actor, at, guard }),
      ],
      timeline: [
        {
          kind: "job_scheduled",
          detail: `${numberOfJob(job)}: ${days}; crew ${crew.length > 0 ? crew.join(", ") : "none"}`,
          actor,
          jobId: id,
        },
      ],
    },
    at,
    now,
  );
  const after = await evaluate(db, await readJobRow(db, id), now);
  return { job: await loadJobDetail(db, bucket, id, now), reopened: reopenedBy(before.compliance, after.compliance) };
}

/** The site facts as staff confirm or correct them; the checklist follows at once. */
export async function saveFacts(
  { db, bucket }: Storage,
  id: string,
  { version, facts }: { version: number; facts: SiteFacts },
  actor: string,
  now = new Date(),
) {
  const job = await readJobRow(db, id);
  checkVersion(job, version);
  if (isFinal(job.state)) throw conflict(jobDeskMessages.final(job.state));
  const at = now.toISOString();
  const assignments = factColumns
    .split(",")
    .map((column) => `${column.trim()} = ?`)
    .join(", ");
  await commitJobChange(
    db,
    job,
    {
      set: "state = state",
      params: [],
      alongside: (guard) => [
        db
          .prepare(`UPDATE job_site_facts SET ${assignments}, updated_by = ?, updated_at = ? WHERE job_id = ? AND ${guard.sql}`)
          .bind(...factValues(facts), actor, at, id, ...guard.params),
      ],
      timeline: [{ kind: "job_facts_changed", detail: `${numberOfJob(job)}: site facts saved`, actor, jobId: id }],
    },
    at,
    now,
  );
  return loadJobDetail(db, bucket, id, now);
}

/** Staff switch the customer's review request off (or on again) for this job. */
export async function setReviewRequest(
  { db, bucket }: Storage,
  id: string,
  { version, enabled }: { version: number; enabled: boolean },
  actor: string,
  now = new Date(),
) {
  const job = await readJobRow(db, id);
  checkVersion(job, version);
  const at = now.toISOString();
  await commitJobChange(
    db,
    job,
    {
      set: "review_request = ?",
      params: [enabled ? 1 : 0],
      timeline: [
        {
          kind: "job_review_request",
          detail: `${numberOfJob(job)}: review request switched ${enabled ? "on" : "off"}`,
          actor,
          jobId: id,
        },
      ],
    },
    at,
    now,
  );
  return loadJobDetail(db, bucket, id, now);
}
