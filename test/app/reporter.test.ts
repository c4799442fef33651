import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { startVitest } from "vitest/node";
import { summaryLine } from "../summary-reporter";

const fixtures = new URL("./reporter-fixtures/", import.meta.url).pathname;

const silent = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/** Runs the fixture files in a vitest of their own and returns the reporter's closing line. */
async function closingLine(files: string[], { globalSetup }: { globalSetup?: string } = {}): Promise<string> {
  let line = "";
  const vitest = await startVitest(
    "test",
    [],
    {
      root: fixtures,
      config: false,
      include: files.map((file) => `${file}.fixture.ts`),
      watch: false,
      globalSetup: globalSetup ? [`${fixtures}${globalSetup}`] : [],
      reporters: [
        {
          onTestRunEnd: (modules, errors, reason) => {
            line = summaryLine(modules, errors, reason);
          },
        },
      ],
    },
    {},
    // The inner run's own output (its fixtures fail on purpose) stays out of this run's report.
    { stdout: silent(), stderr: silent() },
  );
  await vitest.close();
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
