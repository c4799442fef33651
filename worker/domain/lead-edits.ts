import {
  defaultBoardId,
  deskPhotoUrl,
  type LeadDetail,
  type LeadDetailResponse,
  type LeadEvent,
  type LeadEventKind,
  type LeadStatus,
  leadDeskMessages,
  leadStatusLabels,
  type TranscriptEntry,
} from "../../src/lib/desk";
import type { LeadEdit } from "../../src/lib/desk-schemas/leads";
import { estimateObjectKeys } from "./estimates/records";
import { type LeadRowRecord, leadRowColumns, toLeadRow } from "./inbox-query";
import { jobsOfDeletedLead } from "./jobs/retention";
import { enqueueForward, type LeadForwardMessage } from "./messaging";
import { conflict, invalid, notFound, type Refusal, stale } from "./refusal";
import { afterChange, type Guard, leadExists, type TimelineEntry, timelineColumns, timelineStatement } from "./timeline";

/**
 * What staff do to one lead in the desk: read it whole, change status, priority and assignee
 * (optimistic concurrency on `version`), add notes, flag or clear spam, retry forwarding, delete
 * it. Every change writes lead_events rows with the staff member's e-mail in the same transaction.
 */

const leadNotFound = () => notFound(leadDeskMessages.notFound);

// ------------------------------------------------------------------------------------ read

type DetailRecord = LeadRowRecord & {
  timeline: string | null;
  description: string | null;
  address: string | null;
  state: string | null;
  zip_code: string | null;
  property_type: string | null;
  spam_reason: string | null;
  column_id: string | null;
  transcript: string | null;
  client_submitted_at: string | null;
  updated_at: string;
};

const detailColumns = `${leadRowColumns}, leads.timeline, leads.description, leads.address, leads.state, leads.zip_code,
  leads.property_type, leads.spam_reason, leads.column_id, leads.transcript, leads.client_submitted_at, leads.updated_at`;

function parseTranscript(text: string | null): TranscriptEntry[] | null {
  if (!text) return null;
  try {
    const entries: unknown = JSON.parse(text);
    return Array.isArray(entries) ? (entries as TranscriptEntry[]) : null;
  } catch {
    return null;
  }
}

const toLeadDetail = (row: DetailRecord): LeadDetail => ({
  ...toLeadRow(row),
  timeline: row.timeline,
  description: row.description,
  address: row.address,
  state: row.state,
  zipCode: row.zip_code,
  propertyType: row.property_type,
  spamReason: row.spam_reason,
  columnId: row.column_id,
  transcript: parseTranscript(row.transcript),
  clientSubmittedAt: row.client_submitted_at,
  updatedAt: row.updated_at,
});

const selectDetail = (db: D1Database, id: string) => db.prepare(`SELECT ${detailColumns} FROM leads WHERE leads.id = ?`).bind(id);

export async function loadLead(db: D1Database, id: string): Promise<LeadDetail | null> {
  const row = await selectDetail(db, id).first<DetailRecord>();
  return row ? toLeadDetail(row) : null;
}

async function mustLoad(db: D1Database, id: string): Promise<LeadDetail> {
  const lead = await loadLead(db, id);
  if (!lead) throw leadNotFound();
  return lead;
}

type PhotoRecord = {
  id: string;
  r2_key: string;
  original_name: string;
  content_type: string;
  size_bytes: number;
  width: number;
  height: number;
};

/** The lead, its photos (each saying whether its file is in R2) and its whole timeline, oldest event first. */
export async function loadLeadDetail(storage: { db: D1Database; photos: R2Bucket }, id: string): Promise<LeadDetailResponse> {
  const { db } = storage;
  const [lead, photos, events] = await db.batch([
    selectDetail(db, id),
    db
      .prepare(
        `SELECT id, r2_key, original_name, content_type, size_bytes, width, height FROM lead_photos
         WHERE lead_id = ? ORDER BY position`,
      )
      .bind(id),
    db.prepare(`SELECT ${timelineColumns} FROM lead_events WHERE lead_id = ? ORDER BY id`).bind(id),
  ]);
  const row = lead?.results[0] as DetailRecord | undefined;
  if (!row) throw leadNotFound();
  const records = (photos?.results ?? []) as PhotoRecord[];
  const stored = await Promise.all(records.map((photo) => storage.photos.head(photo.r2_key)));
  return {
    lead: toLeadDetail(row),
    photos: records.map((photo, index) => ({
      id: photo.id,
      originalName: photo.original_name,
      contentType: photo.content_type,
      sizeBytes: photo.size_bytes,
      width: photo.width,
      height: photo.height,
      url: deskPhotoUrl(photo.id),
      fileMissing: stored[index] === null,
    })),
    events: (events?.results ?? []).map((record) => toLeadEvent(record as EventRecord)),
  };
}

type EventRecord = {
  id: number;
  kind: string;
  channel: string | null;
  outcome: string | null;
  attempt: number | null;
  detail: string | null;
  actor: string;
  created_at: string;
};

const toLeadEvent = (row: EventRecord): LeadEvent => ({
  id: row.id,
  kind: row.kind as LeadEventKind,
  channel: row.channel,
  outcome: row.outcome,
  attempt: row.attempt,
  detail: row.detail,
  actor: row.actor,
  createdAt: row.created_at,
});

// ---------------------------------------------------------------------------------- change

type NewEvent = { kind: LeadEventKind; detail: string };

/**
 * Commits an UPDATE of one lead (ending in RETURNING id) and its events as one transaction. The
 * events are inserted only when the UPDATE changed the row: changes() is the row count of the
 * statement just before, not counting what triggers did, and the batch runs its statements in
 * order on one connection. (D1's meta.changes does count trigger rows, e.g. the board revision.)
 * Returns whether the UPDATE applied.
 */
async function commitChange(
  db: D1Database,
  update: D1PreparedStatement,
  leadId: string,
  actor: string,
  events: NewEvent[],
  now: Date,
): Promise<boolean> {
  const [updated] = await db.batch([
    update,
    timelineStatement(
      db,
      leadId,
      events.map((event) => ({ ...event, actor })),
      now.toISOString(),
      { guard: afterChange },
    ),
  ]);
  return (updated?.results.length ?? 0) === 1;
}

/** A stale edit is answered with the lead as it is now, so the desk can show it without another request. */
const staleLead = (lead: LeadDetail) => stale(leadDeskMessages.stale, { lead });

async function staleRefusal(db: D1Database, id: string): Promise<Refusal> {
  const current = await loadLead(db, id);
  return current ? staleLead(current) : leadNotFound();
}

type EditedRecord = DetailRecord & { board_id: string | null; column_name: string | null };

/** The column for `status` on the lead's board, else on the default board (the pipeline). */
async function columnFor(db: D1Database, boardId: string | null, status: LeadStatus) {
  const board = boardId ?? defaultBoardId;
  return db
    .prepare(
      `SELECT id, name FROM board_columns WHERE status = ? AND board_id IN (?, ?)
       ORDER BY board_id = ? DESC, position LIMIT 1`,
    )
    .bind(status, board, defaultBoardId, board)
    .first<{ id: string; name: string }>();
}

/** A card placed in a column by the desk goes on top of it (cards sort by position ascending). */
const topOfColumn = "(SELECT COALESCE(MIN(position), 1) - 1 FROM leads WHERE column_id = ?)";

/**
 * Changes status, priority and/or assignee. A status change also moves the card to that status's
 * column on the lead's board (or the pipeline board), unless the lead is spam (spam is on no
 * board). Values equal to the current ones change nothing and write no event.
 */
export async function editLead(db: D1Database, id: string, edit: LeadEdit, actor: string, now = new Date()): Promise<LeadDetail> {
  const current = await db
    .prepare(
      `SELECT ${detailColumns}, board_columns.board_id, board_columns.name AS column_name
       FROM leads LEFT JOIN board_columns ON board_columns.id = leads.column_id WHERE leads.id = ?`,
    )
    .bind(id)
    .first<EditedRecord>();
  if (!current) throw leadNotFound();
  if (current.version !== edit.version) throw staleLead(toLeadDetail(current));

  const sets: string[] = [];
  const params: unknown[] = [];
  const events: NewEvent[] = [];

  if (edit.status !== undefined && edit.status !== current.status) {
    sets.push("status = ?");
    params.push(edit.status);
    const from = leadStatusLabels[current.status as keyof typeof leadStatusLabels] ?? current.status;
    events.push({ kind: "status_changed", detail: `${from} → ${leadStatusLabels[edit.status]}` });
    const column = current.is_spam ? null : await columnFor(db, current.board_id, edit.status);
    if (column && column.id !== current.column_id) {
      sets.push("column_id = ?", `position = ${topOfColumn}`);
      params.push(column.id, column.id);
      events.push({ kind: "column_moved", detail: `${current.column_name ?? "No column"} → ${column.name}` });
    }
  }
  if (edit.priority !== undefined && edit.priority !== current.priority) {
    sets.push("priority = ?");
    params.push(edit.priority);
    events.push({ kind: "priority_changed", detail: `${current.priority} → ${edit.priority}` });
  }
  const assignee = edit.assignee === undefined ? undefined : (edit.assignee?.trim().toLowerCase() ?? null);
  if (assignee !== undefined && assignee !== (current.assignee?.toLowerCase() ?? null)) {
    if (assignee !== null && !(await isActiveStaff(db, assignee))) {
      throw invalid(leadDeskMessages.notActiveStaff, "assignee");
    }
    sets.push("assignee = ?");
    params.push(assignee);
    events.push({ kind: "assigned", detail: assignee ? `Assigned to ${assignee}` : "Unassigned" });
  }
  if (events.length === 0) return toLeadDetail(current);

  const update = db
    .prepare(
      `UPDATE leads SET ${sets.join(", ")}, version = version + 1, updated_at = ? WHERE id = ? AND version = ? RETURNING id`,
    )
    .bind(...params, now.toISOString(), id, edit.version);
  if (!(await commitChange(db, update, id, actor, events, now))) throw await staleRefusal(db, id);
  return mustLoad(db, id);
}

/**
 * The statements that set a lead's status as part of another change (an estimate sent or approved),
 * for that change's batch: the card moves to the status's column on its board (or the pipeline's),
 * the version goes up, the timeline says so. They apply only while the lead still has the status
 * read here and `guard` holds; a lead already in `status` (or not in `onlyFrom`), or spam, is left as it is.
 */
export async function leadStatusStatements(
  db: D1Database,
  leadId: string,
  status: LeadStatus,
  { actor, at, guard, onlyFrom }: { actor: string; at: string; guard: Guard; onlyFrom?: readonly LeadStatus[] },
): Promise<D1PreparedStatement[]> {
  const current = await db
    .prepare(
      `SELECT leads.status, leads.is_spam, leads.column_id, board_columns.board_id, board_columns.name AS column_name
       FROM leads LEFT JOIN board_columns ON board_columns.id = leads.column_id WHERE leads.id = ?`,
    )
    .bind(leadId)
    .first<{
      status: LeadStatus;
      is_spam: number;
      column_id: string | null;
      board_id: string | null;
      column_name: string | null;
    }>();
  if (!current || current.is_spam || current.status === status) return [];
  if (onlyFrom && !onlyFrom.includes(current.status)) return [];
  const column = await columnFor(db, current.board_id, status);
  const moves = column && column.id !== current.column_id;
  const entries: TimelineEntry[] = [
    { kind: "status_changed", detail: `${leadStatusLabels[current.status]} → ${leadStatusLabels[status]}`, actor },
    ...(moves
      ? [{ kind: "column_moved" as const, detail: `${current.column_name ?? "No column"} → ${column.name}`, actor }]
      : []),
  ];
  return [
    db
      .prepare(
        `UPDATE leads SET status = ?, ${moves ? `column_id = ?, position = ${topOfColumn},` : ""}
           version = version + 1, updated_at = ?
         WHERE id = ? AND status = ? AND ${guard.sql} RETURNING id`,
      )
      .bind(status, ...(moves ? [column.id, column.id] : []), at, leadId, current.status, ...guard.params),
    timelineStatement(db, leadId, entries, at, { guard: afterChange }),
  ];
}

/**
 * The statement that sets the lead's won total to the sum of its approved estimates, whatever order
 * they were approved in (a second estimate approved on a lead already Won counts too), when `guard` holds.
 */
export const wonTotalStatement = (db: D1Database, leadId: string, guard: Guard) =>
  db
    .prepare(
      `UPDATE leads SET won_total_cents = (
         SELECT sum(json_extract(estimate_approvals.totals, '$.totalCents')) FROM estimate_approvals
         JOIN estimates ON estimates.id = estimate_approvals.estimate_id WHERE estimates.lead_id = leads.id
       ) WHERE id = ? AND ${guard.sql}`,
    )
    .bind(leadId, ...guard.params);

async function isActiveStaff(db: D1Database, email: string) {
  return (await db.prepare("SELECT 1 FROM staff WHERE email = ? AND active = 1").bind(email).first()) !== null;
}

export async function addNote(db: D1Database, id: string, text: string, actor: string, now = new Date()): Promise<LeadEvent> {
  const row = await timelineStatement(db, id, [{ kind: "note", detail: text, actor }], now.toISOString(), {
    guard: leadExists(id),
    returning: true,
  }).first<EventRecord>();
  if (!row) throw leadNotFound();
  return toLeadEvent(row);
}

// -------------------------------------------------------------------------- spam, forwarding

type Forwarding = { db: D1Database; queue: Queue<LeadForwardMessage> };

/**
 * Flags a lead as spam (it leaves the board and is not forwarded if it has not been yet), or
 * clears the flag: the lead goes to the New column of the pipeline as a new lead and is forwarded
 * unless it already was. Setting the flag it already has changes nothing.
 */
export async function setSpam({ db, queue }: Forwarding, id: string, spam: boolean, actor: string, now = new Date()) {
  const current = await loadLead(db, id);
  if (!current) throw leadNotFound();
  if (current.isSpam === spam) return current;

  const events: NewEvent[] = [];
  let update: D1PreparedStatement;
  if (spam) {
    events.push({ kind: "spam_marked", detail: "Marked as spam" });
    update = db
      .prepare(
        `UPDATE leads SET is_spam = 1, spam_reason = ?, column_id = NULL,
           forward_status = CASE WHEN forward_status IN ('pending', 'queued') THEN 'spam' ELSE forward_status END,
           version = version + 1, updated_at = ?
         WHERE id = ? AND version = ? RETURNING id`,
      )
      .bind(`Marked as spam by ${actor}`, now.toISOString(), id, current.version);
  } else {
    const column = await columnFor(db, defaultBoardId, "new");
    events.push({ kind: "spam_cleared", detail: `Not spam: moved to ${column?.name ?? "New"} on the pipeline` });
    if (current.status !== "new") {
      events.push({ kind: "status_changed", detail: `${leadStatusLabels[current.status]} → ${leadStatusLabels.new}` });
    }
    update = db
      .prepare(
        `UPDATE leads SET is_spam = 0, spam_reason = NULL, status = 'new', column_id = ?, position = ${topOfColumn},
           forward_status = CASE WHEN forward_status = 'forwarded' THEN 'forwarded' ELSE 'pending' END,
           version = version + 1, updated_at = ?
         WHERE id = ? AND version = ? RETURNING id`,
      )
      .bind(column?.id ?? null, column?.id ?? null, now.toISOString(), id, current.version);
  }
  if (!(await commitChange(db, update, id, actor, events, now))) throw await staleRefusal(db, id);
  if (!spam && current.forwardStatus !== "forwarded") await enqueueForward(db, queue, id);
  return mustLoad(db, id);
}

/** Forwards again a lead whose forwarding failed, is stuck, or found no channel; channels that already took it are skipped. */
export async function retryForward({ db, queue }: Forwarding, id: string, actor: string, now = new Date()) {
  const current = await loadLead(db, id);
  if (!current) throw leadNotFound();
  if (current.isSpam) throw conflict(leadDeskMessages.spamNotForwarded);
  if (current.forwardStatus === "forwarded") throw conflict(leadDeskMessages.alreadyForwarded);

  const update = db
    .prepare("UPDATE leads SET forward_status = 'pending', updated_at = ? WHERE id = ? AND forward_status = ? RETURNING id")
    .bind(now.toISOString(), id, current.forwardStatus);
  const event: NewEvent = { kind: "forward_retried", detail: `Forwarding retried (was ${current.forwardStatus})` };
  if (!(await commitChange(db, update, id, actor, [event], now))) throw await staleRefusal(db, id);
  await enqueueForward(db, queue, id);
  return mustLoad(db, id);
}

// ---------------------------------------------------------------------------------- delete

/**
 * Deletes a lead for good (a customer's privacy request): its photos in R2 first (a failure there
 * leaves the lead, so the deletion can be retried), then its calendar events and the row, which
 * cascades to its photo rows and events; the search index drops it by trigger. A job with the
 * compliance records the law requires is kept with its personal details erased (jobs/retention.ts).
 * The log line names the lead's id only, no personal data.
 */
export async function deleteLead(db: D1Database, photos: R2Bucket, id: string, now = new Date()): Promise<void> {
  const [exists, keys] = await db.batch([
    db.prepare("SELECT 1 FROM leads WHERE id = ?").bind(id),
    db.prepare("SELECT r2_key FROM lead_photos WHERE lead_id = ?").bind(id),
  ]);
  if (!exists?.results.length) throw leadNotFound();
  const jobs = await jobsOfDeletedLead({ db, bucket: photos }, id, now);
  const r2Keys = [
    ...(keys?.results ?? []).map((row) => (row as { r2_key: string }).r2_key),
    ...(await estimateObjectKeys(db, id)),
    ...jobs.deleteKeys,
  ].filter((key) => !jobs.keepKeys.has(key));
  if (r2Keys.length > 0) await photos.delete(r2Keys);
  await db.batch([
    ...jobs.statements,
    // Its appointments carry the customer's name, phone and address (their foreign key only nulls the link).
    db.prepare("DELETE FROM calendar_events WHERE lead_id = ?").bind(id),
    db.prepare("DELETE FROM leads WHERE id = ?").bind(id),
  ]);
  console.log(`Lead ${id} was deleted permanently with ${r2Keys.length} photo(s).`);
}
