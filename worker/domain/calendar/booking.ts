import { bookingMessages, bookingTitle, formatSlot, type Slot } from "../../../src/lib/calendar";
import { type LeadStatus, pipelineColumnId } from "../../../src/lib/desk";
import type { BookingRequest } from "../../../src/lib/schemas";
import { detectSpam, type NewLead, newLead, storeLead } from "../leads";
import { conflict, invalid } from "../refusal";
import { timelineStatement } from "../timeline";
import { availableSlots } from "./availability";

/**
 * A visitor's booking of a free inspection: a lead and its inspection event in one transaction,
 * never two bookings in one slot.
 */

/**
 * The quote API's checks, and one more: every booking form carries its start time (the Worker
 * stamps it into each /calendar response, the page's script sends its own), so a booking without
 * one was not filled in on our page. Like a too-fast fill, it is stored for review and holds no slot.
 */
function bookingSpamReason(signals: Parameters<typeof detectSpam>[0], receivedAt: number): string | null {
  return detectSpam(signals, receivedAt) ?? (signals.formStartedAt === undefined ? "form start time missing" : null);
}

export const leadFromBooking = (request: BookingRequest, receivedAt: number) =>
  newLead("booking", { ...request, clientSubmittedAt: request.submittedAt }, bookingSpamReason(request, receivedAt));

/** booking_slot is UNIQUE: a second booking of one slot, or an inspection moved onto a booked start, fails with this. */
export const isBookingSlotClash = (error: unknown) =>
  String(error).includes("UNIQUE constraint failed: calendar_events.booking_slot");

export type Booking = { slot: string; lead: NewLead };
export type BookingResult = { leadId: string; eventId: string; slot: Slot; spam: boolean };

type BookingStorage = { db: D1Database; photos: R2Bucket };
type BookingOptions = {
  now: Date;
  idempotencyKey?: string | undefined;
  alsoCommit?: ((leadId: string, result: BookingResult) => D1PreparedStatement[]) | undefined;
};

/** Where a lead goes once its inspection is booked or scheduled: this status, in this pipeline column. */
export const inspectionBooked = {
  status: "estimate_scheduled",
  columnId: pipelineColumnId("estimate_scheduled"),
} as const satisfies { status: LeadStatus; columnId: string };

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
            .bind(inspectionBooked.status, inspectionBooked.columnId, leadId),
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
