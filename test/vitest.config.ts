import { defineConfig } from "vitest/config";

/** `npm test` runs every project: shared code and content, the Worker inside workerd, and the built site in Chromium. */
export default defineConfig({
  test: {
    projects: ["test/app/vitest.config.ts", "test/worker/vitest.config.ts", "test/e2e/vitest.config.ts"],
    reporters: ["default", "./test/summary-reporter.ts"],
  },
});
