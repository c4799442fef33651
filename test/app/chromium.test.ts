import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { findChromium, launchChromium, missingChromiumHint } from "../../scripts/chromium";

const root = new URL("../..", import.meta.url).pathname;
const systemChromium = "/usr/bin/chromium";
/** As on a machine without Debian's Chromium: CHROMIUM_PATH names nothing and the system one is hidden. */
const withoutSystemChromium = { CHROMIUM_PATH: "/nonexistent/chromium", CHROMIUM_SKIP_SYSTEM: "1" };

describe("the browser tests find a Chromium by themselves", () => {
  it("prefers CHROMIUM_PATH, then Debian's Chromium, then the npm package's", async () => {
    const packaged = await findChromium(withoutSystemChromium);
    if (!packaged) throw new Error("The npm package's Chromium did not run.");
    // Any runnable binary named by CHROMIUM_PATH wins, Debian's or not.
    expect(await findChromium({ CHROMIUM_PATH: packaged.path })).toEqual({ path: packaged.path, source: "CHROMIUM_PATH" });
    const next = existsSync(systemChromium) ? { path: systemChromium, source: "Debian" } : packaged;
    expect(await findChromium({})).toEqual(next);
    expect(await findChromium({ CHROMIUM_PATH: "/nonexistent/chromium" })).toEqual(next);
  }, 60_000);

  it("falls back to the Chromium inside the npm package @sparticuz/chromium, and it renders a page", async () => {
    const found = await findChromium(withoutSystemChromium);
    expect(found?.source).toBe("@sparticuz/chromium");
    expect(found?.path).not.toBe(systemChromium);

    Object.assign(process.env, withoutSystemChromium);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.setContent("<h1>Lakeshore</h1>");
      expect(await page.textContent("h1")).toBe("Lakeshore");
    } finally {
      await browser.close();
    }
  }, 60_000);

  it("stops with one line saying what to install when no Chromium can run", async () => {
    // A temp "folder" that is a file stops @sparticuz/chromium from unpacking its binary.
    const run = promisify(execFile)(process.execPath, ["scripts/chromium.ts"], {
      cwd: root,
      env: { ...process.env, ...withoutSystemChromium, TMPDIR: "/dev/null" },
    });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(missingChromiumHint) });
    const { stderr } = await run.catch((error: { stderr: string }) => error);
    expect(stderr.trim().split("\n")).toEqual([missingChromiumHint]);
  }, 60_000);
});
