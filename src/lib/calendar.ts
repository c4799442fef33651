import { business } from "../config/business";
import { messages, type Toast } from "./messages";
import { isValidEmail, isValidPhone } from "./quote";
import { addDays, zonedDate, zonedDateTime, zonedToUtc } from "./zoned-time";

/**
 * The calendar's shared rules: America/Chicago wall-clock times to and from the UTC instants D1
 * stores, open booking slots, and the sentences the booking form, the public page and the Worker
 * show. No zod and no date library, so the public page can use it.
 */

export const calendarTimeZone = business.timeZone;

// ------------------------------------------------------------------------------------ time zone

export { addDays };

/** The UTC instant (ms) of a Chicago date ("2026-03-08") and wall-clock time ("09:30"). */
export const chicagoToUtc = (date: string, time = "00:00"): number => zonedToUtc(date, time, calendarTimeZone).getTime();

/** The Chicago calendar date ("2026-11-01") at that instant. */
export const chicagoDate = (instant: number | string | Date): string => zonedDate(new Date(instant), calendarTimeZone);

/** The Chicago wall-clock time ("14:05") at that instant. */
export const chicagoTime = (instant: number | string | Date): string =>
  zonedDateTime(new Date(instant), calendarTimeZone).slice(11);

/** 0 = Sunday ... 6 = Saturday, for a calendar date. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

const dayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: calendarTimeZone,
  weekday: "long",
  month: "long",
  day: "numeric",
});
const shortDayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: calendarTimeZone,
  weekday: "short",
  month: "short",
  day: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("en-US", { timeZone: calendarTimeZone, hour: "numeric", minute: "2-digit" });

/** "Tuesday, March 10" in Chicago. */
export const formatDay = (instant: number | string) => dayFormat.format(new Date(instant));
/** "Tue, Mar 10" in Chicago. */
export const formatShortDay = (instant: number | string) => shortDayFormat.format(new Date(instant));
/** "9:30 AM" in Chicago. */
export const formatTime = (instant: number | string) => timeFormat.format(new Date(instant));
/** "Tuesday, March 10, 9:30 AM" in Chicago: a slot in one phrase. */
export const formatSlot = (instant: number | string) => `${formatDay(instant)}, ${formatTime(instant)}`;

// ---------------------------------------------------------------------------------- availability

export const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Inspection hours of one weekday, Chicago wall clock ("08:00" to "17:00"); null: no inspections. */
export type DayHours = { start: string; end: string } | null;

/** When visitors may book a free inspection. Staff edit it in the desk. */
export type Availability = {
  /** Index 0 is Sunday. */
  weekly: DayHours[];
  slotMinutes: number;
  /** Kept free after (and before) every booking and busy event. */
  bufferMinutes: number;
  /** How many days ahead visitors may book. */
  horizonDays: number;
  /** The earliest slot offered starts at least this many hours from now. */
  minNoticeHours: number;
  version: number;
};

export const availabilityLimits = {
  slotMinutes: { min: 15, max: 480 },
  bufferMinutes: { min: 0, max: 240 },
  horizonDays: { min: 1, max: 120 },
  minNoticeHours: { min: 0, max: 24 * 14 },
} as const;

export const timeOfDayPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A span of time that makes slots unavailable: an event or closure, as UTC ISO instants. */
export type BusySpan = { startsAt: string; endsAt: string };

export type Slot = { startsAt: string; endsAt: string };

/**
 * Open slots: each weekday's hours cut into slot-length pieces (slot plus buffer apart), from the
 * minimum notice on to the horizon, leaving out any piece that comes within the buffer of a busy
 * span (bookings, staff events, closures). Days are Chicago days, so DST never shifts the hours.
 */
export function openSlots(availability: Availability, busy: readonly BusySpan[], now: number): Slot[] {
  const slotMs = availability.slotMinutes * 60_000;
  const bufferMs = availability.bufferMinutes * 60_000;
  const earliest = now + availability.minNoticeHours * 3_600_000;
  const spans = busy
    .map((span) => ({ start: Date.parse(span.startsAt) - bufferMs, end: Date.parse(span.endsAt) + bufferMs }))
    .sort((a, b) => a.start - b.start);

  const slots: Slot[] = [];
  const today = chicagoDate(now);
  let spanIndex = 0;
  for (let offset = 0; offset <= availability.horizonDays; offset++) {
    const date = addDays(today, offset);
    const hours = availability.weekly[weekdayOf(date)];
    if (!hours) continue;
    const dayEnd = chicagoToUtc(date, hours.end);
    for (let start = chicagoToUtc(date, hours.start); start + slotMs <= dayEnd; start += slotMs + bufferMs) {
      const end = start + slotMs;
      if (start < earliest) continue;
      while (spanIndex < spans.length && (spans[spanIndex]?.end ?? 0) <= start) spanIndex++;
      const blocked = spans.slice(spanIndex).some((span) => span.start < end && span.end > start);
      if (!blocked) slots.push({ startsAt: new Date(start).toISOString(), endsAt: new Date(end).toISOString() });
    }
  }
  return slots;
}

/** Slots grouped by their Chicago day, in order. */
export function slotsByDay(slots: readonly Slot[]): Array<{ date: string; slots: Slot[] }> {
  const days: Array<{ date: string; slots: Slot[] }> = [];
  for (const slot of slots) {
    const date = chicagoDate(slot.startsAt);
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}

// ----------------------------------------------------------------------------------- events

export const eventKinds = ["inspection", "job", "community", "closure"] as const;
export type EventKind = (typeof eventKinds)[number];
export const eventKindLabels: Record<EventKind, string> = {
  inspection: "Inspection",
  job: "Job",
  community: "Community event",
  closure: "Closure",
};
export const eventVisibilities = ["public", "staff"] as const;
export type EventVisibility = (typeof eventVisibilities)[number];

/** What the public calendar, its JSON and its feed show of an event: nothing about customers. */
export type PublicEvent = {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  kind: EventKind;
};

/** Every event as the desk sees it (GET /api/admin/calendar/events). */
export type CalendarEvent = PublicEvent & {
  visibility: EventVisibility;
  leadId: string | null;
  /** The linked lead's name, for the desk only. */
  leadName: string | null;
  assignee: string | null;
  /** Set when a visitor booked it online: the slot it holds. */
  bookingSlot: string | null;
  /** Set for a job's days: moved with the job's dates on its page, not on the calendar. */
  jobId: string | null;
  version: number;
  updatedAt: string;
};

/** Community events do not take the inspector away; everything else on the calendar does. */
export const blocksBookings = (kind: EventKind) => kind !== "community";

// ---------------------------------------------------------------------------------- booking

/** The booking form's required fields, in the quote form's words. */
export const requiredBookingFields = {
  name: "Name",
  phone: "Phone",
  email: "Email",
  address: "Address",
  service: "Service",
} as const;

export const bookingMessages = {
  chooseSlot: "Please choose a time for the inspection.",
  slotNotOffered: "That time is not open for booking. Please choose one of the times shown.",
  slotTaken: "Sorry, someone booked that time a moment ago. Please choose another time.",
  noSlots: "There are no open times right now. Please call us to schedule an inspection.",
  confirmedTitle: "Your free inspection is booked",
  confirmed: (when: string) => `We will see you ${when}. Add it to your calendar so you do not miss it.`,
} as const;

export type BookingFields = Record<keyof typeof requiredBookingFields | "slot", string>;

/** The browser's check before sending, in the quote form's order: missing fields, the e-mail, the phone. */
export function bookingProblem(fields: BookingFields): Toast | null {
  if (!fields.slot) return { title: "Choose a time", description: bookingMessages.chooseSlot };
  const missing = (Object.keys(requiredBookingFields) as Array<keyof typeof requiredBookingFields>)
    .filter((key) => fields[key].trim() === "")
    .map((key) => requiredBookingFields[key]);
  if (missing.length > 0) return messages.missingFields(missing);
  if (!isValidEmail(fields.email)) return messages.invalidEmail;
  if (!isValidPhone(fields.phone)) return messages.invalidPhone;
  return null;
}

/** The JSON answer to a booking. */
export type BookingConfirmation = { id: string; status: "booked"; startsAt: string; endsAt: string; icsUrl: string };
/** The JSON answer when the slot was taken: the sentence and the next open slots. */
export type SlotTakenProblem = { error: string; fields: Record<string, string>; slots: Slot[] };

export const bookingTitle = "Free on-site inspection";

/** What the desk's calendar says when a change cannot be made. */
export const calendarDeskMessages = {
  staleEvent: "Someone else changed this event a moment ago. It has been reloaded; please make your change again.",
  eventGone: "This event was deleted by someone else.",
  jobEvent: "These are a job's days: change its dates on the job's page, and the calendar follows.",
  staleLead: "This lead was changed by someone else a moment ago. Reload it and schedule again.",
  unknownLead: "There is no lead with that id.",
  bookingClash: "Another online booking already starts at that time. Move that one first, or choose another time.",
  endBeforeStart: "The end must be after the start.",
  staleAvailability: "Someone else changed the booking hours a moment ago. They have been reloaded; please change them again.",
  hoursBackwards: "Each day's end must be after its start.",
} as const;
