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

/**
 * The migrations this run applied (`unsure`: some of them may be), and when it started applying them:
 * the database as it was before.
 */
type Migrated = { applied: string[]; before: string; unsure?: boolean };

/**
 * The database moved on and the Worker did not: the previous Worker is live on the new schema, which
 * README's rule for migrations ("Migrations and the live Worker") keeps harmless, and the way forward or back.
 */
function printMigratedNotDeployed({ applied, before, unsure }: Migrated, print: (line: string) => void) {
  for (const line of [
    unsure
      ? `The remote database MAY HAVE some of ${applied.join(", ")} applied (npx wrangler d1 migrations list ${leadDatabaseBinding} --remote says), and the new Worker is NOT live:`
      : `The remote database HAS the migrations applied (${applied.join(", ")}), but the new Worker is NOT live:`,
    "the previous Worker is serving the site on the new schema.",
    "Fix what stopped the deploy and run npm run deploy again: it applies what is still pending, then deploys.",
    "If the new Worker cannot go live soon and the previous one fails on the new schema, put the database back as it was",
    "before this run's migrations (this also undoes every lead and change written since then):",
    `  npx wrangler d1 time-travel restore ${leadDatabaseBinding} --timestamp=${before}`,
  ])
    print(`!! ${line}`);
}

/** Applies the pending migrations: which were applied, or null (with why, printed) when any is left. */
async function applyMigrations(pending: string[], run: WranglerRun, print: (line: string) => void): Promise<Migrated | null> {
  print(`Applying ${pending.length} migration(s) to the remote database:`);
  const before = new Date().toISOString();
  await run(["d1", "migrations", "apply", leadDatabaseBinding, "--remote"], { echo: true });
  // Asked again whatever the exit code: a failing migration leaves the ones before it applied.
  const stillPending = await pendingMigrations(run).catch((error: unknown) => {
    if (error instanceof UnreadableAnswer) return null;
    throw error;
  });
  if (stillPending === null) {
    print("Not deployed: the account could not say which migrations were applied.");
    printMigratedNotDeployed({ applied: pending, before, unsure: true }, print);
    return null;
  }
  const migrated = { applied: pending.filter((name) => !stillPending.includes(name)), before };
  if (stillPending.length === 0) return migrated;
  print(`Not deployed: these migrations are still pending: ${stillPending.join(", ")}.`);
  if (migrated.applied.length > 0) printMigratedNotDeployed(migrated, print);
  return null;
}

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

  const migrated = answers.pendingMigrations?.length ? await applyMigrations(answers.pendingMigrations, run, print) : undefined;
  if (migrated === null) return 1;

  print("Deploying:");
  const deployed = await run(["deploy"], { echo: true });
  if (deployed.code !== 0) {
    if (freePlanRefusal.test(deployed.stdout + deployed.stderr))
      print(
        'Cloudflare refused the CPU limit in wrangler.toml: the account is on the Workers Free plan. The site needs Workers Paid (README "Plan and limits").',
      );
    print("Not deployed: wrangler deploy failed (above).");
    if (migrated) printMigratedNotDeployed(migrated, print);
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
