import { Hono } from "hono";
import {
  availabilitySchema,
  eventChangeSchema,
  eventRangeQuery,
  eventVersionQuery,
  inspectionSchema,
  newEventSchema,
} from "../../../src/lib/desk-schemas/calendar";
import { readAvailability, saveAvailability } from "../../domain/calendar/availability";
import { listEvents } from "../../domain/calendar/events";
import { createEvent, deleteEvent, scheduleInspection, updateEvent } from "../../domain/calendar/staff-edits";
import type { AppEnv } from "../../env";
import { cachedPublicPaths, forgetCachedResponse } from "../../http/edge-cache";
import { validJson, validQuery } from "../../http/validation";

/** /api/admin/calendar: every event, staff edits, booking hours, and scheduling from a lead. */

export const deskCalendarRoutes = new Hono<AppEnv>()
  // Any change can alter the public page (events, closures, open slots): it is rendered afresh.
  .use(async (c, next) => {
    await next();
    if (c.req.method !== "GET" && c.res.ok) await forgetCachedResponse(cachedPublicPaths.calendarPage, c.req.url);
  })
  .get("/events", validQuery(eventRangeQuery), async (c) => {
    const { from, to } = c.req.valid("query");
    return c.json(await listEvents(c.env.DB, from, to));
  })
  .post("/events", validJson(newEventSchema), async (c) =>
    c.json({ event: await createEvent(c.env.DB, c.req.valid("json"), c.var.staff.email) }, 201),
  )
  .patch("/events/:id", validJson(eventChangeSchema), async (c) => {
    const { version, ...changes } = c.req.valid("json");
    const event = await updateEvent(c.env.DB, c.req.param("id"), version, changes, c.var.staff.email);
    return c.json({ event });
  })
  .delete("/events/:id", validQuery(eventVersionQuery), async (c) => {
    await deleteEvent(c.env.DB, c.req.param("id"), c.req.valid("query").version, c.var.staff.email);
    return c.body(null, 204);
  })
  .get("/availability", async (c) => c.json({ availability: await readAvailability(c.env.DB) }))
  .put("/availability", validJson(availabilitySchema), async (c) =>
    c.json({ availability: await saveAvailability(c.env.DB, c.req.valid("json"), c.var.staff.email) }),
  )
  .post("/leads/:leadId/inspection", validJson(inspectionSchema), async (c) => {
    const scheduled = await scheduleInspection(c.env.DB, c.req.param("leadId"), c.req.valid("json"), c.var.staff.email);
    return c.json(scheduled, 201);
  });
