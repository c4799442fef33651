import { Writable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Reporter, startVitest } from "vitest/node";
import SummaryReporter, { slowestFiles, summaryLine } from "../summary-reporter";

const fixtures = new URL("./reporter-fixtures/", import.meta.url).pathname;

const silent = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/** Runs the fixture files in a vitest of their own with `reporter`. */
async function runFixtures(files: string[], reporter: Reporter, { globalSetup }: { globalSetup?: string } = {}) {
  const vitest = await startVitest(
    "test",
    [],
    {
      root: fixtures,
      config: false,
      include: files.map((file) => `${file}.fixture.ts`),
      watch: false,
      globalSetup: globalSetup ? [`${fixtures}${globalSetup}`] : [],
      reporters: [reporter],
    },
    {},
    // The inner run's own output (its fixtures fail on purpose) stays out of this run's report.
    { stdout: silent(), stderr: silent() },
  );
  await vitest.close();
}

/** The reporter's closing line for the fixture files. */
async function closingLine(files: string[], options: { globalSetup?: string } = {}): Promise<string> {
  let line = "";
  const reporter: Reporter = {
    onTestRunEnd: (modules, errors, reason) => {
      line = summaryLine(modules, errors, reason);
    },
  };
  await runFixtures(files, reporter, options);
  return line;
}

describe("the closing test line", () => {
  // The inner run marks this process as failed when its fixtures fail, as they are meant to.
  const exitCodeBefore = process.exitCode;
  afterEach(() => {
    process.exitCode = exitCodeBefore;
  });

  it("counts passed, failed and deliberately skipped tests", async () => {
    expect(await closingLine(["passes", "fails-a-test"])).toBe("2 passed, 1 failed, 1 skipped");
  });

  it("counts a file that fails to load as failed, and names it", async () => {
    const line = await closingLine(["passes", "fails-to-load"]);
    expect(line).toMatch(/^2 passed, 1 failed, 1 skipped; 1 file failed to load or set up: /);
    expect(line).toContain("fails-to-load.fixture.ts");
  });

  it("counts a file whose setup fails as failed, and its tests as not run rather than skipped", async () => {
    const line = await closingLine(["setup-fails", "suite-setup-fails"]);
    expect(line).toMatch(
      /^1 passed, 2 failed, 4 not run because their file failed to set up; 2 files failed to load or set up: /,
    );
    expect(line).toContain("setup-fails.fixture.ts");
    expect(line).toContain("suite-setup-fails.fixture.ts");
  });

  it("says the run failed when its global setup fails before any file runs", async () => {
    const line = await closingLine(["passes"], { globalSetup: "global-setup-fails.ts" });
    expect(line).toMatch(/^0 passed, 0 failed; the run failed before its tests could run/);
  });
});

/** A test file as the reporter sees it, that held its worker for `seconds`. */
const timedFile = (path: string, seconds: number, project = "e2e") => ({
  moduleId: `${process.cwd()}/${path}`,
  project: { name: project },
  diagnostic: () => ({
    environmentSetupDuration: 0,
    prepareDuration: 0,
    collectDuration: 250,
    setupDuration: 0,
    duration: seconds * 1000 - 250,
  }),
});

describe("where the run's time went", () => {
  it("lists the ten slowest files, slowest first, with their project and time", () => {
    const files = Array.from({ length: 12 }, (_, i) => timedFile(`test/e2e/file-${i}.test.ts`, i + 1));
    files.push(timedFile("test/worker/slowest.test.ts", 95.25, "worker"));
    const lines = slowestFiles(files);
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe("Slowest 10 of 13 test files:");
    expect(lines[1]).toMatch(/^\s+95\.3 s {2}worker +test\/worker\/slowest\.test\.ts$/);
    expect(lines.slice(2).map((line) => line.trim().split(/\s+/).at(-1))).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4].map((n) => `test/e2e/file-${n - 1}.test.ts`),
    );
  });

  it("prints them before the closing count, which stays the run's last line", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      await runFixtures(["passes", "fails-a-test"], new SummaryReporter());
      const printed = log.mock.calls
        .map(([text]) => String(text))
        .join("\n")
        .trim()
        .split("\n");
      expect(printed[0]).toBe("Slowest 2 of 2 test files:");
      expect(printed.slice(1, 3).join("\n")).toContain("passes.fixture.ts");
      expect(printed.slice(1, 3).join("\n")).toContain("fails-a-test.fixture.ts");
      expect(printed.at(-2)).toMatch(/^Projects, first file start to last file end: /);
      expect(printed.at(-1)).toBe("2 passed, 1 failed, 1 skipped");
    } finally {
      log.mockRestore();
    }
  });
});
