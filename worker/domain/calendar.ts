import {
  type Availability,
  addDays,
  blocksBookings,
  bookingMessages,
  bookingTitle,
  type CalendarEvent,
  calendarDeskMessages,
  chicagoDate,
  chicagoToUtc,
  type EventKind,
  type EventVisibility,
  formatSlot,
  openSlots,
  type PublicEvent,
  type Slot,
} from "../../src/lib/calendar";
import type { LeadStatus } from "../../src/lib/desk";
import type { EventInput, InspectionRequest } from "../../src/lib/desk-schemas";
import type { BookingRequest } from "../../src/lib/schemas";
import { detectSpam, type NewLead, storeLead } from "./leads";
import { conflict, gone, invalid, stale } from "./refusal";
import { afterChange, leadAtVersion, timelineStatement } from "./timeline";

export type { CalendarEvent };

/**
 * The calendar: events (public and staff), the availability visitors book against, bookings that
 * create a lead and its inspection in one transaction, and staff scheduling from a lead.
 */

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
  version: row.version,
  updatedAt: row.updated_at,
});

// --------------------------------------------------------------------------------- reading

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

// ----------------------------------------------------------------------------- availability

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

// ------------------------------------------------------------------------------------ slots

/** Open free-inspection slots from now to the booking horizon. */
export async function availableSlots(db: D1Database, now: number): Promise<Slot[]> {
  const availability = await readAvailability(db);
  const from = chicagoToUtc(chicagoDate(now));
  const to = chicagoToUtc(addDays(chicagoDate(now), availability.horizonDays + 2));
  const { results } = await db
    .prepare("SELECT starts_at, ends_at, kind FROM calendar_events WHERE starts_at < ? AND ends_at > ?")
    .bind(new Date(to).toISOString(), new Date(from).toISOString())
    .all<{ starts_at: string; ends_at: string; kind: EventKind }>();
  const busy = results.filter((row) => blocksBookings(row.kind)).map((row) => ({ startsAt: row.starts_at, endsAt: row.ends_at }));
  return openSlots(availability, busy, now);
}

// ---------------------------------------------------------------------------------- booking

/**
 * The quote API's checks, and one more: every booking form carries its start time (the Worker
 * stamps it into each /calendar response, the page's script sends its own), so a booking without
 * one was not filled in on our page. Like a too-fast fill, it is stored for review and holds no slot.
 */
function bookingSpamReason(signals: Parameters<typeof detectSpam>[0], receivedAt: number): string | null {
  return detectSpam(signals, receivedAt) ?? (signals.formStartedAt === undefined ? "form start time missing" : null);
}

/** The lead a booking makes, beside leadFromQuote and leadFromChat: source `booking`. */
export function leadFromBooking(request: BookingRequest, receivedAt: number): NewLead {
  const spamReason = bookingSpamReason(request, receivedAt);
  return {
    source: "booking",
    priority: spamReason ? "low" : "normal",
    name: request.name,
    email: request.email,
    phone: request.phone,
    service: request.service,
    timeline: null,
    description: null,
    address: request.address,
    city: null,
    state: null,
    zipCode: null,
    propertyType: null,
    clientSubmittedAt: request.submittedAt ?? null,
    spamReason,
  };
}

const isBookingSlotClash = (error: unknown) => String(error).includes("UNIQUE constraint failed: calendar_events.booking_slot");

export type Booking = { slot: string; lead: NewLead };
export type BookingResult = { leadId: string; eventId: string; slot: Slot; spam: boolean };

type BookingStorage = { db: D1Database; photos: R2Bucket };
type BookingOptions = {
  now: Date;
  idempotencyKey?: string | undefined;
  alsoCommit?: ((leadId: string, result: BookingResult) => D1PreparedStatement[]) | undefined;
};

const estimateScheduledColumn = "pipeline-estimate-scheduled";
const estimateScheduled: LeadStatus = "estimate_scheduled";

/**
 * Books a free inspection: the lead (source booking), its inspection event holding the slot, the
 * lead's move to "Estimate scheduled" and its timeline entry commit in one D1 batch. The event's
 * booking_slot is UNIQUE, so when two visitors race for a slot the second batch fails as a whole
 * and is refused with the next open slots. Spam is stored as a lead for review and holds no slot.
 */
export async function bookInspection(storage: BookingStorage, booking: Booking, options: BookingOptions) {
  const now = options.now.getTime();
  const slots = await availableSlots(storage.db, now);
  const slot = slots.find((candidate) => candidate.startsAt === booking.slot);
  if (!slot) {
    const taken = await storage.db.prepare("SELECT 1 FROM calendar_events WHERE booking_slot = ?").bind(booking.slot).first();
    if (taken) throw slotTaken(nextSlots(slots, booking.slot));
    throw invalid(bookingMessages.slotNotOffered, "slot");
  }

  const eventId = crypto.randomUUID();
  const spam = booking.lead.spamReason !== null;
  const when = formatSlot(slot.startsAt);
  const lead = { ...booking.lead, description: `Free on-site inspection booked online for ${when} (Chicago time).` };
  const createdAt = options.now.toISOString();
  let result: BookingResult | undefined;
  try {
    const leadId = await storeLead(storage, lead, [], {
      now: options.now,
      idempotencyKey: options.idempotencyKey,
      alsoCommit: (leadId) => {
        result = { leadId, eventId, slot, spam };
        const extra = options.alsoCommit?.(leadId, result) ?? [];
        if (spam) return extra;
        return [
          storage.db
            .prepare(
              `INSERT INTO calendar_events (id, title, description, location, starts_at, ends_at, all_day, kind, visibility,
                 lead_id, booking_slot, created_by, created_at, updated_at)
               VALUES (?, ?, ?, ?, ?, ?, 0, 'inspection', 'staff', ?, ?, 'booking', ?, ?)`,
            )
            .bind(
              eventId,
              `${bookingTitle}: ${lead.name}`,
              `${lead.service}. Booked online; phone ${lead.phone ?? "not given"}.`,
              lead.address,
              slot.startsAt,
              slot.endsAt,
              leadId,
              slot.startsAt,
              createdAt,
              createdAt,
            ),
          storage.db
            .prepare("UPDATE leads SET status = ?, column_id = ? WHERE id = ?")
            .bind(estimateScheduled, estimateScheduledColumn, leadId),
          timelineStatement(
            storage.db,
            leadId,
            [{ kind: "event_scheduled", detail: `Free inspection booked online for ${when}`, actor: "visitor" }],
            createdAt,
          ),
          ...extra,
        ];
      },
    });
    return { ...(result as BookingResult), leadId };
  } catch (error) {
    if (!isBookingSlotClash(error)) throw error;
    throw slotTaken(nextSlots(await availableSlots(storage.db, now), booking.slot));
  }
}

/** Someone booked the slot first: the visitor is offered the next open times. */
const slotTaken = (slots: Slot[]) =>
  conflict(bookingMessages.slotTaken, {
    fields: { slot: bookingMessages.slotTaken },
    current: { slots },
    pageTitle: "That time was just taken",
  });

/** The open slots after the one that was wanted (or the first ones), a handful to choose from. */
function nextSlots(slots: readonly Slot[], wanted: string): Slot[] {
  const later = slots.filter((slot) => slot.startsAt > wanted);
  return (later.length > 0 ? later : slots).slice(0, 5);
}

/** The booked inspection a confirmation page and its .ics show: time and place only. */
export async function bookedInspection(db: D1Database, eventId: string) {
  const row = await db
    .prepare("SELECT id, starts_at, ends_at, location, updated_at FROM calendar_events WHERE id = ? AND booking_slot IS NOT NULL")
    .bind(eventId)
    .first<{ id: string; starts_at: string; ends_at: string; location: string | null; updated_at: string }>();
  return row && { id: row.id, startsAt: row.starts_at, endsAt: row.ends_at, location: row.location, updatedAt: row.updated_at };
}

// ------------------------------------------------------------------------------ staff edits

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
        params: [leadId, lead.version, estimateScheduled],
      },
    }),
    db
      .prepare(
        `UPDATE leads SET status = ?, column_id = ?, assignee = COALESCE(?, assignee), version = version + 1, updated_at = ?
         WHERE id = ? AND version = ? RETURNING version`,
      )
      .bind(estimateScheduled, estimateScheduledColumn, request.assignee, at, leadId, lead.version),
  ]);
  // RETURNING, not meta.changes: the board triggers on leads add their own rows to the count.
  if (results.at(-1)?.results.length !== 1) throw staleLead();
  return { event: (await getEvent(db, id)) as CalendarEvent, leadVersion: lead.version + 1 };
}
