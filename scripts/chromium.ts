import { execFile } from "node:child_process";
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type Browser, chromium } from "playwright-core";

/** Headless, with every switch that would reach outside this machine turned off. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const systemChromium = "/usr/bin/chromium";

/** The one line printed when no Chromium can run: what to install. */
export const missingChromiumHint =
  "No Chromium can run here: install Debian's with `apt-get install chromium` (it also brings the libraries " +
  "the npm package @sparticuz/chromium needs), or set CHROMIUM_PATH to a Chromium binary.";

export type FoundChromium = { path: string; source: string };

/**
 * The first Chromium that runs, in this order: CHROMIUM_PATH; Debian's /usr/bin/chromium (unless
 * CHROMIUM_SKIP_SYSTEM=1, which lets a machine that has it test the fallback); the headless Chromium
 * that the npm package @sparticuz/chromium carries brotli-compressed and unpacks to the temp folder.
 * "Runs" means `--version` succeeds, so a binary missing a shared library is passed over.
 */
export async function findChromium(env: NodeJS.ProcessEnv = process.env): Promise<FoundChromium | undefined> {
  if (env.CHROMIUM_PATH && (await runs(env.CHROMIUM_PATH))) return { path: env.CHROMIUM_PATH, source: "CHROMIUM_PATH" };
  if (env.CHROMIUM_SKIP_SYSTEM !== "1" && (await runs(systemChromium))) return { path: systemChromium, source: "Debian" };
  const packaged = await unpackNpmChromium();
  if (packaged && (await runs(packaged))) return { path: packaged, source: "@sparticuz/chromium" };
  return undefined;
}

async function runs(path: string): Promise<boolean> {
  try {
    await promisify(execFile)(path, ["--version"], { timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
}

async function unpackNpmChromium(): Promise<string | undefined> {
  try {
    const { default: packaged } = await import("@sparticuz/chromium");
    return await packaged.executablePath();
  } catch {
    return undefined;
  }
}

let found: Promise<FoundChromium | undefined> | undefined;

/** Launches the Chromium findChromium picks, or `executable` when given (the audit runs two). */
export async function launchChromium(extraArgs: string[] = [], chosen?: FoundChromium): Promise<Browser> {
  found ??= findChromium();
  const executable = chosen ?? (await found);
  if (!executable) throw new Error(missingChromiumHint);
  return chromium.launch({ executablePath: executable.path, headless: true, args: [...chromiumFlags, ...extraArgs] });
}

// `tsx scripts/chromium.ts`: npm test's check before any test runs; prints which Chromium, or what to install.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const executable = await findChromium();
  if (executable) {
    console.log(`Chromium for the browser tests: ${executable.path} (${executable.source})`);
  } else {
    console.error(missingChromiumHint);
    process.exit(1);
  }
}
