import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Rolldown } from "vite";
import { expect, test } from "vitest";
import { sourcesStorageKey } from "../../src/lib/touches";

/**
 * Issue 26: the lead-source capture adds at most 1 KB gzip of script to the public pages. What it
 * adds is what every page's script (src/browser/main.ts) takes from src/browser/sources.ts, with all
 * it imports: bundled alone by Vite with the site's minifier, so every byte of it is counted even
 * where the real build shares a module with another chunk.
 */

const captureBudgetBytes = 1024;
const capture = fileURLToPath(new URL("../../src/browser/sources.ts", import.meta.url));
const entryId = "\0capture-entry";

/** The capture as main.ts runs it, built and minified; the code of every chunk. */
async function builtCapture(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: "silent",
    plugins: [
      {
        name: "capture-entry",
        resolveId: (id) => (id === entryId ? id : null),
        load: (id) =>
          id === entryId
            ? `import { captureVisit, recordContactTaps } from ${JSON.stringify(capture)};\ncaptureVisit();\nrecordContactTaps();`
            : null,
      },
    ],
    build: { write: false, rolldownOptions: { input: entryId } },
  })) as Rolldown.RolldownOutput;
  return output.output.map((file) => (file.type === "chunk" ? file.code : "")).join("");
}

test("the lead-source capture adds at most 1 KB gzip of script to every public page", async () => {
  const code = await builtCapture();
  // The measure is of the capture itself: its storage key and its tap beacon are in the built code.
  expect(code).toContain(sourcesStorageKey);
  expect(code).toContain("contact-tap");
  const gzipBytes = gzipSync(code, { level: 9 }).length;
  console.log(`lead-source capture: ${code.length} bytes minified, ${gzipBytes} bytes gzip (budget ${captureBudgetBytes})`);
  expect(gzipBytes).toBeLessThanOrEqual(captureBudgetBytes);
});
