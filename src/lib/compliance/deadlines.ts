import { addCalendarDays, addWorkingDays, workingDayOnOrBefore } from "./days";
import type { Deadline } from "./rule-shape";

/**
 * The day a deadline names, and its inverse: which event days a record made on a given day
 * allows. Everything else follows from `deadlineDay`, so the two directions cannot disagree.
 */

/**
 * The last day that meets the deadline for an event on `anchorDay` (a window's first day, for
 * `opens`). "At least 10 working days before" a Wednesday start is the Wednesday two weeks
 * earlier; before a Saturday start, the Friday two weeks before that Saturday's Friday: a record
 * made on a weekend counts from the Monday after, as EPA counts ("ten days including the day of
 * postmark, work starting on day 11", working days only).
 */
export function deadlineDay(deadline: Deadline, anchorDay: string): string {
  const { days, count, when } = deadline;
  if (count === "calendar") return addCalendarDays(anchorDay, when === "before" ? -days : days);
  if (when === "after") return addWorkingDays(anchorDay, days);
  return days === 0 ? anchorDay : addWorkingDays(workingDayOnOrBefore(anchorDay), -days);
}

/** How far, in calendar days, a deadline's day can lie from its event's day. */
const reach = (deadline: Deadline) => Math.ceil((deadline.days * 7) / 5) + 3;

/**
 * The earliest event day for which a record made on `recordDay` meets the deadline: a notice
 * postmarked on a Wednesday allows the start from the Wednesday two weeks later.
 */
export function firstEventDayAllowed(deadline: Deadline, recordDay: string): string {
  // deadlineDay only grows with the event day, and lies within `reach` of it.
  let event = addCalendarDays(recordDay, -reach(deadline));
  while (deadlineDay(deadline, event) < recordDay) event = addCalendarDays(event, 1);
  return event;
}

/**
 * The last event day for which a record made on `recordDay` is not too early under a window's
 * opening: an acknowledgment signed on March 1 counts for a start up to April 30 (60 days).
 */
export function lastEventDayAllowed(opens: Deadline, recordDay: string): string {
  let event = addCalendarDays(recordDay, reach(opens));
  while (deadlineDay(opens, event) > recordDay) event = addCalendarDays(event, -1);
  return event;
}
