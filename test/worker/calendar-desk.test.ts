import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type CalendarEvent, calendarDeskMessages, type Slot } from "../../src/lib/calendar";
import { bookingRequest, quoteRequest } from "../support/payloads";
import { accessToken, staffHeaders } from "./support/access";
import { fetchWithEnv, json, origin, type Problem, postJson, send } from "./support/http";

/** Signed in through Cloudflare Access as an active staff member, from the desk's own pages. */
let signedIn: Record<string, string>;
beforeAll(async () => {
  signedIn = await staffHeaders("ines@lakeshore.example");
});

function call(method: string, path: string, body?: unknown, headers = signedIn) {
  return send(`/api/admin/calendar${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: { ...headers, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
  });
}

const tomorrowAt = (hourUtc: number) => {
  const day = new Date(Date.now() + 86_400_000);
  day.setUTCHours(hourUtc, 0, 0, 0);
  return day.toISOString();
};

const job = (changes: Record<string, unknown> = {}) => ({
  title: "Tear-off, 14 Elm St",
  kind: "job",
  visibility: "staff",
  startsAt: tomorrowAt(15),
  endsAt: tomorrowAt(17),
  assignee: "ines@lakeshore.example",
  ...changes,
});

async function newLead() {
  const response = await postJson(
    "/api/quote-requests",
    quoteRequest({ name: "Tomasz Wiśniewski", propertyAddress: "14 Elm St", city: "Evanston" }),
  );
  expect(response.status).toBe(201);
  return (await json<{ id: string }>(response)).id;
}

const leadRow = (id: string) =>
  env.DB.prepare("SELECT status, column_id, assignee, version FROM leads WHERE id = ?").bind(id).first<{
    status: string;
    column_id: string;
    assignee: string | null;
    version: number;
  }>();
const timeline = async (id: string) =>
  (
    await env.DB.prepare("SELECT kind, detail, actor FROM lead_events WHERE lead_id = ? ORDER BY id")
      .bind(id)
      .all<{ kind: string; detail: string; actor: string }>()
  ).results;

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM calendar_events").run();
});

describe("who may use the desk's calendar", () => {
  it("refuses anyone who is not signed-in staff, and writes from other sites", async () => {
    expect((await call("GET", "/availability", undefined, {})).status).toBe(401);
    const stranger = { "Cf-Access-Jwt-Assertion": await accessToken("stranger@example.com"), Origin: origin };
    expect((await call("GET", "/availability", undefined, stranger)).status).toBe(403);
    expect((await call("POST", "/events", job(), { ...signedIn, Origin: "https://evil.example" })).status).toBe(403);
    expect((await call("GET", "/availability")).status).toBe(200);
  });
});

describe("staff events", () => {
  it("creates, moves with the current version only, and deletes", async () => {
    const created = await call("POST", "/events", job());
    expect(created.status).toBe(201);
    const { event } = await json<{ event: CalendarEvent }>(created);
    expect(event).toMatchObject({ title: "Tear-off, 14 Elm St", version: 1, visibility: "staff" });

    const moved = await call("PATCH", `/events/${event.id}`, { version: 1, startsAt: tomorrowAt(18), endsAt: tomorrowAt(20) });
    expect(moved.status).toBe(200);
    expect((await json<{ event: CalendarEvent }>(moved)).event).toMatchObject({ startsAt: tomorrowAt(18), version: 2 });

    const stale = await call("PATCH", `/events/${event.id}`, { version: 1, title: "Old page" });
    expect(stale.status).toBe(409);
    expect((await json<Problem>(stale)).error).toMatch(/changed this event/);

    expect((await call("DELETE", `/events/${event.id}?version=1`)).status).toBe(409);
    expect((await call("DELETE", `/events/${event.id}?version=2`)).status).toBe(204);
    // Deleted meanwhile: gone, not merely stale.
    const again = await call("DELETE", `/events/${event.id}?version=2`);
    expect(again.status).toBe(410);
    expect((await json<Problem>(again)).error).toBe(calendarDeskMessages.eventGone);
  });

  it("refuses bad input with a sentence and a 400", async () => {
    const backwards = await call("POST", "/events", job({ endsAt: tomorrowAt(10) }));
    expect(backwards.status).toBe(400);
    expect((await json<Problem>(backwards)).error).toBe("The end must be after the start.");
    const kind = await call("POST", "/events", job({ kind: "party" }));
    expect((await json<Problem>(kind)).error).toBe("Choose a kind from the list.");
    const lead = await call("POST", "/events", job({ leadId: "no-such-lead" }));
    expect(lead.status).toBe(400);
    expect((await json<Problem>(lead)).error).toBe("There is no lead with that id.");
    expect((await call("GET", "/events?from=yesterday&to=today")).status).toBe(400);
  });

  it("has this location render the public /calendar page afresh after a change", async () => {
    const assets = {
      fetch: async () =>
        new Response(`<!doctype html><html><body><div id="calendar-live"></div></body></html>`, {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        }),
    } as unknown as Fetcher;
    const publicPage = async () => {
      const { response, settled } = await fetchWithEnv(new Request(`${origin}/calendar`), { ASSETS: assets });
      const html = await response.text();
      await settled;
      return html;
    };
    const title = `Homeowner workshop ${crypto.randomUUID().slice(0, 8)}`;
    expect(await publicPage()).not.toContain(title); // and now kept in the cache
    const created = await call("POST", "/events", job({ title, kind: "community", visibility: "public", assignee: null }));
    expect(created.status).toBe(201);
    expect(await publicPage()).toContain(title);
  });

  it("flags two events of the same staff member at the same time", async () => {
    const first = (await json<{ event: CalendarEvent }>(await call("POST", "/events", job()))).event;
    const overlapping = (
      await json<{ event: CalendarEvent }>(
        await call("POST", "/events", job({ title: "Survey", startsAt: tomorrowAt(16), endsAt: tomorrowAt(18) })),
      )
    ).event;
    const otherPerson = (
      await json<{ event: CalendarEvent }>(
        await call("POST", "/events", job({ title: "Other crew", assignee: "ana@lakeshore.example" })),
      )
    ).event;
    const listed = await json<{ events: CalendarEvent[]; conflicts: string[] }>(
      await call("GET", `/events?from=${tomorrowAt(0)}&to=${tomorrowAt(23)}`),
    );
    expect(listed.events).toHaveLength(3);
    expect(listed.conflicts.sort()).toEqual([first.id, overlapping.id].sort());
    expect(listed.conflicts).not.toContain(otherPerson.id);
  });

  it("edits the booking hours, and slots follow them", async () => {
    const { availability } = await json<{ availability: { version: number; weekly: unknown[] } }>(
      await call("GET", "/availability"),
    );
    const closedAllWeek = { ...availability, weekly: Array(7).fill(null) };
    const saved = await call("PUT", "/availability", closedAllWeek);
    expect(saved.status).toBe(200);
    expect((await call("PUT", "/availability", closedAllWeek)).status).toBe(409);
    const slots = await json<{ slots: unknown[] }>(await send("/api/calendar/slots", { method: "GET" }));
    expect(slots.slots).toEqual([]);
    const backwards = await call("PUT", "/availability", {
      ...availability,
      version: availability.version + 1,
      weekly: [null, { start: "17:00", end: "09:00" }, null, null, null, null, null],
    });
    expect((await json<Problem>(backwards)).error).toBe("Each day's end must be after its start.");
    // Put the default hours back for the other tests.
    await call("PUT", "/availability", { ...availability, version: availability.version + 1 });
  });
});

/** A visitor books the open slot at that index; returns the booked inspection as staff see it. */
async function book(index: number) {
  const { slots } = await json<{ slots: Slot[] }>(await send("/api/calendar/slots", { method: "GET" }));
  const slot = slots[index] as Slot;
  const response = await postJson("/api/calendar/bookings", bookingRequest(slot.startsAt, { name: "Halina Booking" }));
  expect(response.status).toBe(201);
  const { id } = await json<{ id: string }>(response);
  const event = await env.DB.prepare("SELECT id, starts_at, ends_at, booking_slot, version FROM calendar_events WHERE id = ?")
    .bind(id)
    .first<{ id: string; starts_at: string; ends_at: string; booking_slot: string; version: number }>();
  if (!event) throw new Error("The booking stored no inspection.");
  return event;
}

const laterBy = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

describe("moving a booked inspection", () => {
  it("takes its slot along, so the time it left can be booked again", async () => {
    const booked = await book(0);
    const moved = await call("PATCH", `/events/${booked.id}`, {
      version: booked.version,
      startsAt: laterBy(booked.starts_at, 86_400_000),
      endsAt: laterBy(booked.ends_at, 86_400_000),
    });
    expect(moved.status).toBe(200);
    const row = await env.DB.prepare("SELECT booking_slot FROM calendar_events WHERE id = ?").bind(booked.id).first();
    expect(row).toEqual({ booking_slot: laterBy(booked.starts_at, 86_400_000) });

    const again = await postJson("/api/calendar/bookings", bookingRequest(booked.starts_at, { name: "Next Visitor" }));
    expect(again.status).toBe(201);
  });

  it("answers 409 with a sentence, not a server error, when moved onto another booking's start", async () => {
    const first = await book(0);
    const second = await book(0);
    const clash = await call("PATCH", `/events/${first.id}`, {
      version: first.version,
      startsAt: second.starts_at,
      endsAt: second.ends_at,
    });
    expect(clash.status).toBe(409);
    expect((await json<Problem>(clash)).error).toBe(calendarDeskMessages.bookingClash);
    const unchanged = await env.DB.prepare("SELECT starts_at, booking_slot, version FROM calendar_events WHERE id = ?")
      .bind(first.id)
      .first();
    expect(unchanged).toEqual({ starts_at: first.starts_at, booking_slot: first.booking_slot, version: first.version });
  });
});

describe("Schedule inspection from a lead", () => {
  it("creates an assigned inspection, moves the lead to Estimate scheduled and writes its timeline", async () => {
    const leadId = await newLead();
    const before = await leadRow(leadId);
    const response = await call("POST", `/leads/${leadId}/inspection`, {
      leadVersion: before?.version,
      startsAt: tomorrowAt(15),
      endsAt: tomorrowAt(16),
      assignee: "ines@lakeshore.example",
    });
    expect(response.status).toBe(201);
    const { event, leadVersion } = await json<{ event: CalendarEvent; leadVersion: number }>(response);
    expect(event).toMatchObject({ leadId, kind: "inspection", visibility: "staff", assignee: "ines@lakeshore.example" });
    expect(await leadRow(leadId)).toMatchObject({
      status: "estimate_scheduled",
      column_id: "pipeline-estimate-scheduled",
      assignee: "ines@lakeshore.example",
      version: (before?.version ?? 0) + 1,
    });
    expect(leadVersion).toBe((before?.version ?? 0) + 1);
    const kinds = (await timeline(leadId)).map((entry) => entry.kind);
    expect(kinds).toContain("event_scheduled");
    expect(kinds).toContain("status_changed");

    // Dragging the inspection to another day shows in the lead's timeline, by whom.
    const moved = await call("PATCH", `/events/${event.id}`, {
      version: event.version,
      startsAt: new Date(Date.parse(event.startsAt) + 2 * 86_400_000).toISOString(),
      endsAt: new Date(Date.parse(event.endsAt) + 2 * 86_400_000).toISOString(),
    });
    expect(moved.status).toBe(200);
    const movedEntry = (await timeline(leadId)).find((entry) => entry.kind === "event_moved");
    expect(movedEntry).toMatchObject({ actor: "ines@lakeshore.example" });
    expect(movedEntry?.detail).toMatch(/moved from .* to /);

    const removed = await call("DELETE", `/events/${event.id}?version=${event.version + 1}`);
    expect(removed.status).toBe(204);
    expect((await timeline(leadId)).map((entry) => entry.kind)).toContain("event_removed");
  });

  it("changes nothing when the lead's page was stale", async () => {
    const leadId = await newLead();
    const before = await leadRow(leadId);
    const stale = await call("POST", `/leads/${leadId}/inspection`, {
      leadVersion: (before?.version ?? 0) + 5,
      startsAt: tomorrowAt(15),
      endsAt: tomorrowAt(16),
      assignee: null,
    });
    expect(stale.status).toBe(409);
    expect(await leadRow(leadId)).toEqual(before);
    const events = await env.DB.prepare("SELECT count(*) AS n FROM calendar_events WHERE lead_id = ?")
      .bind(leadId)
      .first<{ n: number }>();
    expect(events?.n).toBe(0);
  });
});
