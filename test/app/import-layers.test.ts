import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The layer rules in biome.json (noRestrictedImports per folder, and no import cycle anywhere),
 * proved on throwaway files: each import below is written at its path in a scratch copy of the
 * layout, and `biome lint` must refuse exactly the ones marked refused.
 */
const root = new URL("../..", import.meta.url).pathname;

const cases: Array<[rule: string, path: string, importLine: string, refused: boolean]> = [
  ["domain: no hono", "worker/domain/a.ts", 'import { Hono } from "hono";', true],
  ["domain: no worker/http", "worker/domain/b.ts", 'import { ClientProblem } from "../http/problems";', true],
  ["domain: no worker/routes", "worker/domain/calendar/c.ts", 'import { app } from "../../routes/calendar";', true],
  ["domain: its own modules", "worker/domain/d.ts", 'import { stale } from "./refusal";', false],
  ["routes: no sibling route", "worker/routes/e.ts", 'import { chatbotRoutes } from "./chatbot";', true],
  ["routes: no route of the parent app", "worker/routes/admin/f.ts", 'import { calendarApiRoutes } from "../calendar";', true],
  ["routes: no sibling in a sub-app", "worker/routes/admin/g.ts", 'import { deskLeadRoutes } from "./leads";', true],
  ["routes: a sub-app's index", "worker/routes/admin/index.ts", 'import { deskLeadRoutes } from "./leads";', false],
  ["routes: worker/http", "worker/routes/admin/h.ts", 'import { validJson } from "../../http/validation";', false],
  ["routes: worker/domain", "worker/routes/i.ts", 'import { recordMetrics } from "../domain/metrics";', false],
  ["routes: worker/pages", "worker/routes/i2.ts", 'import { estimatePage } from "../pages/estimate-page";', false],
  ["routes: no route spelled from outside", "worker/routes/i3.ts", 'import { chatbotRoutes } from "../routes/chatbot";', true],
  ["lib: no components", "src/lib/j.ts", 'import { Toaster } from "../components/ui/Toaster";', true],
  ["lib: no state", "src/lib/k.ts", 'import { toast } from "../state/toast";', true],
  ["lib: no desk", "src/lib/l.ts", 'import { api } from "../admin/api/client";', true],
  ["lib: no route", "src/lib/m.ts", 'import { routes } from "../routes";', true],
  ["lib: no worker", "src/lib/n.ts", 'import type { Env } from "../../worker/env";', true],
  ["lib: config", "src/lib/o.ts", 'import { business } from "../config/business";', false],
  ["html: no components", "src/html/o2.ts", 'import { Hero } from "../components/home/Hero";', true],
  ["public: no zod", "src/components/quote/p.tsx", 'import { z } from "zod";', true],
  ["public: no desk", "src/routes/q.tsx", 'import { DeskShell } from "../admin/components/DeskShell";', true],
  ["public: no schema values", "src/components/quote/r.tsx", 'import { quoteRequestSchema } from "../../lib/schemas";', true],
  ["public: no desk schema values", "src/state/s.ts", 'import * as schemas from "../lib/desk-schemas/leads";', true],
  ["public: no source schema values", "src/browser/s1.ts", 'import { touchSchema } from "../lib/source-schemas";', true],
  ["public: schema types", "src/main.tsx", 'import type { QuoteRequest } from "./lib/schemas";', false],
  ["browser code: no zod", "src/browser/s2.ts", 'import { z } from "zod";', true],
  ["browser code: schema types", "src/browser/s3.ts", 'import type { MetricSample } from "../lib/schemas";', false],
  ["desk: no public components", "src/admin/components/t.tsx", 'import { Hero } from "../../components/home/Hero";', true],
  [
    "desk: no public components, deeper",
    "src/admin/components/board/u.tsx",
    'import { Hero } from "../../../components/home/Hero";',
    true,
  ],
  ["desk: no public components, entry", "src/admin/v.tsx", 'import { Header } from "../components/layout/Header";', true],
  ["desk: the shared UI", "src/admin/routes/w.tsx", 'import { Toaster } from "../../components/ui/Toaster";', false],
  ["desk: its own components", "src/admin/routes/x.tsx", 'import { PageHeader } from "../components/PageHeader";', false],
  // Cycles, type-only imports included (texts depend on the model, never the reverse).
  ["no cycle: model imports texts", "src/lib/cycle-model.ts", 'import { words } from "./cycle-texts";', true],
  ["no cycle: texts import model", "src/lib/cycle-texts.ts", 'import type { Model } from "./cycle-model";', true],
  ["no cycle: one way only", "src/lib/one-way-texts.ts", 'import type { Model } from "./cycle-model";', false],
  ["no cycle: three modules", "worker/domain/loop/one.ts", 'import { two } from "./two";', true],
  ["no cycle: three modules, 2", "worker/domain/loop/two.ts", 'import { three } from "../loop-three";', true],
  ["no cycle: three modules, 3", "worker/domain/loop-three.ts", 'import { one } from "./loop/one";', true],
];

const importRules = ["lint/style/noRestrictedImports", "lint/suspicious/noImportCycles"];

type Report = { diagnostics: Array<{ category: string; location: { path: string } }> };

let scratch: string;
let refusedPaths: Set<string>;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "lakeshore-layers-"));
  await copyFile(join(root, "biome.json"), join(scratch, "biome.json"));
  for (const [, path, importLine] of cases) {
    await mkdir(dirname(join(scratch, path)), { recursive: true });
    await writeFile(join(scratch, path), `${importLine}\n`);
  }
  const biome = join(root, "node_modules/.bin/biome");
  // Exits non-zero when anything is refused; the report says what.
  const { stdout } = await promisify(execFile)(biome, ["lint", "--reporter=json", "."], { cwd: scratch }).catch(
    (failure: { stdout?: string }) => ({ stdout: failure.stdout ?? "" }),
  );
  const report = JSON.parse(stdout) as Report;
  refusedPaths = new Set(
    report.diagnostics
      .filter((diagnostic) => importRules.includes(diagnostic.category))
      .map((diagnostic) => diagnostic.location.path),
  );
}, 60_000);

afterAll(() => rm(scratch, { recursive: true, force: true }));

describe("biome lint keeps the layers apart", () => {
  it.each(cases)("%s (%s)", (_, path, importLine, refused) => {
    expect(refusedPaths.has(path), importLine).toBe(refused);
  });
});
