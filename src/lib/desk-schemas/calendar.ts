import { z } from "zod";
import { availabilityLimits, calendarDeskMessages, eventKinds, eventVisibilities, timeOfDayPattern } from "../calendar";
import { optionalText, version } from "./fields";

/** What /api/admin/calendar accepts: events, the booking hours, an inspection scheduled from a lead. */

const instant = z.iso
  .datetime({ offset: true, error: "Give times as ISO date-times." })
  .transform((t) => new Date(t).toISOString());
const eventFields = {
  title: z.string({ error: "Title is required." }).trim().min(1, "Title is required.").max(200, "Title is too long."),
  description: optionalText("Description", 5000),
  location: optionalText("Location"),
  startsAt: instant,
  endsAt: instant,
  allDay: z.boolean().default(false),
  kind: z.enum(eventKinds, { error: "Choose a kind from the list." }),
  visibility: z.enum(eventVisibilities, { error: "Choose public or staff." }),
  leadId: z
    .string()
    .max(100)
    .nullish()
    .transform((value) => value || null),
  assignee: z
    .email({ error: "Assign the event to a staff e-mail." })
    .max(254)
    .nullish()
    .transform((value) => value || null),
};

const inOrder = (event: { startsAt?: string | undefined; endsAt?: string | undefined }) =>
  !event.startsAt || !event.endsAt || event.endsAt >= event.startsAt;
const orderRule = { message: calendarDeskMessages.endBeforeStart, path: ["endsAt"] };

/** POST /api/admin/calendar/events. */
export const newEventSchema = z.object(eventFields).refine(inOrder, orderRule);
/** What staff set on an event; the rest of a CalendarEvent is the server's. */
export type EventInput = z.output<typeof newEventSchema>;

/** PATCH /api/admin/calendar/events/:id: any fields, and the version they were made against. */
export const eventChangeSchema = z
  .object({ version: version("event") })
  .extend(z.object(eventFields).partial().omit({ leadId: true }).shape)
  .refine(inOrder, orderRule);
export const eventVersionQuery = z.object({
  version: z.coerce.number({ error: "Send the event's version." }).int().positive(),
});
export const eventRangeQuery = z
  .object({ from: instant, to: instant })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 400 * 86_400_000, "Ask for at most 400 days.");

const dayHours = z
  .object({
    start: z.string().regex(timeOfDayPattern, "Give hours as HH:MM."),
    end: z.string().regex(timeOfDayPattern, "Give hours as HH:MM."),
  })
  .refine((hours) => hours.end > hours.start, calendarDeskMessages.hoursBackwards)
  .nullable();
const whole = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);

/** PUT /api/admin/calendar/availability: the booking hours, against the version loaded. */
export const availabilitySchema = z.object({
  weekly: z.array(dayHours).length(7, "Send hours for all seven weekdays, Sunday first."),
  slotMinutes: whole("Visit length", availabilityLimits.slotMinutes),
  bufferMinutes: whole("Buffer", availabilityLimits.bufferMinutes),
  horizonDays: whole("Booking horizon", availabilityLimits.horizonDays),
  minNoticeHours: whole("Minimum notice", availabilityLimits.minNoticeHours),
  version: z.number().int().positive(),
});

/** POST /api/admin/calendar/leads/:leadId/inspection ("Schedule inspection" on a lead). */
export const inspectionSchema = z
  .object({
    leadVersion: z.number({ error: "Send the version of the lead." }).int().positive(),
    startsAt: instant,
    endsAt: instant,
    assignee: eventFields.assignee,
  })
  .refine(inOrder, orderRule);
export type InspectionRequest = z.output<typeof inspectionSchema>;
