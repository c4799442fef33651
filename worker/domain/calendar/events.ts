import type { CalendarEvent, EventKind, EventVisibility, PublicEvent } from "../../../src/lib/calendar";

/** Calendar events as visitors and staff read them. Staff changes are in staff-edits.ts, bookings in booking.ts. */

type EventRow = {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  starts_at: string;
  ends_at: string;
  all_day: number;
  kind: EventKind;
  visibility: EventVisibility;
  lead_id: string | null;
  lead_name?: string | null;
  assignee: string | null;
  booking_slot: string | null;
  job_id?: string | null;
  version: number;
  updated_at: string;
};

const publicEvent = (row: EventRow): PublicEvent => ({
  id: row.id,
  title: row.title,
  description: row.description,
  location: row.location,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  allDay: row.all_day === 1,
  kind: row.kind,
});

const staffEvent = (row: EventRow): CalendarEvent => ({
  ...publicEvent(row),
  visibility: row.visibility,
  leadId: row.lead_id,
  leadName: row.lead_name ?? null,
  assignee: row.assignee,
  bookingSlot: row.booking_slot,
  jobId: row.job_id ?? null,
  version: row.version,
  updatedAt: row.updated_at,
});

/** Public events overlapping [from, to). Only the columns a visitor may see are read. */
export async function listPublicEvents(db: D1Database, from: string, to: string): Promise<PublicEvent[]> {
  const { results } = await db
    .prepare(
      `SELECT id, title, description, location, starts_at, ends_at, all_day, kind FROM calendar_events
       WHERE visibility = 'public' AND starts_at < ? AND ends_at > ? ORDER BY starts_at LIMIT 1000`,
    )
    .bind(to, from)
    .all<EventRow>();
  return results.map(publicEvent);
}

/** The public feed: everything public from 90 days ago on. */
export async function listFeedEvents(db: D1Database, now: Date): Promise<Array<PublicEvent & { updatedAt: string }>> {
  const { results } = await db
    .prepare(
      `SELECT id, title, description, location, starts_at, ends_at, all_day, kind, updated_at FROM calendar_events
       WHERE visibility = 'public' AND ends_at > ? ORDER BY starts_at LIMIT 2000`,
    )
    .bind(new Date(now.getTime() - 90 * 86_400_000).toISOString())
    .all<EventRow>();
  return results.map((row) => ({ ...publicEvent(row), updatedAt: row.updated_at }));
}

/** Every event overlapping [from, to), with the linked lead's name and same-person conflicts. */
export async function listEvents(db: D1Database, from: string, to: string) {
  const { results } = await db
    .prepare(
      `SELECT e.*, l.name AS lead_name FROM calendar_events e LEFT JOIN leads l ON l.id = e.lead_id
       WHERE e.starts_at < ? AND e.ends_at > ? ORDER BY e.starts_at LIMIT 2000`,
    )
    .bind(to, from)
    .all<EventRow>();
  const events = results.map(staffEvent);
  return { events, conflicts: conflictingEventIds(events) };
}

/** Ids of timed events that overlap another event of the same staff member. */
export function conflictingEventIds(events: readonly CalendarEvent[]): string[] {
  const conflicting = new Set<string>();
  const byAssignee = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    if (!event.assignee || event.allDay) continue;
    const key = event.assignee.toLowerCase();
    byAssignee.set(key, [...(byAssignee.get(key) ?? []), event]);
  }
  for (const own of byAssignee.values()) {
    own.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    let latest: CalendarEvent | undefined;
    for (const event of own) {
      if (latest && Date.parse(event.startsAt) < Date.parse(latest.endsAt)) {
        conflicting.add(event.id);
        conflicting.add(latest.id);
      }
      if (!latest || Date.parse(event.endsAt) > Date.parse(latest.endsAt)) latest = event;
    }
  }
  return [...conflicting];
}

export async function getEvent(db: D1Database, id: string): Promise<CalendarEvent | null> {
  const row = await db
    .prepare("SELECT e.*, l.name AS lead_name FROM calendar_events e LEFT JOIN leads l ON l.id = e.lead_id WHERE e.id = ?")
    .bind(id)
    .first<EventRow>();
  return row ? staffEvent(row) : null;
}
