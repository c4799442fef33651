import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Slot } from "../../src/lib/calendar";
import type { LeadAttribution, Touch } from "../../src/lib/touches";
import { zonedDate } from "../../src/lib/zoned-time";
import { crons } from "../../worker/crons";
import worker from "../../worker/index";
import { bookingRequest } from "../support/payloads";
import { chatLead, json, newClientIp, postJson, quoteRequest, send } from "./support/http";

/**
 * Where a lead, a page view and a tap came from, as the Worker stores it: every lead path keeps both
 * touches and the landing page; page views become daily rollups with a visitor counted once a day per
 * source; nothing of the source is kept under Global Privacy Control; a day's hashes go with the day.
 */

const now = Date.now();
const googleAd: Touch = {
  at: now - 3_600_000,
  landing: "/services/asbestos-removal",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "spring-asbestos",
  gclid: "TEST",
};
const facebook: Touch = { at: now - 60_000, landing: "/", referrer: "l.facebook.com" };
const attribution: LeadAttribution = {
  first: googleAd,
  last: facebook,
  pages: [
    { path: "/services/asbestos-removal", at: googleAd.at },
    { path: "/contact", at: now - 30_000 },
  ],
};

type SourceColumns = {
  first_channel: string | null;
  first_source: string | null;
  first_campaign: string | null;
  first_landing: string | null;
  last_channel: string | null;
  last_source: string | null;
  last_campaign: string | null;
  last_landing: string | null;
  gclid: string | null;
  attribution: string | null;
};

const sourceOfLead = (id: string) =>
  env.DB.prepare(
    `SELECT first_channel, first_source, first_campaign, first_landing, last_channel, last_source, last_campaign, last_landing,
       gclid, attribution FROM leads WHERE id = ?`,
  )
    .bind(id)
    .first<SourceColumns>();

const expectBothTouches = async (id: string) => {
  const stored = await sourceOfLead(id);
  expect(stored).toMatchObject({
    first_channel: "paid-search",
    first_source: "google",
    first_campaign: "spring-asbestos",
    first_landing: "/services/asbestos-removal",
    last_channel: "organic-social",
    last_source: "facebook",
    last_campaign: "",
    last_landing: "/",
    gclid: "TEST",
  });
  expect(JSON.parse(stored?.attribution ?? "null")).toEqual(attribution);
};

const leadId = async (response: Response) => {
  expect(response.status).toBe(201);
  return (await json<{ id: string }>(response)).id;
};

async function firstOpenSlot(): Promise<string> {
  const { slots } = await json<{ slots: Slot[] }>(await send("/api/calendar/slots", { method: "GET" }));
  return slots[0]?.startsAt as string;
}

describe("every lead path keeps both touches and the landing page", () => {
  it("the quote form, the home form and the widget (JSON)", async () => {
    for (const source of ["quote-form", "home-form", "embedded-widget"]) {
      await expectBothTouches(await leadId(await postJson("/api/quote-requests", quoteRequest({ source, attribution }))));
    }
  });

  it("the chatbot", async () => {
    await expectBothTouches(await leadId(await postJson("/api/leads", chatLead({ attribution }))));
  });

  it("the booking", async () => {
    const slot = await firstOpenSlot();
    const response = await postJson(
      "/api/calendar/bookings",
      bookingRequest(slot, { email: "sources@example.com", attribution }),
    );
    expect(response.status).toBe(201);
    const lead = await env.DB.prepare("SELECT id FROM leads WHERE email = ? AND source = 'booking'")
      .bind("sources@example.com")
      .first<{ id: string }>();
    await expectBothTouches(lead?.id ?? "");
  });

  it("the widget's lead lands on the partner's page that framed it", async () => {
    const partner: Touch = {
      at: now,
      landing: "/embed/quote",
      referrer: "partner.example",
      page: "https://partner.example/kitchens?name=private",
      utm_campaign: "partner-spring",
    };
    const id = await leadId(
      await postJson(
        "/api/quote-requests",
        quoteRequest({ source: "embedded-widget", attribution: { first: partner, last: partner } }),
      ),
    );
    expect(await sourceOfLead(id)).toMatchObject({
      first_channel: "referral",
      first_source: "partner.example",
      first_campaign: "partner-spring",
      first_landing: "https://partner.example/kitchens",
    });
  });

  it("the no-JavaScript form: what the form page's address (the Referer) says", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(quoteRequest({ images: undefined })))
      if (value !== undefined && typeof value !== "object") form.append(name, String(value));
    const response = await send("/api/quote-requests", {
      body: form,
      headers: {
        Accept: "text/html",
        Referer:
          "https://www.lakeshore-environmental.example/contact?utm_source=google&utm_medium=cpc&gclid=NOJS&email=a@b.example",
      },
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    const lead = await env.DB.prepare("SELECT id FROM leads WHERE gclid = 'NOJS'").first<{ id: string }>();
    const stored = await sourceOfLead(lead?.id ?? "");
    expect(stored).toMatchObject({ first_channel: "paid-search", last_channel: "paid-search", first_landing: "/contact" });
    expect(stored?.attribution).not.toContain("a@b.example");
  });

  it("another site's Referer, or none, tells nothing", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(quoteRequest({ images: undefined, name: "Referer Elsewhere" })))
      if (value !== undefined && typeof value !== "object") form.append(name, String(value));
    await send("/api/quote-requests", {
      body: form,
      headers: { Accept: "text/html", Referer: "https://evil.example/?utm_source=google&gclid=FAKE" },
      redirect: "manual",
    });
    const lead = await env.DB.prepare("SELECT id FROM leads WHERE name = 'Referer Elsewhere'").first<{ id: string }>();
    expect(await sourceOfLead(lead?.id ?? "")).toMatchObject({ first_channel: null, attribution: null });
  });

  it("with Global Privacy Control or Do Not Track, nothing of the source is kept, whatever the body says", async () => {
    const privacySignals: Array<Record<string, string>> = [{ "Sec-GPC": "1" }, { DNT: "1" }];
    for (const header of privacySignals) {
      const id = await leadId(await postJson("/api/quote-requests", quoteRequest({ attribution }), { headers: header }));
      expect(await sourceOfLead(id)).toMatchObject({ first_channel: null, last_channel: null, gclid: null, attribution: null });
    }
  });

  it("a malformed source never refuses a lead: it is stored without one", async () => {
    const broken = { first: { at: "yesterday", landing: 42 }, pages: "many" };
    const id = await leadId(await postJson("/api/quote-requests", quoteRequest({ attribution: broken })));
    expect(await sourceOfLead(id)).toMatchObject({ first_channel: null, attribution: null });
  });

  it("a click id that is not Google's shape is not kept for the Ads export", async () => {
    const id = await leadId(
      await postJson("/api/quote-requests", quoteRequest({ attribution: { first: { ...googleAd, gclid: "=HYPERLINK(1)" } } })),
    );
    expect(await sourceOfLead(id)).toMatchObject({ first_channel: "paid-search", gclid: null });
  });
});

const today = () => zonedDate(new Date(), "America/Chicago");
const rollup = (path: string, channel: string) =>
  env.DB.prepare("SELECT views, visitors FROM visit_rollups WHERE day = ? AND path = ? AND channel = ?")
    .bind(today(), path, channel)
    .first<{ views: number; visitors: number }>();

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const view = (path: string, last?: Touch) => ({ name: "page-view", value: 1, path, ...(last ? { last } : {}) });
const postViews = (samples: unknown[], ip: string, headers: Record<string, string> = {}) =>
  postJson("/api/metrics", samples, { ip, headers: { "User-Agent": browser, ...headers } });

describe("page views are daily rollups", () => {
  const referral: Touch = { at: now, landing: "/projects", referrer: `${crypto.randomUUID()}.example` };

  it("count every view, and a visitor once a day per source, on the page they were first seen on", async () => {
    const visitor = newClientIp();
    expect((await postViews([view("/projects", referral), view("/about", referral)], visitor)).status).toBe(204);
    await postViews([view("/projects", referral)], visitor);
    await postViews([view("/projects", referral)], newClientIp());
    const source = referral.referrer as string;
    const rows = await env.DB.prepare(
      "SELECT path, views, visitors FROM visit_rollups WHERE day = ? AND source = ? ORDER BY path",
    )
      .bind(today(), source)
      .all();
    expect(rows.results).toEqual([
      { path: "/about", views: 1, visitors: 0 },
      { path: "/projects", views: 3, visitors: 2 },
    ]);
  });

  it("count a visitor again under another source, and a view without a source as not recorded", async () => {
    const visitor = newClientIp();
    const before = (await rollup("/privacy", "paid-search")) ?? { views: 0, visitors: 0 };
    const beforeUnrecorded = (await rollup("/privacy", "")) ?? { views: 0, visitors: 0 };
    await postViews([view("/privacy", googleAd), view("/privacy", facebook)], visitor);
    await postViews([view("/privacy")], visitor, { "Sec-GPC": "1" });
    await postViews([view("/privacy", googleAd)], visitor, { "Sec-GPC": "1" });
    expect(await rollup("/privacy", "paid-search")).toEqual({ views: before.views + 1, visitors: before.visitors + 1 });
    expect(await rollup("/privacy", "")).toEqual({ views: beforeUnrecorded.views + 2, visitors: beforeUnrecorded.visitors + 1 });
  });

  it("never count bots, scripts or a page that is not the site's", async () => {
    const before = (await rollup("/terms", "direct")) ?? { views: 0, visitors: 0 };
    const direct: Touch = { at: now, landing: "/terms" };
    for (const agent of ["", "Googlebot/2.1 (+http://www.google.com/bot.html)", "Mozilla/5.0 HeadlessChrome/156.0", "curl/8.5"])
      expect((await postViews([view("/terms", direct)], newClientIp(), { "User-Agent": agent })).status).toBe(204);
    expect((await rollup("/terms", "direct")) ?? { views: 0, visitors: 0 }).toEqual(before);
    const other = (await rollup("(other)", "direct"))?.views ?? 0;
    await postViews([view("/wp-admin/setup.php", direct)], newClientIp());
    expect((await rollup("(other)", "direct"))?.views).toBe(other + 1);
  });

  it("store no IP address and no raw view: only the rollup and today's salted hashes", async () => {
    const ip = "203.0.113.199";
    await postViews([view("/blog", facebook)], ip);
    for (const table of ["visit_rollups", "visitors_today", "visit_salts"]) {
      const { results } = await env.DB.prepare(`SELECT * FROM ${table}`).all();
      expect(JSON.stringify(results), table).not.toContain(ip);
    }
    const { results } = await env.DB.prepare("SELECT name FROM web_vitals WHERE name = 'page-view'").all();
    expect(results).toEqual([]);
  });

  it("forget every earlier day's salt and hashes in the hourly job, keep today's, and drop rollups past two years", async () => {
    const visitor = newClientIp();
    await postViews([view("/calendar", facebook)], visitor);
    const yesterday = "2020-01-01";
    await env.DB.batch([
      env.DB.prepare("INSERT OR IGNORE INTO visit_salts (day, salt) VALUES (?, 'old')").bind(yesterday),
      env.DB.prepare("INSERT OR IGNORE INTO visitors_today (day, visitor) VALUES (?, 'old')").bind(yesterday),
      env.DB.prepare(
        "INSERT OR IGNORE INTO visit_rollups (day, path, channel, source, campaign, views, visitors) VALUES ('2020-01-01', '/', 'direct', '(direct)', '', 1, 1)",
      ),
    ]);
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.now(), cron: crons.hourly }),
      env,
      createExecutionContext(),
    );
    const left = async (table: string) =>
      (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE day = ?`).bind(yesterday).first<{ n: number }>())?.n;
    expect(await left("visit_salts")).toBe(0);
    expect(await left("visitors_today")).toBe(0);
    // Rollups are aggregates, kept two years: one from 2020 is older.
    expect(await left("visit_rollups")).toBe(0);
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM visitors_today WHERE day = ?").bind(today()).first("n"),
    ).toBeGreaterThan(0);
  });
});

describe("taps on the phone and e-mail links are contact events with the same source", () => {
  const tap = (contact: string, fields: Record<string, unknown> = {}) => ({
    name: "contact-tap",
    value: 1,
    path: "/services/mold-remediation",
    contact,
    ...fields,
  });
  const latestTap = () =>
    env.DB.prepare("SELECT * FROM contact_taps ORDER BY id DESC LIMIT 1").first<Record<string, string | number | null>>();

  it("keeps the kind, the page, its service and both touches", async () => {
    expect((await postViews([tap("phone", { first: googleAd, last: facebook })], newClientIp())).status).toBe(204);
    expect(await latestTap()).toMatchObject({
      kind: "phone",
      path: "/services/mold-remediation",
      service: "Mold Remediation",
      first_channel: "paid-search",
      first_campaign: "spring-asbestos",
      last_channel: "organic-social",
      last_source: "facebook",
    });
  });

  it("is counted without a source under Global Privacy Control", async () => {
    await postViews([tap("email", { first: googleAd, last: facebook })], newClientIp(), { "Sec-GPC": "1" });
    expect(await latestTap()).toMatchObject({ kind: "email", first_channel: null, last_channel: null });
  });
});
