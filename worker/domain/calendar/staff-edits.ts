import { type CalendarEvent, calendarDeskMessages, chicagoDate, formatSlot } from "../../../src/lib/calendar";
import type { EventInput, InspectionRequest } from "../../../src/lib/desk-schemas/calendar";
import { conflict, gone, invalid, stale } from "../refusal";
import { afterChange, leadAtVersion, timelineStatement } from "../timeline";
import { inspectionBooked, isBookingSlotClash } from "./booking";
import { getEvent } from "./events";

/**
 * What staff change on the calendar: events created, moved and removed (optimistic concurrency on
 * `version`), and an inspection scheduled from a lead, each with its entry on the lead's timeline.
 */

/** An edit made against an older version: the event as it is now, or the news that it was deleted. */
const staleEvent = (current: CalendarEvent | null) =>
  current ? stale(calendarDeskMessages.staleEvent, { event: current }) : gone(calendarDeskMessages.eventGone);

const staleLead = () => stale(calendarDeskMessages.staleLead);

const timelineWhen = (event: { startsAt: string; allDay: boolean }) =>
  event.allDay ? `${chicagoDate(event.startsAt)} (all day)` : formatSlot(event.startsAt);

const insertEvent = (db: D1Database, id: string, input: EventInput, actor: string, at: string) =>
  db
    .prepare(
      `INSERT INTO calendar_events (id, title, description, location, starts_at, ends_at, all_day, kind, visibility,
         lead_id, assignee, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      id,
      input.title,
      input.description,
      input.location,
      input.startsAt,
      input.endsAt,
      input.allDay ? 1 : 0,
      input.kind,
      input.visibility,
      input.leadId,
      input.assignee,
      actor,
      at,
      at,
    );

/** Moving a booking onto another booking's start fails as a whole (booking_slot is UNIQUE). */
const batchMovingBooking = (db: D1Database, statements: D1PreparedStatement[]) =>
  db.batch(statements).catch((error) => {
    throw isBookingSlotClash(error)
      ? conflict(calendarDeskMessages.bookingClash, { fields: { startsAt: calendarDeskMessages.bookingClash } })
      : error;
  });

export async function createEvent(db: D1Database, input: EventInput, actor: string): Promise<CalendarEvent> {
  if (input.leadId && !(await db.prepare("SELECT 1 FROM leads WHERE id = ?").bind(input.leadId).first()))
    throw invalid(calendarDeskMessages.unknownLead, "leadId");
  const id = crypto.randomUUID();
  const at = new Date().toISOString();
  await db.batch([
    insertEvent(db, id, input, actor, at),
    ...(input.leadId
      ? [
          timelineStatement(
            db,
            input.leadId,
            [{ kind: "event_scheduled", detail: `${input.title} scheduled for ${timelineWhen(input)}`, actor }],
            at,
          ),
        ]
      : []),
  ]);
  return (await getEvent(db, id)) as CalendarEvent;
}

/**
 * Applies a change made against `version`; a stale version or a deleted event is refused. A
 * booked inspection's slot moves with its start, so the time it left is bookable again.
 */
export async function updateEvent(
  db: D1Database,
  id: string,
  version: number,
  changes: Partial<EventInput>,
  actor: string,
): Promise<CalendarEvent> {
  const current = await getEvent(db, id);
  if (!current || current.version !== version) throw staleEvent(current);
  if (current.jobId) throw conflict(calendarDeskMessages.jobEvent);
  const next = { ...current, ...changes };
  const at = new Date().toISOString();
  const moved = next.startsAt !== current.startsAt || next.endsAt !== current.endsAt || next.allDay !== current.allDay;
  const [update] = await batchMovingBooking(db, [
    db
      .prepare(
        `UPDATE calendar_events SET title = ?, description = ?, location = ?, starts_at = ?, ends_at = ?, all_day = ?,
           kind = ?, visibility = ?, assignee = ?, booking_slot = CASE WHEN booking_slot IS NULL THEN NULL ELSE ? END,
           version = version + 1, updated_at = ? WHERE id = ? AND version = ? RETURNING id`,
      )
      .bind(
        next.title,
        next.description,
        next.location,
        next.startsAt,
        next.endsAt,
        next.allDay ? 1 : 0,
        next.kind,
        next.visibility,
        next.assignee,
        next.startsAt,
        at,
        id,
        version,
      ),
    ...(moved && current.leadId
      ? [
          timelineStatement(
            db,
            current.leadId,
            [
              {
                kind: "event_moved",
                detail: `${next.title} moved from ${timelineWhen(current)} to ${timelineWhen(next)}`,
                actor,
              },
            ],
            at,
            { guard: afterChange },
          ),
        ]
      : []),
  ]);
  if (update?.results.length !== 1) throw staleEvent(await getEvent(db, id));
  return (await getEvent(db, id)) as CalendarEvent;
}

export async function deleteEvent(db: D1Database, id: string, version: number, actor: string): Promise<void> {
  const current = await getEvent(db, id);
  if (!current || current.version !== version) throw staleEvent(current);
  if (current.jobId) throw conflict(calendarDeskMessages.jobEvent);
  const at = new Date().toISOString();
  const [removal] = await db.batch([
    db.prepare("DELETE FROM calendar_events WHERE id = ? AND version = ? RETURNING id").bind(id, version),
    ...(current.leadId
      ? [
          timelineStatement(
            db,
            current.leadId,
            [{ kind: "event_removed", detail: `${current.title} on ${timelineWhen(current)} was removed`, actor }],
            at,
            { guard: afterChange },
          ),
        ]
      : []),
  ]);
  if (removal?.results.length !== 1) throw staleEvent(await getEvent(db, id));
}

/**
 * "Schedule inspection" on a lead: a staff inspection linked to the lead and assigned, the lead moved
 * to Estimate scheduled (status and column, version bumped) and its timeline entry, in one batch
 * whose every statement is guarded by the lead's version, so a stale page changes nothing.
 */
export async function scheduleInspection(db: D1Database, leadId: string, request: InspectionRequest, actor: string) {
  const lead = await db.prepare("SELECT name, address, city, version FROM leads WHERE id = ?").bind(leadId).first<{
    name: string;
    address: string | null;
    city: string | null;
    version: number;
  }>();
  if (!lead || lead.version !== request.leadVersion) throw staleLead();
  const id = crypto.randomUUID();
  const at = new Date().toISOString();
  const input: EventInput = {
    title: `Inspection: ${lead.name}`,
    description: null,
    location: [lead.address, lead.city].filter(Boolean).join(", ") || null,
    startsAt: request.startsAt,
    endsAt: request.endsAt,
    allDay: false,
    kind: "inspection",
    visibility: "staff",
    leadId,
    assignee: request.assignee,
  };
  const unchanged = leadAtVersion(leadId, lead.version);
  const detail = `Inspection scheduled for ${timelineWhen(input)}${request.assignee ? ` with ${request.assignee}` : ""}`;
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO calendar_events (id, title, description, location, starts_at, ends_at, all_day, kind, visibility,
           lead_id, assignee, created_by, created_at, updated_at)
         SELECT ?, ?, NULL, ?, ?, ?, 0, 'inspection', 'staff', ?, ?, ?, ?, ? WHERE ${unchanged.sql}`,
      )
      .bind(
        id,
        input.title,
        input.location,
        input.startsAt,
        input.endsAt,
        leadId,
        input.assignee,
        actor,
        at,
        at,
        ...unchanged.params,
      ),
    timelineStatement(db, leadId, [{ kind: "event_scheduled", detail, actor }], at, { guard: unchanged }),
    timelineStatement(db, leadId, [{ kind: "status_changed", detail: "Status set to Estimate scheduled", actor }], at, {
      guard: {
        sql: "EXISTS (SELECT 1 FROM leads WHERE id = ? AND version = ? AND status <> ?)",
        params: [leadId, lead.version, inspectionBooked.status],
      },
    }),
    db
      .prepare(
        `UPDATE leads SET status = ?, column_id = ?, assignee = COALESCE(?, assignee), version = version + 1, updated_at = ?
         WHERE id = ? AND version = ? RETURNING version`,
      )
      .bind(inspectionBooked.status, inspectionBooked.columnId, request.assignee, at, leadId, lead.version),
  ]);
  // RETURNING, not meta.changes: the board triggers on leads add their own rows to the count.
  if (results.at(-1)?.results.length !== 1) throw staleLead();
  return { event: (await getEvent(db, id)) as CalendarEvent, leadVersion: lead.version + 1 };
}
