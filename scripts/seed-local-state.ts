import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { localWrangler } from "./local-server";
import { generateSeedImages, localPhotoBucket } from "./seed-images";
import { leadChunk, seedRandom, staffSql, vitalsSql } from "./seed-rows";
import { visitsSql } from "./seed-sources";

const leadsPerFile = 10_000;

/**
 * Seeds the local state in `persistTo` (a folder under the project): applies the migrations, then
 * adds `leadCount` leads with their events, photos, sources and estimates, the staff, `visitDays`
 * of visit rollups and taps (a year unless said), a year of spend, and a week of web vitals. The rows
 * go through `wrangler d1 execute --local --file` in chunks; each chunk's photos go to local R2 at
 * the same time (seed-images.ts). Nothing may serve that folder meanwhile.
 */
export async function seedLocalState({
  persistTo,
  leadCount,
  visitDays = 365,
  log = () => {},
}: {
  persistTo: string;
  leadCount: number;
  visitDays?: number;
  log?: (line: string) => void;
}) {
  const wrangler = localWrangler(persistTo);
  const startedAt = performance.now();
  const now = Date.now();
  await wrangler("d1", "migrations", "apply", "DB");
  const [images, bucket] = await Promise.all([generateSeedImages(), localPhotoBucket(persistTo)]);
  const workDir = await mkdtemp(join(tmpdir(), "lakeshore-seed-"));
  try {
    for (let from = 0; from < leadCount; from += leadsPerFile) {
      const to = Math.min(leadCount, from + leadsPerFile);
      const chunk = leadChunk(from, to, { leadCount, now, images });
      // The staff and the web vitals ride with the first chunk: each `wrangler` run costs seconds.
      const sql =
        from === 0 ? [staffSql(), vitalsSql(now), visitsSql(seedRandom, now, visitDays), chunk.sql].join("\n") : chunk.sql;
      const file = join(workDir, `leads-${from}.sql`);
      await writeFile(file, sql);
      await Promise.all([wrangler("d1", "execute", "DB", "--file", file), bucket.put(chunk.photos)]);
      log(`  ${to.toLocaleString("en-US")} leads (${((performance.now() - startedAt) / 1000).toFixed(0)} s)`);
    }
  } finally {
    await Promise.all([bucket.close(), rm(workDir, { recursive: true, force: true })]);
  }
}
