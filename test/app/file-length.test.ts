import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { expect, it } from "vitest";

/**
 * The team's rule: no file of code over 500 lines, tests included (a file that long is two things
 * that want two names). Generated files are not ours to split.
 */
const root = new URL("../..", import.meta.url).pathname;
const folders = ["src", "worker", "scripts", "test", "migrations"];
const code = /\.(ts|tsx|mts|mjs|js|css|sql)$/;
const generated = new Set(["worker/worker-configuration.d.ts"]);
const maxLines = 500;

async function codeFiles(folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && code.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.split("/").includes("node_modules") && !generated.has(path));
}

it(`no file of code is over ${maxLines} lines`, async () => {
  const files = (await Promise.all(folders.map(codeFiles))).flat();
  expect(files.length).toBeGreaterThan(300);
  const tooLong: string[] = [];
  for (const path of files) {
    const lines = (await readFile(join(root, path), "utf8")).split("\n").length - 1;
    if (lines > maxLines) tooLong.push(`${path}: ${lines} lines`);
  }
  expect(tooLong).toEqual([]);
});
