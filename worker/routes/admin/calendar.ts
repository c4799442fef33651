import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  availabilityLimits,
  calendarDeskMessages,
  eventKinds,
  eventVisibilities,
  timeOfDayPattern,
} from "../../../src/lib/calendar";
import {
  createEvent,
  deleteEvent,
  listEvents,
  readAvailability,
  saveAvailability,
  scheduleInspection,
  updateEvent,
} from "../../domain/calendar";
import type { AppEnv } from "../../env";
import { validJson, validQuery } from "../../http/validation";
import { forgetCalendarPage } from "../calendar";

/** /api/admin/calendar: every event, staff edits, booking hours, and scheduling from a lead. */

const instant = z.iso
  .datetime({ offset: true, error: "Give times as ISO date-times." })
  .transform((t) => new Date(t).toISOString());
const text = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long.`)
    .nullish()
    .transform((value) => value || null);

const eventFields = {
  title: z.string({ error: "Title is required." }).trim().min(1, "Title is required.").max(200, "Title is too long."),
  description: text("Description", 5000),
  location: text("Location"),
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

const newEventSchema = z.object(eventFields).refine(inOrder, orderRule);
const eventChangeSchema = z
  .object({ version: z.number({ error: "Send the version of the event you are changing." }).int().positive() })
  .extend(z.object(eventFields).partial().omit({ leadId: true }).shape)
  .refine(inOrder, orderRule);
const versionQuery = z.object({ version: z.coerce.number({ error: "Send the event's version." }).int().positive() });
const rangeQuery = z
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
const availabilitySchema = z.object({
  weekly: z.array(dayHours).length(7, "Send hours for all seven weekdays, Sunday first."),
  slotMinutes: whole("Visit length", availabilityLimits.slotMinutes),
  bufferMinutes: whole("Buffer", availabilityLimits.bufferMinutes),
  horizonDays: whole("Booking horizon", availabilityLimits.horizonDays),
  minNoticeHours: whole("Minimum notice", availabilityLimits.minNoticeHours),
  version: z.number().int().positive(),
});

const inspectionSchema = z
  .object({
    leadVersion: z.number({ error: "Send the version of the lead." }).int().positive(),
    startsAt: instant,
    endsAt: instant,
    assignee: eventFields.assignee,
  })
  .refine(inOrder, orderRule);

const actor = (c: Context<AppEnv>) => c.var.staff.email;

export const deskCalendarRoutes = new Hono<AppEnv>()
  // Any change can alter the public page (events, closures, open slots): it is rendered afresh.
  .use(async (c, next) => {
    await next();
    if (c.req.method !== "GET" && c.res.ok) await forgetCalendarPage(c.req.url);
  })
  .get("/events", validQuery(rangeQuery), async (c) => {
    const { from, to } = c.req.valid("query");
    return c.json(await listEvents(c.env.DB, from, to));
  })
  .post("/events", validJson(newEventSchema), async (c) =>
    c.json({ event: await createEvent(c.env.DB, c.req.valid("json"), actor(c)) }, 201),
  )
  .patch("/events/:id", validJson(eventChangeSchema), async (c) => {
    const { version, ...changes } = c.req.valid("json");
    const event = await updateEvent(c.env.DB, c.req.param("id"), version, changes, actor(c));
    return c.json({ event });
  })
  .delete("/events/:id", validQuery(versionQuery), async (c) => {
    await deleteEvent(c.env.DB, c.req.param("id"), c.req.valid("query").version, actor(c));
    return c.body(null, 204);
  })
  .get("/availability", async (c) => c.json({ availability: await readAvailability(c.env.DB) }))
  .put("/availability", validJson(availabilitySchema), async (c) =>
    c.json({ availability: await saveAvailability(c.env.DB, c.req.valid("json"), actor(c)) }),
  )
  .post("/leads/:leadId/inspection", validJson(inspectionSchema), async (c) => {
    const scheduled = await scheduleInspection(c.env.DB, c.req.param("leadId"), c.req.valid("json"), actor(c));
    return c.json(scheduled, 201);
  });
