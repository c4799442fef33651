import type { Channel } from "../../../src/lib/channels";
import type { SpendChange } from "../../../src/lib/source-schemas";
import type { ChannelSpend } from "../../../src/lib/sources";

/** What each channel cost per month, as staff enter it on the Sources screen. */

type SpendRow = { month: string; channel: Channel; amount_cents: number; updated_by: string; updated_at: string };

export async function loadSpend(db: D1Database, month: string): Promise<ChannelSpend> {
  const { results } = await db
    .prepare("SELECT month, channel, amount_cents, updated_by, updated_at FROM channel_spend WHERE month = ?")
    .bind(month)
    .all<SpendRow>();
  const latest = results.reduce<SpendRow | undefined>(
    (newest, row) => (newest && newest.updated_at > row.updated_at ? newest : row),
    undefined,
  );
  return {
    month,
    amounts: Object.fromEntries(results.map((row) => [row.channel, row.amount_cents])),
    updatedBy: latest?.updated_by ?? null,
    updatedAt: latest?.updated_at ?? null,
  };
}

/** Sets each channel's spend for the month; null clears it. Answers the month as stored. */
export async function saveSpend(db: D1Database, change: SpendChange, staffEmail: string, now: Date): Promise<ChannelSpend> {
  const upsert = db.prepare(
    `INSERT INTO channel_spend (month, channel, amount_cents, updated_by, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (month, channel) DO UPDATE SET amount_cents = excluded.amount_cents, updated_by = excluded.updated_by,
       updated_at = excluded.updated_at`,
  );
  const remove = db.prepare("DELETE FROM channel_spend WHERE month = ? AND channel = ?");
  const statements = Object.entries(change.amounts).map(([channel, cents]) =>
    cents === null || cents === undefined
      ? remove.bind(change.month, channel)
      : upsert.bind(change.month, channel, cents, staffEmail, now.toISOString()),
  );
  if (statements.length > 0) await db.batch(statements);
  return loadSpend(db, change.month);
}

const daysInMonth = (month: string) => {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
};

/**
 * The spend that falls in a range of days: each month's amount times the share of its days inside
 * the range (10 days of a 31-day month carry 10/31 of it). Totals are null when no month in the
 * range has any spend entered.
 */
export async function proratedSpend(db: D1Database, from: string, to: string) {
  const { results } = await db
    .prepare("SELECT month, channel, amount_cents FROM channel_spend WHERE month >= ? AND month <= ?")
    .bind(from.slice(0, 7), to.slice(0, 7))
    .all<Pick<SpendRow, "month" | "channel" | "amount_cents">>();
  const byChannel = new Map<Channel, number>();
  for (const row of results) {
    const firstDay = `${row.month}-01`;
    const lastDay = `${row.month}-${String(daysInMonth(row.month)).padStart(2, "0")}`;
    const inside = daysBetween(from > firstDay ? from : firstDay, to < lastDay ? to : lastDay);
    const share = (row.amount_cents * inside) / daysInMonth(row.month);
    byChannel.set(row.channel, (byChannel.get(row.channel) ?? 0) + share);
  }
  for (const [channel, cents] of byChannel) byChannel.set(channel, Math.round(cents));
  const totalCents = results.length > 0 ? [...byChannel.values()].reduce((sum, cents) => sum + cents, 0) : null;
  return { byChannel, totalCents };
}

/** Days from one date to another, both included. */
const daysBetween = (first: string, last: string) => Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000) + 1;
