import type { EstimateSettingsInput, PriceListItemInput } from "../../../src/lib/desk-schemas";
import type { EstimateSettings, PriceListItem } from "../../../src/lib/estimate-desk";
import type { DefaultTerms, KnownTexts, TermsTexts } from "../../../src/lib/estimate-languages";
import { estimateDeskMessages } from "../../../src/lib/estimate-texts";
import { type WorkKind, workKinds } from "../../../src/lib/service-names";
import { notFound, stale } from "../refusal";

/**
 * What admins set for every estimate: the default terms (per language and kind of work), how long
 * estimates stay open, when to remind; and the price list, with its texts per language.
 */

type SettingsRecord = {
  valid_days: number;
  follow_up_days: number;
  link_days: number;
  version: number;
  updated_at: string;
  updated_by: string | null;
};

type TermsRecord = TermsTexts & { work: "any" | WorkKind };

const termsStatement = (db: D1Database) => db.prepare("SELECT work, en, es, fr FROM estimate_terms");

function toDefaultTerms(rows: TermsRecord[]): DefaultTerms {
  const texts = ({ en, es, fr }: TermsRecord): TermsTexts => ({ en, es, fr });
  const anyService = rows.find((row) => row.work === "any");
  if (!anyService) throw new Error("estimate_terms has no terms for any service; apply migration 0009.");
  const byWork: DefaultTerms["byWork"] = {};
  for (const row of rows) if (row.work !== "any") byWork[row.work] = texts(row);
  return { anyService: texts(anyService), byWork };
}

export async function readEstimateSettings(db: D1Database): Promise<EstimateSettings> {
  const [settings, terms] = await db.batch<Record<string, unknown>>([
    db.prepare(
      "SELECT valid_days, follow_up_days, link_days, version, updated_at, updated_by FROM estimate_settings WHERE id = 1",
    ),
    termsStatement(db),
  ]);
  const row = settings?.results[0] as SettingsRecord | undefined;
  if (!row) throw new Error("estimate_settings has no row; apply migration 0007.");
  return {
    terms: toDefaultTerms((terms?.results ?? []) as TermsRecord[]),
    validDays: row.valid_days,
    followUpDays: row.follow_up_days,
    linkDays: row.link_days,
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/**
 * Saves the settings if `version` is current, the terms replaced as a whole in the same batch; a
 * stale save is refused with the settings as they are now.
 */
export async function saveEstimateSettings(db: D1Database, input: EstimateSettingsInput, actor: string, now = new Date()) {
  const writeId = crypto.randomUUID();
  const wrote = "EXISTS (SELECT 1 FROM estimate_settings WHERE id = 1 AND last_write = ?)";
  const terms: Array<["any" | WorkKind, TermsTexts]> = [
    ["any", input.terms.anyService],
    ...workKinds.flatMap((work): Array<[WorkKind, TermsTexts]> => {
      const texts = input.terms.byWork[work];
      return texts ? [[work, texts]] : [];
    }),
  ];
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE estimate_settings SET valid_days = ?, follow_up_days = ?, version = version + 1, updated_by = ?,
           updated_at = ?, last_write = ? WHERE id = 1 AND version = ? RETURNING id`,
      )
      .bind(input.validDays, input.followUpDays, actor, now.toISOString(), writeId, input.version),
    db.prepare(`DELETE FROM estimate_terms WHERE ${wrote}`).bind(writeId),
    ...terms.map(([work, texts]) =>
      db
        .prepare(`INSERT INTO estimate_terms (work, en, es, fr) SELECT ?, ?, ?, ? WHERE ${wrote}`)
        .bind(work, texts.en, texts.es, texts.fr, writeId),
    ),
  ]);
  const saved = await readEstimateSettings(db);
  if (update?.results.length !== 1) throw stale(estimateDeskMessages.staleSettings, { settings: saved });
  return saved;
}

type PriceListRecord = {
  id: string;
  name: string;
  description: string;
  name_es: string | null;
  description_es: string | null;
  name_fr: string | null;
  description_fr: string | null;
  unit: string;
  unit_price_cents: number;
  tax_bps: number;
  service: string | null;
  active: number;
  position: number;
  version: number;
};

const text = (name: string | null, description: string | null) =>
  name !== null && description !== null ? { name, description } : null;

const toItem = (row: PriceListRecord): PriceListItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  translations: { es: text(row.name_es, row.description_es), fr: text(row.name_fr, row.description_fr) },
  unit: row.unit,
  unitPriceCents: row.unit_price_cents,
  taxBps: row.tax_bps,
  service: row.service,
  active: row.active === 1,
  position: row.position,
  version: row.version,
});

const priceListStatement = (db: D1Database) => db.prepare("SELECT * FROM price_list_items ORDER BY position, name");

export async function listPriceList(db: D1Database): Promise<PriceListItem[]> {
  const { results } = await priceListStatement(db).all<PriceListRecord>();
  return results.map(toItem);
}

/** The texts whose language is known: the desk's estimate detail judges its own texts against them. */
export async function readKnownTexts(db: D1Database): Promise<KnownTexts> {
  const [terms, priceList] = await db.batch<Record<string, unknown>>([termsStatement(db), priceListStatement(db)]);
  return {
    terms: toDefaultTerms((terms?.results ?? []) as TermsRecord[]),
    priceList: ((priceList?.results ?? []) as PriceListRecord[]).map(toItem),
  };
}

/** The stored columns name … active, in the order the INSERT and the UPDATE list them. */
const itemColumns = ({ translations: { es, fr }, ...input }: PriceListItemInput) =>
  [
    input.name,
    input.description,
    es?.name ?? null,
    es?.description ?? null,
    fr?.name ?? null,
    fr?.description ?? null,
    input.unit,
    input.unitPriceCents,
    input.taxBps,
    input.service,
    input.active ? 1 : 0,
  ] as const;

const priceItemNotFound = () => notFound(estimateDeskMessages.priceItemNotFound);

export async function addPriceListItem(db: D1Database, input: PriceListItemInput, actor: string, now = new Date()) {
  const row = await db
    .prepare(
      `INSERT INTO price_list_items (id, name, description, name_es, description_es, name_fr, description_fr, unit,
         unit_price_cents, tax_bps, service, active, position, updated_by, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM price_list_items), ?, ?)
       RETURNING *`,
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
      `UPDATE price_list_items SET name = ?, description = ?, name_es = ?, description_es = ?, name_fr = ?,
         description_fr = ?, unit = ?, unit_price_cents = ?, tax_bps = ?, service = ?, active = ?, version = version + 1,
         updated_by = ?, updated_at = ? WHERE id = ? AND version = ? RETURNING *`,
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
