import { jobDeskMessages } from "../../../src/lib/jobs";
import { stale } from "../refusal";
import { type Guard, type TimelineEntry, timelineStatement } from "../timeline";
import { refreshDueItems } from "./compliance";
import type { JobRow } from "./rows";

/**
 * How every staff change to a job is written: one UPDATE of the job against the version the page
 * loaded (raising it, and marking the batch with a write id), then the change's other statements
 * and its timeline entries, each guarded so that a stale change leaves nothing behind. Afterwards
 * the job's due items are stored again from the engine's view of the job as it now is.
 */

/** The job row was changed by this batch (its write id), for the statements after the UPDATE. */
const wroteJob = (jobId: string, writeId: string): Guard => ({
  sql: "EXISTS (SELECT 1 FROM jobs WHERE id = ? AND last_write = ?)",
  params: [jobId, writeId],
});

type JobChange = {
  /** "state = ?, start_on = ?" with its parameters: what the UPDATE sets besides the version. */
  set: string;
  params: unknown[];
  /** Statements to run once the job was changed; they receive the batch's guard. */
  alongside?: (guard: Guard) => D1PreparedStatement[];
  timeline?: TimelineEntry[];
};

export async function commitJobChange(db: D1Database, job: JobRow, change: JobChange, at: string, now: Date) {
  const writeId = crypto.randomUUID();
  const guard = wroteJob(job.id, writeId);
  const timeline =
    job.lead_id && change.timeline?.length ? [timelineStatement(db, job.lead_id, change.timeline, at, { guard })] : [];
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE jobs SET ${change.set}, version = version + 1, last_write = ?, updated_at = ?
         WHERE id = ? AND version = ? RETURNING id`,
      )
      .bind(...change.params, writeId, at, job.id, job.version),
    ...(change.alongside?.(guard) ?? []),
    ...timeline,
  ]);
  if (update?.results.length !== 1) throw stale(jobDeskMessages.stale);
  await refreshDueItems(db, job.id, now);
}

/** A change asked for against an older version is refused before anything is evaluated. */
export function checkVersion(job: JobRow, version: number) {
  if (job.version !== version) throw stale(jobDeskMessages.stale);
}
