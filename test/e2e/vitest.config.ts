import { defineConfig } from "vitest/config";

/** Files that time what a visitor feels: they run after every other file, alone (vitest.timing.config.ts). */
export const timingFiles = ["responsiveness.test.ts"];

/** End-to-end tests: the production build served by `wrangler dev` (workerd, local D1/R2/Queue), driven by Chromium. */
export default defineConfig({
  test: {
    name: "e2e",
    root: new URL(".", import.meta.url).pathname,
    include: ["**/*.test.ts"],
    exclude: timingFiles,
    environment: "node",
    globalSetup: ["./server.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A browser on a busy machine can take more than a second to show what a poll waits for.
    expect: { poll: { timeout: 10_000 } },
    // As every project of npm test (test/vitest.config.ts), so that they share one pool of workers.
    maxWorkers: 3,
  },
});
