import { business } from "../../../src/config/business";
import { jobStateLabels } from "../../../src/lib/jobs";
import { addDays, startOfZonedDay } from "../../../src/lib/zoned-time";
import type { Guard } from "../timeline";
import { type JobRow, numberOfJob } from "./rows";

/**
 * The job's days on the staff calendar: one all-day event per job with dates (kind "job", staff
 * only), from Chicago midnight of its first day to Chicago midnight after its last, written in the
 * same batch as every change of the dates, crew or state. A cancelled job, or one whose dates were
 * cleared, has none. The calendar's own edits leave job events alone (they are moved here).
 */

type Scheduled = Pick<
  JobRow,
  | "id"
  | "number_year"
  | "number_seq"
  | "state"
  | "customer_name"
  | "site_address"
  | "lead_id"
  | "start_on"
  | "end_on"
  | "started_on"
>;

const chicagoMidnight = (day: string) => startOfZonedDay(day, business.timeZone).toISOString();

/** The statement that puts the job's event where its dates (and crew) say, or removes it, when `guard` holds. */
export function jobEventStatement(
  db: D1Database,
  job: Scheduled,
  { crew, actor, at, guard }: { crew: readonly string[]; actor: string; at: string; guard: Guard },
) {
  const first = job.started_on ?? job.start_on;
  if (job.state === "cancelled" || first === null || job.end_on === null)
    return db.prepare(`DELETE FROM calendar_events WHERE job_id = ? AND ${guard.sql}`).bind(job.id, ...guard.params);
  const state = job.state === "scheduled" ? "" : ` (${jobStateLabels[job.state].toLowerCase()})`;
  const title = `${numberOfJob(job)} · ${job.customer_name}${state}`;
  const description = crew.length > 0 ? `Crew: ${crew.join(", ")}` : "No crew yet";
  return db
    .prepare(
      `INSERT INTO calendar_events (id, title, description, location, starts_at, ends_at, all_day, kind, visibility, lead_id,
         assignee, created_by, created_at, updated_at, job_id)
       SELECT ?, ?, ?, ?, ?, ?, 1, 'job', 'staff', ?, NULL, ?, ?, ?, ? WHERE ${guard.sql}
       ON CONFLICT (job_id) WHERE job_id IS NOT NULL DO UPDATE SET title = excluded.title, description = excluded.description,
         location = excluded.location, starts_at = excluded.starts_at, ends_at = excluded.ends_at, lead_id = excluded.lead_id,
         version = version + 1, updated_at = excluded.updated_at`,
    )
    .bind(
      crypto.randomUUID(),
      title,
      description,
      job.site_address,
      chicagoMidnight(first),
      chicagoMidnight(addDays(job.end_on, 1)),
      job.lead_id,
      actor,
      at,
      at,
      job.id,
      ...guard.params,
    );
}
