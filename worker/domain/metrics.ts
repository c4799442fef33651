import { webVitalNames } from "../../src/lib/desk";
import type { ReceivedMetricSample } from "../../src/lib/schemas";

const isWebVital = (name: string) => (webVitalNames as readonly string[]).includes(name);

/**
 * Stores the web vitals among the samples; any other name is ignored here (page views and taps are
 * rolled up by worker/domain/sources/visits.ts, unknown names are not stored).
 */
export async function recordMetrics(db: D1Database, received: readonly ReceivedMetricSample[], receivedAt: Date) {
  const samples = received.filter((sample) => isWebVital(sample.name));
  if (samples.length === 0) return;
  const insert = db.prepare(
    "INSERT INTO web_vitals (name, value, rating, path, metric_id, navigation_type, received_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  await db.batch(
    samples.map((sample) =>
      insert.bind(
        sample.name,
        sample.value,
        sample.rating ?? null,
        sample.path,
        sample.id ?? null,
        sample.navigationType ?? null,
        receivedAt.toISOString(),
      ),
    ),
  );
}

/** Thirteen months: a year-over-year comparison stays possible. */
const retentionDays = 400;

export async function pruneWebVitals(db: D1Database, now: Date) {
  await db
    .prepare("DELETE FROM web_vitals WHERE received_at < ?")
    .bind(new Date(now.getTime() - retentionDays * 86_400_000).toISOString())
    .run();
}
