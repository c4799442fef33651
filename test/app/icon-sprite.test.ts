import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { iconNames } from "../../src/components/ui/icons";

/**
 * The icon sprite as the build leaves it (run `npm run build` first): one file under /assets/ named
 * by its content's hash, a symbol for every icon of src/components/ui/icons.ts, and every icon of
 * every page, of the menus' file and of the scripts pointing into it, no page carrying a copy of an
 * icon's shapes.
 */
const client = new URL("../../dist/client/", import.meta.url).pathname;
const built = existsSync(join(client, "sw.js"));

const filesUnder = (dir: string, suffix: string) =>
  readdirSync(join(client, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(suffix))
    .map((name) => join(dir, name));
const read = (file: string) => readFileSync(join(client, file), "utf8");

describe.runIf(built)("the icon sprite in the build (skipped without one: npm run build)", () => {
  const spriteFiles = readdirSync(join(client, "assets")).filter((name) => /^icons-[0-9a-f]{12}\.svg$/.test(name));
  const spriteFile = spriteFiles[0] ?? "";
  const sprite = spriteFile ? read(`assets/${spriteFile}`) : "";
  const address = `/assets/${spriteFile}`;
  const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);
  /** Every shape of every icon, its tag and attributes as lucide (and React) write them: none may be found in a page. */
  const shapes = [...sprite.matchAll(/<(?:path|circle|rect|line|polyline|polygon|ellipse) [^>]*(?=\/>)/g)].map(
    (match) => match[0],
  );
  const pages = [...filesUnder(".", ".html").filter((file) => !file.startsWith("assets/")), ...filesUnder("assets", ".html")];

  test("is one file, named by its content's hash, with a symbol for each icon the site uses", () => {
    expect(spriteFiles).toHaveLength(1);
    expect(spriteFile).toBe(`icons-${createHash("sha256").update(sprite).digest("hex").slice(0, 12)}.svg`);
    expect(symbols.sort()).toEqual([...iconNames].sort());
    expect(shapes.length).toBeGreaterThan(iconNames.length);
  });

  test("every icon of every page and of the menus' file is a <use> of one of its symbols, and no page copies an icon's shapes", () => {
    expect(pages).toContain("index.html");
    expect(pages.some((file) => /^assets\/menus-[0-9a-f]+\.html$/.test(file))).toBe(true);
    for (const file of pages) {
      const html = read(file);
      const references = [...html.matchAll(/<use href="([^"#]*)#([^"]*)"/g)];
      for (const [, href, id] of references) {
        expect(href, file).toBe(address);
        expect(symbols, file).toContain(id);
      }
      // Every other svg is the logo (LogoMark), drawn inline on purpose.
      const logos = html.match(/<svg [^>]*viewBox="0 0 64 64"/g)?.length ?? 0;
      expect(html.match(/<svg[\s>]/g)?.length ?? 0, file).toBe(references.length + logos);
      for (const shape of shapes) expect(html.includes(shape), `${file} carries ${shape}`).toBe(false);
    }
  });

  test("the scripts that draw icons in the browser (islands, the desk's shared UI) name this sprite", () => {
    const named = filesUnder("assets", ".js").flatMap((file) => read(file).match(/\/assets\/icons-[0-9a-f]+\.svg/g) ?? []);
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(named)).toEqual(new Set([address]));
  });
});
