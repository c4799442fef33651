import type { WranglerAnswer } from "./wrangler";

/**
 * What `npm run deploy` decides before it ships, as pure functions over wrangler's answers (asked by
 * scripts/deploy.ts): which resources, migrations and secrets the Worker needs and the account lacks.
 * The output formats read here are those of wrangler 4.164.0, the version package.json pins.
 */

/** The version whose commands, output formats and resource provisioning these checks were written against. */
const checkedWranglerVersion = "4.164.0";

/** The parts of the built Worker's configuration (dist/<worker>/wrangler.json) the checks read. */
export type DeployConfig = {
  name: string;
  limits?: { cpu_ms?: number };
  vars?: Record<string, unknown>;
  d1_databases?: Array<{ binding: string; database_name?: string; database_id?: string }>;
  r2_buckets?: Array<{ binding: string; bucket_name?: string }>;
  queues?: {
    producers?: Array<{ binding: string; queue: string }>;
    consumers?: Array<{ queue: string; dead_letter_queue?: string }>;
  };
};

/** What the account holds, as wrangler told it. */
export type AccountAnswers = {
  wranglerVersion: string;
  databases: Array<{ uuid: string; name: string }>;
  buckets: string[];
  queues: string[];
  /** The Worker's secret names; null when the Worker does not exist on the account yet. */
  secrets: string[] | null;
  /** Asked only when the lead database exists on the account. */
  pendingMigrations?: string[];
  /** Whether D1 holds an encrypted AI key for the chatbot; asked only when the lead database exists. */
  storedAiKey?: boolean;
};

/**
 * One line of the check. "missing" refuses the deploy; "create" is a resource `wrangler deploy`
 * creates by itself; "apply" a migration applied before the deploy.
 */
export type Finding = { kind: "ok" | "create" | "apply" | "note" | "warning" | "missing"; text: string };

/** The binding of the database the Worker keeps leads in, whose migrations are in migrations/. */
export const leadDatabaseBinding = "DB";

const placeholderId = /^0{8}-0{4}-0{4}-0{4}-0{12}$/;
const isPlaceholder = (id: string | undefined) => !id || placeholderId.test(id);

/** Whether the lead database can be asked about its migrations and contents. */
export function leadDatabaseExists(config: DeployConfig, databases: AccountAnswers["databases"]): boolean {
  const id = config.d1_databases?.find((database) => database.binding === leadDatabaseBinding)?.database_id;
  return !isPlaceholder(id) && databases.some((database) => database.uuid === id);
}

const versionParts = (version: string) => version.split(".").map(Number);
function atLeast(version: string, minimum: string) {
  const [have, want] = [versionParts(version), versionParts(minimum)];
  for (let part = 0; part < want.length; part++) {
    const difference = (have[part] ?? 0) - (want[part] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}

function versionFindings(version: string): Finding[] {
  if (atLeast(version, checkedWranglerVersion)) return [{ kind: "ok", text: `wrangler ${version}` }];
  return [
    {
      kind: "missing",
      text: `wrangler ${version} answered; these checks, and the resource provisioning they count on, are wrangler ${checkedWranglerVersion}'s (package.json pins it): run npm ci`,
    },
  ];
}

/** The CPU limit is what makes Cloudflare refuse a Free-plan account, on which most leads with photos would fail. */
function limitFindings(config: DeployConfig): Finding[] {
  const cpuMs = config.limits?.cpu_ms;
  if (cpuMs === undefined)
    return [
      {
        kind: "missing",
        text: 'limits.cpu_ms in wrangler.toml: the site needs the Workers Paid plan (README "Plan and limits")',
      },
    ];
  return [
    {
      kind: "ok",
      text: `CPU limit ${cpuMs.toLocaleString("en-US")} ms per request: the Workers Paid plan (Cloudflare refuses this deploy on Free)`,
    },
  ];
}

function databaseFindings(config: DeployConfig, databases: AccountAnswers["databases"]): Finding[] {
  return (config.d1_databases ?? []).map(({ binding, database_name: name = binding, database_id: id }) => {
    const label = `D1 database ${name} (${binding})`;
    if (isPlaceholder(id)) {
      const existing = databases.find((database) => database.name === name);
      const fix = existing
        ? `the account has a database of that name: put database_id = "${existing.uuid}" into wrangler.toml`
        : `create it with npx wrangler d1 create ${name}, and put the database_id it prints into wrangler.toml`;
      return { kind: "missing", text: `${label}: database_id in wrangler.toml is still the placeholder; ${fix}` };
    }
    if (!databases.some((database) => database.uuid === id))
      return {
        kind: "missing",
        text: `${label}: no database with id ${id} on this account (npx wrangler whoami says which account wrangler uses)`,
      };
    return { kind: "ok", text: `${label} is on the account` };
  });
}

const provisioning = `wrangler deploy creates it (resource provisioning, wrangler ${checkedWranglerVersion})`;

function bucketFindings(config: DeployConfig, buckets: string[]): Finding[] {
  return (config.r2_buckets ?? []).map(({ binding, bucket_name: name = binding }) =>
    buckets.includes(name)
      ? { kind: "ok", text: `R2 bucket ${name} (${binding}) is on the account` }
      : { kind: "create", text: `R2 bucket ${name} (${binding}) is not on the account yet: ${provisioning}` },
  );
}

/**
 * Queues the Worker sends to are provisioned by `wrangler deploy`; queues it only consumes (the
 * dead-letter queues) must exist before it, or the deploy stops half-way through its consumers.
 */
function queueFindings(config: DeployConfig, queues: string[]): Finding[] {
  const sentTo = new Set((config.queues?.producers ?? []).map((producer) => producer.queue));
  const needed = new Set([
    ...sentTo,
    ...(config.queues?.consumers ?? []).flatMap(({ queue, dead_letter_queue }) =>
      dead_letter_queue ? [queue, dead_letter_queue] : [queue],
    ),
  ]);
  return [...needed].map((name): Finding => {
    if (queues.includes(name)) return { kind: "ok", text: `queue ${name} is on the account` };
    if (sentTo.has(name)) return { kind: "create", text: `queue ${name} is not on the account yet: ${provisioning}` };
    return {
      kind: "missing",
      text: `queue ${name} is not on the account, and wrangler deploy creates only the queues the Worker sends to: npx wrangler queues create ${name}`,
    };
  });
}

function migrationFindings(pending: string[] | undefined): Finding[] {
  if (!pending) return [];
  if (pending.length === 0) return [{ kind: "ok", text: "the remote database has every migration in migrations/" }];
  return pending.map((name) => ({ kind: "apply", text: `migration ${name} is pending: applied before the deploy` }));
}

/** Settings every deployment needs, and why. */
const requiredSettings: Record<string, string> = {
  ACCESS_TEAM_DOMAIN:
    "Cloudflare Access team domain (https://<team>.cloudflareaccess.com); without it every /admin and /api/admin request is refused",
  ACCESS_AUD: "the Access application's AUD tag; without it every /admin and /api/admin request is refused",
  CLIENT_HASH_SECRET:
    "the salt of the client-address hashes the rate limits store; without it they are keyed by a value in the public source code",
  CUSTOMER_LINK_SECRET:
    "the key customers' estimate links are derived with; without it no estimate can be sent (any long random string, never changed: changing it ends every link)",
};

/**
 * The channels that tell staff about a new lead (worker/domain/messaging.ts): each is on when all
 * it needs is set. `meant` are the settings whose presence says the owner meant to turn it on;
 * RESEND_API_KEY alone is not one of them, since it also sends customers their estimates.
 */
const leadChannels = [
  {
    name: "WhatsApp",
    needs: ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_TO"],
    meant: ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_TO"],
  },
  { name: "webhook", needs: ["LEAD_WEBHOOK_URL"], meant: ["LEAD_WEBHOOK_URL", "LEAD_WEBHOOK_SECRET"] },
  { name: "e-mail", needs: ["RESEND_API_KEY", "LEAD_EMAIL_TO"], meant: ["LEAD_EMAIL_TO"] },
];

const put = (name: string) => `npx wrangler secret put ${name}`;

function settingFindings(config: DeployConfig, secrets: string[] | null, storedAiKey: boolean | undefined): Finding[] {
  // A value in wrangler.toml's [vars] serves as well as a secret.
  const vars = Object.entries(config.vars ?? {}).filter(([, value]) => value !== "" && value !== undefined);
  const set = new Set([...(secrets ?? []), ...vars.map(([name]) => name)]);
  const findings: Finding[] = [];
  if (secrets === null)
    findings.push({
      kind: "note",
      text: `the Worker ${config.name} is not on the account yet, so it has no secrets; the first ${put("NAME")} creates it`,
    });

  for (const [name, why] of Object.entries(requiredSettings))
    findings.push(
      set.has(name) ? { kind: "ok", text: `${name} is set` } : { kind: "missing", text: `${name}, ${why}: ${put(name)}` },
    );

  if (storedAiKey && !set.has("CHATBOT_KEY_SECRET"))
    findings.push({
      kind: "missing",
      text: `CHATBOT_KEY_SECRET: D1 holds the chatbot's AI key, encrypted with it; without it the chat gives scripted replies only: ${put("CHATBOT_KEY_SECRET")} (the value it had)`,
    });

  let channelsOn = 0;
  for (const channel of leadChannels) {
    const absent = channel.needs.filter((name) => !set.has(name));
    if (absent.length === 0) {
      channelsOn++;
      findings.push({ kind: "ok", text: `lead channel ${channel.name} is set` });
    } else if (channel.meant.some((name) => set.has(name)))
      findings.push({
        kind: "missing",
        text: `lead channel ${channel.name} is half set, ${absent.join(" and ")} missing: ${absent.map(put).join(", ")}`,
      });
  }
  if (channelsOn === 0)
    findings.push({
      kind: "warning",
      text: 'no lead channel is set (WhatsApp, webhook or e-mail, README "Variables and secrets"): leads will only be kept in the desk, and nobody hears of one until someone opens /admin',
    });
  return findings;
}

/** Every finding, in the order they are printed. */
export function judgeDeploy(config: DeployConfig, answers: AccountAnswers): Finding[] {
  return [
    ...versionFindings(answers.wranglerVersion),
    ...limitFindings(config),
    ...databaseFindings(config, answers.databases),
    ...bucketFindings(config, answers.buckets),
    ...queueFindings(config, answers.queues),
    ...migrationFindings(answers.pendingMigrations),
    ...settingFindings(config, answers.secrets, answers.storedAiKey),
  ];
}

// Readers of wrangler's answers (stdout, colours removed).

/** An answer wrangler gave that says nothing usable: not signed in, no network, an output format these readers do not know. */
export class UnreadableAnswer extends Error {}

function parseJson(stdout: string, command: string): unknown {
  try {
    return JSON.parse(stdout);
  } catch {
    throw new UnreadableAnswer(`\`wrangler ${command}\` printed no JSON:\n${stdout.trim()}`);
  }
}

/** `wrangler --version`. */
export function parseVersion(stdout: string): string {
  const version = stdout.match(/\d+\.\d+\.\d+/)?.[0];
  if (!version) throw new UnreadableAnswer(`\`wrangler --version\` printed no version: ${stdout.trim()}`);
  return version;
}

/** `wrangler d1 list --json`. */
export function parseDatabases(stdout: string): AccountAnswers["databases"] {
  const databases = parseJson(stdout, "d1 list --json");
  if (!Array.isArray(databases)) throw new UnreadableAnswer("`wrangler d1 list --json` did not print a list");
  return databases.map(({ uuid, name }) => ({ uuid: String(uuid), name: String(name) }));
}

/** `wrangler r2 bucket list`: a "name:" and a "creation_date:" line per bucket. */
export const parseBucketNames = (stdout: string) => [...stdout.matchAll(/^name:\s+(\S+)/gm)].map((match) => match[1] ?? "");

/** `wrangler secret list --format json`. */
export function parseSecretNames(stdout: string): string[] {
  const secrets = parseJson(stdout, "secret list --format json");
  if (!Array.isArray(secrets)) throw new UnreadableAnswer("`wrangler secret list --format json` did not print a list");
  return secrets.map(({ name }) => String(name));
}

/** `wrangler secret list` for a Worker never deployed nor given a secret. */
export const workerNotFound = (answer: WranglerAnswer) =>
  answer.code !== 0 && /Worker "[^"]+"( \(env: [^)]*\))? not found/.test(answer.stderr + answer.stdout);

/** The rows of a table wrangler prints (`queues list`, `d1 migrations list`), by column name. */
export function parseTable(stdout: string): Array<Record<string, string>> {
  const [head, ...rows] = stdout
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("│"))
    .map((line) =>
      line
        .slice(1, -1)
        .split("│")
        .map((cell) => cell.trim()),
    );
  if (!head) return [];
  return rows.map((cells) => Object.fromEntries(head.map((column, index) => [column, cells[index] ?? ""])));
}

/** `wrangler d1 migrations list DB --remote`: the table of pending migrations, or a line saying there are none. */
export function parsePendingMigrations(stdout: string): string[] {
  if (/No migrations to apply/.test(stdout)) return [];
  const pending = parseTable(stdout).map((row) => row.Name ?? "");
  if (pending.length === 0)
    throw new UnreadableAnswer(
      `\`wrangler d1 migrations list\` printed neither migrations nor "No migrations to apply":\n${stdout.trim()}`,
    );
  return pending;
}

/** The question whose answer storedAiKeyAnswer reads. */
export const storedAiKeyQuery = "SELECT COUNT(*) AS stored FROM chatbot_config WHERE ai_key_ciphertext IS NOT NULL";

/**
 * `wrangler d1 execute DB --remote --json --command <storedAiKeyQuery>`. A database from before the
 * chatbot settings (no such table or column yet) holds no key.
 */
export function storedAiKeyAnswer(answer: WranglerAnswer): boolean {
  if (answer.code !== 0) {
    if (/no such (table|column)/.test(answer.stdout + answer.stderr)) return false;
    throw new UnreadableAnswer(
      `\`wrangler d1 execute\` could not say whether D1 holds an AI key:\n${(answer.stdout + answer.stderr).trim()}`,
    );
  }
  const [result] = parseJson(answer.stdout, "d1 execute --json") as Array<{ results?: Array<{ stored?: number }> }>;
  return (result?.results?.[0]?.stored ?? 0) > 0;
}
