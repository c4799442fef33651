import { type Availability, addDays, type CalendarEvent, chicagoDate, chicagoToUtc } from "../../../lib/calendar";
import type { InspectionRequest } from "../../../lib/desk-schemas/calendar";
import { answer, desk } from "../../api/client";

/** A change to an event as the desk sends it (times as ISO instants). */
export type EventDraft = Pick<
  CalendarEvent,
  "title" | "description" | "location" | "startsAt" | "endsAt" | "allDay" | "kind" | "visibility" | "assignee"
> & { leadId?: string | null };

const calendar = desk.calendar;

/** /api/admin/calendar. The calendar view loads its own date ranges, so these are plain calls. */
export const calendarApi = {
  events: (from: string, to: string) => answer(calendar.events.$get({ query: { from, to } })),
  create: (draft: EventDraft) => answer(calendar.events.$post({ json: draft })),
  update: (id: string, version: number, changes: Partial<EventDraft>) =>
    answer(calendar.events[":id"].$patch({ param: { id }, json: { version, ...changes } })),
  remove: (id: string, version: number) =>
    answer(calendar.events[":id"].$delete({ param: { id }, query: { version: String(version) } })),
  availability: () => answer(calendar.availability.$get()),
  saveAvailability: (availability: Availability) => answer(calendar.availability.$put({ json: availability })),
  scheduleInspection: (leadId: string, request: InspectionRequest) =>
    answer(calendar.leads[":leadId"].inspection.$post({ param: { leadId }, json: request })),
};

/** "2026-03-10T09:30" in the browser's zone, for datetime-local inputs, and back. */
export const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
export const fromLocalInput = (value: string) => new Date(value).toISOString();

/** All-day events run from Chicago midnight of their first day to Chicago midnight after their last. */
export const allDayBounds = (firstDay: string, dayAfterLast?: string) => ({
  startsAt: new Date(chicagoToUtc(firstDay)).toISOString(),
  endsAt: new Date(chicagoToUtc(dayAfterLast || addDays(firstDay, 1))).toISOString(),
});

/** The first and last Chicago day an all-day event covers. */
export const allDayDays = (event: { startsAt: string; endsAt: string }) => ({
  first: chicagoDate(event.startsAt),
  last: chicagoDate(Math.max(Date.parse(event.startsAt), Date.parse(event.endsAt) - 1)),
});
