import {
  type Board,
  type BoardCard,
  type BoardColumn,
  type BoardMoveResult,
  type BoardOutline,
  boardColumnPage,
  boardCountCap,
  boardDeskMessages,
  boardLimits,
  defaultBoardId,
  type LeadEventKind,
  type LeadPriority,
  type LeadStatus,
  leadDeskMessages,
  leadStatusLabels,
} from "../../src/lib/desk";
import type { BoardColumnDraft, BoardMove } from "../../src/lib/desk-schemas/boards";
import { conflict, invalid, notFound, stale } from "./refusal";
import { afterChange, timelineStatement } from "./timeline";

/**
 * Kanban boards: a board's columns with their first cards, moving a card (which may set the
 * lead's status and is recorded in its timeline), and the admins' changes to boards and columns.
 * Cards are leads (spam never); a lead is on at most one board, in leads.column_id, ordered within
 * the column by leads.position (fractional, so a move writes one row), then newest first, then id.
 * Migration 0004 has the index that every read here walks, and the revision that is the ETag.
 */

const boardNotFound = () => notFound(boardDeskMessages.notFound);
const columnNotFound = () => notFound(boardDeskMessages.columnNotFound);

type ColumnRecord = { id: string; board_id: string; name: string; position: number; status: LeadStatus | null };

// ------------------------------------------------------------------------------------ read

export async function listBoards(db: D1Database): Promise<BoardOutline[]> {
  const [boards, columns] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT id, name FROM boards ORDER BY id = ? DESC, created_at, id").bind(defaultBoardId),
    db.prepare("SELECT id, board_id, name, position, status FROM board_columns ORDER BY board_id, position"),
  ]);
  const allColumns = (columns?.results ?? []) as ColumnRecord[];
  return ((boards?.results ?? []) as Array<{ id: string; name: string }>).map((board) => ({
    id: board.id,
    name: board.name,
    columns: allColumns.filter((column) => column.board_id === board.id).map(({ id, name, status }) => ({ id, name, status })),
  }));
}

/** A board's ETag: its revision (bumped by migration 0004's triggers) and the column limits asked for. */
export const boardTag = (revision: number, limits: Record<string, number>) =>
  `"r${revision}${Object.entries(limits)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([id, count]) => `;${id}:${count}`)
    .join("")}"`;

/** The ETag the board would have now, from one primary-key read; null for an unknown board. */
export async function currentBoardTag(db: D1Database, boardId: string, limits: Record<string, number>) {
  const row = await db.prepare("SELECT revision FROM boards WHERE id = ?").bind(boardId).first<{ revision: number }>();
  return row ? boardTag(row.revision, limits) : null;
}

type CardRecord = {
  id: string;
  name: string;
  service: string;
  city: string | null;
  priority: LeadPriority;
  photo_count: number;
  created_at: string;
  position: number;
  version: number;
};

const cardColumns = `leads.id, leads.name, leads.service, leads.city, leads.priority, leads.created_at, leads.position,
  leads.version, (SELECT COUNT(*) FROM lead_photos WHERE lead_photos.lead_id = leads.id) AS photo_count`;
/** Board order; `is_spam = 0` in every query lets SQLite use the partial index leads_board_cards. */
const cardOrder = "ORDER BY leads.position, leads.created_at DESC, leads.id DESC";
const inColumn = "FROM leads WHERE column_id = ? AND is_spam = 0 AND id != ?";
const neighbourColumns = "SELECT id, position, created_at";

/** Every read of a column's cards, each one range of leads_board_cards (test/worker/boards.test.ts checks the plans). */
export const boardSql = {
  /** column id, limit */
  columnCards: `SELECT ${cardColumns} FROM leads WHERE column_id = ? AND is_spam = 0 ${cardOrder} LIMIT ?`,
  /** board id */
  /** board id, cap + 1 */
  columnTotals: `SELECT board_columns.id AS column_id, (SELECT COUNT(*) FROM (
      SELECT leads.id FROM leads WHERE leads.column_id = board_columns.id AND leads.is_spam = 0 LIMIT ?)) AS total
    FROM board_columns WHERE board_id = ?`,
  /** Each neighbour query: column id, moved lead id, then its own. */
  topCard: `${neighbourColumns} ${inColumn} ${cardOrder} LIMIT 1`,
  anchor: `${neighbourColumns} ${inColumn} AND id = ?`,
  /** position, created_at, created_at, id */
  nextTied: `${neighbourColumns} ${inColumn} AND position = ? AND (created_at < ? OR (created_at = ? AND id < ?))
    ORDER BY created_at DESC, id DESC LIMIT 1`,
  nextHigher: `${neighbourColumns} ${inColumn} AND position > ? ${cardOrder} LIMIT 1`,
  previousTied: `${neighbourColumns} ${inColumn} AND position = ? AND (created_at > ? OR (created_at = ? AND id > ?))
    ORDER BY created_at, id LIMIT 1`,
  previousLower: `${neighbourColumns} ${inColumn} AND position < ? ORDER BY position DESC, created_at, id LIMIT 1`,
};

const toCard = (row: CardRecord): BoardCard => ({
  id: row.id,
  name: row.name,
  service: row.service,
  city: row.city,
  priority: row.priority,
  photoCount: row.photo_count,
  createdAt: row.created_at,
  position: row.position,
  version: row.version,
});

/**
 * The board with each column's first cards (boardColumnPage.default, or what `limits` asks for
 * that column) and its card count, read in one transaction with the revision its ETag is made
 * of.
 */
export async function loadBoard(
  db: D1Database,
  boardId: string,
  limits: Record<string, number> = {},
): Promise<{ board: Board; tag: string }> {
  const columns = await db
    .prepare("SELECT id, board_id, name, position, status FROM board_columns WHERE board_id = ? ORDER BY position")
    .bind(boardId)
    .all<ColumnRecord>();
  const cardQueries = columns.results.map((column) =>
    db.prepare(boardSql.columnCards).bind(column.id, limits[column.id] ?? boardColumnPage.default),
  );
  const [head, totals, ...cards] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT id, name, revision FROM boards WHERE id = ?").bind(boardId),
    db.prepare(boardSql.columnTotals).bind(boardCountCap + 1, boardId),
    ...cardQueries,
  ]);
  const board = head?.results[0] as { id: string; name: string; revision: number } | undefined;
  if (!board) throw boardNotFound();
  const totalOf = new Map(
    ((totals?.results ?? []) as Array<{ column_id: string; total: number }>).map((row) => [row.column_id, row.total]),
  );
  return {
    board: {
      id: board.id,
      name: board.name,
      columns: columns.results.map(
        (column, index): BoardColumn => ({
          id: column.id,
          name: column.name,
          position: column.position,
          status: column.status,
          cards: ((cards[index]?.results ?? []) as CardRecord[]).map(toCard),
          total: Math.min(totalOf.get(column.id) ?? 0, boardCountCap),
          totalCapped: (totalOf.get(column.id) ?? 0) > boardCountCap,
        }),
      ),
    },
    tag: boardTag(board.revision, limits),
  };
}

// ------------------------------------------------------------------------------------ move

type Neighbour = { id: string; position: number; created_at: string };
type MovingLead = {
  status: LeadStatus;
  column_id: string | null;
  is_spam: number;
  version: number;
  column_name: string | null;
  board_id: string | null;
  board_name: string | null;
};

const neighbourOf = (result: D1Result<unknown> | undefined) => result?.results[0] as Neighbour | undefined;

/** Cards strictly below `card` in board order, as a WHERE fragment and its parameters. */
const below = (card: Neighbour) => ({
  sql: "(leads.position > ? OR (leads.position = ? AND (leads.created_at < ? OR (leads.created_at = ? AND leads.id < ?))))",
  params: [card.position, card.position, card.created_at, card.created_at, card.id],
});

/**
 * The two cards the moved one will sit between, in its new column: `afterId` and the card below
 * it, or `beforeId` and the card above it, or nothing and the top card. The moved lead itself is
 * never its own neighbour.
 */
async function neighbours(db: D1Database, move: BoardMove): Promise<{ above?: Neighbour; below?: Neighbour }> {
  const scope = [move.toColumnId, move.leadId];
  const anchorId = move.afterId ?? move.beforeId;
  if (anchorId === undefined) {
    const top = await db
      .prepare(boardSql.topCard)
      .bind(...scope)
      .first<Neighbour>();
    return top ? { below: top } : {};
  }
  const anchor = await db
    .prepare(boardSql.anchor)
    .bind(...scope, anchorId)
    .first<Neighbour>();
  // The card it was dropped next to has left the column (or is the moved card): the view was stale.
  if (!anchor) throw stale(boardDeskMessages.neighbourMoved);

  if (move.afterId !== undefined) {
    // The next card after the anchor: first among its equal positions, else the next position up.
    const [tied, next] = await db.batch([
      db.prepare(boardSql.nextTied).bind(...scope, anchor.position, anchor.created_at, anchor.created_at, anchor.id),
      db.prepare(boardSql.nextHigher).bind(...scope, anchor.position),
    ]);
    const after = neighbourOf(tied) ?? neighbourOf(next);
    return after ? { above: anchor, below: after } : { above: anchor };
  }
  const [tied, previous] = await db.batch([
    db.prepare(boardSql.previousTied).bind(...scope, anchor.position, anchor.created_at, anchor.created_at, anchor.id),
    db.prepare(boardSql.previousLower).bind(...scope, anchor.position),
  ]);
  const before = neighbourOf(tied) ?? neighbourOf(previous);
  return before ? { above: before, below: anchor } : { below: anchor };
}

/**
 * Where the moved card goes: halfway between its neighbours, or one step past the only one. When
 * there is no number strictly between them (equal positions, e.g. two new leads, or halved too
 * often), every card below `above` moves down by one first, which keeps their order.
 */
function placement({ above, below }: { above?: Neighbour; below?: Neighbour }) {
  if (!above) return { position: below ? below.position - 1 : 0, shiftBelow: undefined };
  if (!below) return { position: above.position + 1, shiftBelow: undefined };
  const middle = (above.position + below.position) / 2;
  if (above.position < middle && middle < below.position) return { position: middle, shiftBelow: undefined };
  return { position: above.position + 0.5, shiftBelow: above };
}

/**
 * Moves a card to a column of `boardId` (from any column of any board), at the place `move`
 * names. A column that stands for a status sets it. The timeline gets column_moved (when the
 * column changes) and status_changed (when the status does), with the staff member's e-mail.
 * Refused with "stale" when the lead's version is not `move.version`.
 */
export async function moveCard(
  db: D1Database,
  boardId: string,
  move: BoardMove,
  actor: string,
  now = new Date(),
): Promise<BoardMoveResult> {
  const [boardRow, columnRow, leadRow] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT name FROM boards WHERE id = ?").bind(boardId),
    db
      .prepare("SELECT id, board_id, name, position, status FROM board_columns WHERE id = ? AND board_id = ?")
      .bind(move.toColumnId, boardId),
    db
      .prepare(
        `SELECT leads.status, leads.column_id, leads.is_spam, leads.version, board_columns.name AS column_name,
           boards.id AS board_id, boards.name AS board_name
         FROM leads LEFT JOIN board_columns ON board_columns.id = leads.column_id
           LEFT JOIN boards ON boards.id = board_columns.board_id
         WHERE leads.id = ?`,
      )
      .bind(move.leadId),
  ]);
  const board = boardRow?.results[0] as { name: string } | undefined;
  const column = columnRow?.results[0] as ColumnRecord | undefined;
  const lead = leadRow?.results[0] as MovingLead | undefined;
  if (!board) throw boardNotFound();
  if (!column) throw columnNotFound();
  if (!lead) throw notFound(leadDeskMessages.notFound);
  if (lead.is_spam) throw conflict(boardDeskMessages.spamNotOnBoard);
  if (lead.version !== move.version) throw stale(boardDeskMessages.stale);

  const { position, shiftBelow } = placement(await neighbours(db, move));
  const status = column.status ?? lead.status;
  const events: Array<{ kind: LeadEventKind; detail: string }> = [];
  if (lead.column_id !== column.id) {
    const otherBoard = lead.board_id !== boardId;
    const from = lead.column_name ? `${otherBoard ? `${lead.board_name}: ` : ""}${lead.column_name}` : "No column";
    events.push({ kind: "column_moved", detail: `${from} → ${otherBoard ? `${board.name}: ` : ""}${column.name}` });
  }
  if (status !== lead.status) {
    events.push({ kind: "status_changed", detail: `${leadStatusLabels[lead.status]} → ${leadStatusLabels[status]}` });
  }

  const unchangedLead = "EXISTS (SELECT 1 FROM leads WHERE id = ? AND version = ?)";
  const statements: D1PreparedStatement[] = [];
  if (shiftBelow) {
    const { sql, params } = below(shiftBelow);
    statements.push(
      db
        .prepare(
          `UPDATE leads SET position = position + 1 WHERE column_id = ? AND is_spam = 0 AND id != ? AND ${sql} AND ${unchangedLead}`,
        )
        .bind(column.id, move.leadId, ...params, move.leadId, move.version),
    );
  }
  statements.push(
    db
      .prepare(
        `UPDATE leads SET column_id = ?, position = ?, status = ?, version = version + 1, updated_at = ?
         WHERE id = ? AND version = ? AND is_spam = 0 RETURNING id`,
      )
      .bind(column.id, position, status, now.toISOString(), move.leadId, move.version),
  );
  if (events.length > 0) {
    // The entries go in only if the move did.
    statements.push(
      timelineStatement(
        db,
        move.leadId,
        events.map((event) => ({ ...event, actor })),
        now.toISOString(),
        { guard: afterChange },
      ),
    );
  }
  statements.push(
    db.prepare(`SELECT ${cardColumns} FROM leads WHERE id = ? AND version = ?`).bind(move.leadId, move.version + 1),
  );
  const results = await db.batch(statements);
  const moved = results.at(-1)?.results[0] as CardRecord | undefined;
  // RETURNING, not meta.changes: D1 counts the rows the board-revision triggers write too.
  const applied = (results[shiftBelow ? 1 : 0]?.results.length ?? 0) === 1;
  // Someone else changed the lead between the read and the write.
  if (!applied || !moved) throw stale(boardDeskMessages.stale);
  return { card: toCard(moved), columnId: column.id, status };
}

// ---------------------------------------------------------------------- boards and columns

/** "Roofing jobs 2027" → "roofing-jobs-2027": board ids are readable, they are in the desk's URLs. */
const slug = (name: string) =>
  name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40) || "board";

function refuseRepeatedStatus(columns: Array<{ name: string; status?: LeadStatus | null | undefined }>) {
  const seen = new Map<LeadStatus, string>();
  for (const column of columns) {
    if (!column.status) continue;
    const first = seen.get(column.status);
    if (first !== undefined) throw invalid(boardDeskMessages.statusTaken(first), "status");
    seen.set(column.status, column.name);
  }
}

export async function createBoard(db: D1Database, name: string, columns: BoardColumnDraft[]): Promise<BoardOutline> {
  refuseRepeatedStatus(columns);
  const taken = await db.prepare("SELECT 1 FROM boards WHERE id = ?").bind(slug(name)).first();
  const id = taken ? `${slug(name)}-${crypto.randomUUID().slice(0, 6)}` : slug(name);
  const columnIds = columns.map(() => crypto.randomUUID());
  await db.batch([
    db.prepare("INSERT INTO boards (id, name) VALUES (?, ?)").bind(id, name),
    ...columns.map((column, index) =>
      db
        .prepare("INSERT INTO board_columns (id, board_id, name, position, status) VALUES (?, ?, ?, ?, ?)")
        .bind(columnIds[index], id, column.name, index + 1, column.status ?? null),
    ),
  ]);
  return {
    id,
    name,
    columns: columns.map((column, index) => ({
      id: columnIds[index] as string,
      name: column.name,
      status: column.status ?? null,
    })),
  };
}

export async function renameBoard(db: D1Database, boardId: string, name: string): Promise<void> {
  const result = await db.prepare("UPDATE boards SET name = ?, revision = revision + 1 WHERE id = ?").bind(name, boardId).run();
  if (result.meta.changes === 0) throw boardNotFound();
}

async function columnsOf(db: D1Database, boardId: string): Promise<ColumnRecord[]> {
  const [board, columns] = await db.batch([
    db.prepare("SELECT 1 FROM boards WHERE id = ?").bind(boardId),
    db
      .prepare("SELECT id, board_id, name, position, status FROM board_columns WHERE board_id = ? ORDER BY position")
      .bind(boardId),
  ]);
  if (!board?.results.length) throw boardNotFound();
  return (columns?.results ?? []) as ColumnRecord[];
}

export async function addColumn(db: D1Database, boardId: string, draft: BoardColumnDraft) {
  const columns = await columnsOf(db, boardId);
  if (columns.length >= boardLimits.columns) throw conflict(boardDeskMessages.tooManyColumns);
  refuseRepeatedStatus([...columns, draft]);
  const id = crypto.randomUUID();
  await db
    .prepare(
      `INSERT INTO board_columns (id, board_id, name, position, status)
       VALUES (?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM board_columns WHERE board_id = ?), ?)`,
    )
    .bind(id, boardId, draft.name, boardId, draft.status ?? null)
    .run();
  return { id, name: draft.name, status: draft.status ?? null };
}

/** Renames a column and/or changes the status it stands for (null: none). */
export async function changeColumn(db: D1Database, boardId: string, columnId: string, change: Partial<BoardColumnDraft>) {
  const columns = await columnsOf(db, boardId);
  const column = columns.find((candidate) => candidate.id === columnId);
  if (!column) throw columnNotFound();
  const changed = {
    ...column,
    name: change.name ?? column.name,
    status: change.status === undefined ? column.status : change.status,
  };
  refuseRepeatedStatus(columns.map((candidate) => (candidate.id === columnId ? changed : candidate)));
  await db
    .prepare("UPDATE board_columns SET name = ?, status = ? WHERE id = ?")
    .bind(changed.name, changed.status, columnId)
    .run();
  return { id: columnId, name: changed.name, status: changed.status };
}

/** `columnIds` must be every column of the board once. Positions pass through negatives: (board_id, position) is unique. */
export async function reorderColumns(db: D1Database, boardId: string, columnIds: string[]): Promise<void> {
  const columns = await columnsOf(db, boardId);
  const current = new Set(columns.map((column) => column.id));
  if (
    columnIds.length !== current.size ||
    new Set(columnIds).size !== current.size ||
    !columnIds.every((id) => current.has(id))
  ) {
    throw invalid(boardDeskMessages.columnOrder, "columnIds");
  }
  await db.batch([
    db.prepare("UPDATE board_columns SET position = -position WHERE board_id = ?").bind(boardId),
    ...columnIds.map((id, index) => db.prepare("UPDATE board_columns SET position = ? WHERE id = ?").bind(index + 1, id)),
  ]);
}

/**
 * Removes an empty column. A column that holds cards is refused with how many; the check is in the
 * DELETE itself, so a card moved in meanwhile cannot be dropped off the board.
 */
export async function removeColumn(db: D1Database, boardId: string, columnId: string): Promise<void> {
  const columns = await columnsOf(db, boardId);
  const column = columns.find((candidate) => candidate.id === columnId);
  if (!column) throw columnNotFound();
  if (columns.length === 1) throw conflict(boardDeskMessages.noColumns);
  const cardsIn = "SELECT COUNT(*) AS cards FROM leads WHERE column_id = ? AND is_spam = 0";
  const [removed, left] = await db.batch([
    db.prepare(`DELETE FROM board_columns WHERE id = ? AND (${cardsIn}) = 0 RETURNING id`).bind(columnId, columnId),
    db.prepare(cardsIn).bind(columnId),
  ]);
  if (!removed?.results.length) {
    const cards = (left?.results[0] as { cards: number } | undefined)?.cards ?? 0;
    throw conflict(boardDeskMessages.columnHasCards(column.name, cards));
  }
}
