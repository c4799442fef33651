import { defineConfig } from "vitest/config";
import browserTests, { timingFiles } from "./vitest.config.js";

/**
 * Browser tests that assert how quickly the page answers under 4x CPU throttling. Beside two other
 * test files on two cores the throttled page gets a third of a core and fails for reasons of the
 * machine, not of the page: these run in a group of their own (groupOrder), after the rest, one file
 * at a time. (Spread, not mergeConfig: that would add these lists to the other project's.)
 */
export default defineConfig({
  test: {
    ...browserTests.test,
    name: "e2e-timing",
    include: timingFiles,
    exclude: [],
    sequence: { groupOrder: 1 },
    maxWorkers: 1,
  },
});
