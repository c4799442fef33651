import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { channels } from "../../src/lib/channels";
import { notRecordedLabel, type SourcesReport, type SourcesRow, sourcesMessages } from "../../src/lib/sources";
import type { LeadAttribution, Touch } from "../../src/lib/touches";
import { staffHeaders } from "./support/access";
import { json, type Problem, postJson, quoteRequest, send } from "./support/http";

/**
 * The Sources screen's figures against a data set seeded here, in March and April 2021 (no other
 * test file writes then), whose expected figures this file adds up by itself from what each lead,
 * rollup and tap is declared to be, never from the Worker's rules.
 */

const range = { from: "2021-03-10", to: "2021-04-09" };
type Groups = { channel: string | null; source: string | null; campaign: string | null; landing: string | null };
const none: Groups = { channel: null, source: null, campaign: null, landing: null };

const googleAd = (gclid: string): Touch => ({
  at: Date.UTC(2021, 2, 1),
  landing: "/services/asbestos-removal",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "spring",
  gclid,
});
const googleAdGroups: Groups = {
  channel: "paid-search",
  source: "google",
  campaign: "spring",
  landing: "/services/asbestos-removal",
};
const facebook: Touch = { at: Date.UTC(2021, 2, 14), landing: "/", referrer: "l.facebook.com" };
const facebookGroups: Groups = { channel: "organic-social", source: "facebook", campaign: "", landing: "/" };
const profile: Touch = {
  at: Date.UTC(2021, 3, 1),
  landing: "/services/windows-installation",
  utm_source: "google",
  utm_medium: "local",
  utm_campaign: "google-business-profile",
};
const profileGroups: Groups = {
  channel: "local",
  source: "google",
  campaign: "google-business-profile",
  landing: "/services/windows-installation",
};
const direct: Touch = { at: Date.UTC(2021, 2, 25), landing: "/about" };
const directGroups: Groups = { channel: "direct", source: "(direct)", campaign: "", landing: "/about" };

type Estimate = { seq: number; revision: number; status: "sent" | "declined" | "approved"; decidedAt?: string };
type SeedLead = {
  name: string;
  createdAt: string;
  service: string;
  attribution?: LeadAttribution;
  first: Groups;
  last: Groups;
  spam?: boolean;
  wonCents?: number;
  estimates?: Estimate[];
  /** In the range, as Chicago counts days. */
  inRange: boolean;
};

const leads: SeedLead[] = [
  {
    name: "Ad Won",
    createdAt: "2021-03-12T15:00:00.000Z",
    service: "Asbestos Removal",
    attribution: { first: googleAd("L1GCLID"), last: googleAd("L1GCLID") },
    first: googleAdGroups,
    last: googleAdGroups,
    wonCents: 1_250_000,
    estimates: [
      { seq: 9001, revision: 1, status: "sent" },
      { seq: 9001, revision: 2, status: "approved", decidedAt: "2021-03-20T18:00:00.000Z" },
    ],
    inRange: true,
  },
  {
    name: "Ad Then Facebook",
    createdAt: "2021-03-15T15:00:00.000Z",
    service: "Mold Remediation",
    attribution: { first: googleAd("L2GCLID"), last: facebook },
    first: googleAdGroups,
    last: facebookGroups,
    estimates: [{ seq: 9002, revision: 1, status: "declined", decidedAt: "2021-03-25T18:00:00.000Z" }],
    inRange: true,
  },
  {
    // 23:30 on April 9 in Chicago (CDT): inside the range.
    name: "Profile Won Later",
    createdAt: "2021-04-10T04:30:00.000Z",
    service: "Window Installation",
    attribution: { first: profile, last: profile },
    first: profileGroups,
    last: profileGroups,
    wonCents: 480_000,
    estimates: [{ seq: 9003, revision: 1, status: "approved", decidedAt: "2021-04-20T18:00:00.000Z" }],
    inRange: true,
  },
  { name: "Private", createdAt: "2021-03-20T15:00:00.000Z", service: "Asbestos Removal", first: none, last: none, inRange: true },
  {
    name: "Direct",
    createdAt: "2021-03-25T15:00:00.000Z",
    service: "Mold Remediation",
    attribution: { first: direct, last: direct },
    first: directGroups,
    last: directGroups,
    inRange: true,
  },
  {
    name: "Spam With Click",
    createdAt: "2021-03-16T15:00:00.000Z",
    service: "Asbestos Removal",
    attribution: { first: googleAd("SPAMGCLID"), last: googleAd("SPAMGCLID") },
    first: googleAdGroups,
    last: googleAdGroups,
    spam: true,
    wonCents: 99_900,
    estimates: [{ seq: 9004, revision: 1, status: "approved", decidedAt: "2021-03-21T18:00:00.000Z" }],
    inRange: false,
  },
  {
    // 23:30 on March 9 in Chicago (CST): the day before the range.
    name: "Day Before",
    createdAt: "2021-03-10T05:30:00.000Z",
    service: "Asbestos Removal",
    attribution: { first: googleAd("L6GCLID"), last: googleAd("L6GCLID") },
    first: googleAdGroups,
    last: googleAdGroups,
    inRange: false,
  },
];

type SeedRollup = { day: string; path: string; groups: Groups; views: number; visitors: number; inRange: boolean };
const rollups: SeedRollup[] = [
  { day: "2021-03-10", path: "/services/asbestos-removal", groups: googleAdGroups, views: 40, visitors: 30, inRange: true },
  { day: "2021-03-11", path: "/", groups: facebookGroups, views: 20, visitors: 15, inRange: true },
  { day: "2021-04-09", path: "/services/windows-installation", groups: profileGroups, views: 10, visitors: 8, inRange: true },
  { day: "2021-03-15", path: "/contact", groups: none, views: 5, visitors: 4, inRange: true },
  { day: "2021-03-20", path: "/about", groups: directGroups, views: 12, visitors: 10, inRange: true },
  { day: "2021-03-09", path: "/", groups: googleAdGroups, views: 100, visitors: 100, inRange: false },
  { day: "2021-04-10", path: "/", groups: googleAdGroups, views: 100, visitors: 100, inRange: false },
];

type SeedTap = { kind: "phone" | "email"; at: string; path: string; service: string | null; groups: Groups; inRange: boolean };
const taps: SeedTap[] = [
  {
    kind: "phone",
    at: "2021-03-12T16:00:00.000Z",
    path: "/services/asbestos-removal",
    service: "Asbestos Removal",
    groups: googleAdGroups,
    inRange: true,
  },
  { kind: "email", at: "2021-03-13T16:00:00.000Z", path: "/contact", service: null, groups: none, inRange: true },
  { kind: "phone", at: "2021-03-09T12:00:00.000Z", path: "/", service: null, groups: googleAdGroups, inRange: false },
];

/** Spend per channel and month, and what the range carries of it: 22 of March's 31 days, 9 of April's 30. */
const spend = { "2021-03": { "paid-search": 31_000 }, "2021-04": { "paid-search": 30_000, local: 6_000 } };
const spendInRange: Record<string, number> = { "paid-search": 22_000 + 9_000, local: 1_800 };

let leadIds: Record<string, string> = {};
let headers: Record<string, string>;

beforeAll(async () => {
  headers = await staffHeaders("owner@lakeshore.example", "admin");
  for (const lead of leads) {
    const response = await postJson(
      "/api/quote-requests",
      quoteRequest({ name: lead.name, service: lead.service, attribution: lead.attribution }),
    );
    const { id } = await json<{ id: string }>(response);
    leadIds = { ...leadIds, [lead.name]: id };
    await env.DB.prepare("UPDATE leads SET created_at = ?, is_spam = ?, won_total_cents = ? WHERE id = ?")
      .bind(lead.createdAt, lead.spam ? 1 : 0, lead.wonCents ?? null, id)
      .run();
    for (const estimate of lead.estimates ?? [])
      await env.DB.prepare(
        `INSERT INTO estimates (id, lead_id, number_year, number_seq, revision, status, title, customer_name, service, terms,
           expires_on, sent_at, decided_at, created_by, created_at, updated_at)
         VALUES (?, ?, 2021, ?, ?, ?, 'Estimate', ?, ?, 'Terms', '2021-06-01', ?, ?, 'owner@lakeshore.example', ?, ?)`,
      )
        .bind(
          crypto.randomUUID(),
          id,
          estimate.seq,
          estimate.revision,
          estimate.status,
          lead.name,
          lead.service,
          "2021-03-18T15:00:00.000Z",
          estimate.decidedAt ?? null,
          lead.createdAt,
          lead.createdAt,
        )
        .run();
  }
  for (const row of rollups)
    await env.DB.prepare(
      "INSERT INTO visit_rollups (day, path, channel, source, campaign, views, visitors) VALUES (?, ?, ?, ?, ?, ?, ?)",
    )
      .bind(
        row.day,
        row.path,
        row.groups.channel ?? "",
        row.groups.source ?? "",
        row.groups.campaign ?? "",
        row.views,
        row.visitors,
      )
      .run();
  for (const tap of taps)
    await env.DB.prepare(
      `INSERT INTO contact_taps (kind, path, service, first_channel, first_source, first_campaign, first_landing, last_channel,
         last_source, last_campaign, last_landing, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
      .bind(tap.kind, tap.path, tap.service, ...Object.values(tap.groups), ...Object.values(tap.groups), tap.at)
      .run();
  for (const [month, amounts] of Object.entries(spend)) {
    const saved = await send("/api/admin/sources/spend", {
      method: "PUT",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify({ month, amounts }),
    });
    expect(saved.status).toBe(200);
  }
});

type Figures = Omit<SourcesRow, "key" | "label" | "spendCents">;
const zero = (): Figures => ({
  visits: 0,
  pageViews: 0,
  leads: 0,
  calls: 0,
  emails: 0,
  estimatesSent: 0,
  jobsWon: 0,
  wonCents: 0,
});

/** The figures per group, added up here from the seeded data's declared groups. */
function expectedFigures(pick: (groups: { first: Groups; last: Groups }) => string | null): Map<string | null, Figures> {
  const groups = new Map<string | null, Figures>();
  const at = (key: string | null) => groups.get(key) ?? (groups.set(key, zero()).get(key) as Figures);
  for (const lead of leads.filter((candidate) => candidate.inRange && !candidate.spam)) {
    const figures = at(pick(lead));
    figures.leads += 1;
    figures.estimatesSent += new Set((lead.estimates ?? []).map((estimate) => estimate.seq)).size;
    figures.jobsWon += (lead.wonCents ?? 0) > 0 ? 1 : 0;
    figures.wonCents += lead.wonCents ?? 0;
  }
  for (const row of rollups.filter((candidate) => candidate.inRange)) {
    // A view's landing page is its own page, recorded source or not.
    const groups = { ...row.groups, landing: row.path };
    const figures = at(pick({ first: groups, last: groups }));
    figures.visits += row.visitors;
    figures.pageViews += row.views;
  }
  for (const tap of taps.filter((candidate) => candidate.inRange)) {
    const figures = at(pick({ first: tap.groups, last: tap.groups }));
    if (tap.kind === "phone") figures.calls += 1;
    else figures.emails += 1;
  }
  return groups;
}

const report = async (query: Record<string, string>) => {
  const response = await send(`/api/admin/sources?${new URLSearchParams({ ...range, ...query })}`, { method: "GET", headers });
  expect(response.status).toBe(200);
  return json<SourcesReport>(response);
};

const figuresOf = (row: SourcesRow): Figures => {
  const { key: _key, label: _label, spendCents: _spend, ...figures } = row;
  return figures;
};

describe("the Sources report", () => {
  it("by channel and last touch: every figure of every channel, the spend prorated by day, and the total", async () => {
    const answer = await report({ by: "channel", touch: "last" });
    const expected = expectedFigures(({ last }) => last.channel);
    const shown = new Map(answer.rows.map((row) => [row.key, row]));
    for (const [key, figures] of expected) expect(figuresOf(shown.get(key) as SourcesRow), String(key)).toEqual(figures);
    // Every channel is listed, with or without figures, in the table's order, then "Not recorded".
    expect(answer.rows.map((row) => row.key)).toEqual([...channels, null]);
    expect(shown.get(null)?.label).toBe(notRecordedLabel);
    expect(
      Object.fromEntries(answer.rows.filter((row) => row.spendCents !== null).map((row) => [row.key, row.spendCents])),
    ).toEqual(spendInRange);
    const total = [...expected.values()].reduce((sum, figures) => {
      for (const name of Object.keys(sum) as Array<keyof Figures>) sum[name] += figures[name];
      return sum;
    }, zero());
    expect(figuresOf(answer.total)).toEqual(total);
    expect(answer.total.spendCents).toBe(Object.values(spendInRange).reduce((sum, cents) => sum + cents, 0));
  });

  it("by first touch: the lead that came from an ad and came back from Facebook counts for the ad", async () => {
    const first = await report({ by: "channel", touch: "first" });
    const expected = expectedFigures(({ first: touch }) => touch.channel);
    expect(first.rows.find((row) => row.key === "paid-search")?.leads).toBe(expected.get("paid-search")?.leads);
    expect(first.rows.find((row) => row.key === "organic-social")?.leads).toBe(0);
  });

  it.each([
    ["source", (groups: { last: Groups }) => groups.last.source],
    ["campaign", (groups: { last: Groups }) => groups.last.campaign],
    ["landing", (groups: { last: Groups }) => groups.last.landing],
  ] as const)("by %s", async (by, pick) => {
    const answer = await report({ by, touch: "last" });
    const expected = expectedFigures(pick);
    expect(new Map(answer.rows.map((row) => [row.key, figuresOf(row)]))).toEqual(expected);
    expect(answer.rows.every((row) => row.spendCents === null)).toBe(true);
  });

  it("by service: leads by the service asked for; visits and taps by the service page they were on", async () => {
    const answer = await report({ by: "service" });
    const byService = new Map(answer.rows.map((row) => [row.key, row]));
    expect(byService.get("Asbestos Removal")).toMatchObject({ leads: 2, visits: 30, calls: 1, jobsWon: 1 });
    expect(byService.get("Window Installation")).toMatchObject({ leads: 1, visits: 8, wonCents: 480_000 });
    expect(byService.get("Mold Remediation")).toMatchObject({ leads: 2, visits: 0, estimatesSent: 1 });
    expect(byService.get(null)).toMatchObject({ label: "Other pages", visits: 15 + 4 + 10, emails: 1 });
  });

  it("the CSV has the same rows, rates and total", async () => {
    const response = await send(`/api/admin/sources/export.csv?${new URLSearchParams({ ...range, by: "channel" })}`, {
      method: "GET",
      headers,
    });
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="sources-by-channel-2021-03-10-to-2021-04-09.csv"',
    );
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "Channel,Visits,Page views,Leads,Lead rate (%),Calls,E-mails,Estimates sent,Jobs won,Won (USD),Spend (USD),Cost per lead (USD),Cost per won job (USD)",
    );
    expect(lines[1]).toBe("Paid search,30,40,1,3.3,1,0,1,1,12500.00,310.00,310.00,310.00");
    expect(lines).toContain("Total,67,87,5,7.5,1,1,3,2,17300.00,328.00,65.60,164.00");
  });

  it("refuses a backwards or too long range, and an unknown grouping, with a sentence", async () => {
    const problem = async (query: Record<string, string>) => {
      const response = await send(`/api/admin/sources?${new URLSearchParams(query)}`, { method: "GET", headers });
      expect(response.status).toBe(400);
      return json<Problem>(response);
    };
    expect((await problem({ from: "2021-04-09", to: "2021-03-10" })).fields.to).toBe(sourcesMessages.rangeBackwards);
    expect((await problem({ from: "2019-01-01", to: "2021-03-10" })).fields.from).toBe(sourcesMessages.rangeTooLong);
    expect((await problem({ ...range, by: "weather" })).fields.by).toBe(sourcesMessages.chooseDimension);
  });
});

describe("estimates sent, as the leads keep them", () => {
  it("follow the estimates: each once however many revisions, and no longer once deleted", async () => {
    const id = await json<{ id: string }>(
      await postJson("/api/quote-requests", quoteRequest({ name: "Estimates Counted" })),
    ).then((answer) => answer.id);
    await env.DB.prepare("UPDATE leads SET created_at = '2021-06-10T15:00:00.000Z' WHERE id = ?").bind(id).run();
    const estimate = (seq: number, revision: number, sentAt: string | null) =>
      env.DB.prepare(
        `INSERT INTO estimates (id, lead_id, number_year, number_seq, revision, status, title, customer_name, service, terms,
           expires_on, sent_at, created_by, created_at, updated_at)
         VALUES (?, ?, 2021, ?, ?, 'sent', 'Estimate', 'Estimates Counted', 'Asbestos Removal', 'Terms', '2021-07-01', ?,
           'owner@lakeshore.example', '2021-06-11T15:00:00.000Z', '2021-06-11T15:00:00.000Z')`,
      )
        .bind(`estimate-${seq}-${revision}`, id, seq, revision, sentAt)
        .run();
    const sent = async () =>
      (await report({ from: "2021-06-01", to: "2021-06-30", by: "service" })).rows.find((row) => row.key === "Asbestos Removal")
        ?.estimatesSent;
    await estimate(9101, 1, null);
    expect(await sent()).toBe(0);
    await env.DB.prepare("UPDATE estimates SET sent_at = '2021-06-12T15:00:00.000Z' WHERE id = 'estimate-9101-1'").run();
    await estimate(9101, 2, "2021-06-14T15:00:00.000Z");
    await estimate(9102, 1, "2021-06-15T15:00:00.000Z");
    expect(await sent()).toBe(2);
    await env.DB.prepare("DELETE FROM estimates WHERE number_seq = 9102").run();
    expect(await sent()).toBe(1);
  });
});

describe("the Google Ads offline-conversion file", () => {
  it("lists each won lead with a Google click id once, in Google's import format, never spam", async () => {
    const query = new URLSearchParams({ ...range, conversionName: "Signed job" });
    const response = await send(`/api/admin/sources/google-ads.csv?${query}`, { method: "GET", headers });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(
      [
        "Parameters:TimeZone=America/Chicago",
        "Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency",
        "L1GCLID,Signed job,2021-03-20 13:00:00,12500.00,USD",
        "",
      ].join("\r\n"),
    );
  });

  it("takes the won time's range: a lead won after it is left for the next file", async () => {
    const response = await send(
      `/api/admin/sources/google-ads.csv?${new URLSearchParams({ from: "2021-03-21", to: "2021-04-30" })}`,
      {
        method: "GET",
        headers,
      },
    );
    expect((await response.text()).split("\r\n").filter(Boolean)).toHaveLength(2);
  });
});

describe("the monthly spend", () => {
  const put = (body: unknown) =>
    send("/api/admin/sources/spend", {
      method: "PUT",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  it("is read back per month with who saved it; null clears a channel", async () => {
    const saved = await json<{ amounts: Record<string, number>; updatedBy: string }>(
      await put({ month: "2021-05", amounts: { email: 1_500, referral: 2_000 } }),
    );
    expect(saved).toMatchObject({ amounts: { email: 1_500, referral: 2_000 }, updatedBy: "owner@lakeshore.example" });
    await put({ month: "2021-05", amounts: { referral: null } });
    const read = await json<{ amounts: Record<string, number> }>(
      await send("/api/admin/sources/spend?month=2021-05", { method: "GET", headers }),
    );
    expect(read.amounts).toEqual({ email: 1_500 });
  });

  it("refuses a bad month, a negative amount or the direct channel, with a sentence", async () => {
    const problem = async (body: unknown) => {
      const response = await put(body);
      expect(response.status).toBe(400);
      return json<Problem>(response);
    };
    expect((await problem({ month: "2021-13", amounts: {} })).fields.month).toBe(sourcesMessages.month);
    expect((await problem({ month: "2021-05", amounts: { email: -1 } })).fields["amounts.email"]).toBe(sourcesMessages.amount);
    expect((await problem({ month: "2021-05", amounts: { direct: 100 } })).error).toBeTruthy();
  });
});

describe("a lead's source", () => {
  it("shows both touches with their channel, source, campaign and landing page", async () => {
    const response = await send(`/api/admin/sources/leads/${leadIds["Ad Then Facebook"]}`, { method: "GET", headers });
    expect(await json(response)).toEqual({
      recorded: true,
      first: {
        channel: "paid-search",
        source: "google",
        campaign: "spring",
        landing: "/services/asbestos-removal",
        referrer: null,
        at: "2021-03-01T00:00:00.000Z",
        tags: { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring", gclid: "L2GCLID" },
      },
      last: {
        channel: "organic-social",
        source: "facebook",
        campaign: "",
        landing: "/",
        referrer: "l.facebook.com",
        at: "2021-03-14T00:00:00.000Z",
        tags: {},
      },
      pages: [],
    });
  });

  it("says when nothing was recorded, and 404 for a lead that does not exist", async () => {
    const privateLead = await send(`/api/admin/sources/leads/${leadIds.Private}`, { method: "GET", headers });
    expect(await json(privateLead)).toEqual({ recorded: false, first: null, last: null, pages: [] });
    expect((await send("/api/admin/sources/leads/no-such-lead", { method: "GET", headers })).status).toBe(404);
  });
});
