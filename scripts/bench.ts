/**
 * Load test of the lead API as it is served locally: POST /api/quote-requests with a small
 * payload, then with a 10 MB photo set (three phone-sized JPEGs with EXIF and GPS). It reports
 * throughput, latency and the server's CPU time per request. It is not a test and builds nothing.
 *
 *   BASE_URL=http://127.0.0.1:8799 npm run bench
 *
 * BASE_URL (default http://localhost:4321) must serve the Worker with RATE_LIMIT_DISABLED=true,
 * e.g. `npx wrangler dev --var RATE_LIMIT_DISABLED:true`; the Worker honours that variable only
 * for requests to localhost, so it cannot switch limits off on a deployed site. When nothing
 * answers at the default address, the bench serves the built site itself (`npm run build` first).
 *
 * `npm run bench -- desk` measures the staff desk instead (see benchDesk below; `desk jobs` only its jobs),
 * `npm run bench -- calendar` the public calendar (benchCalendar), `npm run bench -- estimates` the
 * customer's estimate page and the PDF step (benchEstimates), and `npm run bench -- media`
 * the cost of proving and cleaning one 12 MP phone photo (scripts/bench-media.ts).
 *
 * CPU time comes from /proc: the user+system time that the serving processes (wrangler or vite,
 * and workerd) spent during the run, divided by the requests. Locally workerd also runs the D1,
 * R2 and Queue simulators and the queue consumer, so this is an upper bound for the Worker's own
 * CPU time, which production reports per request in Workers Logs.
 */
import { execFile } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import { promisify } from "node:util";
import sharp from "sharp";
import { leadListQuerySchema } from "../src/lib/desk-schemas";
import type { EstimateDetail } from "../src/lib/estimate-desk";
import { pageQuery, type SearchPlan } from "../worker/domain/inbox-query";
import { prepareJobs, printJobPlans } from "./bench-jobs";
import { benchMedia } from "./bench-media";
import { type LocalServer, offlineEnv, startLocalServer } from "./local-server";
import { insertStatements, sqlLiteral, sqlRow } from "./sql";

const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const smallSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const photoRequests = Number(process.env.BENCH_PHOTO_REQUESTS ?? 48);

type Outcome = { status: number; ms: number };

function quoteRequest(images: unknown[] = []) {
  return {
    type: "quote-request",
    name: "Bench Mark",
    email: "bench@example.com",
    phone: "(312) 555-0100",
    service: "Mold Remediation",
    timeline: "Within 1-2 weeks",
    description: "Load test",
    propertyAddress: "1 Bench St",
    city: "Chicago",
    state: "IL",
    zipCode: "60601",
    propertyType: "Residential - Single Family",
    images,
    submittedAt: new Date().toISOString(),
    formStartedAt: Date.now() - 60_000,
    website: "",
  };
}

/** A phone-like JPEG of random texture (so it does not compress away), about `targetBytes` large. */
async function phonePhoto(targetBytes: number): Promise<Buffer> {
  const [width, height] = [2400, 1800];
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (Math.random() * 256) | 0;
  let quality = 95;
  for (;;) {
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .withExif({ IFD0: { Make: "BenchPhone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 52/1 0/1" } })
      .toBuffer();
    if (jpeg.length <= targetBytes || quality <= 50) return jpeg;
    quality -= 1;
  }
}

async function run(label: string, baseUrl: string, body: string, shouldStop: (sent: number, startedAt: number) => boolean) {
  const outcomes: Outcome[] = [];
  const cpuBefore = serverCpu(baseUrl);
  const startedAt = performance.now();
  let sent = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!shouldStop(sent, startedAt)) {
        sent++;
        const begin = performance.now();
        try {
          const response = await fetch(`${baseUrl}/api/quote-requests`, {
            method: "POST",
            headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
            body,
          });
          await response.arrayBuffer();
          outcomes.push({ status: response.status, ms: performance.now() - begin });
        } catch {
          // Connection dropped (e.g. wrangler dev reloading after a file change): reported as status 0.
          outcomes.push({ status: 0, ms: performance.now() - begin });
        }
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  const cpuAfter = serverCpu(baseUrl);
  report(
    label,
    body.length,
    outcomes,
    seconds,
    cpuBefore && cpuAfter && { total: cpuAfter.total - cpuBefore.total, workerd: cpuAfter.workerd - cpuBefore.workerd },
  );
  return outcomes;
}

function report(
  label: string,
  bodyBytes: number,
  outcomes: Outcome[],
  seconds: number,
  cpu: { total: number; workerd: number } | null,
) {
  const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  const counts = new Map<number, number>();
  for (const outcome of outcomes) counts.set(outcome.status, (counts.get(outcome.status) ?? 0) + 1);
  const statuses = [...counts].map(([status, n]) => `${status}×${n}`);
  console.log(`\n${label}  (${(bodyBytes / 1_048_576).toFixed(2)} MB request body, concurrency ${concurrency})`);
  console.log(`  requests     ${outcomes.length} in ${seconds.toFixed(1)} s   statuses ${statuses.join(" ")}`);
  console.log(`  throughput   ${(outcomes.length / seconds).toFixed(1)} requests/s`);
  console.log(
    `  latency      p50 ${percentile(50).toFixed(1)} ms   p99 ${percentile(99).toFixed(1)} ms   max ${(latencies.at(-1) ?? 0).toFixed(1)} ms`,
  );
  if (cpu) {
    const perRequest = (ms: number) => (ms / outcomes.length).toFixed(1);
    console.log(
      `  server CPU   ${perRequest(cpu.total)} ms/request (workerd ${perRequest(cpu.workerd)} ms, wrangler/vite ${perRequest(cpu.total - cpu.workerd)} ms)`,
    );
  } else {
    console.log("  server CPU   not measured (needs Linux /proc and the serving process on this machine)");
  }
}

// ------------------------------------------------------------------------- CPU time from /proc

const clockTicksPerSecond = 100;

/** CPU milliseconds used so far by the process tree that serves baseUrl: the listener's wrangler/vite ancestor and all below it. */
function serverCpu(baseUrl: string): { total: number; workerd: number } | null {
  try {
    const processes = readProcesses();
    let root = listenerPid(Number(new URL(baseUrl).port || 80), processes);
    if (root === null) return null;
    for (let parent = processes.get(root)?.ppid; parent && /wrangler|vite/.test(processes.get(parent)?.cmdline ?? ""); ) {
      root = parent;
      parent = processes.get(parent)?.ppid;
    }
    let total = 0;
    let workerd = 0;
    const pending = [root];
    while (pending.length > 0) {
      const pid = pending.pop() as number;
      const info = processes.get(pid);
      if (!info) continue;
      total += info.cpuMs;
      if (info.cmdline.includes("workerd")) workerd += info.cpuMs;
      for (const [child, childInfo] of processes) if (childInfo.ppid === pid) pending.push(child);
    }
    return { total, workerd };
  } catch {
    return null;
  }
}

function readProcesses() {
  const processes = new Map<number, { ppid: number; cpuMs: number; cmdline: string }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const cpuTicks = Number(fields[11]) + Number(fields[12]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ");
      processes.set(Number(entry), { ppid: Number(fields[1]), cpuMs: (cpuTicks * 1000) / clockTicksPerSecond, cmdline });
    } catch {
      // the process ended while being read
    }
  }
  return processes;
}

function listenerPid(port: number, processes: Map<number, unknown>): number | null {
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const columns = line.trim().split(/\s+/);
      const localPort = Number.parseInt(columns[1]?.split(":").at(-1) ?? "", 16);
      if (localPort === port && columns[3] === "0A") inodes.add(columns[9] ?? "");
    }
  }
  for (const pid of processes.keys()) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (inodes.has(target.slice(8, -1))) return pid;
      }
    } catch {
      // not ours to read, or gone
    }
  }
  return null;
}

// ----------------------------------------------------------- the staff desk at 100,000 leads

/**
 * `npm run bench -- desk`: the desk's read paths against 100,000 seeded leads (scripts/seed.ts
 * fills BENCH_DESK_STATE, default .wrangler/bench-desk-state, first if it holds fewer). Requests
 * go one at a time, so each latency is an upper bound of the Worker's time for it (it includes
 * the local HTTP hop); budget: p95 under 50 ms. Prints EXPLAIN QUERY PLAN of the default views.
 * With 5,000 jobs (scripts/seed-jobs.ts) it times the jobs list and "what is due" across jobs too;
 * `npm run bench -- desk jobs` times only those.
 */
async function benchDesk() {
  const persistTo = process.env.BENCH_DESK_STATE ?? ".wrangler/bench-desk-state";
  const deskRequests = Number(process.env.BENCH_DESK_REQUESTS ?? 200);
  const onlyJobs = process.argv.includes("jobs");
  const seeded = await leadCount(persistTo);
  if (seeded < 100_000 && !onlyJobs) {
    console.log(`${persistTo} holds ${seeded} leads; seeding ${100_000 - seeded} more…`);
    await promisify(execFile)("npx", ["tsx", "scripts/seed.ts", "--persist-to", persistTo, "--count", String(100_000 - seeded)], {
      env: { ...process.env, ...offlineEnv },
    });
  }
  await prepareJobs(persistTo, queryLocalD1);
  if (!onlyJobs) await printPlans(persistTo);
  await printJobPlans(persistTo, queryLocalD1);

  // The dev-only identity (honoured for loopback hosts only) makes the bench an admin.
  const staff = "bench@lakeshore.example";
  const server = await startLocalServer({
    persistTo,
    keepState: true,
    vars: { DEV_STAFF_EMAIL: staff, FIRST_ADMIN_EMAIL: staff },
  });
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
      ["jobs list, first page (5,000 jobs)", () => "/api/admin/jobs"],
      ["jobs list, something overdue", () => "/api/admin/jobs?due=overdue"],
      ["jobs list, search by surname", (i) => `/api/admin/jobs?q=${surnames[i % surnames.length]}`],
      ["what is due across jobs", () => "/api/admin/jobs/due"],
    ];
    const load = `load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} CPUs`;
    console.log(
      `\nStaff desk against ${onlyJobs ? "5,000 jobs" : `${Math.max(seeded, 100_000)} leads and 5,000 jobs`}, ${deskRequests} requests each, one at a time (${load})`,
    );
    for (const [label, path] of views) {
      // The baseline stays: on a shared machine it says how much of a figure is the machine's.
      if (onlyJobs && !/^\/api\/admin\/(jobs|me$)/.test(path(0))) continue;
      await timeRequests(server, label.padEnd(40), path, deskRequests);
    }
  } finally {
    await server.stop();
  }
}

/**
 * GETs `path(i)` `requests` times, one at a time, after ten warm-up requests (they compile code and
 * fill SQLite's page cache), and prints the round trip's p50, p95 and max, with workerd's CPU per request.
 */
async function timeRequests(server: LocalServer, label: string, path: (i: number) => string, requests: number) {
  for (let i = 0; i < 10; i++) {
    const warmUp = await fetch(`${server.baseUrl}${path(i)}`);
    await warmUp.arrayBuffer();
    if (warmUp.status !== 200) {
      console.log(`  ${label} not measured: ${path(i)} answers ${warmUp.status}`);
      return;
    }
  }
  const latencies: number[] = [];
  const cpuBefore = serverCpu(server.baseUrl);
  for (let i = 0; i < requests; i++) {
    const begin = performance.now();
    const response = await fetch(`${server.baseUrl}${path(i)}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path(i)} answered ${response.status}`);
    latencies.push(performance.now() - begin);
  }
  const cpuAfter = serverCpu(server.baseUrl);
  latencies.sort((a, b) => a - b);
  const at = (p: number) => (latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0).toFixed(1);
  const cpu =
    cpuBefore && cpuAfter ? `   workerd CPU ${((cpuAfter.workerd - cpuBefore.workerd) / requests).toFixed(1)} ms/request` : "";
  console.log(`  ${label} p50 ${at(50)} ms   p95 ${at(95)} ms   max ${at(100)} ms${cpu}`);
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

// ------------------------------------------------------------------- the public calendar

/**
 * `npm run bench -- calendar`: the public calendar's read paths (open slots, the /calendar page
 * with events and slots put into its HTML, the events JSON and the ICS feed) against a year of
 * events: every weekday seven staff jobs and an inspection, a public event each week and a closure
 * each month. One request at a time, so each latency bounds the Worker's time for it; budget: p95
 * under 50 ms.
 */
async function benchCalendar() {
  const persistTo = ".wrangler/bench-calendar-state";
  const requests = Number(process.env.BENCH_CALENDAR_REQUESTS ?? 200);
  const env = { ...process.env, ...offlineEnv };
  await rm(persistTo, { recursive: true, force: true });
  await promisify(execFile)("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], {
    env,
  });
  const seedFile = `${persistTo}-seed.sql`;
  const events = yearOfEvents(new Date());
  await writeFile(
    seedFile,
    insertStatements(
      "INSERT INTO calendar_events (id, title, location, starts_at, ends_at, all_day, kind, visibility, assignee) VALUES",
      events,
    ),
  );
  await promisify(execFile)(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", seedFile],
    {
      env,
    },
  );
  await rm(seedFile);

  const server = await startLocalServer({ persistTo, keepState: true, vars: { RATE_LIMIT_DISABLED: "true" } });
  try {
    const month = new Date();
    const views: Array<[string, string]> = [
      ["open slots (JSON)", "/api/calendar/slots"],
      ["/calendar page (from the Worker's page cache)", "/calendar"],
      ["its events + slots rendered afresh (/calendar/live)", "/calendar/live"],
      [
        "public events of a month (JSON)",
        `/api/calendar/events?from=${month.toISOString()}&to=${new Date(month.getTime() + 31 * 86_400_000).toISOString()}`,
      ],
      ["ICS feed (a year of public events)", "/calendar.ics"],
    ];
    console.log(`\nPublic calendar with ${events.length} events over a year, ${requests} requests each, one at a time`);
    for (const [label, path] of views) await timeRequests(server, label.padEnd(46), () => path, requests);
  } finally {
    await server.stop();
  }
}

/** The rows of a year of calendar events from `start`, in UTC. */
function yearOfEvents(start: Date): string[] {
  const rows: string[] = [];
  const insert = (id: string, title: string, from: Date, hours: number, kind: string, visibility: string, allDay = 0) =>
    rows.push(
      sqlRow([
        id,
        title,
        "Chicago, IL",
        from.toISOString(),
        new Date(from.getTime() + hours * 3_600_000).toISOString(),
        allDay,
        kind,
        visibility,
        `crew${id.length % 3}@lakeshore.example`,
      ]),
    );
  for (let day = 0; day < 365; day++) {
    const date = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + day));
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      insert(`job-a-${day}`, "Abatement job", new Date(date.getTime() + 14 * 3_600_000), 3, "job", "staff");
      insert(`job-b-${day}`, "Window install", new Date(date.getTime() + 18 * 3_600_000), 2, "job", "staff");
      insert(`insp-${day}`, "Inspection", new Date(date.getTime() + 20 * 3_600_000), 1, "inspection", "staff");
      for (let crew = 0; crew < 5; crew++)
        insert(`crew-${crew}-${day}`, "Crew visit", new Date(date.getTime() + (13 + crew) * 3_600_000), 1, "job", "staff");
    }
    if (weekday === 3)
      insert(`workshop-${day}`, "Homeowner workshop", new Date(date.getTime() + 23 * 3_600_000), 2, "community", "public");
    if (date.getUTCDate() === 15)
      insert(`closure-${day}`, "Office closed", new Date(date.getTime() + 6 * 3_600_000), 24, "closure", "public", 1);
  }
  return rows;
}

// ------------------------------------------------------------------------------------ estimates

/**
 * `npm run bench -- estimates`: the customer's estimate page (GET /estimates/{token}; each opening
 * is also counted and written to the lead's timeline) and the PDF step (a 30-line draft rendered
 * afresh by GET /api/admin/estimates/:id/pdf, as the queue consumer renders an estimate it sends),
 * one request at a time, with p50/p95 and workerd's CPU per request.
 */
async function benchEstimates() {
  const requests = Number(process.env.BENCH_ESTIMATE_REQUESTS ?? 100);
  const staff = "bench@lakeshore.example";
  const server = await startLocalServer({
    persistTo: ".wrangler/bench-estimates-state",
    removeStateOnStop: true,
    vars: { DEV_STAFF_EMAIL: staff, FIRST_ADMIN_EMAIL: staff, RATE_LIMIT_DISABLED: "true" },
  });
  const call = async <T>(path: string, method = "GET", body?: unknown): Promise<T> => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { Origin: server.baseUrl, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<T>;
  };
  try {
    const { id: leadId } = await call<{ id: string }>("/api/quote-requests", "POST", quoteRequest());
    const { estimate } = await call<{ estimate: EstimateDetail }>("/api/admin/estimates", "POST", { leadId });
    const lines = Array.from({ length: 30 }, (_, index) => ({
      kind: index % 10 === 9 ? "optional" : "required",
      group: null,
      groupLabel: null,
      section: ["Basement", "Kitchen", "Exterior"][index % 3],
      description: `Line ${index + 1}: remove and dispose of material under containment, with air monitoring`,
      unit: "sq ft",
      quantityThousandths: 125_500 + index * 1000,
      unitPriceCents: 650 + index * 25,
      taxBps: index % 4 === 0 ? 1025 : 0,
      preselected: false,
      priceItemId: null,
    }));
    const { estimate: draft } = await call<{ estimate: EstimateDetail }>(`/api/admin/estimates/${estimate.id}`, "PUT", {
      version: estimate.version,
      title: estimate.title,
      introduction: "Benchmark estimate.",
      language: "en",
      customer: estimate.customer,
      service: estimate.service,
      yearBuilt: 1956,
      expiresOn: estimate.expiresOn,
      discount: { kind: "percent", bps: 500 },
      deposit: { kind: "percent", bps: 3000 },
      terms: estimate.terms,
      lines,
      photoIds: [],
    });
    await timeRequests(
      server,
      "PDF step: 30-line estimate rendered".padEnd(40),
      () => `/api/admin/estimates/${draft.id}/pdf`,
      requests,
    );
    const { link } = await call<{ link: string }>(`/api/admin/estimates/${draft.id}/send`, "POST", { version: draft.version });
    const page = new URL(link).pathname;
    await timeRequests(server, "customer page (each view logged)".padEnd(40), () => page, requests);
  } finally {
    await server.stop();
  }
}

// ------------------------------------------------------------------------------------- main

async function reachable(baseUrl: string) {
  try {
    return (await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

if (process.argv.includes("media")) {
  await benchMedia();
  process.exit();
}

if (process.argv.includes("calendar")) {
  await benchCalendar();
  process.exit();
}

if (process.argv.includes("estimates")) {
  await benchEstimates();
  process.exit();
}

if (process.argv.includes("desk")) {
  await benchDesk();
  process.exit();
}

let server: LocalServer | undefined;
let baseUrl = process.env.BASE_URL ?? "http://localhost:4321";
if (!(await reachable(baseUrl))) {
  if (process.env.BASE_URL) throw new Error(`Nothing answers at ${baseUrl}/api/health.`);
  console.log(`Nothing at ${baseUrl}; serving the built site with wrangler dev (run \`npm run build\` first)…`);
  server = await startLocalServer({ persistTo: ".wrangler/bench-state", vars: { RATE_LIMIT_DISABLED: "true" } });
  baseUrl = server.baseUrl;
}

try {
  const photos = await Promise.all([1, 2, 3].map(() => phonePhoto(3_450_000)));
  const photoSet = photos.map((bytes, index) => ({
    data: `data:image/jpeg;base64,${bytes.toString("base64")}`,
    name: `IMG_00${index}.jpg`,
    type: "image/jpeg",
    size: bytes.length,
  }));
  console.log(`Benchmarking ${baseUrl}/api/quote-requests`);
  // Client and server share this machine; a busy machine makes every figure worse.
  console.log(
    `Machine: ${cpus().length} CPUs, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")} before the run`,
  );
  console.log(`Photo set: ${photos.map((p) => `${(p.length / 1_048_576).toFixed(2)} MB`).join(" + ")}`);

  const small = await run(
    `Small quote request (no photos), for ${smallSeconds} s`,
    baseUrl,
    JSON.stringify(quoteRequest()),
    (_, startedAt) => performance.now() - startedAt > smallSeconds * 1000,
  );
  const large = await run(
    `Quote request with 3 photos, ${photoRequests} requests`,
    baseUrl,
    JSON.stringify(quoteRequest(photoSet)),
    (sent) => sent >= photoRequests,
  );

  const failed = [...small, ...large].filter((outcome) => outcome.status !== 201);
  if (failed.some((outcome) => outcome.status === 429)) {
    console.error(
      "\nRate limited: serve the Worker with RATE_LIMIT_DISABLED=true (e.g. `npx wrangler dev --var RATE_LIMIT_DISABLED:true`).",
    );
  }
  if (failed.length > 0) process.exitCode = 1;
} finally {
  await server?.stop();
}
