import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { webVitalNames } from "../../src/lib/desk";
import { type LeadListQuery, leadListQuerySchema, leadListSearchParams } from "../../src/lib/desk-schemas/leads";
import { webVitalsP75Sql } from "../../worker/domain/dashboard";
import { countQuery, pageQuery } from "../../worker/domain/inbox-query";

/**
 * The inbox must stay fast at 100,000 leads: its default views read an index range and stop after
 * a page, never the whole table and never a sort of all matches. SQLite plans without statistics
 * here (no ANALYZE), so the plan does not depend on how many rows the test database holds.
 */

type PlanRow = { id: number; parent: number; detail: string };

async function plan(sql: string, params: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<PlanRow>();
  return results.map((row) => row.detail);
}

const filters = (query: LeadListQuery) => leadListQuerySchema.parse(Object.fromEntries(leadListSearchParams(query)));

/** No full scan of the leads table or a full index, no sort step for the page. */
function expectIndexRange(steps: string[], index: string) {
  expect(steps.join("\n")).toContain(`SEARCH leads USING INDEX ${index}`);
  for (const step of steps) {
    expect(step, steps.join("\n")).not.toMatch(/^SCAN leads\b/);
    expect(step, steps.join("\n")).not.toMatch(/TEMP B-TREE/);
  }
}

describe("query plans of the inbox's default views", () => {
  const views: Array<[string, LeadListQuery, string]> = [
    ["the default inbox", {}, "leads_inbox"],
    ["its next page", { cursor: btoa(JSON.stringify(["2026-05-01T12:00:00.000Z", "x"])) }, "leads_inbox"],
    ["the spam folder", { spam: true }, "leads_inbox"],
    ["a status filter", { status: "contacted" }, "leads_inbox_status"],
    ["a date range", { from: "2026-01-01", to: "2026-01-31" }, "leads_inbox"],
    ["one member's leads", { assignee: "crew@lakeshore.example" }, "leads_inbox_assignee"],
    ["sorted by name", { sort: "name" }, "leads_inbox_name"],
    ["oldest first", { sort: "oldest" }, "leads_inbox"],
  ];
  for (const [name, query, index] of views) {
    it(`${name} reads ${index} in order`, async () => {
      const page = pageQuery(filters(query));
      const steps = await plan(page.sql, page.params);
      console.log(`${name}:\n  ${steps.join("\n  ")}`);
      expectIndexRange(steps, index);
    });
  }

  it("a count reads only a covering index, also with filters outside its key, and stops at the cap", async () => {
    for (const query of [{ status: "new" as const }, {}, { service: "Roofing", priority: "high" as const }]) {
      const count = countQuery(filters(query));
      const steps = await plan(count.sql, count.params);
      expect(steps.join("\n"), JSON.stringify(query)).toMatch(/SEARCH leads USING COVERING INDEX leads_inbox/);
    }
  });

  it("a search with many matches walks the inbox index, one with few starts from the search index", async () => {
    const query = filters({ q: "kowalski" });
    const indexDriven = await plan(pageQuery(query).sql, pageQuery(query).params);
    console.log(`search, index-driven:\n  ${indexDriven.join("\n  ")}`);
    expectIndexRange(indexDriven, "leads_inbox");
    expect(indexDriven.join("\n")).toMatch(/leads_search VIRTUAL TABLE/);

    const searchDriven = pageQuery(query, { plan: "search-driven" });
    const steps = await plan(searchDriven.sql, searchDriven.params);
    console.log(`search, search-driven:\n  ${steps.join("\n  ")}`);
    expect(steps[0]).toMatch(/^SCAN leads_search VIRTUAL TABLE/);
    expect(steps[1]).toMatch(/^SEARCH leads USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    const count = countQuery(query);
    expect((await plan(count.sql, count.params)).join("\n")).toMatch(
      /SCAN leads_search VIRTUAL TABLE[\s\S]*SEARCH leads USING INTEGER PRIMARY KEY/,
    );
  });
});

describe("query plan of the dashboard's web vitals", () => {
  it("reads only the covering index on (name, received_at, path, value)", async () => {
    const steps = await plan(webVitalsP75Sql, [new Date().toISOString(), ...webVitalNames]);
    expect(steps.join("\n")).toMatch(/SEARCH web_vitals USING COVERING INDEX web_vitals_by_name \(name=\? AND received_at>\?\)/);
  });
});
