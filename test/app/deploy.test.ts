import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { builtConfig, deploy } from "../../scripts/deploy";
import {
  parsePendingMigrations,
  parseTable,
  storedAiKeyAnswer,
  UnreadableAnswer,
  workerNotFound,
} from "../../scripts/deploy-check";
import { wranglerRunner } from "../../scripts/wrangler";
import {
  aiKeyQuestion,
  bucketList,
  deployConfig,
  fakeWrangler,
  queueList,
  readyAccount,
  recorded,
  type Scenario,
  secretList,
  storedAiKeys,
  workerNotFoundAnswer,
  wranglerTable,
} from "./support/wrangler-answers";

/** `npm run deploy` against an account faked at wrangler's process boundary: what it prints, what it asks and does, its exit code. */
async function deployTo(scenario: Scenario, config = deployConfig) {
  const { run, asked } = fakeWrangler(scenario);
  const printed: string[] = [];
  const code = await deploy(config, run, (line) => printed.push(line));
  return { code, printed, asked, output: printed.join("\n") };
}

const withSecrets = (names: string[]): Scenario => ({ "secret list --format json": { stdout: secretList(names) } });
const everyChannelOff = ["ACCESS_TEAM_DOMAIN", "ACCESS_AUD", "CLIENT_HASH_SECRET", "CUSTOMER_LINK_SECRET"];

describe("reading wrangler 4.164's answers", () => {
  it("reads the pending migrations from its table, and none from its 'No migrations to apply'", () => {
    expect(parsePendingMigrations(recorded("d1-migrations-list-pending.txt"))).toEqual([
      "0001_lead_desk.sql",
      "0002_desk_chat_calendar.sql",
      "0003_desk_inbox.sql",
      "0004_board_cards.sql",
      "0005_chatbot_settings.sql",
      "0006_calendar_availability.sql",
      "0007_estimates.sql",
    ]);
    expect(parsePendingMigrations(recorded("d1-migrations-list-none.txt"))).toEqual([]);
    expect(() => parsePendingMigrations("Resource location: remote\n")).toThrow(UnreadableAnswer);
  });

  it("reads a table's rows by column, and no rows from an empty table", () => {
    expect(parseTable(queueList(["lead-forward", "estimate-mail"])).map((row) => row.name)).toEqual([
      "lead-forward",
      "estimate-mail",
    ]);
    expect(parseTable(queueList([]))).toEqual([]);
  });

  it("tells whether D1 holds an AI key; a database from before the chatbot settings holds none", () => {
    expect(storedAiKeyAnswer({ code: 0, stdout: storedAiKeys(1), stderr: "" })).toBe(true);
    expect(storedAiKeyAnswer({ code: 0, stdout: storedAiKeys(0), stderr: "" })).toBe(false);
    expect(storedAiKeyAnswer({ code: 1, stdout: recorded("d1-execute-no-table.txt"), stderr: "" })).toBe(false);
    expect(() => storedAiKeyAnswer({ code: 1, stdout: "", stderr: "Authentication error [code: 10000]" })).toThrow(
      UnreadableAnswer,
    );
  });

  it("tells a Worker not on the account yet from other failures of `secret list`", () => {
    expect(workerNotFound({ code: 1, stdout: "", stderr: workerNotFoundAnswer.stderr ?? "" })).toBe(true);
    expect(workerNotFound({ code: 1, stdout: "", stderr: "Authentication error [code: 10000]" })).toBe(false);
  });
});

describe("npm run deploy", () => {
  it("deploys when the account has everything, asking each question once and applying nothing", async () => {
    const { code, printed, asked } = await deployTo(readyAccount());
    expect(code).toBe(0);
    expect(asked).toEqual([
      "--version",
      "d1 list --json",
      "r2 bucket list",
      "queues list --page 1",
      "queues list --page 2",
      "secret list --format json",
      aiKeyQuestion,
      "d1 migrations list DB --remote",
      "deploy",
    ]);
    expect(printed).toContain(
      "  ok       CPU limit 5,000 ms per request: the Workers Paid plan (Cloudflare refuses this deploy on Free)",
    );
    expect(printed).toContain("  ok       lead channel e-mail is set");
    expect(printed.at(-1)).toBe(
      "Deployed. Check the live site with: npm run smoke -- https://www.lakeshore-environmental.example",
    );
  });

  it("leaves the R2 bucket and the queues the Worker sends to for wrangler deploy to create, and applies pending migrations first", async () => {
    const { code, printed, asked } = await deployTo({
      ...readyAccount(),
      "r2 bucket list": { stdout: bucketList([]) },
      "queues list --page 1": { stdout: queueList(["lead-forward-dlq", "estimate-mail-dlq"]) },
      "d1 migrations list DB --remote": [
        { stdout: recorded("d1-migrations-list-pending.txt") },
        { stdout: recorded("d1-migrations-list-none.txt") },
      ],
    });
    expect(code).toBe(0);
    expect(printed).toContain(
      "  create   R2 bucket lakeshore-lead-photos (PHOTOS) is not on the account yet: wrangler deploy creates it (resource provisioning, wrangler 4.164.0)",
    );
    expect(printed).toContain(
      "  create   queue lead-forward is not on the account yet: wrangler deploy creates it (resource provisioning, wrangler 4.164.0)",
    );
    expect(printed).toContain("  apply    migration 0007_estimates.sql is pending: applied before the deploy");
    expect(asked.slice(-3)).toEqual(["d1 migrations apply DB --remote", "d1 migrations list DB --remote", "deploy"]);
  });

  it("refuses while the D1 id is the placeholder, naming the id of a database of that name when the account has one", async () => {
    const placeholder = {
      ...deployConfig,
      d1_databases: [{ binding: "DB", database_name: "lakeshore-leads", database_id: "00000000-0000-0000-0000-000000000000" }],
    };
    const { code, printed, asked } = await deployTo(readyAccount(), placeholder);
    expect(code).toBe(1);
    expect(printed).toContain(
      '  MISSING  D1 database lakeshore-leads (DB): database_id in wrangler.toml is still the placeholder; the account has a database of that name: put database_id = "5d9c2f0e-8a41-4c5b-9f7e-2b6a1d3c4e5f" into wrangler.toml',
    );
    expect(printed.at(-1)).toBe("Not deployed: 1 thing is missing (the lines marked MISSING say how to add each).");
    expect(asked).not.toContain("d1 migrations list DB --remote");
    expect(asked).not.toContain("deploy");

    const { printed: onNewAccount } = await deployTo({ ...readyAccount(), "d1 list --json": { stdout: "[]" } }, placeholder);
    expect(onNewAccount).toContain(
      "  MISSING  D1 database lakeshore-leads (DB): database_id in wrangler.toml is still the placeholder; create it with npx wrangler d1 create lakeshore-leads, and put the database_id it prints into wrangler.toml",
    );
  });

  it("refuses a D1 id the account does not have", async () => {
    const { code, printed } = await deployTo({ ...readyAccount(), "d1 list --json": { stdout: "[]" } });
    expect(code).toBe(1);
    expect(printed).toContain(
      "  MISSING  D1 database lakeshore-leads (DB): no database with id 5d9c2f0e-8a41-4c5b-9f7e-2b6a1d3c4e5f on this account (npx wrangler whoami says which account wrangler uses)",
    );
  });

  it("refuses while a dead-letter queue, which wrangler deploy does not create, is missing", async () => {
    const { code, printed, asked } = await deployTo({
      ...readyAccount(),
      "queues list --page 1": { stdout: queueList(["lead-forward", "estimate-mail", "estimate-mail-dlq"]) },
    });
    expect(code).toBe(1);
    expect(printed).toContain(
      "  MISSING  queue lead-forward-dlq is not on the account, and wrangler deploy creates only the queues the Worker sends to: npx wrangler queues create lead-forward-dlq",
    );
    expect(asked).not.toContain("deploy");
  });

  it("refuses without Access's team domain and AUD, the client-hash salt or the link secret, for a Worker not created yet too", async () => {
    const { code, printed } = await deployTo({ ...readyAccount(), "secret list --format json": workerNotFoundAnswer });
    expect(code).toBe(1);
    expect(printed).toContain(
      "  note     the Worker lakeshore-site is not on the account yet, so it has no secrets; the first npx wrangler secret put NAME creates it",
    );
    for (const name of ["ACCESS_TEAM_DOMAIN", "ACCESS_AUD", "CLIENT_HASH_SECRET", "CUSTOMER_LINK_SECRET"])
      expect(
        printed.some((line) => line.startsWith(`  MISSING  ${name}, `) && line.endsWith(`: npx wrangler secret put ${name}`)),
      ).toBe(true);
    expect(printed.at(-1)).toBe("Not deployed: 4 things are missing (the lines marked MISSING say how to add each).");
  });

  it("counts a value in wrangler.toml's [vars] as set", async () => {
    const config = {
      ...deployConfig,
      vars: { ...deployConfig.vars, ACCESS_TEAM_DOMAIN: "https://lakeshore.cloudflareaccess.com", ACCESS_AUD: "aud" },
    };
    const { code } = await deployTo(
      {
        ...readyAccount(),
        ...withSecrets([
          "CLIENT_HASH_SECRET",
          "CUSTOMER_LINK_SECRET",
          "WHATSAPP_TOKEN",
          "WHATSAPP_PHONE_NUMBER_ID",
          "WHATSAPP_TO",
        ]),
      },
      config,
    );
    expect(code).toBe(0);
  });

  it("refuses when D1 holds the chatbot's AI key and its key secret is gone", async () => {
    const stored = { ...readyAccount(), [aiKeyQuestion]: { stdout: storedAiKeys(1) } };
    const { code, printed } = await deployTo(stored);
    expect(code).toBe(1);
    expect(printed.some((line) => line.startsWith("  MISSING  CHATBOT_KEY_SECRET: D1 holds the chatbot's AI key"))).toBe(true);

    const secretSet = withSecrets([...everyChannelOff, "RESEND_API_KEY", "LEAD_EMAIL_TO", "CHATBOT_KEY_SECRET"]);
    expect((await deployTo({ ...stored, ...secretSet })).code).toBe(0);
    const beforeChatbotSettings = {
      ...readyAccount(),
      [aiKeyQuestion]: { code: 1, stdout: recorded("d1-execute-no-table.txt") },
    };
    expect((await deployTo(beforeChatbotSettings)).code).toBe(0);
  });

  it("refuses a lead channel set by half, naming what it lacks", async () => {
    const halfSet = async (names: string[]) =>
      (await deployTo({ ...readyAccount(), ...withSecrets([...everyChannelOff, ...names]) })).printed;
    expect(await halfSet(["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID"])).toContain(
      "  MISSING  lead channel WhatsApp is half set, WHATSAPP_TO missing: npx wrangler secret put WHATSAPP_TO",
    );
    expect(await halfSet(["LEAD_WEBHOOK_SECRET"])).toContain(
      "  MISSING  lead channel webhook is half set, LEAD_WEBHOOK_URL missing: npx wrangler secret put LEAD_WEBHOOK_URL",
    );
    expect(await halfSet(["LEAD_EMAIL_TO"])).toContain(
      "  MISSING  lead channel e-mail is half set, RESEND_API_KEY missing: npx wrangler secret put RESEND_API_KEY",
    );
  });

  it("deploys without any lead channel, warning that leads will only be kept in the desk", async () => {
    // RESEND_API_KEY alone sends customers their estimates, not leads to staff.
    const { code, printed } = await deployTo({ ...readyAccount(), ...withSecrets([...everyChannelOff, "RESEND_API_KEY"]) });
    expect(code).toBe(0);
    expect(printed).toContain(
      '  warning  no lead channel is set (WhatsApp, webhook or e-mail, README "Variables and secrets"): leads will only be kept in the desk, and nobody hears of one until someone opens /admin',
    );
  });

  it("refuses without a CPU limit, and when an older wrangler answers", async () => {
    const { limits: _limits, ...unlimited } = deployConfig;
    const { code, printed } = await deployTo({ ...readyAccount(), "--version": { stdout: "4.120.0\n" } }, unlimited);
    expect(code).toBe(1);
    expect(printed).toContain(
      '  MISSING  limits.cpu_ms in wrangler.toml: the site needs the Workers Paid plan (README "Plan and limits")',
    );
    expect(printed).toContain(
      "  MISSING  wrangler 4.120.0 answered; these checks, and the resource provisioning they count on, are wrangler 4.164.0's (package.json pins it): run npm ci",
    );
  });

  it("stops at a question wrangler cannot answer, with wrangler's own words", async () => {
    const notSignedIn =
      "✘ [ERROR] In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN environment variable for wrangler to work.";
    const { code, printed, asked } = await deployTo({ ...readyAccount(), "d1 list --json": { code: 1, stderr: notSignedIn } });
    expect(code).toBe(1);
    expect(printed.at(-1)).toBe(
      `Not deployed: could not ask the account. \`wrangler d1 list --json\` exited with 1:\n  ${notSignedIn}`,
    );
    expect(asked).toEqual(["--version", "d1 list --json"]);
  });

  it("does not deploy when a migration fails to apply, or is still pending after applying", async () => {
    const pendingThenFailing = {
      ...readyAccount(),
      "d1 migrations list DB --remote": { stdout: recorded("d1-migrations-list-pending.txt") },
      "d1 migrations apply DB --remote": { code: 1, stderr: "✘ [ERROR] Migration 0007_estimates.sql failed" },
    };
    const failed = await deployTo(pendingThenFailing);
    expect(failed.code).toBe(1);
    expect(failed.asked).not.toContain("deploy");
    expect(failed.printed.at(-1)).toMatch(
      /^Not deployed: these migrations are still pending: 0001_lead_desk.sql, .*0007_estimates.sql\.$/,
    );

    const stillPending = await deployTo({ ...pendingThenFailing, "d1 migrations apply DB --remote": { stdout: "" } });
    expect(stillPending.code).toBe(1);
    expect(stillPending.asked).not.toContain("deploy");
  });

  describe("when the database was migrated and the Worker was not deployed", () => {
    const startedApplying = "2026-11-28T15:04:05.000Z";
    const pendingThenNone = {
      ...readyAccount(),
      "d1 migrations list DB --remote": [
        { stdout: recorded("d1-migrations-list-pending.txt") },
        { stdout: recorded("d1-migrations-list-none.txt") },
      ],
    };
    const restore = `!!   npx wrangler d1 time-travel restore DB --timestamp=${startedApplying}`;
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(startedApplying));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("says so loudly after wrangler deploy fails, with the step forward and the restore to before the migrations", async () => {
      const { code, printed } = await deployTo({ ...pendingThenNone, deploy: { code: 1, stderr: "✘ [ERROR] Network error" } });
      expect(code).toBe(1);
      expect(printed.slice(printed.indexOf("Not deployed: wrangler deploy failed (above)."))).toEqual([
        "Not deployed: wrangler deploy failed (above).",
        "!! The remote database HAS the migrations applied (0001_lead_desk.sql, 0002_desk_chat_calendar.sql, 0003_desk_inbox.sql, 0004_board_cards.sql, 0005_chatbot_settings.sql, 0006_calendar_availability.sql, 0007_estimates.sql), but the new Worker is NOT live:",
        "!! the previous Worker is serving the site on the new schema.",
        "!! Fix what stopped the deploy and run npm run deploy again: it applies what is still pending, then deploys.",
        "!! If the new Worker cannot go live soon and the previous one fails on the new schema, put the database back as it was",
        "!! before this run's migrations (this also undoes every lead and change written since then):",
        restore,
      ]);
    });

    it("names the migrations applied before one failed, and says nothing of the kind when none was", async () => {
      const failingLast = {
        ...pendingThenNone,
        "d1 migrations list DB --remote": [
          { stdout: recorded("d1-migrations-list-pending.txt") },
          { stdout: `Migrations to be applied:\n${wranglerTable([{ Name: "0007_estimates.sql" }])}\n` },
        ],
        "d1 migrations apply DB --remote": { code: 1, stderr: "✘ [ERROR] Migration 0007_estimates.sql failed" },
      };
      const partly = await deployTo(failingLast);
      expect(partly.code).toBe(1);
      expect(partly.asked).not.toContain("deploy");
      expect(partly.printed).toContain("Not deployed: these migrations are still pending: 0007_estimates.sql.");
      expect(partly.printed).toContain(
        "!! The remote database HAS the migrations applied (0001_lead_desk.sql, 0002_desk_chat_calendar.sql, 0003_desk_inbox.sql, 0004_board_cards.sql, 0005_chatbot_settings.sql, 0006_calendar_availability.sql), but the new Worker is NOT live:",
      );
      expect(partly.printed.at(-1)).toBe(restore);

      const noneApplied = await deployTo({
        ...failingLast,
        "d1 migrations list DB --remote": { stdout: recorded("d1-migrations-list-pending.txt") },
      });
      expect(noneApplied.printed.filter((line) => line.startsWith("!!"))).toEqual([]);
      const deployFailedUnmigrated = await deployTo({
        ...readyAccount(),
        deploy: { code: 1, stderr: "✘ [ERROR] Network error" },
      });
      expect(deployFailedUnmigrated.printed.filter((line) => line.startsWith("!!"))).toEqual([]);
    });

    it("says the database may be migrated when the account cannot say after applying", async () => {
      const { code, printed, asked } = await deployTo({
        ...pendingThenNone,
        "d1 migrations list DB --remote": [
          { stdout: recorded("d1-migrations-list-pending.txt") },
          { code: 1, stderr: "✘ [ERROR] fetch failed" },
        ],
        "d1 migrations apply DB --remote": { code: 1, stderr: "✘ [ERROR] fetch failed" },
      });
      expect(code).toBe(1);
      expect(asked).not.toContain("deploy");
      expect(printed).toContain("Not deployed: the account could not say which migrations were applied.");
      expect(printed).toContainEqual(
        expect.stringMatching(
          /^!! The remote database MAY HAVE some of 0001_lead_desk\.sql, .*0007_estimates\.sql applied \(npx wrangler d1 migrations list DB --remote says\)/,
        ),
      );
      expect(printed.at(-1)).toBe(restore);
    });
  });

  it("says that the Workers Paid plan is needed when Cloudflare refuses the CPU limit", async () => {
    const { code, printed } = await deployTo({
      ...readyAccount(),
      deploy: {
        code: 1,
        stderr:
          "✘ [ERROR] A request to the Cloudflare API failed.\n  CPU limits are not supported for the Free plan. [code: 100328]",
      },
    });
    expect(code).toBe(1);
    expect(printed.slice(-2)).toEqual([
      'Cloudflare refused the CPU limit in wrangler.toml: the account is on the Workers Free plan. The site needs Workers Paid (README "Plan and limits").',
      "Not deployed: wrangler deploy failed (above).",
    ]);
  });
});

describe("npm run deploy's wrangler processes", () => {
  let folder: string | undefined;
  afterEach(async () => {
    vi.unstubAllEnvs();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it("spawns the command line, reads its output and exit codes, and migrates before deploying", async () => {
    folder = await mkdtemp(join(tmpdir(), "fake-wrangler-"));
    const log = join(folder, "asked.log");
    await writeFile(
      join(folder, "scenario.json"),
      JSON.stringify({
        ...readyAccount(),
        "d1 migrations list DB --remote": [
          { stdout: recorded("d1-migrations-list-pending.txt") },
          { stdout: recorded("d1-migrations-list-none.txt") },
        ],
      }),
    );
    vi.stubEnv("FAKE_WRANGLER_SCENARIO", join(folder, "scenario.json"));
    vi.stubEnv("FAKE_WRANGLER_LOG", log);
    const printed: string[] = [];
    const run = wranglerRunner(new URL("./support/fake-wrangler.mjs", import.meta.url).pathname);
    expect(await deploy(deployConfig, run, (line) => printed.push(line))).toBe(0);
    expect(printed).toContain("  apply    migration 0001_lead_desk.sql is pending: applied before the deploy");
    expect((await readFile(log, "utf8")).trim().split("\n").slice(-3)).toEqual([
      "d1 migrations apply DB --remote",
      "d1 migrations list DB --remote",
      "deploy",
    ]);
  });
});

describe("the built Worker's configuration", () => {
  it("carries the CPU limit, and is refused while wrangler.toml's D1 id is the placeholder", async () => {
    const config = await builtConfig();
    expect(config.limits?.cpu_ms).toBe(5000);
    const { code, printed } = await deployTo(readyAccount(), config);
    expect(code).toBe(1);
    expect(printed.filter((line) => line.startsWith("  MISSING"))).toEqual([
      expect.stringContaining("D1 database lakeshore-leads (DB): database_id in wrangler.toml is still the placeholder"),
    ]);
  });
});
