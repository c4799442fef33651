import { realpathSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { business } from "../src/config/business";
import {
  type AccountAnswers,
  type DeployConfig,
  type Finding,
  judgeDeploy,
  leadDatabaseBinding,
  leadDatabaseExists,
  parseBucketNames,
  parseDatabases,
  parsePendingMigrations,
  parseSecretNames,
  parseTable,
  parseVersion,
  storedAiKeyAnswer,
  storedAiKeyQuery,
  UnreadableAnswer,
  workerNotFound,
} from "./deploy-check";
import { type WranglerAnswer, type WranglerRun, wranglerRunner } from "./wrangler";

/**
 * `npm run deploy` (after `npm run build`): asks the Cloudflare account, through wrangler's own
 * commands, whether it has what the Worker needs; refuses with a line per thing missing; else
 * applies the pending D1 migrations and runs `wrangler deploy`. The decisions are in deploy-check.ts.
 */

function unanswered(args: string[], answer: WranglerAnswer): UnreadableAnswer {
  const said = `${answer.stderr}\n${answer.stdout}`.trim().split("\n").filter(Boolean).slice(-8).join("\n  ");
  return new UnreadableAnswer(`\`wrangler ${args.join(" ")}\` exited with ${answer.code}:\n  ${said}`);
}

async function ask(run: WranglerRun, args: string[]): Promise<string> {
  const answer = await run(args);
  if (answer.code !== 0) throw unanswered(args, answer);
  return answer.stdout;
}

/** Every queue on the account, page by page (`wrangler queues list` prints one page). */
async function queueNames(run: WranglerRun): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; page <= 50; page++) {
    const onPage = parseTable(await ask(run, ["queues", "list", "--page", String(page)])).map((row) => row.name ?? "");
    if (onPage.length === 0 || onPage.every((name) => names.includes(name))) break;
    names.push(...onPage);
  }
  return names;
}

async function secretNames(run: WranglerRun): Promise<string[] | null> {
  const args = ["secret", "list", "--format", "json"];
  const answer = await run(args);
  if (workerNotFound(answer)) return null;
  if (answer.code !== 0) throw unanswered(args, answer);
  return parseSecretNames(answer.stdout);
}

const pendingMigrations = async (run: WranglerRun) =>
  parsePendingMigrations(await ask(run, ["d1", "migrations", "list", leadDatabaseBinding, "--remote"]));

/** One question at a time: the first may refresh wrangler's sign-in, which parallel questions would race for. */
async function askAccount(config: DeployConfig, run: WranglerRun): Promise<AccountAnswers> {
  const answers: AccountAnswers = {
    wranglerVersion: parseVersion(await ask(run, ["--version"])),
    databases: parseDatabases(await ask(run, ["d1", "list", "--json"])),
    buckets: parseBucketNames(await ask(run, ["r2", "bucket", "list"])),
    queues: await queueNames(run),
    secrets: await secretNames(run),
  };
  if (!leadDatabaseExists(config, answers.databases)) return answers;
  const storedAiKey = storedAiKeyAnswer(
    await run(["d1", "execute", leadDatabaseBinding, "--remote", "--json", "--command", storedAiKeyQuery]),
  );
  return { ...answers, pendingMigrations: await pendingMigrations(run), storedAiKey };
}

const labels: Record<Finding["kind"], string> = {
  ok: "ok",
  create: "create",
  apply: "apply",
  note: "note",
  warning: "warning",
  missing: "MISSING",
};

/** Cloudflare's answer to a CPU limit on an account without the Workers Paid plan. */
const freePlanRefusal = /code: 100328|CPU limits are not supported for the Free plan/;

/** Checks, migrates and deploys; the exit code: 0 deployed, 1 refused or failed. */
export async function deploy(config: DeployConfig, run: WranglerRun, print = console.log): Promise<number> {
  try {
    return await checkMigrateDeploy(config, run, print);
  } catch (error) {
    if (!(error instanceof UnreadableAnswer)) throw error;
    print(`Not deployed: could not ask the account. ${error.message}`);
    return 1;
  }
}

async function checkMigrateDeploy(config: DeployConfig, run: WranglerRun, print: (line: string) => void) {
  print(`Asking the Cloudflare account whether it has what ${config.name} needs:`);
  const answers = await askAccount(config, run);
  const findings = judgeDeploy(config, answers);
  for (const finding of findings) print(`  ${labels[finding.kind].padEnd(8)} ${finding.text}`);
  const missing = findings.filter((finding) => finding.kind === "missing").length;
  if (missing > 0) {
    print(
      `Not deployed: ${missing} ${missing === 1 ? "thing is" : "things are"} missing (the lines marked MISSING say how to add each).`,
    );
    return 1;
  }

  if (answers.pendingMigrations?.length) {
    print(`Applying ${answers.pendingMigrations.length} migration(s) to the remote database:`);
    const applied = await run(["d1", "migrations", "apply", leadDatabaseBinding, "--remote"], { echo: true });
    const stillPending = applied.code === 0 ? await pendingMigrations(run) : answers.pendingMigrations;
    if (stillPending.length > 0) {
      print(`Not deployed: these migrations are still pending: ${stillPending.join(", ")}.`);
      return 1;
    }
  }

  print("Deploying:");
  const deployed = await run(["deploy"], { echo: true });
  if (deployed.code !== 0) {
    if (freePlanRefusal.test(deployed.stdout + deployed.stderr))
      print(
        'Cloudflare refused the CPU limit in wrangler.toml: the account is on the Workers Free plan. The site needs Workers Paid (README "Plan and limits").',
      );
    print("Not deployed: wrangler deploy failed (above).");
    return 1;
  }
  print(`Deployed. Check the live site with: npm run smoke -- ${business.siteUrl}`);
  return 0;
}

/** The configuration `npm run build` wrote for wrangler (`.wrangler/deploy/config.json` points at it). */
export async function builtConfig(): Promise<DeployConfig> {
  const deployFolder = new URL("../.wrangler/deploy/", import.meta.url);
  const pointer = JSON.parse(await readFile(new URL("config.json", deployFolder), "utf8")) as { configPath: string };
  return JSON.parse(await readFile(new URL(pointer.configPath, deployFolder), "utf8")) as DeployConfig;
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await deploy(await builtConfig(), wranglerRunner());
}
