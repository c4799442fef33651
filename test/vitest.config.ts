import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Browser test files started first, whatever their size: every-page is one short loop over every
 * page of the site that takes far longer than its size says (on a fresh clone vitest guesses a
 * file's time from its size and would start it last, the whole run then waiting for it alone); the
 * kanban board shows every lead the other files make, so started after them it renders and axe-checks
 * hundreds of cards (about 90 s in a full run against 16 s on a fresh board).
 */
const longForTheirSize = ["test/e2e/every-page.test.ts", "test/e2e/kanban.test.ts"];

/**
 * Browser test files first: each takes tens of seconds and the others a second or two, so the short
 * ones fill the workers at the end of a run instead of a long one starting last. Within each kind,
 * vitest's own order: slowest first by the last run's times, else largest file first (a fresh clone).
 */
class BrowserTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const inBrowser = (file: TestSpecification) => file.project.name.startsWith("e2e");
    const longFirst = (file: TestSpecification) => longForTheirSize.some((path) => file.moduleId.endsWith(path));
    return [
      ...sorted.filter((file) => inBrowser(file) && longFirst(file)),
      ...sorted.filter((file) => inBrowser(file) && !longFirst(file)),
      ...sorted.filter((file) => !inBrowser(file)),
    ];
  }
}

/**
 * `npm test` runs every project: shared code and content, the Worker inside workerd, and the built
 * site in Chromium, in one pool of three workers. Vitest shares a pool only between projects that
 * allow the same number of files at once (each project's config says 3; a project left at its
 * default, one at a time on two cores, would run after the others). Browser tests spend much of
 * their time waiting for pages: the Worker and Node tests use what they leave of the two cores.
 * The browser tests that time the page under CPU throttling (test/e2e/vitest.timing.config.ts) run
 * last, alone.
 */
export default defineConfig({
  test: {
    projects: [
      "test/app/vitest.config.ts",
      "test/worker/vitest.config.ts",
      "test/e2e/vitest.config.ts",
      "test/e2e/vitest.timing.config.ts",
    ],
    reporters: ["default", "./test/summary-reporter.ts"],
    sequence: { sequencer: BrowserTestsFirst },
    maxWorkers: 3,
  },
});
