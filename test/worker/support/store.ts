import { env } from "cloudflare:workers";

export type LeadRow = {
  id: string;
  source: string;
  status: string;
  priority: string;
  column_id: string;
  name: string;
  email: string | null;
  phone: string | null;
  service: string;
  timeline: string | null;
  description: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  property_type: string | null;
  is_spam: number;
  spam_reason: string | null;
  forward_status: string;
  created_at: string;
};

export type PhotoRow = {
  r2_key: string;
  content_type: string;
  size_bytes: number;
  width: number;
  height: number;
  original_name: string;
};

export type EventRow = {
  kind: string;
  channel: string | null;
  outcome: string | null;
  attempt: number | null;
  detail: string | null;
};

export const lead = (id: string) => env.DB.prepare("SELECT * FROM leads WHERE id = ?").bind(id).first<LeadRow>();

export async function photosOf(id: string) {
  const { results } = await env.DB.prepare("SELECT * FROM lead_photos WHERE lead_id = ? ORDER BY position")
    .bind(id)
    .all<PhotoRow>();
  return results;
}

export async function eventsOf(id: string) {
  const { results } = await env.DB.prepare("SELECT * FROM lead_events WHERE lead_id = ? ORDER BY id").bind(id).all<EventRow>();
  return results;
}

export async function count(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

/** The leads' photos in R2 (the bucket also holds estimates' PDFs, under estimates/). */
export async function photoKeys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.PHOTOS.list({ cursor, prefix: "photos/" });
    keys.push(...page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

/** Every R2 photo belongs to a stored lead_photos row and the other way round: nothing half-stored. */
export async function expectStorageConsistent(expect: (value: unknown) => { toEqual: (other: unknown) => void }) {
  const { results } = await env.DB.prepare("SELECT r2_key FROM lead_photos ORDER BY r2_key").all<{ r2_key: string }>();
  expect((await photoKeys()).sort()).toEqual(results.map((row) => row.r2_key));
  const orphans = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM lead_photos WHERE lead_id NOT IN (SELECT id FROM leads)",
  ).first<{ n: number }>();
  expect(orphans?.n).toEqual(0);
}

export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
