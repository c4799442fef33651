import { type Availability, addDays, type CalendarEvent, chicagoDate, chicagoToUtc } from "../../../lib/calendar";
import { api, send } from "../../api/client";

/** A change to an event as the desk sends it (times as ISO instants). */
export type EventDraft = Pick<
  CalendarEvent,
  "title" | "description" | "location" | "startsAt" | "endsAt" | "allDay" | "kind" | "visibility" | "assignee"
> & { leadId?: string | null };

const base = "/calendar";

/** /api/admin/calendar. The calendar view loads its own date ranges, so these are plain calls. */
export const calendarApi = {
  events: (from: string, to: string) =>
    api<{ events: CalendarEvent[]; conflicts: string[] }>(`${base}/events?${new URLSearchParams({ from, to })}`),
  create: (draft: EventDraft) => api<{ event: CalendarEvent }>(`${base}/events`, send("POST", draft)),
  update: (id: string, version: number, changes: Partial<EventDraft>) =>
    api<{ event: CalendarEvent }>(`${base}/events/${encodeURIComponent(id)}`, send("PATCH", { version, ...changes })),
  remove: (id: string, version: number) =>
    api<void>(`${base}/events/${encodeURIComponent(id)}?version=${version}`, send("DELETE")),
  availability: () => api<{ availability: Availability }>(`${base}/availability`),
  saveAvailability: (availability: Availability) =>
    api<{ availability: Availability }>(`${base}/availability`, send("PUT", availability)),
  scheduleInspection: (
    leadId: string,
    request: { leadVersion: number; startsAt: string; endsAt: string; assignee: string | null },
  ) =>
    api<{ event: CalendarEvent; leadVersion: number }>(
      `${base}/leads/${encodeURIComponent(leadId)}/inspection`,
      send("POST", request),
    ),
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
