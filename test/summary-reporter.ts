import { relative } from "node:path";
import type { ModuleDiagnostic, Reporter, SerializedError, TestModule, TestRunEndReason, TestSuite } from "vitest/node";

/**
 * Ends the run with where its time went (the slowest files, each project's span) and then one plain
 * line that CI and people can read at a glance, and that never hides a failure: a test file that
 * failed to load or to set up (a beforeAll, a server it starts) counts as failed and is named, and
 * the tests it could not run are counted apart from deliberate skips.
 */
export default class SummaryReporter implements Reporter {
  private readonly spans = new Map<string, ProjectSpan>();
  private runStart = Date.now();

  onTestRunStart() {
    this.runStart = Date.now();
  }

  onTestModuleStart(module: TestModule) {
    const name = module.project.name;
    const span = this.spans.get(name);
    if (span) span.files++;
    else this.spans.set(name, { name, files: 1, start: Date.now(), end: Date.now() });
  }

  onTestModuleEnd(module: TestModule) {
    const span = this.spans.get(module.project.name);
    if (span) span.end = Date.now();
  }

  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
    reason: TestRunEndReason,
  ) {
    const lines = [...slowestFiles(testModules), ...projectSpans([...this.spans.values()], this.runStart)];
    console.log(`\n${[...lines, summaryLine(testModules, unhandledErrors, reason)].join("\n")}`);
  }
}

type FileTimes = "environmentSetupDuration" | "prepareDuration" | "collectDuration" | "setupDuration" | "duration";
type TimedModule = { moduleId: string; project: { name: string }; diagnostic(): Pick<ModuleDiagnostic, FileTimes> };
type ProjectSpan = { name: string; files: number; start: number; end: number };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** How long a file held its worker: environment, imports, setup files, then its tests and hooks. */
function fileTime(module: TimedModule) {
  const { environmentSetupDuration, prepareDuration, collectDuration, setupDuration, duration } = module.diagnostic();
  return environmentSetupDuration + prepareDuration + collectDuration + setupDuration + duration;
}

/** The `count` slowest test files, slowest first, one line each, to show where a run's time goes. */
export function slowestFiles(testModules: ReadonlyArray<TimedModule>, count = 10): string[] {
  const slowest = [...testModules].sort((a, b) => fileTime(b) - fileTime(a)).slice(0, count);
  if (slowest.length === 0) return [];
  return [
    `Slowest ${slowest.length} of ${testModules.length} test files:`,
    ...slowest.map(
      (module) =>
        `  ${seconds(fileTime(module)).padStart(8)}  ${module.project.name.padEnd(8)} ${relative(process.cwd(), module.moduleId)}`,
    ),
  ];
}

/**
 * Each project's wall time, from its first file starting to its last one ending, and when it started
 * after the run did (projects overlap; the time before the first file is servers and pools starting).
 */
export function projectSpans(spans: ReadonlyArray<ProjectSpan>, runStart: number): string[] {
  const parts = spans.map(
    (span) => `${span.name} ${seconds(span.end - span.start)} from +${seconds(span.start - runStart)} (${span.files} files)`,
  );
  return parts.length ? [`Projects, first file start to last file end: ${parts.join(", ")}`] : [];
}

export function summaryLine(
  testModules: ReadonlyArray<TestModule>,
  unhandledErrors: ReadonlyArray<SerializedError> = [],
  reason: TestRunEndReason = "passed",
) {
  let passed = 0;
  let failedTests = 0;
  let skipped = 0;
  let notRun = 0;
  const brokenFiles: string[] = [];
  for (const module of testModules) {
    const brokenSuites = [module, ...module.children.allSuites()].filter((suite) => suite.errors().length > 0);
    if (brokenSuites.length > 0 || (module.state() === "failed" && !hasFailedTest(module))) {
      brokenFiles.push(relative(process.cwd(), module.moduleId));
    }
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === "passed") passed++;
      else if (state === "failed") failedTests++;
      else if (brokenSuites.some((suite) => contains(suite, test.parent))) notRun++;
      else skipped++;
    }
  }
  const failed = failedTests + brokenFiles.length + unhandledErrors.length;
  const parts = [`${passed} passed`, `${failed} failed`];
  if (skipped) parts.push(`${skipped} skipped`);
  if (notRun) parts.push(`${notRun} not run because their file failed to set up`);
  let line = parts.join(", ");
  if (brokenFiles.length) {
    const files = brokenFiles.length === 1 ? "1 file" : `${brokenFiles.length} files`;
    line += `; ${files} failed to load or set up: ${brokenFiles.join(", ")}`;
  }
  if (unhandledErrors.length) {
    line += `; ${unhandledErrors.length} unhandled error${unhandledErrors.length === 1 ? "" : "s"}`;
  }
  // A global setup that throws (no server, no browser) fails the run with nothing counted above.
  if (reason === "failed" && failed === 0) line += "; the run failed before its tests could run (see the error above)";
  if (reason === "interrupted") line += "; the run was interrupted";
  return line;
}

const hasFailedTest = (module: TestModule) => !module.children.allTests("failed").next().done;

/** Whether `suite` is `node` or one of its ancestors. */
function contains(suite: TestModule | TestSuite, node: TestModule | TestSuite): boolean {
  for (let current: TestModule | TestSuite = node; ; current = current.parent) {
    if (current === suite) return true;
    if (current.type === "module") return false;
  }
}
