import { Hono } from "hono";
import { html } from "hono/html";
import { z } from "zod";
import { business, telHref } from "../../src/config/business";
import { formStartedAtSelector, liveRegionId, publicCalendarHtml } from "../../src/html/calendar";
import {
  addDays,
  type BookingConfirmation,
  bookingMessages,
  bookingTitle,
  chicagoDate,
  chicagoToUtc,
  formatSlot,
  requiredBookingFields,
  type Slot,
} from "../../src/lib/calendar";
import { messages } from "../../src/lib/messages";
import { bookingSchema } from "../../src/lib/schemas";
import { availableSlots } from "../domain/calendar/availability";
import { bookedInspection, bookInspection, leadFromBooking } from "../domain/calendar/booking";
import { listFeedEvents, listPublicEvents } from "../domain/calendar/events";
import { eventUid, icsCalendar } from "../domain/ics";
import { enqueueForward } from "../domain/messaging";
import type { AppEnv } from "../env";
import { formFields, readBody } from "../http/body";
import { cachedPublicPaths, cachedResponse, forgetCachedResponse, keepResponse } from "../http/edge-cache";
import { isBrowserFormPost } from "../http/form-error-page";
import { idempotent, rateLimit } from "../http/guards";
import { storeOnce } from "../http/intake";
import { ClientProblem } from "../http/problems";
import { type PageMarkup, smallPage, smallPageHeaders } from "../http/small-page";
import { validJson } from "../http/validation";

/**
 * The public calendar: JSON for the page's script, the booking endpoint (JSON or a plain form
 * post), the /calendar page with its events and slots put into the prerendered HTML, and the feeds.
 */

const requiredFields = { slot: "Time", ...requiredBookingFields };

const confirmationUrl = (eventId: string) => `/calendar/booked/${eventId}`;
const appointmentIcsUrl = (eventId: string) => `/calendar/booked/${eventId}/appointment.ics`;

/** Events shown on the page and in its JSON: from the start of today (Chicago) for half a year. */
function upcomingRange(now: number) {
  const today = chicagoDate(now);
  return { from: new Date(chicagoToUtc(today)).toISOString(), to: new Date(chicagoToUtc(addDays(today, 183))).toISOString() };
}

const isoInstant = z.iso.datetime({ offset: true, error: "Give from and to as ISO date-times." });
const rangeQuery = z.object({ from: isoInstant, to: isoInstant });

export const calendarApiRoutes = new Hono<AppEnv>()
  .get("/events", async (c) => {
    const parsed = rangeQuery.safeParse(c.req.query());
    const range = parsed.success ? parsed.data : upcomingRange(Date.now());
    if (!parsed.success && (c.req.query("from") || c.req.query("to")))
      throw new ClientProblem(400, "Give from and to as ISO date-times.", { from: "Give from and to as ISO date-times." });
    const from = new Date(range.from).toISOString();
    const to = new Date(range.to).toISOString();
    if (Date.parse(to) - Date.parse(from) > 400 * 86_400_000 || to <= from)
      throw new ClientProblem(400, "Ask for at most 400 days, with from before to.", { to: "Too long a range." });
    return c.json({ events: await listPublicEvents(c.env.DB, from, to) });
  })
  .get("/slots", async (c) => c.json({ slots: await availableSlots(c.env.DB, Date.now()) }))
  .post(
    "/bookings",
    rateLimit("leads"),
    readBody({
      jsonBytes: 32 * 1024,
      multipart: {
        bytes: 64 * 1024,
        toPayload: async (form) => {
          const { formStartedAt, ...fields } = formFields(form);
          return { ...fields, formStartedAt: formStartedAt ? Number(formStartedAt) : undefined };
        },
      },
    }),
    idempotent("calendar-bookings"),
    validJson(bookingSchema, requiredFields),
    (c) => {
      const request = c.req.valid("json");
      const answer = (eventId: string, slot: Slot): BookingConfirmation => ({
        id: eventId,
        status: "booked",
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        icsUrl: appointmentIcsUrl(eventId),
      });
      return storeOnce(c, async (keyed) => {
        const booked = await bookInspection(
          { db: c.env.DB, photos: c.env.PHOTOS },
          { slot: new Date(request.slot).toISOString(), lead: leadFromBooking(request, Date.now()) },
          {
            now: new Date(),
            idempotencyKey: keyed?.idempotencyKey,
            alsoCommit:
              keyed && ((_leadId, result) => [keyed.completion(201, JSON.stringify(answer(result.eventId, result.slot)))]),
          },
        );
        if (!booked.spam) await forgetCachedResponse(cachedPublicPaths.calendarPage, c.req.url);
        if (!booked.spam) c.executionCtx.waitUntil(enqueueForward(c.env.DB, c.env.LEAD_FORWARD, booked.leadId));
        if (isBrowserFormPost(c)) return c.redirect(booked.spam ? "/contact/thank-you" : confirmationUrl(booked.eventId), 303);
        return c.json(answer(booked.eventId, booked.slot), 201);
      });
    },
  );

// ------------------------------------------------------------------------------------- pages

const pageHeaders = smallPageHeaders();

function confirmationPage(booking: { id: string; startsAt: string; location: string | null }): PageMarkup {
  const when = formatSlot(booking.startsAt);
  return smallPage(
    bookingMessages.confirmedTitle,
    html`<div class="box" role="status"><p>${bookingMessages.confirmed(`${when} (Chicago time)`)}</p>${
      booking.location ? html`<p>Where: ${booking.location}</p>` : ""
    }</div>
<p><a href="${appointmentIcsUrl(booking.id)}" download="inspection.ics">Add it to your calendar (.ics)</a></p>
<p>Need to change it? Call <a href="${telHref}">${business.phone.display}</a>. <a href="/calendar">Back to the calendar</a></p>`,
  );
}

const icsHeaders = (fileName: string, cacheControl: string) => ({
  "Content-Type": "text/calendar; charset=utf-8",
  "Content-Disposition": `attachment; filename="${fileName}"`,
  "Cache-Control": cacheControl,
});

/**
 * Caching for what visitors read: fresh for 30 s, then served stale for up to 30 s more while it
 * is refreshed, so a staff edit shows within a minute. The Worker keeps the /calendar page in the
 * Cache API by these headers and forgets it on every change (worker/http/edge-cache.ts).
 */
const publicCacheControl = "public, max-age=0, s-maxage=30, stale-while-revalidate=30";

/** The calendar's live part for a visitor, as HTML. */
async function liveHtml(env: AppEnv["Bindings"], now: number): Promise<string> {
  const range = upcomingRange(now);
  const [events, slots] = await Promise.all([listPublicEvents(env.DB, range.from, range.to), availableSlots(env.DB, now)]);
  return (await publicCalendarHtml(events, slots)).toString();
}

/** The minimum fill time counts from when this visitor got the page, not from when the cached copy was rendered. */
const stampFormStart = (page: Response) =>
  new HTMLRewriter()
    .on(formStartedAtSelector, { element: (input) => void input.setAttribute("value", String(Date.now())) })
    .transform(page);

/**
 * Mounted before the API's no-store headers: these pages are meant to be cached at the edge. The
 * booked-appointment pages are private (their address is unguessable) and never cached.
 */
export const calendarPageRoutes = new Hono<AppEnv>()
  .get("/calendar", async (c) => {
    const cached = await cachedResponse(cachedPublicPaths.calendarPage, c.req.url);
    if (cached) return stampFormStart(cached);
    const [page, html] = await Promise.all([
      c.env.ASSETS.fetch(new Request(new URL("/calendar", c.req.url), { headers: { Accept: "text/html" } })),
      liveHtml(c.env, Date.now()),
    ]);
    if (!page.ok) return page;
    const headers = new Headers(page.headers);
    headers.delete("ETag");
    headers.set("Cache-Control", publicCacheControl);
    const filled = new HTMLRewriter()
      .on(`#${liveRegionId}`, { element: (element) => void element.setInnerContent(html, { html: true }) })
      .transform(page);
    const response = new Response(filled.body, { status: 200, headers });
    c.executionCtx.waitUntil(keepResponse(cachedPublicPaths.calendarPage, c.req.url, response));
    return stampFormStart(response);
  })
  .get("/calendar/live", async (c) => {
    c.header("Cache-Control", publicCacheControl);
    return c.html(await liveHtml(c.env, Date.now()));
  })
  .get("/calendar.ics", async (c) => {
    const events = await listFeedEvents(c.env.DB, new Date());
    const feed = icsCalendar(
      business.name,
      events.map((event) => ({ ...event, uid: eventUid(event.id) })),
      new Date(),
    );
    return c.body(feed, 200, icsHeaders("calendar.ics", publicCacheControl));
  })
  .get("/calendar/booked/:id", async (c) => {
    const booking = await bookedInspection(c.env.DB, c.req.param("id"));
    if (!booking) return c.html(smallPage("Booking not found", html`<p>${messages.api.notFound}</p>`), 404, pageHeaders);
    return c.html(confirmationPage(booking), 200, { ...pageHeaders, "Cache-Control": "private, no-store" });
  })
  .get("/calendar/booked/:id/appointment.ics", async (c) => {
    const booking = await bookedInspection(c.env.DB, c.req.param("id"));
    if (!booking) return c.json({ error: messages.api.notFound, fields: {} }, 404);
    const ics = icsCalendar(
      bookingTitle,
      [
        {
          uid: eventUid(booking.id),
          title: `${bookingTitle}, ${business.name}`,
          ...booking,
          description: `Questions? Call ${business.phone.display}.`,
        },
      ],
      new Date(),
    );
    return c.body(ics, 200, icsHeaders("inspection.ics", "private, no-store"));
  })
  // Anything else under /calendar/ (a trailing slash, a mistyped address) is the static site's to answer.
  .all("/calendar/*", (c) => c.env.ASSETS.fetch(c.req.raw));
