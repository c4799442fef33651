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
 * `npm run bench -- desk` measures the staff desk instead (scripts/bench-desk.ts; `npm run bench -- desk sources`
 * only its Sources screen, `desk jobs` only its jobs),
 * `npm run bench -- calendar` the public calendar (benchCalendar), `npm run bench -- estimates` the
 * customer's estimate page, the PDF step, the approval and closing a job (scripts/bench-estimates.ts;
 * `estimates approval` only the last two), and `npm run bench -- media`
 * the cost of proving and cleaning one 12 MP phone photo (scripts/bench-media.ts).
 *
 * CPU time comes from /proc: the user+system time that the serving processes (wrangler or vite,
 * and workerd) spent during the run, divided by the requests. Locally workerd also runs the D1,
 * R2 and Queue simulators and the queue consumer, so this is an upper bound for the Worker's own
 * CPU time, which production reports per request in Workers Logs.
 */
import { execFile } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import { promisify } from "node:util";
import sharp from "sharp";
import { benchDesk } from "./bench-desk";
import { benchEstimates } from "./bench-estimates";
import { benchMedia } from "./bench-media";
import { serverCpu, timeRequests } from "./bench-timing";
import { type LocalServer, offlineEnv, startLocalServer } from "./local-server";
import { insertStatements, sqlRow } from "./sql";

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
  await benchEstimates(quoteRequest(), process.argv.includes("approval") ? "approval" : null);
  process.exit();
}

if (process.argv.includes("desk")) {
  await benchDesk(process.argv.includes("sources") ? "sources" : process.argv.includes("jobs") ? "jobs" : null);
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
