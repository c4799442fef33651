import type { LeadEventKind } from "../../src/lib/desk";

/**
 * A lead's timeline (lead_events): the one writer of it. Every change to a lead adds its entries
 * in the same D1 batch as the change, usually guarded so that a change refused by its version
 * leaves no entry behind.
 */

export type TimelineEntry = {
  kind: LeadEventKind;
  detail: string | null;
  /** A staff e-mail, "visitor", or "system" (the default). */
  actor?: string;
  /** Forwarding attempts: the channel, its outcome and the delivery attempt. */
  channel?: string | null;
  outcome?: string | null;
  attempt?: number | null;
  /** Entries about an estimate name it (its audit page lists them). */
  estimateId?: string;
  /** Entries about a job name it (its page lists them). */
  jobId?: string;
};

/** A SQL condition with its parameters: the entries are written only when it holds. */
export type Guard = { sql: string; params: unknown[] };

/** The statement just before in the batch changed its row (changes() counts that statement alone, not triggers). */
export const afterChange: Guard = { sql: "changes() = 1", params: [] };

/** The lead still has this version (for batches that change the lead last). */
export const leadAtVersion = (leadId: string, version: number): Guard => ({
  sql: "EXISTS (SELECT 1 FROM leads WHERE id = ? AND version = ?)",
  params: [leadId, version],
});

/** The lead exists (a note on a lead deleted meanwhile writes nothing). */
export const leadExists = (leadId: string): Guard => ({
  sql: "EXISTS (SELECT 1 FROM leads WHERE id = ?)",
  params: [leadId],
});

const columns = "lead_id, kind, channel, outcome, attempt, detail, actor, created_at, estimate_id, job_id";
export const timelineColumns = "id, kind, channel, outcome, attempt, detail, actor, created_at";

/**
 * The statement adding `entries` to the lead's timeline at `at` (UTC ISO), when `guard` holds.
 * With `returning`, the statement answers the rows it wrote (timelineColumns).
 */
export function timelineStatement(
  db: D1Database,
  leadId: string,
  entries: readonly TimelineEntry[],
  at: string,
  { guard, returning = false }: { guard?: Guard; returning?: boolean } = {},
): D1PreparedStatement {
  const values = entries.map(() => "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)").join(", ");
  const params = entries.flatMap((entry) => [
    leadId,
    entry.kind,
    entry.channel ?? null,
    entry.outcome ?? null,
    entry.attempt ?? null,
    entry.detail,
    entry.actor ?? "system",
    at,
    entry.estimateId ?? null,
    entry.jobId ?? null,
  ]);
  return db
    .prepare(
      `INSERT INTO lead_events (${columns}) SELECT * FROM (VALUES ${values}) WHERE ${guard?.sql ?? "1"}${
        returning ? ` RETURNING ${timelineColumns}` : ""
      }`,
    )
    .bind(...params, ...(guard?.params ?? []));
}
