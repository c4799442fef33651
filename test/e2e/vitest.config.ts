import { defineConfig } from "vitest/config";

/** End-to-end tests: the production build served by `wrangler dev` (workerd, local D1/R2/Queue), driven by Chromium. */
export default defineConfig({
  test: {
    name: "e2e",
    root: new URL(".", import.meta.url).pathname,
    include: ["**/*.test.ts"],
    environment: "node",
    globalSetup: ["./server.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
