import {
  type Availability,
  addDays,
  blocksBookings,
  calendarDeskMessages,
  chicagoDate,
  chicagoToUtc,
  type EventKind,
  openSlots,
  type Slot,
} from "../../../src/lib/calendar";
import { stale } from "../refusal";

/** The hours visitors can book a free inspection in, as staff set them (one row), and the open slots they leave. */

type AvailabilityRow = {
  weekly: string;
  slot_minutes: number;
  buffer_minutes: number;
  horizon_days: number;
  min_notice_hours: number;
  version: number;
};

export async function readAvailability(db: D1Database): Promise<Availability> {
  const row = await db.prepare("SELECT * FROM calendar_availability WHERE id = 1").first<AvailabilityRow>();
  if (!row) throw new Error("calendar_availability has no row; apply migration 0006.");
  return {
    weekly: JSON.parse(row.weekly),
    slotMinutes: row.slot_minutes,
    bufferMinutes: row.buffer_minutes,
    horizonDays: row.horizon_days,
    minNoticeHours: row.min_notice_hours,
    version: row.version,
  };
}

/** Saves new availability if `version` is still current, and returns it; a stale version is refused with the current one. */
export async function saveAvailability(db: D1Database, next: Availability, actor: string): Promise<Availability> {
  const result = await db
    .prepare(
      `UPDATE calendar_availability SET weekly = ?, slot_minutes = ?, buffer_minutes = ?, horizon_days = ?,
         min_notice_hours = ?, version = version + 1, updated_by = ?, updated_at = ? WHERE id = 1 AND version = ?`,
    )
    .bind(
      JSON.stringify(next.weekly),
      next.slotMinutes,
      next.bufferMinutes,
      next.horizonDays,
      next.minNoticeHours,
      actor,
      new Date().toISOString(),
      next.version,
    )
    .run();
  const saved = await readAvailability(db);
  if (result.meta.changes !== 1) throw stale(calendarDeskMessages.staleAvailability, { availability: saved });
  return saved;
}

/** Open free-inspection slots from now to the booking horizon. */
export async function availableSlots(db: D1Database, now: number): Promise<Slot[]> {
  const availability = await readAvailability(db);
  const from = chicagoToUtc(chicagoDate(now));
  const to = chicagoToUtc(addDays(chicagoDate(now), availability.horizonDays + 2));
  const { results } = await db
    // A job's days keep its crew busy, not the inspector: they leave the free-inspection slots open.
    .prepare("SELECT starts_at, ends_at, kind FROM calendar_events WHERE starts_at < ? AND ends_at > ? AND job_id IS NULL")
    .bind(new Date(to).toISOString(), new Date(from).toISOString())
    .all<{ starts_at: string; ends_at: string; kind: EventKind }>();
  const busy = results.filter((row) => blocksBookings(row.kind)).map((row) => ({ startsAt: row.starts_at, endsAt: row.ends_at }));
  return openSlots(availability, busy, now);
}
