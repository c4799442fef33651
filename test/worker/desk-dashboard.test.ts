import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { rateWebVital } from "../../src/lib/desk";
import { startOfZonedDay, zonedPeriodStarts } from "../../src/lib/zoned-time";
import { loadDashboard } from "../../worker/domain/dashboard";
import { insertLead, minutesAgo } from "./support/desk-leads";

/**
 * The dashboard counts everything in the database, and the tests of this file share it: each test
 * works with the difference its own rows make, or with a source, service or page of its own.
 */

describe("Chicago calendar periods", () => {
  it("start at local midnight, weeks on Monday, across daylight saving changes", () => {
    // Sunday 2026-03-08 is the spring-forward day; Wednesday 2026-03-11 is in CDT (UTC-5).
    const periods = zonedPeriodStarts(new Date("2026-03-11T15:00:00Z"), "America/Chicago");
    expect(periods.today.toISOString()).toBe("2026-03-11T05:00:00.000Z");
    expect(periods.week.toISOString()).toBe("2026-03-09T05:00:00.000Z");
    expect(periods.month.toISOString()).toBe("2026-03-01T06:00:00.000Z");
    // 03:00 UTC on March 1 is still February 28 in Chicago.
    expect(zonedPeriodStarts(new Date("2026-03-01T03:00:00Z"), "America/Chicago").month.toISOString()).toBe(
      "2026-02-01T06:00:00.000Z",
    );
    expect(startOfZonedDay("2026-11-01", "America/Chicago").toISOString()).toBe("2026-11-01T05:00:00.000Z");
    expect(startOfZonedDay("2026-11-02", "America/Chicago").toISOString()).toBe("2026-11-02T06:00:00.000Z");
  });
});

describe("the dashboard", () => {
  it("counts new leads today, this week and this month in Chicago time, without spam", async () => {
    const now = new Date("2026-03-11T15:00:00Z");
    const before = (await loadDashboard(env.DB, now)).newLeads;
    await insertLead({ createdAt: "2026-03-11T05:00:00.000Z" }); // today, 00:00 in Chicago
    await insertLead({ createdAt: "2026-03-11T04:59:59.000Z" }); // yesterday, this week
    await insertLead({ createdAt: "2026-03-09T05:00:00.000Z" }); // Monday
    await insertLead({ createdAt: "2026-03-02T12:00:00.000Z" }); // last week, this month
    await insertLead({ createdAt: "2026-02-28T12:00:00.000Z" }); // last month
    await insertLead({ createdAt: "2026-03-11T12:00:00.000Z", isSpam: true });
    const after = (await loadDashboard(env.DB, now)).newLeads;
    expect({
      today: after.today - before.today,
      thisWeek: after.thisWeek - before.thisWeek,
      thisMonth: after.thisMonth - before.thisMonth,
    }).toEqual({ today: 1, thisWeek: 3, thisMonth: 4 });
  });

  it("counts leads and won leads by source over 30 and 90 days, and leads by service", async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const service = `Dashboard service ${crypto.randomUUID()}`;
    const bookings = async () => {
      const row = (await loadDashboard(env.DB, now)).bySource.find((row) => row.source === "booking");
      return row ?? { last30Days: { all: 0, won: 0 }, last90Days: { all: 0, won: 0 } };
    };
    const before = await bookings();
    await insertLead({ source: "booking", service, createdAt: daysAgo(1), status: "won" });
    await insertLead({ source: "booking", service, createdAt: daysAgo(10) });
    await insertLead({ source: "booking", service, createdAt: daysAgo(45), status: "won" });
    await insertLead({ source: "booking", service, createdAt: daysAgo(120), status: "won" });
    await insertLead({ source: "booking", service, createdAt: daysAgo(2), status: "won", isSpam: true });
    const after = await bookings();
    expect({
      last30Days: { all: after.last30Days.all - before.last30Days.all, won: after.last30Days.won - before.last30Days.won },
      last90Days: { all: after.last90Days.all - before.last90Days.all, won: after.last90Days.won - before.last90Days.won },
    }).toEqual({ last30Days: { all: 2, won: 1 }, last90Days: { all: 3, won: 2 } });
    const dashboard = await loadDashboard(env.DB, now);
    expect(dashboard.byService.find((row) => row.service === service)).toEqual({ service, last30Days: 2, last90Days: 3 });
  });

  it("lists leads whose forwarding failed or is stuck, oldest first, not fresh or settled ones", async () => {
    const before = (await loadDashboard(env.DB)).forwardingProblemsTotal;
    const failed = await insertLead({ forwardStatus: "failed", createdAt: minutesAgo(60) });
    const stuckPending = await insertLead({ forwardStatus: "pending", createdAt: minutesAgo(30) });
    const stuckQueued = await insertLead({ forwardStatus: "queued", createdAt: minutesAgo(20) });
    const fresh = await insertLead({ forwardStatus: "queued", createdAt: minutesAgo(1) });
    const done = await insertLead({ forwardStatus: "forwarded", createdAt: minutesAgo(90) });
    const spam = await insertLead({ isSpam: true, forwardStatus: "pending", createdAt: minutesAgo(90) });
    const dashboard = await loadDashboard(env.DB);
    const ids = dashboard.forwardingProblems.map((lead) => lead.id);
    expect(dashboard.forwardingProblemsTotal - before).toBe(3);
    expect(ids.filter((id) => [failed, stuckPending, stuckQueued].includes(id))).toEqual([failed, stuckPending, stuckQueued]);
    for (const id of [fresh, done, spam]) expect(ids).not.toContain(id);
  });

  it("gives the p75 of each web vital per page over the last 7 days, rated by Google's thresholds", async () => {
    const path = `/services/test-${crypto.randomUUID()}`;
    const now = new Date();
    const insert = env.DB.prepare("INSERT INTO web_vitals (name, value, path, received_at) VALUES (?, ?, ?, ?)");
    const lcp = [1000, 1500, 2000, 2600, 2700, 3000, 3100, 9000];
    await env.DB.batch([
      ...lcp.map((value) => insert.bind("LCP", value, path, now.toISOString())),
      insert.bind("LCP", 100, path, new Date(now.getTime() - 8 * 86_400_000).toISOString()), // too old
      insert.bind("CLS", 0.3, path, now.toISOString()),
      insert.bind("page-view", 0, path, now.toISOString()),
    ]);
    const page = (await loadDashboard(env.DB, now)).webVitals.find((entry) => entry.path === path);
    // Nearest rank: the 6th of 8 sorted values.
    expect(page?.metrics).toEqual({
      LCP: { p75: 3000, samples: 8, rating: "needs-improvement" },
      CLS: { p75: 0.3, samples: 1, rating: "poor" },
    });
  });

  it("rates at the thresholds' edges as Google does", () => {
    expect(rateWebVital("LCP", 2500)).toBe("good");
    expect(rateWebVital("LCP", 2501)).toBe("needs-improvement");
    expect(rateWebVital("LCP", 4000)).toBe("needs-improvement");
    expect(rateWebVital("LCP", 4001)).toBe("poor");
    expect(rateWebVital("INP", 200)).toBe("good");
    expect(rateWebVital("CLS", 0.1)).toBe("good");
    expect(rateWebVital("CLS", 0.26)).toBe("poor");
    expect(rateWebVital("TTFB", 801)).toBe("needs-improvement");
  });
});
