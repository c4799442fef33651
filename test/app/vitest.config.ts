import { defineConfig } from "vitest/config";

/** Fast tests of shared code and content in Node: no browser, no Worker. */
export default defineConfig({
  test: {
    name: "app",
    root: new URL(".", import.meta.url).pathname,
    include: ["**/*.test.ts"],
    environment: "node",
  },
});
