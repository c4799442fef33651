import { defineConfig } from "vitest/config";

/** Fast tests of shared code and content in Node: no browser, no Worker. */
export default defineConfig({
  test: {
    name: "app",
    root: new URL(".", import.meta.url).pathname,
    include: ["**/*.test.ts"],
    environment: "node",
    // Some tests start processes (a vitest run, a stand-in wrangler): seconds each on a busy 2-core
    // machine, where vitest's default 5 s would make them timed tests.
    testTimeout: 30_000,
    // As every project of npm test (test/vitest.config.ts), so that they share one pool of workers.
    maxWorkers: 3,
  },
});
