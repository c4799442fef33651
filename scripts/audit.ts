/**
 * `npm run audit`: serves the built site locally, runs Lighthouse (mobile preset) on every public
 * route and measures the gzip JavaScript each page loads, against the budgets in design.md.
 * Prints a table and exits non-zero when a budget is broken. Usage: npm run audit [-- /path ...]
 *
 * Each page is audited AUDIT_RUNS times (default 3) and judged on the median, as Lighthouse's
 * variability guide advises: on a 2-core machine one run's TBT can be twice the next one's.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import { publicPaths } from "../src/lib/site-map";
import { launchChromium } from "./chromium";
import { freePort, type LocalServer, startLocalServer } from "./local-server";

const budgets = {
  minScore: 95,
  jsKb: { home: 150, content: 100 },
  lcpMs: { home: 1500, content: 1200 },
  tbtMs: 100,
  cls: 0,
};
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const runsPerPage = Number(process.env.AUDIT_RUNS ?? 3);

type Row = { path: string; scores: number[]; lcpMs: number; tbtMs: number; cls: number; jsKb: number; problems: string[] };

/** Gzip size of the scripts a page loaded, measured on the built files (the local server does not compress). */
async function gzipKb(clientDir: string, scriptUrls: string[]) {
  let bytes = 0;
  for (const url of scriptUrls) bytes += gzipSync(await readFile(join(clientDir, new URL(url).pathname)), { level: 9 }).length;
  return bytes / 1024;
}

/** Lighthouse now and then fails to trace a page on this machine (a runtime error, no scores): try once more. */
async function runLighthouse(url: string, port: number, attemptsLeft = 2) {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...categories] });
  if (result && !result.lhr.runtimeError && result.lhr.categories.performance?.score != null) return result;
  if (attemptsLeft > 1) return runLighthouse(url, port, attemptsLeft - 1);
  throw new Error(`Lighthouse could not audit ${url}: ${result?.lhr.runtimeError?.message ?? "no result"}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** One Lighthouse run of a page: its scores, metrics, the gzip JavaScript it loaded and its weak audits. */
async function measure(server: LocalServer, port: number, path: string) {
  const { lhr } = await runLighthouse(`${server.baseUrl}${path}`, port);
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: Array<{ url: string; resourceType?: string }> })?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === "Script" && request.url.startsWith(server.baseUrl));
  return {
    scores: categories.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)),
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    jsKb: await gzipKb(
      server.clientDir,
      scripts.map((request) => request.url),
    ),
    weakAudits: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
      .map((audit) => audit.id),
  };
}

async function auditPage(server: LocalServer, port: number, path: string): Promise<Row> {
  const runs: Array<Awaited<ReturnType<typeof measure>>> = [];
  for (let run = 0; run < runsPerPage; run++) runs.push(await measure(server, port, path));
  const home = path === "/";
  const row: Row = {
    path,
    scores: categories.map((_, index) => median(runs.map((run) => run.scores[index] ?? 0))),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    jsKb: median(runs.map((run) => run.jsKb)),
    problems: [],
  };
  row.scores.forEach((score, index) => {
    if (score < budgets.minScore) row.problems.push(`${categories[index]} ${score} < ${budgets.minScore}`);
  });
  const jsBudget = home ? budgets.jsKb.home : budgets.jsKb.content;
  const lcpBudget = home ? budgets.lcpMs.home : budgets.lcpMs.content;
  if (row.jsKb > jsBudget) row.problems.push(`JS ${row.jsKb.toFixed(1)} KB > ${jsBudget} KB`);
  if (row.lcpMs > lcpBudget) row.problems.push(`LCP ${Math.round(row.lcpMs)} ms > ${lcpBudget} ms`);
  if (row.tbtMs > budgets.tbtMs) row.problems.push(`TBT ${Math.round(row.tbtMs)} ms > ${budgets.tbtMs} ms`);
  if (row.cls > budgets.cls) row.problems.push(`CLS ${row.cls.toFixed(3)} > ${budgets.cls}`);
  if (row.problems.length)
    row.problems.push(`(audits below 0.9: ${[...new Set(runs.flatMap((run) => run.weakAudits))].join(", ")})`);
  return row;
}

async function main() {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : publicPaths();
  const server = await startLocalServer({ persistTo: ".wrangler/audit-state" });
  const port = await freePort();
  const browser = await launchChromium([`--remote-debugging-port=${port}`]);
  const rows: Row[] = [];
  try {
    for (const path of paths) {
      rows.push(await auditPage(server, port, path));
      process.stderr.write(".");
    }
  } finally {
    await browser.close();
    server.stop();
  }
  process.stderr.write("\n");
  console.log(`Median of ${runsPerPage} Lighthouse run(s) per page.\n`);
  const header = "| path | perf | a11y | best | seo | LCP ms | TBT ms | CLS | JS gzip KB | |";
  console.log(header);
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) {
    console.log(
      `| ${row.path} | ${row.scores.join(" | ")} | ${Math.round(row.lcpMs)} | ${Math.round(row.tbtMs)} | ${row.cls.toFixed(3)} | ${row.jsKb.toFixed(1)} | ${
        row.problems.length ? `FAIL: ${row.problems.join("; ")}` : "ok"
      } |`,
    );
  }
  const failed = rows.filter((row) => row.problems.length);
  console.log(
    failed.length ? `\n${failed.length} of ${rows.length} pages break a budget.` : `\nAll ${rows.length} pages within budget.`,
  );
  process.exitCode = failed.length ? 1 : 0;
}

await main();
