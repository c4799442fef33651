import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { publicPaths, unlistedPaths } from "../../src/lib/site-map";

/**
 * zod stays in the Worker and the desk: no JavaScript a public page can load (its scripts and every
 * chunk they import, statically or lazily) contains it. Read from the build in dist/client.
 */
const client = new URL("../../dist/client/", import.meta.url);
/** A string zod's bundled code always carries (the name of its error class). */
const zodSignature = "ZodError";

const pageFile = (path: string) => new URL(path === "/" ? "index.html" : `${path.slice(1)}/index.html`, client);
/** Every script a page or chunk names: "/assets/x.js", "./x.js" (beside the chunk) and "assets/x.js" (Vite's preload list). */
const scriptReference = /["'`]((?:\/|\.{1,2}\/|assets\/)[\w./-]+\.js)["'`]/g;

function referencedScripts(text: string, base: URL): URL[] {
  return [...text.matchAll(scriptReference)].map(([, reference = ""]) =>
    reference.startsWith("assets/")
      ? new URL(reference, client)
      : new URL(reference.replace(/^\//, ""), reference.startsWith("/") ? client : base),
  );
}

/** The scripts reachable from the HTML files: their own, then whatever those import, to the end. */
async function reachableScripts(htmlFiles: readonly URL[]): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const pending: URL[] = [];
  for (const file of htmlFiles) pending.push(...referencedScripts(await readFile(file, "utf8"), client));
  for (let script = pending.pop(); script; script = pending.pop()) {
    if (scripts.has(script.href)) continue;
    const code = await readFile(script, "utf8");
    scripts.set(script.href, code);
    pending.push(...referencedScripts(code, script));
  }
  return scripts;
}

describe("public pages never ship zod", () => {
  it("finds no zod in any script a public page can load", async () => {
    const scripts = await reachableScripts([...publicPaths(), ...unlistedPaths].map(pageFile));
    expect(scripts.size).toBeGreaterThan(10);
    const withZod = [...scripts].filter(([, code]) => code.includes(zodSignature)).map(([href]) => href);
    expect(withZod).toEqual([]);
  });

  it("would notice zod: the desk's scripts, built from the same code, carry it", async () => {
    const scripts = await reachableScripts([new URL("admin.html", client)]);
    expect([...scripts.values()].some((code) => code.includes(zodSignature))).toBe(true);
  });
});
