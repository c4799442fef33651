import { readFileSync } from "node:fs";
import type { DeployConfig } from "../../../scripts/deploy-check";
import type { WranglerAnswer, WranglerRun } from "../../../scripts/wrangler";

/**
 * Wrangler's answers about a Cloudflare account, faked at the process boundary: what wrangler
 * 4.164.0 prints for each question `npm run deploy` asks. Outputs in wrangler-answers/ were
 * printed by the real wrangler against a local database; the others are written in the formats
 * its code prints (a JSON list, a table, "label: value" lines).
 */

/** A command's answer, or its answers in the order it is asked (the migrations are listed again after applying them). */
export type Scenario = Record<string, Partial<WranglerAnswer> | Array<Partial<WranglerAnswer>>>;

export const recorded = (name: string) => readFileSync(new URL(`../wrangler-answers/${name}`, import.meta.url), "utf8");

/** The bindings of wrangler.toml, with a database id set. */
export const deployConfig: DeployConfig = {
  name: "lakeshore-site",
  limits: { cpu_ms: 5000 },
  vars: { STAFF_DESK_URL: "https://www.lakeshore-environmental.example/admin" },
  d1_databases: [{ binding: "DB", database_name: "lakeshore-leads", database_id: "5d9c2f0e-8a41-4c5b-9f7e-2b6a1d3c4e5f" }],
  r2_buckets: [{ binding: "PHOTOS", bucket_name: "lakeshore-lead-photos" }],
  queues: {
    producers: [
      { binding: "LEAD_FORWARD", queue: "lead-forward" },
      { binding: "ESTIMATE_MAIL", queue: "estimate-mail" },
    ],
    consumers: [
      { queue: "lead-forward", dead_letter_queue: "lead-forward-dlq" },
      { queue: "lead-forward-dlq" },
      { queue: "estimate-mail", dead_letter_queue: "estimate-mail-dlq" },
      { queue: "estimate-mail-dlq" },
    ],
  },
};

/** A table as wrangler prints one (cli-table3, no colours): a ruled row per line. */
export function wranglerTable(rows: Array<Record<string, string>>): string {
  const columns = Object.keys(rows[0] ?? {});
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => (row[column] ?? "").length)) + 2);
  const rule = (left: string, middle: string, right: string) =>
    left + widths.map((width) => "─".repeat(width)).join(middle) + right;
  const line = (cells: string[]) => `│${cells.map((cell, index) => ` ${cell.padEnd((widths[index] ?? 2) - 2)} `).join("│")}│`;
  const body = rows.flatMap((row, index) => [
    ...(index > 0 ? [rule("├", "┼", "┤")] : []),
    line(columns.map((column) => row[column] ?? "")),
  ]);
  return [rule("┌", "┬", "┐"), line(columns), rule("├", "┼", "┤"), ...body, rule("└", "┴", "┘")].join("\n");
}

const banner = " ⛅️ wrangler 4.164.0\n────────────────────\n";

export const queueList = (names: string[]) =>
  banner +
  wranglerTable(
    names.map((name, index) => ({
      id: `${index + 1}`.padStart(32, "0"),
      name,
      created_on: "2026-11-20T10:00:00.000Z",
      modified_on: "2026-11-20T10:00:00.000Z",
      producers: "1",
      consumers: "1",
    })),
  );

export const bucketList = (names: string[]) =>
  `${banner}Listing buckets...\n${names.map((name) => `name:           ${name}\ncreation_date:  2026-11-20T10:00:00.000Z`).join("\n\n")}\n`;

export const secretList = (names: string[]) =>
  JSON.stringify(
    names.map((name) => ({ name, type: "secret_text" })),
    null,
    "  ",
  );

export const workerNotFoundAnswer: Partial<WranglerAnswer> = {
  code: 1,
  stderr: `✘ [ERROR] Worker "lakeshore-site" not found.\n\nIf this is a new Worker, run \`wrangler deploy\` first to create it.\n`,
};

export const aiKeyQuestion =
  "d1 execute DB --remote --json --command SELECT COUNT(*) AS stored FROM chatbot_config WHERE ai_key_ciphertext IS NOT NULL";

export const storedAiKeys = (count: number) =>
  JSON.stringify([{ results: [{ stored: count }], success: true, meta: { duration: 1 } }], null, 2);

/** An account with everything the Worker needs: every resource, no pending migration, the secrets and an e-mail channel. */
export function readyAccount(): Scenario {
  return {
    "--version": { stdout: "4.164.0\n" },
    "d1 list --json": {
      stdout: JSON.stringify([
        {
          uuid: "5d9c2f0e-8a41-4c5b-9f7e-2b6a1d3c4e5f",
          name: "lakeshore-leads",
          created_at: "2026-11-20T10:00:00.000Z",
          version: "production",
        },
      ]),
    },
    "r2 bucket list": { stdout: bucketList(["lakeshore-lead-photos"]) },
    "queues list --page 1": { stdout: queueList(["lead-forward", "lead-forward-dlq", "estimate-mail", "estimate-mail-dlq"]) },
    "queues list --page 2": { stdout: `${banner}${wranglerTable([])}` },
    "secret list --format json": {
      stdout: secretList([
        "ACCESS_TEAM_DOMAIN",
        "ACCESS_AUD",
        "CLIENT_HASH_SECRET",
        "CUSTOMER_LINK_SECRET",
        "RESEND_API_KEY",
        "LEAD_EMAIL_TO",
      ]),
    },
    "d1 migrations list DB --remote": { stdout: recorded("d1-migrations-list-none.txt") },
    [aiKeyQuestion]: { stdout: storedAiKeys(0) },
    "d1 migrations apply DB --remote": { stdout: "✅ Applied\n" },
    deploy: { stdout: "Total Upload: 3284.46 KiB / gzip: 818.73 KiB\nDeployed lakeshore-site triggers\n" },
  };
}

/** A WranglerRun that answers from `scenario` in this process, and the commands it was asked, in order. */
export function fakeWrangler(scenario: Scenario): { run: WranglerRun; asked: string[] } {
  const asked: string[] = [];
  const run: WranglerRun = async (args) => {
    const command = args.join(" ");
    const times = asked.filter((earlier) => earlier === command).length;
    asked.push(command);
    const answers = scenario[command];
    const answer = Array.isArray(answers) ? (answers[times] ?? answers.at(-1)) : answers;
    if (!answer) return { code: 1, stdout: "", stderr: `the fake account was not asked to answer \`wrangler ${command}\`` };
    return { code: answer.code ?? 0, stdout: answer.stdout ?? "", stderr: answer.stderr ?? "" };
  };
  return { run, asked };
}
