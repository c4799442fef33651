import { checkStart } from "../../../src/lib/compliance/evaluate";
import type { JobMove } from "../../../src/lib/job-schemas";
import {
  canMoveJob,
  type HoldableState,
  type JobState,
  jobDeskMessages,
  jobStateLabels,
  movesNeedingReason,
  reviewRequestDelayHours,
} from "../../../src/lib/jobs";
import { conflict, invalid } from "../refusal";
import type { Guard } from "../timeline";
import { jobEventStatement } from "./calendar";
import { ensureCloseoutPacket } from "./closeout";
import { checkVersion, commitJobChange } from "./commit";
import { evaluate, todayInChicago } from "./compliance";
import { evidenceFiles, loadJobDetail } from "./detail";
import { type JobRow, numberOfJob, prefilledBy, readJobRow } from "./rows";

/**
 * A job's moves: start work (only once every requirement that holds the start is met, and on a day
 * the rules allow), work done, close (only once every requirement that holds the closing is met,
 * counting no evidence whose stored copy is missing or altered), on hold and back, cancel. A refusal
 * is a 409 saying which requirement stands in the way and what to do. Closing writes the review
 * request's outbox row and makes the customer's closeout packet.
 */

type Storage = { db: D1Database; bucket: R2Bucket };

/** Refuses the move unless the compliance rules allow it today. */
async function complianceCheck({ db, bucket }: Storage, job: JobRow, to: JobState, now: Date) {
  if (to !== "in_progress" && to !== "closed") return;
  if (to === "in_progress" && job.state !== "scheduled") return;
  const { unusable } = await evidenceFiles(db, bucket, job.id);
  const { input, compliance, rows, today } = await evaluate(db, job, now, unusable);
  if (to === "closed") {
    if (!compliance.close.mayClose)
      throw conflict(compliance.close.refusal ?? jobDeskMessages.cannotMove(job.state, to), {
        current: { blocking: compliance.close.blocking },
      });
    return;
  }
  if (job.start_on === null || job.end_on === null) throw conflict(jobDeskMessages.notScheduled);
  if (rows.facts.updated_by === prefilledBy) throw conflict(jobDeskMessages.factsUnconfirmed);
  const start = checkStart(input, today);
  const refusal = !start.canBeScheduled ? start.scheduleRefusal : !start.mayStart ? start.refusal : null;
  if (refusal) throw conflict(refusal, { current: { blocking: start.blocking, firstAllowedDay: start.firstAllowedDay } });
}

/** What the move writes on the job row, besides the state. */
function rowChanges(job: JobRow, to: JobState, reason: string | null, today: string, at: string): Partial<JobRow> {
  const back = job.state === "on_hold" && to !== "cancelled";
  const base = { state: to, held_from: null, state_reason: back ? null : job.state_reason };
  switch (to) {
    case "in_progress":
      return back
        ? base
        : { ...base, started_on: job.started_on ?? today, start_on: job.started_on ?? today, work_done_on: null };
    case "work_done":
      return back ? base : { ...base, work_done_on: today };
    case "closed":
      return { ...base, closed_on: today, closed_at: at };
    case "on_hold":
      return { ...base, held_from: job.state as HoldableState, state_reason: reason };
    case "cancelled":
      return { ...base, cancelled_at: at, state_reason: reason };
    default:
      return base;
  }
}

/** The review request, due two days after closing, written once per job (job_emails is UNIQUE per job and kind). */
const reviewRequestStatement = (db: D1Database, job: JobRow, at: string, guard: Guard) =>
  db
    .prepare(
      `INSERT INTO job_emails (id, job_id, kind, due_at, created_at, updated_at)
       SELECT ?, ?, 'review-request', ?, ?, ? WHERE ${guard.sql} ON CONFLICT DO NOTHING`,
    )
    .bind(
      crypto.randomUUID(),
      job.id,
      new Date(Date.parse(at) + reviewRequestDelayHours * 3_600_000).toISOString(),
      at,
      at,
      ...guard.params,
    );

export async function moveJob(storage: Storage, id: string, move: JobMove, actor: string, now = new Date()) {
  const { db, bucket } = storage;
  const job = await readJobRow(db, id);
  checkVersion(job, move.version);
  const { to } = move;
  if (!canMoveJob(job.state, to, job.held_from)) {
    throw conflict(
      job.state === "on_hold" && job.held_from && to !== job.held_from
        ? jobDeskMessages.backFromHold(job.held_from)
        : jobDeskMessages.cannotMove(job.state, to),
    );
  }
  const reason = move.reason?.trim() || null;
  if (movesNeedingReason.includes(to) && !reason) throw invalid(jobDeskMessages.reasonNeeded, "reason");
  await complianceCheck(storage, job, to, now);

  const at = now.toISOString();
  const changes = rowChanges(job, to, reason, todayInChicago(now), at);
  const columns = Object.keys(changes) as Array<keyof JobRow>;
  const next = { ...job, ...changes } as JobRow;
  const { results: crew } = await db.prepare("SELECT email FROM job_crew WHERE job_id = ? ORDER BY email").bind(id).all<{
    email: string;
  }>();
  const detail = `${numberOfJob(job)}: ${jobStateLabels[job.state]} → ${jobStateLabels[to]}${reason ? ` (${reason})` : ""}`;
  await commitJobChange(
    db,
    job,
    {
      set: columns.map((column) => `${column} = ?`).join(", "),
      params: columns.map((column) => changes[column]),
      alongside: (guard) => [
        jobEventStatement(db, next, { crew: crew.map((row) => row.email), actor, at, guard }),
        ...(to === "closed" && job.customer_email ? [reviewRequestStatement(db, job, at, guard)] : []),
      ],
      timeline: [{ kind: "job_state_changed", detail, actor, jobId: id }],
    },
    at,
    now,
  );
  if (to === "closed") {
    // The packet, made once, now; if this fails the hourly job makes it (the closing stands).
    await ensureCloseoutPacket(storage, id).catch((error) =>
      console.error(`The closeout packet of ${numberOfJob(job)} could not be made now; the hourly job will make it.`, error),
    );
  }
  return loadJobDetail(db, bucket, id, now);
}
