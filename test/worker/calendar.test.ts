import { env } from "cloudflare:workers";
import ICAL from "ical.js";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type Availability, addDays, chicagoDate, chicagoToUtc, openSlots, type Slot } from "../../src/lib/calendar";
import type { EventInput } from "../../src/lib/desk-schemas/calendar";
import { messages } from "../../src/lib/messages";
import { bookingSchema } from "../../src/lib/schemas";
import { bookInspection, leadFromBooking } from "../../worker/domain/calendar/booking";
import { createEvent } from "../../worker/domain/calendar/staff-edits";
import { escapeText, foldLine, icsCalendar } from "../../worker/domain/ics";
import { completionStatement, requestHash } from "../../worker/domain/idempotency";
import type { LeadForwardMessage } from "../../worker/domain/messaging";
import { rateLimitPolicies } from "../../worker/domain/rate-limit";
import { cachedPublicPaths, forgetCachedResponse } from "../../worker/http/edge-cache";
import { bookingRequest } from "../support/payloads";
import { fetchWithEnv, json, newClientIp, origin, type Problem, postJson, send } from "./support/http";
import type { LeadRow } from "./support/store";

const weekdays9to4: Availability["weekly"] = [
  null,
  { start: "09:00", end: "16:00" },
  { start: "09:00", end: "16:00" },
  { start: "09:00", end: "16:00" },
  { start: "09:00", end: "16:00" },
  { start: "09:00", end: "16:00" },
  null,
];
const availability = (changes: Partial<Availability> = {}): Availability => ({
  weekly: weekdays9to4,
  slotMinutes: 60,
  bufferMinutes: 30,
  horizonDays: 14,
  minNoticeHours: 0,
  version: 1,
  ...changes,
});
const startsOn = (slots: Slot[], date: string) => slots.filter((slot) => slot.startsAt.startsWith(date)).map((s) => s.startsAt);

describe("slot computation", () => {
  it("keeps 9 AM Chicago across the March change to daylight time", () => {
    // Friday 2026-03-06 is CST (UTC-6); Monday 2026-03-09 is CDT (UTC-5): DST began Sunday the 8th.
    const slots = openSlots(availability(), [], Date.parse("2026-03-06T06:00:00Z"));
    expect(startsOn(slots, "2026-03-06")).toEqual([
      "2026-03-06T15:00:00.000Z",
      "2026-03-06T16:30:00.000Z",
      "2026-03-06T18:00:00.000Z",
      "2026-03-06T19:30:00.000Z",
      "2026-03-06T21:00:00.000Z",
    ]);
    expect(startsOn(slots, "2026-03-09")[0]).toBe("2026-03-09T14:00:00.000Z");
    expect(startsOn(slots, "2026-03-07")).toEqual([]);
    expect(startsOn(slots, "2026-03-08")).toEqual([]);
  });

  it("keeps 9 AM Chicago across the November change back to standard time", () => {
    // Friday 2026-10-30 is CDT; Monday 2026-11-02 is CST: DST ended Sunday 2026-11-01.
    const slots = openSlots(
      availability({ weekly: weekdays9to4.map(() => ({ start: "09:00", end: "11:00" })) }),
      [],
      Date.parse("2026-10-30T05:00:00Z"),
    );
    expect(startsOn(slots, "2026-10-30")).toEqual(["2026-10-30T14:00:00.000Z"]);
    expect(startsOn(slots, "2026-11-01")).toEqual(["2026-11-01T15:00:00.000Z"]);
    expect(startsOn(slots, "2026-11-02")).toEqual(["2026-11-02T15:00:00.000Z"]);
    expect(chicagoToUtc("2026-11-01", "00:00")).toBe(Date.parse("2026-11-01T05:00:00Z"));
    expect(chicagoToUtc("2026-11-02", "00:00")).toBe(Date.parse("2026-11-02T06:00:00Z"));
  });

  it("offers nothing sooner than the minimum notice", () => {
    const now = Date.parse("2026-03-10T15:10:00Z"); // Tuesday 10:10 AM CDT
    const slots = openSlots(availability({ minNoticeHours: 24 }), [], now);
    expect(Date.parse(slots[0]?.startsAt ?? "")).toBeGreaterThanOrEqual(now + 24 * 3_600_000);
    expect(slots[0]?.startsAt).toBe("2026-03-11T15:30:00.000Z"); // Wednesday 10:30 AM, the first slot after 10:10
  });

  it("leaves out closed days and keeps the buffer around busy events", () => {
    const now = Date.parse("2026-03-09T05:00:00Z");
    const closedTuesday = {
      startsAt: new Date(chicagoToUtc("2026-03-10")).toISOString(),
      endsAt: new Date(chicagoToUtc("2026-03-11")).toISOString(),
    };
    // A job from 10:45 to 11:50 on Wednesday: the 9:00-10:00 slot ends 45 min before it (buffer 30: fine);
    // the 10:30 slot overlaps it and the 12:00 slot starts within its buffer.
    const job = { startsAt: "2026-03-11T15:45:00.000Z", endsAt: "2026-03-11T16:50:00.000Z" };
    const slots = openSlots(availability(), [closedTuesday, job], now);
    expect(startsOn(slots, "2026-03-10")).toEqual([]);
    expect(startsOn(slots, "2026-03-11")).toEqual([
      "2026-03-11T14:00:00.000Z",
      "2026-03-11T18:30:00.000Z",
      "2026-03-11T20:00:00.000Z",
    ]);
  });

  it("stops at the booking horizon", () => {
    const slots = openSlots(availability({ horizonDays: 3 }), [], Date.parse("2026-03-09T05:00:00Z"));
    expect(slots.at(-1)?.startsAt.slice(0, 10)).toBe("2026-03-12");
  });
});

async function firstOpenSlot(): Promise<string> {
  const { slots } = await json<{ slots: Slot[] }>(await send("/api/calendar/slots", { method: "GET" }));
  expect(slots.length).toBeGreaterThan(0);
  return slots[0]?.startsAt as string;
}

/** A booking sent through the Worker with a queue that only records what it is given. */
async function bookRecordingForwards(body: Record<string, unknown>) {
  const sent: LeadForwardMessage[] = [];
  const queue = { send: vi.fn(async (message: LeadForwardMessage) => void sent.push(message)) };
  const request = new Request(`${origin}/api/calendar/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": newClientIp() },
    body: JSON.stringify(body),
  });
  const { response, settled } = await fetchWithEnv(request, { LEAD_FORWARD: queue as unknown as Queue<LeadForwardMessage> });
  await settled;
  return { response, sent };
}

const leadByEmail = (email: string) => env.DB.prepare("SELECT * FROM leads WHERE email = ?").bind(email).first<LeadRow>();

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM calendar_events").run();
});

describe("booking a free inspection", () => {
  it("stores a booking lead and its inspection, queues it for forwarding, and takes the slot off the list", async () => {
    const slot = await firstOpenSlot();
    const { response, sent } = await bookRecordingForwards(bookingRequest(slot));
    expect(response.status).toBe(201);
    const booked = await json<{ id: string; startsAt: string; icsUrl: string }>(response);
    expect(booked.startsAt).toBe(slot);

    const event = await env.DB.prepare("SELECT * FROM calendar_events WHERE id = ?")
      .bind(booked.id)
      .first<{ lead_id: string; visibility: string; kind: string; booking_slot: string }>();
    expect(event).toMatchObject({ visibility: "staff", kind: "inspection", booking_slot: slot });
    const lead = await env.DB.prepare("SELECT source, status, column_id, forward_status FROM leads WHERE id = ?")
      .bind(event?.lead_id)
      .first();
    expect(lead).toMatchObject({
      source: "booking",
      status: "estimate_scheduled",
      column_id: "pipeline-estimate-scheduled",
      forward_status: "queued",
    });
    expect(sent).toEqual([{ leadId: event?.lead_id }]);
    expect(await firstOpenSlot()).not.toBe(slot);

    const ics = await send(booked.icsUrl, { method: "GET" });
    expect(ics.headers.get("Content-Type")).toContain("text/calendar");
    const vevent = new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent("vevent");
    expect(vevent?.getFirstPropertyValue("dtstart")?.toString()).toBe(slot.replace(".000", ""));
  });

  it("gives one of 20 simultaneous bookings of a slot, and tells the other 19 the next open times", async () => {
    const slot = await firstOpenSlot();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postJson("/api/calendar/bookings", bookingRequest(slot, { email: `v${index}@example.com` })),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.status === 409)) {
      const body = await json<Problem & { slots: Slot[] }>(response);
      expect(body.error).toMatch(/someone booked that time/);
      expect(body.slots.length).toBeGreaterThan(0);
      expect(body.slots.map((s) => s.startsAt)).not.toContain(slot);
    }
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM calendar_events WHERE booking_slot = ?").bind(slot).first<{
      n: number;
    }>()) ?? { n: 0 };
    expect(n).toBe(1);
    const leads = await env.DB.prepare(
      "SELECT count(*) AS n FROM leads WHERE source = 'booking' AND email LIKE 'v%@example.com'",
    ).first<{ n: number }>();
    expect(leads?.n).toBe(1);
  });

  it("answers missing and invalid fields with the quote form's sentences", async () => {
    const slot = await firstOpenSlot();
    const missing = await postJson("/api/calendar/bookings", bookingRequest(slot, { phone: "", address: " " }));
    expect(missing.status).toBe(400);
    expect((await json<Problem>(missing)).error).toBe("Please fill in: Phone, Address");
    const badEmail = await postJson("/api/calendar/bookings", bookingRequest(slot, { email: "maria@" }));
    expect((await json<Problem>(badEmail)).error).toBe("Please enter a valid email address");
    const badPhone = await postJson("/api/calendar/bookings", bookingRequest(slot, { phone: "12345" }));
    expect((await json<Problem>(badPhone)).error).toBe("Please enter a valid phone number (10-15 digits)");
    const notOffered = await postJson("/api/calendar/bookings", bookingRequest("2020-01-01T15:00:00.000Z"));
    expect(notOffered.status).toBe(400);
    expect((await json<Problem>(notOffered)).error).toMatch(/not open for booking/);
  });

  it.each([
    ["the honeypot field is filled in", () => ({ website: "http://spam.example" }), "honeypot field filled in"],
    // Timed on the browser's clock (submittedAt), so how long the test waits to run does not matter.
    [
      "the form was sent too fast",
      () => ({ formStartedAt: 1_763_650_000_000, submittedAt: "2025-11-20T14:46:40.500Z" }),
      "form filled in",
    ],
    ["the form's start time is missing", () => ({ formStartedAt: undefined }), "form start time missing"],
  ])("answers like a booking but files it as spam, not forwarded and holding no slot, when %s", async (_, overrides, reason) => {
    const slot = await firstOpenSlot();
    const email = `bot-${crypto.randomUUID()}@example.com`;
    const { response, sent } = await bookRecordingForwards(bookingRequest(slot, { email, ...overrides() }));
    expect(response.status).toBe(201);
    expect(await leadByEmail(email)).toMatchObject({
      is_spam: 1,
      spam_reason: expect.stringContaining(reason),
      forward_status: "spam",
      priority: "low",
    });
    expect(sent).toEqual([]);
    expect(await firstOpenSlot()).toBe(slot);
  });

  it("counts bookings in the leads rate limit: past it, 429 with Retry-After", async () => {
    const slot = await firstOpenSlot();
    const ip = newClientIp();
    const { limit, windowSeconds } = rateLimitPolicies.leads;
    const responses = await Promise.all(
      Array.from({ length: limit + 3 }, (_, index) =>
        postJson("/api/calendar/bookings", bookingRequest(slot, { email: `burst${index}@example.com` }), { ip }),
      ),
    );
    const limited = responses.filter((response) => response.status === 429);
    expect(limited).toHaveLength(3);
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    for (const response of limited) {
      const retryAfter = Number(response.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
      expect(await json(response)).toEqual({ error: messages.api.tooManyRequests, fields: {} });
    }
  });

  it("replays an Idempotency-Key retry instead of booking twice", async () => {
    const slot = await firstOpenSlot();
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const body = bookingRequest(slot, { email: "retry@example.com" });
    const first = await postJson("/api/calendar/bookings", body, { headers });
    const again = await postJson("/api/calendar/bookings", body, { headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await json(again)).toEqual(await json(first));
  });

  describe("an Idempotency-Key claimed by a request that never finished", () => {
    const abandonedClaim = async (body: string) => {
      const claim = {
        scope: "calendar-bookings",
        key: crypto.randomUUID(),
        requestHash: await requestHash(new TextEncoder().encode(body)),
      };
      await env.DB.prepare(
        "INSERT INTO idempotency_keys (scope, key, request_hash, state, created_at) VALUES (?, ?, ?, 'pending', ?)",
      )
        .bind(claim.scope, claim.key, claim.requestHash, new Date(Date.now() - 3 * 60_000).toISOString())
        .run();
      return claim;
    };
    const bookingWithKey = (key: string, body: string) =>
      new Request(`${origin}/api/calendar/bookings`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": newClientIp(), "Idempotency-Key": key },
        body,
      });
    const bookingsOf = async (email: string) =>
      (await env.DB.prepare("SELECT count(*) AS n FROM leads WHERE email = ?").bind(email).first<{ n: number }>())?.n;

    it("is taken over: the booking is made once, and a retry gets the same answer", async () => {
      const slot = await firstOpenSlot();
      const email = `takeover-${crypto.randomUUID()}@example.com`;
      const body = JSON.stringify(bookingRequest(slot, { email }));
      const claim = await abandonedClaim(body);
      const first = await postJson("/api/calendar/bookings", body, { headers: { "Idempotency-Key": claim.key } });
      expect(first.status).toBe(201);
      const again = await postJson("/api/calendar/bookings", body, { headers: { "Idempotency-Key": claim.key } });
      expect(again.headers.get("Idempotent-Replayed")).toBe("true");
      expect(await json(again)).toEqual(await json(first));
      expect(await bookingsOf(email)).toBe(1);
    });

    it("when that request stores its booking first after all, this one answers with it instead of a 500", async () => {
      const slot = await firstOpenSlot();
      const email = `late-${crypto.randomUUID()}@example.com`;
      const body = JSON.stringify(bookingRequest(slot, { email }));
      const claim = await abandonedClaim(body);
      // The first request wakes up and commits its booking (and its answer) just before this one commits.
      let firstAnswer: unknown;
      let leadInsertPrepared = false;
      const racingDb = new Proxy(env.DB, {
        get: (target, property) => {
          if (property === "prepare")
            return (sql: string) => {
              if (sql.trimStart().startsWith("INSERT INTO leads")) leadInsertPrepared = true;
              return target.prepare(sql);
            };
          if (property === "batch")
            return async (statements: D1PreparedStatement[]) => {
              if (leadInsertPrepared && firstAnswer === undefined) {
                const booked = await bookInspection(
                  { db: target, photos: env.PHOTOS },
                  { slot, lead: leadFromBooking(bookingSchema.parse(bookingRequest(slot, { email })), Date.now()) },
                  {
                    now: new Date(),
                    idempotencyKey: `${claim.scope}:${claim.key}`,
                    alsoCommit: (_leadId, result) => {
                      firstAnswer = { id: result.eventId, status: "booked", startsAt: slot, endsAt: result.slot.endsAt };
                      return [completionStatement(target, claim, 201, JSON.stringify(firstAnswer))];
                    },
                  },
                );
                expect(booked.slot.startsAt).toBe(slot);
              }
              return target.batch(statements);
            };
          return Reflect.get(target, property).bind(target);
        },
      });
      const { response } = await fetchWithEnv(bookingWithKey(claim.key, body), { DB: racingDb });
      expect(response.status).toBe(201);
      expect(response.headers.get("Idempotent-Replayed")).toBe("true");
      expect(await json(response)).toEqual(firstAnswer);
      expect(await bookingsOf(email)).toBe(1);
    });
  });

  it("works as a plain form post: a confirmation page with the .ics link", async () => {
    const slot = await firstOpenSlot();
    const form = new FormData();
    for (const [name, value] of Object.entries(bookingRequest(slot))) form.set(name, String(value));
    const response = await send("/api/calendar/bookings", { body: form, headers: { Accept: "text/html" }, redirect: "manual" });
    expect(response.status).toBe(303);
    const page = await send(response.headers.get("Location") as string, { method: "GET" });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Your free inspection is booked");
    expect(html).toMatch(/href="\/calendar\/booked\/[0-9a-f-]+\/appointment\.ics"/);

    const lost = await send("/api/calendar/bookings", { body: form, headers: { Accept: "text/html" }, redirect: "manual" });
    expect(lost.status).toBe(409);
    expect(await lost.text()).toContain("The next open times");
  });
});

/** Three days from now, on the hour. */
const inThreeDays = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 3 * 86_400_000;
const event = (changes: Partial<EventInput>): EventInput => ({
  title: "Event",
  description: null,
  location: null,
  startsAt: new Date(inThreeDays).toISOString(),
  endsAt: new Date(inThreeDays + 3_600_000).toISOString(),
  allDay: false,
  kind: "job",
  visibility: "staff",
  leadId: null,
  assignee: null,
  ...changes,
});

describe("what the public sees", () => {
  it("never shows a staff-only event in the JSON, the page fragment or the feed", async () => {
    await createEvent(env.DB, event({ title: "Secret job at the Nowak house", location: "123 Private St" }), "staff@example.com");
    await createEvent(
      env.DB,
      event({ title: "Homeowner asbestos workshop", visibility: "public", kind: "community" }),
      "staff@example.com",
    );

    const publicJson = await (await send("/api/calendar/events", { method: "GET" })).text();
    const live = await (await send("/calendar/live", { method: "GET" })).text();
    const feed = await (await send("/calendar.ics", { method: "GET" })).text();
    for (const body of [publicJson, live, feed]) {
      expect(body).toContain("Homeowner asbestos workshop");
      expect(body).not.toContain("Nowak");
      expect(body).not.toContain("Private St");
    }
    // A booking's customer details never reach the public either.
    const slot = await firstOpenSlot();
    expect((await postJson("/api/calendar/bookings", bookingRequest(slot, { name: "Zbigniew Customer" }))).status).toBe(201);
    for (const path of ["/api/calendar/events", "/calendar/live", "/calendar.ics", "/api/calendar/slots"]) {
      expect(await (await send(path, { method: "GET" })).text()).not.toContain("Zbigniew");
    }
  });

  it("says so when nothing public is scheduled, even with staff-only events on the calendar", async () => {
    await createEvent(env.DB, event({ title: "Crew training" }), "staff@example.com");
    const live = await (await send("/calendar/live", { method: "GET" })).text();
    expect(live).toContain("No public events or closures in the coming months.");
    expect(live).not.toContain("Crew training");
  });

  it("stamps the cached /calendar page's form with the time each visitor got it", async () => {
    await forgetCachedResponse(cachedPublicPaths.calendarPage, origin);
    let rendered = 0;
    const assets = {
      fetch: async () => {
        rendered++;
        return new Response(`<!doctype html><html><body><div id="calendar-live"></div></body></html>`, {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      },
    } as unknown as Fetcher;
    const visit = async () => {
      const requestedAt = Date.now();
      const { response, settled } = await fetchWithEnv(new Request(`${origin}/calendar`), { ASSETS: assets });
      const html = await response.text();
      await settled;
      expect(response.headers.get("Cache-Control")).toContain("stale-while-revalidate");
      return { requestedAt, stamped: Number(html.match(/name="formStartedAt" value="(\d+)"/)?.[1]) };
    };
    // The Worker runs in this isolate, so it reads the same (fake) clock as the test.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const first = await visit();
      vi.advanceTimersByTime(50);
      const second = await visit();
      expect(rendered).toBe(1); // the second visitor got the cached page
      expect(first.stamped).toBeGreaterThanOrEqual(first.requestedAt);
      expect(second.stamped).toBeGreaterThanOrEqual(second.requestedAt);
      expect(second.stamped - first.stamped).toBeGreaterThanOrEqual(50);
    } finally {
      vi.useRealTimers();
    }
    await forgetCachedResponse(cachedPublicPaths.calendarPage, origin);
  });

  it("lets the edge cache the page parts for a minute at most", async () => {
    const live = await send("/calendar/live", { method: "GET" });
    expect(live.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=30");
    const api = await send("/api/calendar/slots", { method: "GET" });
    expect(api.headers.get("Cache-Control")).toBe("no-store");
  });

  it("publishes an RFC 5545 feed that ical.js reads back, commas, semicolons and newlines included", async () => {
    const title = "Open house; mold, lead & asbestos\nQ&A \\ night";
    const description = `Bring photos, questions; ${"a long line of text ".repeat(10)}and\nmore`;
    const created = await createEvent(
      env.DB,
      event({ title, description, location: "Oak Park Library, Room 2", visibility: "public", kind: "community" }),
      "staff@example.com",
    );
    // The feed keeps what ended within the last 90 days: the closure is always a month ahead.
    const closedFrom = addDays(chicagoDate(Date.now()), 30);
    const reopens = addDays(closedFrom, 2);
    const closure = await createEvent(
      env.DB,
      event({
        title: "Closed for the holidays",
        visibility: "public",
        kind: "closure",
        allDay: true,
        startsAt: new Date(chicagoToUtc(closedFrom)).toISOString(),
        endsAt: new Date(chicagoToUtc(reopens)).toISOString(),
      }),
      "staff@example.com",
    );
    const response = await send("/calendar.ics", { method: "GET" });
    const text = await response.text();
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);

    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const workshop = events.find((e) => e.uid.startsWith(created.id));
    expect(workshop?.summary).toBe(title);
    expect(workshop?.description).toBe(description);
    expect(workshop?.location).toBe("Oak Park Library, Room 2");
    expect(workshop?.startDate.toJSDate().toISOString()).toBe(created.startsAt);
    const holiday = events.find((e) => e.uid.startsWith(closure.id));
    expect(holiday?.startDate.isDate).toBe(true);
    expect(holiday?.startDate.toString()).toBe(closedFrom);
    expect(holiday?.endDate.toString()).toBe(reopens);

    // The same event keeps its UID from one fetch to the next.
    const again = await (await send("/calendar.ics", { method: "GET" })).text();
    expect(again.replaceAll("\r\n ", "")).toContain(`UID:${workshop?.uid}`);
  });

  it("escapes and folds by the RFC", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const folded = foldLine(`SUMMARY:${"é".repeat(60)}`);
    expect(folded.split("\r\n ").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(folded.replaceAll("\r\n ", "")).toBe(`SUMMARY:${"é".repeat(60)}`);
    expect(icsCalendar("x", [], new Date()).endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});
