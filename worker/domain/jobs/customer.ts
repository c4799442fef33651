import { deadlineDay } from "../../../src/lib/compliance/deadlines";
import { type JobLanguage, jobTexts } from "../../../src/lib/job-texts";
import { isOpenJob, type JobState } from "../../../src/lib/jobs";
import { longDay } from "../../../src/lib/long-dates";
import { afterChange, timelineStatement } from "../timeline";
import { evaluate, refreshDueItems, todayInChicago } from "./compliance";
import { type JobRow, numberOfJob } from "./rows";

/**
 * The job as its customer sees it on the estimate's link: where it stands (scheduled dates, work
 * done, closed), the closeout packet once made, and, when the Renovate Right acknowledgment given
 * with the approval no longer counts for the start (more than 60 days before it), the request to
 * acknowledge it again there. The link keeps working while the job is open (links.ts, linkEnd).
 */

type EstimateNumber = { number_year: number; number_seq: number };

/** The job made from the estimate number of this revision (any revision of the number finds it). */
export const jobOfEstimate = (db: D1Database, estimateId: string) =>
  db
    .prepare(
      `SELECT jobs.* FROM jobs JOIN estimates ON estimates.number_year = jobs.number_year AND estimates.number_seq = jobs.number_seq
       WHERE estimates.id = ?`,
    )
    .bind(estimateId)
    .first<JobRow>();

/** The instant the number's job stopped being open (closed, cancelled), now while it is open; null without a job. */
export async function jobActiveUntil(db: D1Database, number: EstimateNumber, now: Date): Promise<string | null> {
  const job = await db
    .prepare("SELECT state, closed_at, cancelled_at FROM jobs WHERE number_year = ? AND number_seq = ?")
    .bind(number.number_year, number.number_seq)
    .first<{ state: JobState; closed_at: string | null; cancelled_at: string | null }>();
  if (!job) return null;
  return isOpenJob(job.state) ? now.toISOString() : (job.closed_at ?? job.cancelled_at ?? now.toISOString());
}

const pamphletRuleId = "lead-pamphlet";
const acknowledgmentWayId = "acknowledgment";

export type CustomerJob = {
  number: string;
  state: JobState;
  progress: string;
  /** Scheduled, work done, closed: which of the three steps are reached. */
  steps: Array<{ label: string; reached: boolean }>;
  packet: "ready" | "pending" | null;
  /** The pamphlet acknowledgment to give again, with the start day it is for. */
  pamphlet: { start: string } | null;
};

const formatDay = (day: string | null, language: JobLanguage) => (day ? longDay(day, language) : "");

/**
 * Whether the pamphlet still needs the owner's acknowledgment for the planned start, and one given
 * today would count: not earlier than the rule's window opens (60 days before the start).
 */
async function pamphletNeeded(db: D1Database, job: JobRow, now: Date) {
  const start = job.started_on ?? job.start_on;
  if (!isOpenJob(job.state) || job.started_on || !start) return null;
  const { compliance, rows, today } = await evaluate(db, job, now);
  const requirement = compliance.requirements.find((candidate) => candidate.ruleId === pamphletRuleId);
  if (!requirement || (requirement.status !== "to-do" && requirement.status !== "overdue")) return null;
  const opens = rows.rules.find((rule) => rule.id === pamphletRuleId)?.ways.find((way) => way.id === acknowledgmentWayId)?.opens;
  if (opens?.of === "start" && today < deadlineDay(opens, start)) return null;
  return { start };
}

export async function customerJob(db: D1Database, job: JobRow, language: JobLanguage, now = new Date()): Promise<CustomerJob> {
  const texts = jobTexts[language];
  const progress = {
    start: formatDay(job.started_on ?? job.start_on, language),
    end: formatDay(job.end_on, language),
    workDone: formatDay(job.work_done_on, language),
    closed: formatDay(job.closed_on, language),
  };
  const reached = [job.start_on !== null && job.state !== "to_schedule", job.work_done_on !== null, job.state === "closed"];
  return {
    number: numberOfJob(job),
    state: job.state,
    progress: texts.progress[job.state](progress),
    steps: texts.steps.map((label, index) => ({ label, reached: reached[index] === true && job.state !== "cancelled" })),
    packet: job.state !== "closed" ? null : job.closeout_pdf_key ? "ready" : "pending",
    pamphlet: await pamphletNeeded(db, job, now),
  };
}

/**
 * The owner acknowledges the pamphlet on the link: recorded as the pamphlet requirement's record,
 * dated today, with the name typed. Does nothing when it is no longer needed (a second tap).
 */
export async function acknowledgePamphlet(db: D1Database, job: JobRow, signerName: string, now = new Date()) {
  if (!(await pamphletNeeded(db, job, now))) return;
  const { rows } = await evaluate(db, job, now);
  const rule = rows.rules.find((candidate) => candidate.id === pamphletRuleId);
  if (!rule) return;
  const at = now.toISOString();
  await db.batch([
    db
      .prepare(
        `INSERT INTO job_records (id, job_id, rule_id, rule_version, way_id, done_on, reference, recorded_by, recorded_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, 'customer', ?
         WHERE NOT EXISTS (SELECT 1 FROM job_records WHERE job_id = ? AND rule_id = ? AND recorded_by = 'customer' AND done_on = ?)`,
      )
      .bind(
        crypto.randomUUID(),
        job.id,
        rule.id,
        rule.version,
        acknowledgmentWayId,
        todayInChicago(now),
        `Acknowledged on the customer's link by ${signerName}`,
        at,
        job.id,
        rule.id,
        todayInChicago(now),
      ),
    ...(job.lead_id
      ? [
          timelineStatement(
            db,
            job.lead_id,
            [
              {
                kind: "job_recorded",
                detail: `${numberOfJob(job)}: Renovate Right pamphlet acknowledged on the customer's link by ${signerName}`,
                actor: "visitor",
                jobId: job.id,
              },
            ],
            at,
            { guard: afterChange },
          ),
        ]
      : []),
  ]);
  await refreshDueItems(db, job.id, now);
}
