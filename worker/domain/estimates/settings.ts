import type { EstimateSettingsInput, PriceListItemInput } from "../../../src/lib/desk-schemas/estimate-settings";
import type { EstimateSettings, PriceListItem } from "../../../src/lib/estimate-desk";
import { estimateDeskMessages } from "../../../src/lib/estimate-texts";
import { notFound, stale } from "../refusal";

/** What admins set for every estimate: the default terms, how long estimates stay open, when to remind; and the price list. */

type SettingsRecord = {
  terms: string;
  valid_days: number;
  follow_up_days: number;
  version: number;
  updated_at: string;
  updated_by: string | null;
};

export async function readEstimateSettings(db: D1Database): Promise<EstimateSettings> {
  const row = await db.prepare("SELECT * FROM estimate_settings WHERE id = 1").first<SettingsRecord>();
  if (!row) throw new Error("estimate_settings has no row; apply migration 0007.");
  return {
    terms: row.terms,
    validDays: row.valid_days,
    followUpDays: row.follow_up_days,
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** Saves the settings if `version` is current; a stale one is refused with the settings as they are now. */
export async function saveEstimateSettings(db: D1Database, input: EstimateSettingsInput, actor: string, now = new Date()) {
  const result = await db
    .prepare(
      `UPDATE estimate_settings SET terms = ?, valid_days = ?, follow_up_days = ?, version = version + 1, updated_by = ?,
         updated_at = ? WHERE id = 1 AND version = ?`,
    )
    .bind(input.terms, input.validDays, input.followUpDays, actor, now.toISOString(), input.version)
    .run();
  const saved = await readEstimateSettings(db);
  if (result.meta.changes !== 1) throw stale(estimateDeskMessages.staleSettings, { settings: saved });
  return saved;
}

type PriceListRecord = {
  id: string;
  name: string;
  description: string;
  unit: string;
  unit_price_cents: number;
  tax_bps: number;
  service: string | null;
  active: number;
  position: number;
  version: number;
};

const toItem = (row: PriceListRecord): PriceListItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  unit: row.unit,
  unitPriceCents: row.unit_price_cents,
  taxBps: row.tax_bps,
  service: row.service,
  active: row.active === 1,
  position: row.position,
  version: row.version,
});

export async function listPriceList(db: D1Database): Promise<PriceListItem[]> {
  const { results } = await db.prepare("SELECT * FROM price_list_items ORDER BY position, name").all<PriceListRecord>();
  return results.map(toItem);
}

/** The stored columns name … active, in the order the INSERT and the UPDATE list them. */
const itemColumns = (input: PriceListItemInput) =>
  [input.name, input.description, input.unit, input.unitPriceCents, input.taxBps, input.service, input.active ? 1 : 0] as const;

const priceItemNotFound = () => notFound(estimateDeskMessages.priceItemNotFound);

export async function addPriceListItem(db: D1Database, input: PriceListItemInput, actor: string, now = new Date()) {
  const row = await db
    .prepare(
      `INSERT INTO price_list_items (id, name, description, unit, unit_price_cents, tax_bps, service, active, position,
         updated_by, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM price_list_items), ?, ?) RETURNING *`,
    )
    .bind(crypto.randomUUID(), ...itemColumns(input), actor, now.toISOString())
    .first<PriceListRecord>();
  return toItem(row as PriceListRecord);
}

export async function changePriceListItem(
  db: D1Database,
  id: string,
  input: PriceListItemInput & { version: number },
  actor: string,
  now = new Date(),
) {
  const row = await db
    .prepare(
      `UPDATE price_list_items SET name = ?, description = ?, unit = ?, unit_price_cents = ?, tax_bps = ?, service = ?,
         active = ?, version = version + 1, updated_by = ?, updated_at = ? WHERE id = ? AND version = ? RETURNING *`,
    )
    .bind(...itemColumns(input), actor, now.toISOString(), id, input.version)
    .first<PriceListRecord>();
  if (row) return toItem(row);
  const current = await db.prepare("SELECT * FROM price_list_items WHERE id = ?").bind(id).first<PriceListRecord>();
  if (!current) throw priceItemNotFound();
  throw stale(estimateDeskMessages.stalePriceItem, { item: toItem(current) });
}

/** Lines already written keep their own copy of the price, so an item can go at any time. */
export async function removePriceListItem(db: D1Database, id: string) {
  const removed = await db.prepare("DELETE FROM price_list_items WHERE id = ? RETURNING id").bind(id).first();
  if (!removed) throw priceItemNotFound();
}
