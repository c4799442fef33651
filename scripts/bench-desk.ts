/**
 * `npm run bench -- desk`: the staff desk at 100,000 leads (see benchDesk). Run through scripts/bench.ts.
 */
import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import { promisify } from "node:util";
import { leadListQuerySchema } from "../src/lib/desk-schemas/leads";
import { addDays, zonedDate } from "../src/lib/zoned-time";
import { pageQuery, type SearchPlan } from "../worker/domain/inbox-query";
import { prepareJobs, printJobPlans } from "./bench-jobs";
import { timeRequests } from "./bench-timing";
import { type LocalServer, migrateLocalState, offlineEnv, startLocalServer } from "./local-server";
import { storeSourceMonths } from "./source-months";
import { sqlLiteral } from "./sql";

/**
 * `npm run bench -- desk`: the desk's read paths against 100,000 seeded leads (scripts/seed.ts
 * fills BENCH_DESK_STATE, default .wrangler/bench-desk-state, first if it holds fewer). Requests
 * go one at a time, so each latency is an upper bound of the Worker's time for it (it includes
 * the local HTTP hop); budget: p95 under 50 ms, the Sources screen's (a year of daily rollups,
 * leads, estimates and taps behind each answer) under 100 ms, with closed months stored as the
 * hourly job keeps them (and once, for comparison, with none stored). Prints EXPLAIN QUERY PLAN of the
 * default views. With 5,000 jobs (scripts/seed-jobs.ts) it times the jobs list and "what is due"
 * across jobs too (budget 50 ms). `npm run bench -- desk sources` times only the Sources screen,
 * `npm run bench -- desk jobs` only the jobs.
 */
export async function benchDesk(only: "sources" | "jobs" | null) {
  const onlySources = only === "sources";
  const onlyJobs = only === "jobs";
  const persistTo = process.env.BENCH_DESK_STATE ?? ".wrangler/bench-desk-state";
  const deskRequests = Number(process.env.BENCH_DESK_REQUESTS ?? 200);
  let seeded = await leadCount(persistTo);
  if (seeded >= 100_000 && !(await hasVisitRollups(persistTo))) {
    console.log(`${persistTo} was seeded before lead sources were; seeding it again…`);
    await rm(persistTo, { recursive: true, force: true });
    seeded = 0;
  }
  if (seeded < 100_000 && !onlyJobs) {
    console.log(`${persistTo} holds ${seeded} leads; seeding ${100_000 - seeded} more…`);
    await promisify(execFile)("npx", ["tsx", "scripts/seed.ts", "--persist-to", persistTo, "--count", String(100_000 - seeded)], {
      env: { ...process.env, ...offlineEnv },
    });
  }
  await prepareJobs(persistTo, queryLocalD1);
  if (!only) await printPlans(persistTo);
  if (!onlyJobs) await printSourcesPlan(persistTo);
  if (!onlySources) await printJobPlans(persistTo, queryLocalD1);

  // The dev-only identity (honoured for loopback hosts only) makes the bench an admin.
  const staff = "bench@lakeshore.example";
  const serve = () =>
    startLocalServer({ persistTo, keepState: true, vars: { DEV_STAFF_EMAIL: staff, FIRST_ADMIN_EMAIL: staff } });
  const today = zonedDate(new Date(), "America/Chicago");
  const sources = (days: number, query: string) => () =>
    `/api/admin/sources?from=${addDays(today, 1 - days)}&to=${today}&${query}`;
  if (!onlyJobs) await timeSourcesWithNoMonthStored(persistTo, serve, sources(365, "by=channel"));

  const server = await serve();
  try {
    const surnames = ["kowalski", "garcia", "nowak", "murphy", "patel", "nguyen", "rossi", "walsh", "okafor", "chen"];
    const views: Array<[string, (i: number) => string]> = [
      ["baseline: who am I (no lead query)", () => "/api/admin/me"],
      ["inbox, first page", () => "/api/admin/leads"],
      ["filtered search (surname + status)", (i) => `/api/admin/leads?q=${surnames[i % surnames.length]}&status=lost`],
      ["search, first name + surname prefix", (i) => `/api/admin/leads?q=maria+${surnames[i % surnames.length]?.slice(0, 4)}`],
      ["status filter (quoted)", () => "/api/admin/leads?status=quoted"],
      ["board load (pipeline)", () => "/api/admin/boards/pipeline"],
      ["dashboard", () => "/api/admin/dashboard"],
    ];
    const jobViews: Array<[string, (i: number) => string]> = [
      ["jobs list, first page (5,000 jobs)", () => "/api/admin/jobs"],
      ["jobs list, something overdue", () => "/api/admin/jobs?due=overdue"],
      ["jobs list, search by surname", (i) => `/api/admin/jobs?q=${surnames[i % surnames.length]}`],
      ["what is due across jobs", () => "/api/admin/jobs/due"],
    ];
    // The screen opens on the last 30 days; a year is the longest look staff usually take. Closed
    // months are read as the hourly job stored them (timeSourcesWithNoMonthStored stored them).
    const sourcesViews: Array<[string, (i: number) => string]> = [
      ["sources, 30 days by channel (as it opens)", sources(30, "by=channel")],
      ["sources, 30 days by campaign, first touch", sources(30, "by=campaign&touch=first")],
      ["sources, 90 days by landing page", sources(90, "by=landing")],
      ["sources, a year by channel", sources(365, "by=channel")],
    ];
    const load = `load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} CPUs`;
    console.log(
      `\nStaff desk against ${onlyJobs ? "5,000 jobs" : `${Math.max(seeded, 100_000)} leads and 5,000 jobs`}, ${deskRequests} requests each, one at a time (${load})`,
    );
    // The baseline always runs: on a shared machine it says how much of a figure is the machine's.
    const baseline = views.slice(0, 1);
    const timed = { sources: [...baseline, ...sourcesViews], jobs: [...baseline, ...jobViews] }[only ?? "sources"];
    for (const [label, path] of only ? timed : [...views, ...sourcesViews, ...jobViews])
      await timeRequests(server, label.padEnd(42), path, deskRequests);
  } finally {
    await server.stop();
  }
}

/** Fewer than the others: each takes a tenth of a second, and the figure is for comparison. */
const coldRequests = 20;

/**
 * The Sources screen over a year before the hourly job has stored any closed month (a new deploy,
 * or the hour after changes to every month), on a server of its own. Then it stores the months as
 * the hourly job does, for the timings that follow.
 */
async function timeSourcesWithNoMonthStored(persistTo: string, serve: () => Promise<LocalServer>, path: () => string) {
  // A state seeded before the months were stored has no table for them yet.
  await migrateLocalState(persistTo);
  await queryLocalD1(persistTo, "DELETE FROM source_months");
  const server = await serve();
  try {
    console.log("\nThe Sources screen with no month stored (the cold case), then as the hourly job keeps it:");
    await timeRequests(server, "sources, a year by channel, none stored".padEnd(42), path, coldRequests);
  } finally {
    await server.stop();
  }
  const storingMs = await storeSourceMonths(persistTo);
  console.log(`  the hourly job stored the closed months' figures in ${(storingMs / 1000).toFixed(1)} s`);
}

/** The JSON rows of one SQL statement run on the local D1 database in `persistTo`. */
async function queryLocalD1<Row>(persistTo: string, sql: string): Promise<Row[]> {
  const { stdout } = await promisify(execFile)(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", sql],
    { env: { ...process.env, ...offlineEnv } },
  );
  return JSON.parse(stdout)[0]?.results ?? [];
}

async function leadCount(persistTo: string): Promise<number> {
  try {
    return Number((await queryLocalD1<{ n: number }>(persistTo, "SELECT COUNT(*) AS n FROM leads"))[0]?.n ?? 0);
  } catch {
    return 0; // no database there yet
  }
}

async function hasVisitRollups(persistTo: string): Promise<boolean> {
  try {
    return (await queryLocalD1<{ n: number }>(persistTo, "SELECT COUNT(*) AS n FROM visit_rollups"))[0]?.n !== 0;
  } catch {
    return false;
  }
}

/** EXPLAIN QUERY PLAN of the Sources screen's lead query: a range of a covering index, never the table. */
async function printSourcesPlan(persistTo: string) {
  const steps = await queryLocalD1<{ detail: string }>(
    persistTo,
    `EXPLAIN QUERY PLAN SELECT last_campaign AS key, COUNT(*), SUM(estimates_sent), SUM(won_total_cents > 0), SUM(won_total_cents) FROM leads
     WHERE is_spam = 0 AND created_at >= '2026-01-01' AND created_at < '2027-01-01' GROUP BY key`,
  );
  console.log(`
EXPLAIN QUERY PLAN, Sources by campaign:
    ${steps.map((step) => step.detail).join("\n    ")}`);
}

/** EXPLAIN QUERY PLAN of the inbox's default views on the seeded database. */
async function printPlans(persistTo: string) {
  const views: Array<[string, Record<string, string>, SearchPlan?]> = [
    ["default inbox", {}],
    ["status filter", { status: "quoted" }],
    ["service filter", { service: "Mold Remediation" }],
    ["spam folder", { spam: "1" }],
    ["search, many matches", { q: "kowalski" }, "index-driven"],
    ["search, few matches", { q: "maria kowa" }, "search-driven"],
  ];
  console.log("\nEXPLAIN QUERY PLAN");
  for (const [label, query, plan] of views) {
    const { sql, params } = pageQuery(leadListQuerySchema.parse(query), { plan });
    // Only our own constants are inlined here.
    let index = 0;
    const inlined = sql.replace(/\?/g, () => sqlLiteral(params[index++] as string | number | null));
    const steps = await queryLocalD1<{ detail: string }>(persistTo, `EXPLAIN QUERY PLAN ${inlined}`);
    console.log(`  ${label}:\n    ${steps.map((step) => step.detail).join("\n    ")}`);
  }
}
