import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";

/** What one wrangler command answered: its exit code and its output, colours removed. */
export type WranglerAnswer = { code: number; stdout: string; stderr: string };

/**
 * Runs one wrangler command. `echo` also shows its output as it comes (applying migrations and
 * deploying take a while, and their progress is for the person deploying to read).
 */
export type WranglerRun = (args: string[], options?: { echo?: boolean }) => Promise<WranglerAnswer>;

const root = new URL("..", import.meta.url).pathname;

/** The project's own wrangler (package.json pins it), so the account is asked by the version the checks were written for. */
const projectWrangler = `${root}node_modules/.bin/wrangler`;

/** Spawns `executable` (wrangler's command line, or a stand-in for it) in the project folder. */
export function wranglerRunner(executable = projectWrangler): WranglerRun {
  return (args, { echo = false } = {}) =>
    new Promise((resolve, reject) => {
      const child = spawn(executable, args, {
        cwd: root,
        env: { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_LOG_PATH: ".wrangler/logs" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk;
        if (echo) process.stdout.write(chunk);
      });
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk;
        if (echo) process.stderr.write(chunk);
      });
      child.once("error", reject);
      child.once("close", (code) =>
        resolve({ code: code ?? 1, stdout: stripVTControlCharacters(stdout), stderr: stripVTControlCharacters(stderr) }),
      );
    });
}
