import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { Slot } from "../../src/lib/calendar";
import type { EventInput } from "../../src/lib/desk-schemas";
import { createEvent } from "../../worker/domain/calendar/staff-edits";
import { cachedPublicPaths, forgetCachedResponse } from "../../worker/http/edge-cache";
import { bookingRequest, quoteRequest } from "../support/payloads";
import { fetchWithEnv, json, origin, postJson, send } from "./support/http";

/**
 * Every text staff or a visitor typed that the Worker's HTML shows the public (an event's title,
 * place and description on /calendar and /calendar/live, the address on a booking's confirmation
 * page, a photo's file name on the no-JavaScript form's problem page) goes in as text: a script, both
 * quotes and an ampersand in it stay characters on the page, never markup. The customer's estimate
 * page has tests of its own.
 */

const hostile = (field: string) => `${field} "><script>alert('${field}')</script><img src=x onerror=alert(1)> & 'Q&A'`;

/** What an HTML parser (HTMLRewriter, as a browser would) finds in `html`: elements by tag, and the text of those matching `selector`. */
async function parse(html: string, selector: string) {
  const tags: string[] = [];
  const chunks: string[] = [];
  await new HTMLRewriter()
    .on("*", { element: (element) => void tags.push(element.tagName) })
    .on(selector, { text: (chunk) => void chunks.push(chunk.text) })
    .transform(new Response(html))
    .text();
  const decoded = chunks
    .join("")
    .replace(/&(lt|gt|quot|#39|amp);/g, (_, name: string) => ({ lt: "<", gt: ">", quot: '"', "#39": "'", amp: "&" })[name] ?? "");
  return { tags, text: decoded };
}

const publicEvent = (changes: Partial<EventInput>): EventInput => {
  const inThreeDays = Date.now() + 3 * 86_400_000;
  return {
    title: "Event",
    description: null,
    location: null,
    startsAt: new Date(inThreeDays).toISOString(),
    endsAt: new Date(inThreeDays + 3_600_000).toISOString(),
    allDay: false,
    kind: "community",
    visibility: "public",
    leadId: null,
    assignee: null,
    ...changes,
  };
};

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM calendar_events").run();
  await forgetCachedResponse(cachedPublicPaths.calendarPage, origin);
});

describe("the calendar's pages keep typed text as text", () => {
  it("shows an event's title, place and description as typed, on /calendar/live and on /calendar", async () => {
    const typed = { title: hostile("title"), location: hostile("location"), description: hostile("description") };
    await createEvent(env.DB, publicEvent(typed), "staff@example.com");

    const live = await (await send("/calendar/live", { method: "GET" })).text();
    // The prerendered page the Worker fills (here a stand-in: the test has no built site).
    const assets = {
      fetch: async () =>
        new Response(`<!doctype html><html><body><div id="calendar-live"></div></body></html>`, {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        }),
    } as unknown as Fetcher;
    const { response, settled } = await fetchWithEnv(new Request(`${origin}/calendar`), { ASSETS: assets });
    const page = await response.text();
    await settled;

    for (const html of [live, page]) {
      const { tags } = await parse(html, "ol li");
      expect(tags).not.toContain("script");
      expect(tags).not.toContain("img");
      expect((await parse(html, "ol li h3")).text).toBe(typed.title);
      const { text } = await parse(html, "ol li p");
      expect(text).toContain(typed.location);
      expect(text).toContain(typed.description);
    }
    await forgetCachedResponse(cachedPublicPaths.calendarPage, origin);
  });

  it("shows a booking's address as typed on its confirmation page", async () => {
    const { slots } = await json<{ slots: Slot[] }>(await send("/api/calendar/slots", { method: "GET" }));
    const address = hostile("address");
    const booked = await postJson("/api/calendar/bookings", bookingRequest(slots[0]?.startsAt ?? "", { address }));
    expect(booked.status).toBe(201);
    const { id } = await json<{ id: string }>(booked);

    const confirmation = await (await send(`/calendar/booked/${id}`, { method: "GET" })).text();
    const { tags, text } = await parse(confirmation, "main");
    expect(tags).not.toContain("script");
    expect(tags).not.toContain("img");
    expect(text).toContain(`Where: ${address}`);
  });
});

describe("the no-JavaScript form's problem page keeps typed text as text", () => {
  it("names a photo that is not an image by its file name, as typed", async () => {
    const data = new FormData();
    for (const [name, value] of Object.entries(quoteRequest())) if (typeof value === "string") data.append(name, value);
    // A multipart body cannot carry a double quote in a file name (browsers send %22): the rest can.
    const fileName = hostile("file").replace('"', "");
    data.append("images", new File(["not an image"], fileName, { type: "image/jpeg" }));
    const response = await send("/api/quote-requests", { body: data, headers: { Accept: "text/html" } });
    expect(response.status).toBe(400);
    const { tags, text } = await parse(await response.text(), "main");
    expect(tags).not.toContain("script");
    expect(tags).not.toContain("img");
    expect(text).toContain(`“${fileName}” is not a JPEG`);
  });
});
