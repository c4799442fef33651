import { business } from "../../../src/config/business";
import type { EstimateDraft } from "../../../src/lib/desk-schemas";
import { estimateDefaults } from "../../../src/lib/estimate-languages";
import { estimateDeskMessages } from "../../../src/lib/estimate-texts";
import { addDays, zonedDate } from "../../../src/lib/zoned-time";
import { conflict, invalid } from "../refusal";
import { afterChange, type Guard, timelineStatement } from "../timeline";
import { loadEstimate, loadEstimateDetail, type Storage, staleEstimate } from "./detail";
import { adjustmentColumns, approvedRevisionOf, numberOf, startingTotal } from "./records";
import { readEstimateSettings } from "./settings";

/**
 * Drafts: an estimate made from a lead (its name, address, service and photos carried over) or as
 * the next revision of an earlier one, edited while it is a draft, and deleted if never sent. Once
 * sent an estimate is never edited again: a change makes a new revision.
 */

/** The statements after a write to an estimate apply only if that write did (its last_write is ours). */
export const wroteEstimate = (id: string, writeId: string): Guard => ({
  sql: "EXISTS (SELECT 1 FROM estimates WHERE id = ? AND last_write = ?)",
  params: [id, writeId],
});

/** Takes the next number of the year in one statement, so two estimates made at once never share one. */
async function nextNumber(db: D1Database, year: number): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO estimate_numbers (year, last) VALUES (?, 1)
       ON CONFLICT (year) DO UPDATE SET last = last + 1 RETURNING last`,
    )
    .bind(year)
    .first<{ last: number }>();
  return row?.last ?? 1;
}

type LeadRecord = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  service: string;
  is_spam: number;
};

/** "2150 W Roscoe St, Chicago, IL 60618" from whatever parts the lead has. */
const fullAddress = (lead: LeadRecord) =>
  [lead.address, lead.city, [lead.state, lead.zip_code].filter(Boolean).join(" ")].filter(Boolean).join(", ") || null;

/**
 * A new draft from a lead: its contact details, address, service and every photo, with the title
 * and the default terms of its service. Leads carry no language yet, so the draft starts in English.
 */
export async function createEstimateFromLead(storage: Storage, leadId: string, actor: string, now = new Date()) {
  const { db } = storage;
  const lead = await db
    .prepare("SELECT id, name, email, phone, address, city, state, zip_code, service, is_spam FROM leads WHERE id = ?")
    .bind(leadId)
    .first<LeadRecord>();
  if (!lead) throw invalid(estimateDeskMessages.unknownLead, "leadId");
  if (lead.is_spam) throw conflict(estimateDeskMessages.spamLead);
  const settings = await readEstimateSettings(db);
  const language = "en";
  const defaults = estimateDefaults(settings.terms, language, lead.service);
  const today = zonedDate(now, business.timeZone);
  const year = Number(today.slice(0, 4));
  const seq = await nextNumber(db, year);
  const id = crypto.randomUUID();
  const at = now.toISOString();
  await db.batch([
    db
      .prepare(
        `INSERT INTO estimates (id, lead_id, number_year, number_seq, revision, language, title, customer_name,
           customer_email, customer_phone, property_address, service, terms, expires_on, created_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        id,
        lead.id,
        year,
        seq,
        language,
        defaults.title,
        lead.name,
        lead.email,
        lead.phone,
        fullAddress(lead),
        defaults.service,
        defaults.terms,
        addDays(today, settings.validDays),
        actor,
        at,
        at,
      ),
    db
      .prepare(
        "INSERT INTO estimate_photos (estimate_id, photo_id, position) SELECT ?, id, position FROM lead_photos WHERE lead_id = ?",
      )
      .bind(id, lead.id),
    timelineStatement(
      db,
      lead.id,
      [
        {
          kind: "estimate_created",
          detail: `${numberOf({ number_year: year, number_seq: seq, revision: 1 })} drafted`,
          actor,
          estimateId: id,
        },
      ],
      at,
    ),
  ]);
  return loadEstimateDetail(storage, id);
}

/**
 * The next revision of a sent estimate, as a draft: a copy of its lines, photos and terms with a
 * fresh expiry. The revision it replaces is superseded when the new one is sent. An approved
 * estimate is an agreement: further work is a new estimate, not a revision.
 */
export async function reviseEstimate(storage: Storage, id: string, actor: string, now = new Date()) {
  const { db } = storage;
  const loaded = await loadEstimate(db, id);
  const { row } = loaded;
  if (row.status === "draft") throw conflict(estimateDeskMessages.reviseDraft);
  if (row.status === "approved") throw conflict(estimateDeskMessages.reviseApproved);
  const approved = approvedRevisionOf(loaded);
  if (approved) throw conflict(estimateDeskMessages.otherRevisionApproved(approved.number));
  const chain = await db
    .prepare("SELECT id, revision, status FROM estimates WHERE number_year = ? AND number_seq = ? ORDER BY revision")
    .bind(row.number_year, row.number_seq)
    .all<{ id: string; revision: number; status: string }>();
  const latest = chain.results.at(-1);
  if (latest && latest.id !== id) {
    throw conflict(estimateDeskMessages.reviseLatest(numberOf({ ...row, revision: latest.revision })), {
      current: { latestId: latest.id },
    });
  }
  const settings = await readEstimateSettings(db);
  const today = zonedDate(now, business.timeZone);
  const revisionId = crypto.randomUUID();
  const revision = row.revision + 1;
  const at = now.toISOString();
  const copyColumns = `lead_id, number_year, number_seq, language, title, introduction, customer_name, customer_email,
    customer_phone, property_address, service, year_built, discount_kind, discount_value, deposit_kind, deposit_value, terms,
    total_cents`;
  await db.batch([
    db
      .prepare(
        `INSERT INTO estimates (id, revision, previous_id, expires_on, created_by, created_at, updated_at, ${copyColumns})
         SELECT ?, ?, id, ?, ?, ?, ?, ${copyColumns} FROM estimates WHERE id = ?`,
      )
      .bind(revisionId, revision, addDays(today, settings.validDays), actor, at, at, id),
    db
      .prepare(
        `INSERT INTO estimate_lines (id, estimate_id, position, kind, choice_group, group_label, section, description, unit,
           quantity_thousandths, unit_price_cents, tax_bps, preselected, price_item_id)
         SELECT lower(hex(randomblob(16))), ?, position, kind, choice_group, group_label, section, description, unit,
           quantity_thousandths, unit_price_cents, tax_bps, preselected, price_item_id
         FROM estimate_lines WHERE estimate_id = ?`,
      )
      .bind(revisionId, id),
    db
      .prepare(
        "INSERT INTO estimate_photos (estimate_id, photo_id, position) SELECT ?, photo_id, position FROM estimate_photos WHERE estimate_id = ?",
      )
      .bind(revisionId, id),
    timelineStatement(
      db,
      row.lead_id,
      [{ kind: "estimate_created", detail: `${numberOf({ ...row, revision })} drafted`, actor, estimateId: revisionId }],
      at,
    ),
  ]);
  return loadEstimateDetail(storage, revisionId);
}

/** Drafts only: a sent estimate is locked; a change to it is a new revision. */
function mustBeDraft(status: string) {
  if (status !== "draft") throw conflict(estimateDeskMessages.locked);
}

/** Saves staff's edit of a draft made against `draft.version`; the lines and photos are replaced as a whole. */
export async function saveDraft(storage: Storage, id: string, draft: EstimateDraft, now = new Date()) {
  const { db } = storage;
  const { row, leadPhotos } = await loadEstimate(db, id);
  mustBeDraft(row.status);
  if (row.version !== draft.version) throw await staleEstimate(storage, id);
  const known = new Set(leadPhotos.map((photo) => photo.id));
  if (draft.photoIds.some((photoId) => !known.has(photoId))) throw invalid(estimateDeskMessages.unknownPhoto, "photoIds");

  const lines = draft.lines.map((line, index) => ({ ...line, id: crypto.randomUUID(), position: index + 1 }));
  const writeId = crypto.randomUUID();
  const wrote = wroteEstimate(id, writeId);
  const [discountKind, discountValue] = adjustmentColumns(draft.discount);
  const [depositKind, depositValue] = adjustmentColumns(draft.deposit);
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE estimates SET title = ?, introduction = ?, language = ?, customer_name = ?, customer_email = ?,
           customer_phone = ?, property_address = ?, service = ?, year_built = ?, expires_on = ?, discount_kind = ?,
           discount_value = ?, deposit_kind = ?, deposit_value = ?, terms = ?, total_cents = ?, last_write = ?,
           version = version + 1, updated_at = ?
         WHERE id = ? AND version = ? AND status = 'draft' RETURNING id`,
      )
      .bind(
        draft.title,
        draft.introduction,
        draft.language,
        draft.customer.name,
        draft.customer.email,
        draft.customer.phone,
        draft.customer.address,
        draft.service,
        draft.yearBuilt,
        draft.expiresOn,
        discountKind,
        discountValue,
        depositKind,
        depositValue,
        draft.terms,
        startingTotal(lines, draft.discount, draft.deposit),
        writeId,
        now.toISOString(),
        id,
        draft.version,
      ),
    db.prepare(`DELETE FROM estimate_lines WHERE estimate_id = ? AND ${wrote.sql}`).bind(id, ...wrote.params),
    ...lines.map((line) =>
      db
        .prepare(
          `INSERT INTO estimate_lines (id, estimate_id, position, kind, choice_group, group_label, section, description, unit,
             quantity_thousandths, unit_price_cents, tax_bps, preselected, price_item_id)
           SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${wrote.sql}`,
        )
        .bind(
          line.id,
          id,
          line.position,
          line.kind,
          line.kind === "choice" ? line.group : null,
          line.kind === "choice" ? line.groupLabel : null,
          line.section,
          line.description,
          line.unit,
          line.quantityThousandths,
          line.unitPriceCents,
          line.taxBps,
          line.preselected ? 1 : 0,
          line.priceItemId,
          ...wrote.params,
        ),
    ),
    db.prepare(`DELETE FROM estimate_photos WHERE estimate_id = ? AND ${wrote.sql}`).bind(id, ...wrote.params),
    ...draft.photoIds.map((photoId, index) =>
      db
        .prepare(`INSERT INTO estimate_photos (estimate_id, photo_id, position) SELECT ?, ?, ? WHERE ${wrote.sql}`)
        .bind(id, photoId, index + 1, ...wrote.params),
    ),
  ]);
  if (update?.results.length !== 1) throw await staleEstimate(storage, id);
  return loadEstimateDetail(storage, id);
}

/** Deletes a draft that was never sent. Its number is not given out again. */
export async function deleteDraft(storage: Storage, id: string, version: number, actor: string, now = new Date()) {
  const { db } = storage;
  const { row } = await loadEstimate(db, id);
  mustBeDraft(row.status);
  if (row.version !== version) throw await staleEstimate(storage, id);
  const [removed] = await db.batch([
    db.prepare("DELETE FROM estimates WHERE id = ? AND version = ? AND status = 'draft' RETURNING id").bind(id, version),
    timelineStatement(
      db,
      row.lead_id,
      [{ kind: "estimate_deleted", detail: `Draft ${numberOf(row)} deleted`, actor }],
      now.toISOString(),
      {
        guard: afterChange,
      },
    ),
  ]);
  if (removed?.results.length !== 1) throw await staleEstimate(storage, id);
}
