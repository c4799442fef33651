/**
 * `npm run audit`: serves the built site locally, runs Lighthouse (mobile preset) on every public
 * route and measures the gzip JavaScript each page loads, against the budgets in design.md.
 * Prints a table and exits non-zero when a budget is broken. Usage: npm run audit [-- /path ...]
 *
 * Each page is audited AUDIT_RUNS times (default 3; home AUDIT_RUNS_HOME, default 5) and judged on
 * the median, as Lighthouse's variability guide advises: on a 2-core machine one run's TBT can be
 * twice the next one's, and home, the heaviest page, gets more runs so that luck cannot carry it.
 *
 * `--js-only` skips Lighthouse and measures only each page's gzip JavaScript: the page is loaded in
 * Chromium until the network is idle and the scripts it fetched are gzipped from the build. That
 * number does not depend on how busy the machine is.
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
const runsPerPage = (path: string) =>
  path === "/" ? Number(process.env.AUDIT_RUNS_HOME ?? 5) : Number(process.env.AUDIT_RUNS ?? 3);
const jsOnly = process.argv.includes("--js-only");

type Row = {
  path: string;
  scores: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  /** Budgets broken. */
  problems: string[];
  /** What explains them, or runs Lighthouse lost. */
  notes: string[];
};

/** Gzip size of the scripts a page loaded, measured on the built files (the local server does not compress). */
async function gzipKb(clientDir: string, scriptUrls: string[]) {
  let bytes = 0;
  for (const url of scriptUrls) bytes += gzipSync(await readFile(join(clientDir, new URL(url).pathname)), { level: 9 }).length;
  return bytes / 1024;
}

/** Lighthouse now and then fails to trace a page on this machine (NO_NAVSTART, no scores): try again. */
async function runLighthouse(
  url: string,
  port: number,
  attemptsLeft = 4,
): Promise<NonNullable<Awaited<ReturnType<typeof lighthouse>>>> {
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
  const lost: string[] = [];
  // A run Lighthouse cannot trace even when retried is left out of the median, not the whole audit.
  for (let run = 0; run < runsPerPage(path); run++) {
    try {
      runs.push(await measure(server, port, path));
    } catch (error) {
      lost.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (runs.length === 0)
    return {
      path,
      scores: categories.map(() => 0),
      lcpMs: Number.NaN,
      tbtMs: Number.NaN,
      cls: Number.NaN,
      jsKb: Number.NaN,
      problems: ["Lighthouse could not audit it"],
      notes: lost,
    };
  const home = path === "/";
  const row: Row = {
    path,
    scores: categories.map((_, index) => median(runs.map((run) => run.scores[index] ?? 0))),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    jsKb: median(runs.map((run) => run.jsKb)),
    problems: [],
    notes: [],
  };
  row.scores.forEach((score, index) => {
    if (score < budgets.minScore) row.problems.push(`${categories[index]} ${score} < ${budgets.minScore}`);
  });
  const jsBudget = jsBudgetFor(path);
  const lcpBudget = home ? budgets.lcpMs.home : budgets.lcpMs.content;
  if (row.jsKb > jsBudget) row.problems.push(`JS ${row.jsKb.toFixed(1)} KB > ${jsBudget} KB`);
  if (row.lcpMs > lcpBudget) row.problems.push(`LCP ${Math.round(row.lcpMs)} ms > ${lcpBudget} ms`);
  if (row.tbtMs > budgets.tbtMs) row.problems.push(`TBT ${Math.round(row.tbtMs)} ms > ${budgets.tbtMs} ms`);
  if (row.cls > budgets.cls) row.problems.push(`CLS ${row.cls.toFixed(3)} > ${budgets.cls}`);
  if (lost.length) row.notes.push(`${lost.length} of ${runsPerPage(path)} runs lost: ${lost[0]}`);
  // A median of one or two runs is the luck the repeated runs are there to rule out.
  if (runs.length < Math.min(3, runsPerPage(path))) row.problems.push(`only ${runs.length} of ${runsPerPage(path)} runs traced`);
  if (row.problems.length) row.notes.push(`audits below 0.9: ${[...new Set(runs.flatMap((run) => run.weakAudits))].join(", ")}`);
  return row;
}

const jsBudgetFor = (path: string) => (path === "/" ? budgets.jsKb.home : budgets.jsKb.content);

/**
 * The chat's price: the gzip JavaScript a page has loaded before the chat button is touched, and
 * what opening the chat adds. Its code comes with the visitor's first interaction, so the
 * per-page figures above carry none of it.
 */
async function reportChatCost(browser: Awaited<ReturnType<typeof launchChromium>>, server: LocalServer, path = "/about") {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, serviceWorkers: "block" });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && request.url().startsWith(server.baseUrl)) scripts.push(request.url());
  });
  await page.goto(`${server.baseUrl}${path}`, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  const before = [...new Set(scripts)];
  await page.locator("#chat-launcher").click();
  await page.locator("#chat-panel").waitFor();
  await page.waitForLoadState("networkidle");
  const added = [...new Set(scripts)].filter((url) => !before.includes(url));
  const chatBefore = before.filter((url) => /chat/i.test(new URL(url).pathname));
  console.log(
    `\nChat on ${path}: ${(await gzipKb(server.clientDir, chatBefore)).toFixed(1)} KB gzip of chat code before use` +
      ` (page total ${(await gzipKb(server.clientDir, before)).toFixed(1)} KB);` +
      ` opening it adds ${(await gzipKb(server.clientDir, added)).toFixed(1)} KB in ${added.length} files.`,
  );
  await context.close();
}

/** `--js-only`: the gzip JavaScript each page loads, without Lighthouse. */
async function auditJavaScript(paths: string[]) {
  const server = await startLocalServer({ persistTo: ".wrangler/audit-js-state" });
  const browser = await launchChromium();
  const rows: Array<{ path: string; jsKb: number }> = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        serviceWorkers: "block",
      });
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script" && request.url().startsWith(server.baseUrl)) scripts.push(request.url());
      });
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: "load" });
      // Hydrated (React's root is attached), then nothing more in flight: the page's code is all in.
      await page.waitForFunction(() =>
        Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")),
      );
      await page.waitForLoadState("networkidle");
      rows.push({ path, jsKb: await gzipKb(server.clientDir, [...new Set(scripts)]) });
      await context.close();
    }
    await reportChatCost(browser, server);
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log("| path | JS gzip KB | |\n|---|---|---|");
  for (const row of rows) {
    const budget = jsBudgetFor(row.path);
    console.log(`| ${row.path} | ${row.jsKb.toFixed(1)} | ${row.jsKb > budget ? `FAIL: > ${budget} KB` : "ok"} |`);
  }
  const failed = rows.filter((row) => row.jsKb > jsBudgetFor(row.path));
  console.log(
    failed.length
      ? `\n${failed.length} of ${rows.length} pages carry too much JavaScript.`
      : `\nAll ${rows.length} pages within their JavaScript budget.`,
  );
  process.exitCode = failed.length ? 1 : 0;
}

async function main() {
  const requested = process.argv.slice(2).filter((arg) => arg !== "--js-only");
  const paths = requested.length ? requested : publicPaths();
  if (jsOnly) return auditJavaScript(paths);
  const server = await startLocalServer({ persistTo: ".wrangler/audit-state" });
  const port = await freePort();
  const browser = await launchChromium([`--remote-debugging-port=${port}`]);
  const rows: Row[] = [];
  console.log(`Median of ${runsPerPage("/")} Lighthouse runs for home, ${runsPerPage("/about")} for every other page.\n`);
  console.log("| path | perf | a11y | best | seo | LCP ms | TBT ms | CLS | JS gzip KB | |");
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  try {
    // Each row as soon as its page is done: a long audit shows its progress.
    for (const path of paths) {
      const row = await auditPage(server, port, path);
      rows.push(row);
      const verdict = row.problems.length ? `FAIL: ${row.problems.join("; ")}` : "ok";
      const notes = row.notes.map((note) => ` (${note})`).join("");
      console.log(
        `| ${row.path} | ${row.scores.join(" | ")} | ${Math.round(row.lcpMs)} | ${Math.round(row.tbtMs)} | ${row.cls.toFixed(3)} | ${row.jsKb.toFixed(1)} | ${verdict}${notes} |`,
      );
    }
    await reportChatCost(browser, server);
  } finally {
    await browser.close();
    await server.stop();
  }
  const failed = rows.filter((row) => row.problems.length);
  console.log(
    failed.length ? `\n${failed.length} of ${rows.length} pages break a budget.` : `\nAll ${rows.length} pages within budget.`,
  );
  process.exitCode = failed.length ? 1 : 0;
}

await main();
