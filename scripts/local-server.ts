import { execFile, spawn } from "node:child_process";
import { cp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { promisify } from "node:util";

/**
 * Serves the built site with `wrangler dev` (workerd with local D1, R2 and Queues) on free ports,
 * with its own state folder so tests, audits and benchmarks never touch the developer's data. It
 * serves a copy of dist/, so a build started meanwhile in another terminal cannot change what is served.
 * Used by the end-to-end tests, `npm run audit` and `npm run bench`.
 */
const root = new URL("..", import.meta.url).pathname;
export const offlineEnv = {
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_LOG_PATH: ".wrangler/logs",
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port"))));
    });
  });
}

export type LocalServer = {
  baseUrl: string;
  /** The copy of dist/client being served. */
  clientDir: string;
  /** Stops wrangler dev and waits for it to exit (then removes the state if asked to). */
  stop: () => Promise<void>;
  log: () => string;
};

/** Runs `wrangler <args>` offline on the local state in `persistTo` (a folder under the project); answers its output. */
export const localWrangler =
  (persistTo: string) =>
  (...args: string[]) =>
    promisify(execFile)("npx", ["wrangler", ...args, "--local", "--persist-to", persistTo], {
      cwd: root,
      env: { ...process.env, ...offlineEnv },
      maxBuffer: 64 * 1024 * 1024,
    });

/** Applies the D1 migrations to the local state in `persistTo` (a folder under the project). */
export async function migrateLocalState(persistTo: string) {
  await localWrangler(persistTo)("d1", "migrations", "apply", "DB");
}

export async function startLocalServer({
  persistTo,
  vars = {},
  keepState = false,
  migratedState,
  removeStateOnStop = false,
}: {
  /** State folder under the project, wiped first; the copy of the build goes beside it. */
  persistTo: string;
  /** Extra Worker variables (`--var NAME:value`). */
  vars?: Record<string, string>;
  /** Serve the state already in persistTo (e.g. seeded leads) instead of wiping it. */
  keepState?: boolean;
  /** A state folder that migrateLocalState has prepared and nothing serves: copied instead of migrating again. */
  migratedState?: string;
  /** Remove the state folder and the copy of the build once stopped: for runs whose data nobody reads afterwards. */
  removeStateOnStop?: boolean;
}): Promise<LocalServer> {
  const env = { ...process.env, ...offlineEnv };
  const builtCopy = `${persistTo}-dist`;
  if (!keepState) await rm(`${root}${persistTo}`, { recursive: true, force: true });
  await rm(`${root}${builtCopy}`, { recursive: true, force: true });
  await cp(`${root}dist`, `${root}${builtCopy}`, { recursive: true });
  if (migratedState && !keepState) await cp(`${root}${migratedState}`, `${root}${persistTo}`, { recursive: true });
  else await migrateLocalState(persistTo);
  const [port, inspectorPort] = [await freePort(), await freePort()];
  let output = "";
  const child = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--config",
      `${builtCopy}/lakeshore_site/wrangler.json`,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--inspector-port",
      String(inspectorPort),
      "--persist-to",
      persistTo,
      ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
    ],
    { cwd: root, env, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
    if (removeStateOnStop) for (const dir of [persistTo, builtCopy]) await rm(`${root}${dir}`, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok)
        return { baseUrl, clientDir: `${root}${builtCopy}/client`, stop, log: () => output };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler dev did not answer within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
