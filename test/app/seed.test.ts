import { rm } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, expect, test } from "vitest";
import { getPlatformProxy } from "wrangler";
import { seedLocalState } from "../../scripts/seed-local-state";

/**
 * `npm run seed` (scripts/seed.ts runs seedLocalState) into a state folder of its own: every photo
 * record it writes has its image in local R2, read back through wrangler's local platform as
 * `wrangler dev` would serve it, of the type, size and dimensions the record says.
 */

const persistTo = `.wrangler/seed-test-${process.pid}`;
const root = new URL("../../", import.meta.url).pathname;

afterAll(async () => {
  await rm(`${root}${persistTo}`, { recursive: true, force: true });
});

type PhotoRecord = { r2_key: string; content_type: string; size_bytes: number; width: number; height: number };
type Bindings = {
  DB: { prepare(sql: string): { all<Row>(): Promise<{ results: Row[] }> } };
  PHOTOS: { get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer>; httpMetadata?: { contentType?: string } } | null> };
};

test("seeding 20 leads writes a readable image for every photo record", { timeout: 180_000 }, async () => {
  // Two days of visits, not a year's 45,000 rows (4.6 MB of SQL): their SQL still runs, with the
  // leads' first chunk, and the photos are what this test reads.
  await seedLocalState({ persistTo, leadCount: 20, visitDays: 2 });

  const { env, dispose } = await getPlatformProxy<Bindings>({
    configPath: `${root}wrangler.toml`,
    persist: { path: `${root}${persistTo}/v3` },
    remoteBindings: false,
  });
  try {
    const leads = await env.DB.prepare("SELECT COUNT(*) AS n FROM leads").all<{ n: number }>();
    expect(leads.results[0]?.n).toBe(20);
    const { results: photos } = await env.DB.prepare(
      "SELECT r2_key, content_type, size_bytes, width, height FROM lead_photos",
    ).all<PhotoRecord>();
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) {
      const object = await env.PHOTOS.get(photo.r2_key);
      expect(object, photo.r2_key).not.toBeNull();
      const bytes = Buffer.from((await object?.arrayBuffer()) ?? new ArrayBuffer(0));
      expect(bytes.length).toBe(photo.size_bytes);
      expect(object?.httpMetadata?.contentType).toBe(photo.content_type);
      const decoded = await sharp(bytes).metadata();
      expect(`image/${decoded.format}`).toBe(photo.content_type);
      expect([decoded.width, decoded.height]).toEqual([photo.width, photo.height]);
    }
  } finally {
    await dispose();
  }
});
