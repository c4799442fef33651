import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  type Board,
  type BoardList,
  type BoardMoveResult,
  type BoardOutline,
  boardCountCap,
  boardDeskMessages,
  type LeadDetailResponse,
} from "../../src/lib/desk";
import { boardSql } from "../../worker/domain/boards";
import { desk, deskAdmin, insertLead } from "./support/desk-leads";
import { json, type Problem } from "./support/http";

/**
 * /api/admin/boards through the Worker's real entry point, signed in with the dev-only local
 * identity: reading a board (limits, spam, ETag and 304), moving cards (position, status,
 * timeline, 409s) and the admins' column rules. Who may call /api/admin at all is access.test.ts'.
 */

const admin = deskAdmin;
const member = "crew@lakeshore.example";

const getBoard = async (id: string, query = "") => json<Board>(await desk(`/api/admin/boards/${id}${query}`));
const cardIds = (board: Board, columnName: string) =>
  board.columns.find((column) => column.name === columnName)?.cards.map((card) => card.id) ?? [];

/** A board of its own per test, so cards of other tests never sit between this test's cards. */
async function newBoard(columns: Array<{ name: string; status?: string | null }> = [{ name: "A" }, { name: "B" }]) {
  const response = await desk("/api/admin/boards", {
    method: "POST",
    body: { name: `Test ${crypto.randomUUID().slice(0, 8)}`, columns },
  });
  expect(response.status).toBe(201);
  return (await json<{ board: BoardOutline }>(response)).board;
}

const versionOf = async (leadId: string) =>
  (await env.DB.prepare("SELECT version FROM leads WHERE id = ?").bind(leadId).first<{ version: number }>())?.version ?? 0;

async function move(
  boardId: string,
  leadId: string,
  toColumnId: string,
  place: { afterId?: string; beforeId?: string } = {},
  as = admin,
) {
  return desk(`/api/admin/boards/${boardId}/moves`, {
    as,
    method: "POST",
    body: { leadId, version: await versionOf(leadId), toColumnId, ...place },
  });
}

/** Leads placed in `columnId` as the board would show them, top first. */
async function cardsIn(board: BoardOutline, columnId: string, names: string[]) {
  const ids: string[] = [];
  for (const name of names) {
    const id = await insertLead({ name });
    const response = await move(board.id, id, columnId, ids.length ? { afterId: ids.at(-1) as string } : {});
    expect(response.status).toBe(200);
    ids.push(id);
  }
  return ids;
}

describe("GET /api/admin/boards", () => {
  it("lists the pipeline first, with its columns", async () => {
    const { boards } = await json<BoardList>(await desk("/api/admin/boards"));
    expect(boards[0]).toMatchObject({ id: "pipeline", name: "Pipeline" });
    expect(boards[0]?.columns.map((column) => column.status)).toEqual([
      "new",
      "contacted",
      "estimate_scheduled",
      "quoted",
      "won",
      "lost",
    ]);
  });
});

describe("GET /api/admin/boards/:id", () => {
  it("shows each column's cards in order with name, service, city, age, photos and priority; spam never", async () => {
    const shown = await insertLead({
      name: "Ann Board",
      service: "Mold Remediation",
      city: "Evanston",
      priority: "high",
      photos: 2,
    });
    const spam = await insertLead({ name: "Spam Board", isSpam: true, columnId: "pipeline-new" });
    const board = await getBoard("pipeline");
    expect(board.columns.map((column) => column.name)).toEqual([
      "New",
      "Contacted",
      "Estimate scheduled",
      "Quoted",
      "Won",
      "Lost",
    ]);
    const newColumn = board.columns[0];
    expect(newColumn?.cards.find((card) => card.id === shown)).toMatchObject({
      name: "Ann Board",
      service: "Mold Remediation",
      city: "Evanston",
      priority: "high",
      photoCount: 2,
      version: 1,
    });
    expect(newColumn?.cards.find((card) => card.id === shown)?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(newColumn?.cards.some((card) => card.id === spam)).toBe(false);
    const { count } = (await env.DB.prepare(
      "SELECT COUNT(*) AS count FROM leads WHERE column_id = 'pipeline-new' AND is_spam = 0",
    ).first<{ count: number }>()) ?? { count: -1 };
    expect(newColumn?.total).toBe(count);
    expect(newColumn?.totalCapped).toBe(false);
  });

  it("shows a column's first cards up to its limit, and counts them all", async () => {
    const board = await newBoard();
    const column = board.columns[0]?.id as string;
    const ids = await cardsIn(board, column, ["One", "Two", "Three"]);
    const limited = await getBoard(board.id, `?limits=${column}:2`);
    expect(limited.columns[0]?.cards.map((card) => card.id)).toEqual(ids.slice(0, 2));
    expect(limited.columns[0]?.total).toBe(3);
    expect((await getBoard(board.id)).columns[0]?.cards).toHaveLength(3);
  });

  it("counts a column up to boardCountCap cards, then says there are more", async () => {
    const board = await newBoard();
    const column = board.columns[0]?.id as string;
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO leads (id, source, priority, column_id, name, service, forward_status, created_at, updated_at)
       SELECT 'cap-' || ? || '-' || i, 'quote-form', 'normal', ?, 'Lead ' || i, 'Roofing', 'forwarded', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' FROM n`,
    )
      .bind(boardCountCap + 1, column, column)
      .run();
    const shown = (await getBoard(board.id)).columns[0];
    expect(shown).toMatchObject({ total: boardCountCap, totalCapped: true });
    expect(shown?.cards).toHaveLength(50);
    expect((await getBoard(board.id)).columns[1]).toMatchObject({ total: 0, totalCapped: false });
  });

  it("answers an unknown board with 404 and bad limits with 400", async () => {
    const missing = await desk("/api/admin/boards/no-such-board");
    expect(missing.status).toBe(404);
    expect((await json<Problem>(missing)).error).toBe(boardDeskMessages.notFound);
    const bad = await desk("/api/admin/boards/pipeline?limits=pipeline-new:0");
    expect(bad.status).toBe(400);
    expect((await json<Problem>(bad)).fields.limits).toMatch(/columnId:count/);
  });

  it("has an ETag: 304 while nothing changed, 200 after a move, a status edit, a new lead or a column change", async () => {
    const board = await newBoard([{ name: "A", status: "contacted" }, { name: "B" }]);
    const [a, b] = board.columns.map((column) => column.id) as [string, string];
    const [lead] = await cardsIn(board, a, ["Tagged"]);
    const first = await desk(`/api/admin/boards/${board.id}`);
    const tag = first.headers.get("ETag") as string;
    expect(tag).toMatch(/^".+"$/);
    expect(first.headers.get("Cache-Control")).toBe("private, no-cache");

    const unchanged = await desk(`/api/admin/boards/${board.id}`, { headers: { "If-None-Match": tag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    expect((await desk(`/api/admin/boards/${board.id}?limits=${a}:10`, { headers: { "If-None-Match": tag } })).status).toBe(200);

    const changes: Array<() => Promise<unknown>> = [
      () => move(board.id, lead as string, b),
      async () =>
        desk(`/api/admin/leads/${lead}`, {
          method: "PATCH",
          body: { version: await versionOf(lead as string), priority: "high" },
        }),
      () => cardsIn(board, a, ["Newcomer"]),
      () => desk(`/api/admin/boards/${board.id}/columns/${b}`, { method: "PATCH", body: { name: "Renamed" } }),
      () => desk(`/api/admin/boards/${board.id}`, { method: "PATCH", body: { name: "Renamed board" } }),
    ];
    let previous = tag;
    for (const change of changes) {
      await change();
      const after = await desk(`/api/admin/boards/${board.id}`, { headers: { "If-None-Match": previous } });
      expect(after.status).toBe(200);
      const next = after.headers.get("ETag") as string;
      expect(next).not.toBe(previous);
      expect((await desk(`/api/admin/boards/${board.id}`, { headers: { "If-None-Match": next } })).status).toBe(304);
      previous = next;
    }
  });
});

describe("POST /api/admin/boards/:id/moves", () => {
  it("moves a card to Contacted: sets the status, bumps the version and records both in the timeline", async () => {
    const id = await insertLead({ name: "Moved Mover" });
    const response = await move("pipeline", id, "pipeline-contacted", {}, member);
    expect(response.status).toBe(200);
    const result = await json<BoardMoveResult>(response);
    expect(result).toMatchObject({ columnId: "pipeline-contacted", status: "contacted", card: { id, version: 2 } });

    const detail = await json<LeadDetailResponse>(await desk(`/api/admin/leads/${id}`));
    expect(detail.lead).toMatchObject({ status: "contacted", columnId: "pipeline-contacted", version: 2 });
    expect(detail.events.filter((event) => event.actor === member)).toEqual([
      expect.objectContaining({ kind: "column_moved", detail: "New → Contacted" }),
      expect.objectContaining({ kind: "status_changed", detail: "New → Contacted" }),
    ]);
    expect(cardIds(await getBoard("pipeline"), "Contacted")[0]).toBe(id);
  });

  it("keeps the order it is given, after and before other cards, across reloads", async () => {
    const board = await newBoard();
    const [a, b] = board.columns.map((column) => column.id) as [string, string];
    const [one, two, three] = await cardsIn(board, a, ["One", "Two", "Three"]);
    expect(cardIds(await getBoard(board.id), "A")).toEqual([one, two, three]);

    expect((await move(board.id, three as string, a, { afterId: one as string })).status).toBe(200);
    expect(cardIds(await getBoard(board.id), "A")).toEqual([one, three, two]);
    expect((await move(board.id, one as string, a, { beforeId: two as string })).status).toBe(200);
    expect(cardIds(await getBoard(board.id), "A")).toEqual([three, one, two]);
    expect((await move(board.id, two as string, a)).status).toBe(200);
    expect(cardIds(await getBoard(board.id), "A")).toEqual([two, three, one]);
    expect((await move(board.id, three as string, b)).status).toBe(200);
    expect((await move(board.id, one as string, b, { beforeId: three as string })).status).toBe(200);
    const board2 = await getBoard(board.id);
    expect(cardIds(board2, "A")).toEqual([two]);
    expect(cardIds(board2, "B")).toEqual([one, three]);
  });

  it("places a card between two cards of the same position (new leads), keeping everyone's order", async () => {
    const board = await newBoard();
    const a = board.columns[0]?.id as string;
    // As the public API stores them: position 0, newest first.
    const ids: string[] = [];
    for (const [index, name] of ["Newest", "Middle", "Oldest"].entries()) {
      ids.push(await insertLead({ name, columnId: a, createdAt: new Date(Date.now() - index * 60_000).toISOString() }));
    }
    const [newest, middle, oldest] = ids as [string, string, string];
    expect(cardIds(await getBoard(board.id), "A")).toEqual([newest, middle, oldest]);
    const [mover] = await cardsIn(board, board.columns[1]?.id as string, ["Mover"]);
    expect((await move(board.id, mover as string, a, { afterId: newest })).status).toBe(200);
    expect(cardIds(await getBoard(board.id), "A")).toEqual([newest, mover, middle, oldest]);
    expect((await move(board.id, oldest, a, { beforeId: middle })).status).toBe(200);
    expect(cardIds(await getBoard(board.id), "A")).toEqual([newest, mover, oldest, middle]);
  });

  it("still finds room after halving the same gap more often than a double has bits", { timeout: 30_000 }, async () => {
    const board = await newBoard();
    const a = board.columns[0]?.id as string;
    const [top, bottom] = (await cardsIn(board, a, ["Top", "Bottom"])) as [string, string];
    // Away from zero, where halving a gap of 1 runs out of precision after about 42 moves.
    await env.DB.prepare("UPDATE leads SET position = position + 1000 WHERE column_id = ?").bind(a).run();
    const [x, y] = (await cardsIn(board, board.columns[1]?.id as string, ["X", "Y"])) as [string, string];
    for (let round = 0; round < 30; round++) {
      expect((await move(board.id, x, a, { afterId: top })).status).toBe(200);
      expect((await move(board.id, y, a, { afterId: top })).status).toBe(200);
    }
    expect(cardIds(await getBoard(board.id), "A")).toEqual([top, y, x, bottom]);
  });

  it("moves a card from another board, naming both boards in the timeline; a column with no status keeps the lead's", async () => {
    const board = await newBoard();
    const id = await insertLead({ name: "Crossing Over", status: "quoted" });
    expect((await move(board.id, id, board.columns[1]?.id as string)).status).toBe(200);
    const detail = await json<LeadDetailResponse>(await desk(`/api/admin/leads/${id}`));
    expect(detail.lead.status).toBe("quoted");
    expect(detail.events.at(-1)).toMatchObject({
      kind: "column_moved",
      detail: `Pipeline: Quoted → ${board.name}: B`,
      actor: admin,
    });
  });

  it("refuses a stale version, a neighbour that left the column, spam, unknown leads and columns of other boards", async () => {
    const board = await newBoard();
    const [a, b] = board.columns.map((column) => column.id) as [string, string];
    const [one, two] = (await cardsIn(board, a, ["One", "Two"])) as [string, string];

    const stale = await desk(`/api/admin/boards/${board.id}/moves`, {
      method: "POST",
      body: { leadId: one, version: 1, toColumnId: b },
    });
    expect(stale.status).toBe(409);
    expect((await json<Problem>(stale)).error).toBe(boardDeskMessages.stale);

    const gone = await move(board.id, one, b, { afterId: two });
    expect(gone.status).toBe(409);
    expect((await json<Problem>(gone)).error).toBe(boardDeskMessages.neighbourMoved);
    expect(cardIds(await getBoard(board.id), "A")).toEqual([one, two]);

    const spam = await insertLead({ isSpam: true });
    const spamMove = await move(board.id, spam, a);
    expect(spamMove.status).toBe(409);
    expect((await json<Problem>(spamMove)).error).toBe(boardDeskMessages.spamNotOnBoard);

    expect(
      (await desk(`/api/admin/boards/${board.id}/moves`, { method: "POST", body: { leadId: "nope", version: 1, toColumnId: a } }))
        .status,
    ).toBe(404);
    const elsewhere = await move(board.id, one, "pipeline-contacted");
    expect(elsewhere.status).toBe(404);
    expect((await json<Problem>(elsewhere)).error).toBe(boardDeskMessages.columnNotFound);
    expect((await move("no-such-board", one, a)).status).toBe(404);

    const both = await move(board.id, one, a, { afterId: two, beforeId: two });
    expect(both.status).toBe(400);
    const missing = await desk(`/api/admin/boards/${board.id}/moves`, { method: "POST", body: { leadId: one } });
    expect(missing.status).toBe(400);
    expect(Object.keys((await json<Problem>(missing)).fields)).toEqual(expect.arrayContaining(["version", "toColumnId"]));
    expect(await versionOf(one)).toBe(2);
  });
});

describe("admins shape boards", () => {
  it("create a board, rename it, add, rename, reorder and remove columns", async () => {
    const board = await newBoard([{ name: "Intake", status: "new" }, { name: "Done" }]);
    expect(board.id).toMatch(/^test-/);
    expect((await desk(`/api/admin/boards/${board.id}`, { method: "PATCH", body: { name: "Renovations" } })).status).toBe(204);

    const added = await desk(`/api/admin/boards/${board.id}/columns`, {
      method: "POST",
      body: { name: "Working", status: "contacted" },
    });
    expect(added.status).toBe(201);
    const working = (await json<{ column: { id: string } }>(added)).column.id;
    const renamed = await desk(`/api/admin/boards/${board.id}/columns/${working}`, {
      method: "PATCH",
      body: { name: "In progress" },
    });
    expect(renamed.status).toBe(200);

    const [intake, done] = board.columns.map((column) => column.id) as [string, string];
    expect(
      (await desk(`/api/admin/boards/${board.id}/columns`, { method: "PUT", body: { columnIds: [working, intake, done] } }))
        .status,
    ).toBe(204);
    let shown = await getBoard(board.id);
    expect(shown.name).toBe("Renovations");
    expect(shown.columns.map((column) => [column.name, column.status])).toEqual([
      ["In progress", "contacted"],
      ["Intake", "new"],
      ["Done", null],
    ]);

    expect((await desk(`/api/admin/boards/${board.id}/columns/${done}`, { method: "DELETE" })).status).toBe(204);
    shown = await getBoard(board.id);
    expect(shown.columns.map((column) => column.name)).toEqual(["In progress", "Intake"]);
    expect((await json<BoardList>(await desk("/api/admin/boards"))).boards.some((listed) => listed.name === "Renovations")).toBe(
      true,
    );
  });

  it("refuse removing a column that holds cards until they move, the last column, repeated statuses and partial orders", async () => {
    const board = await newBoard([{ name: "Full", status: "won" }, { name: "Empty" }]);
    const [full, empty] = board.columns.map((column) => column.id) as [string, string];
    const [card] = (await cardsIn(board, full, ["Keeper"])) as [string];

    const refused = await desk(`/api/admin/boards/${board.id}/columns/${full}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect((await json<Problem>(refused)).error).toBe(boardDeskMessages.columnHasCards("Full", 1));
    expect(cardIds(await getBoard(board.id), "Full")).toEqual([card]);

    expect((await move(board.id, card, empty)).status).toBe(200);
    expect((await desk(`/api/admin/boards/${board.id}/columns/${full}`, { method: "DELETE" })).status).toBe(204);
    const last = await desk(`/api/admin/boards/${board.id}/columns/${empty}`, { method: "DELETE" });
    expect(last.status).toBe(409);
    expect((await json<Problem>(last)).error).toBe(boardDeskMessages.noColumns);

    const twice = await desk(`/api/admin/boards/${board.id}/columns`, { method: "POST", body: { name: "Other", status: "won" } });
    expect(twice.status).toBe(201);
    const again = await desk(`/api/admin/boards/${board.id}/columns`, { method: "POST", body: { name: "Again", status: "won" } });
    expect(again.status).toBe(400);
    expect((await json<Problem>(again)).error).toBe(boardDeskMessages.statusTaken("Other"));

    const partial = await desk(`/api/admin/boards/${board.id}/columns`, { method: "PUT", body: { columnIds: [empty] } });
    expect(partial.status).toBe(400);
    expect((await json<Problem>(partial)).error).toBe(boardDeskMessages.columnOrder);
    const unnamed = await desk("/api/admin/boards", { method: "POST", body: { name: " ", columns: [] } });
    expect(unnamed.status).toBe(400);
    expect((await json<Problem>(unnamed)).fields).toMatchObject({
      name: boardDeskMessages.nameRequired,
      columns: boardDeskMessages.noColumns,
    });
  });

  it("are the only ones: the staff role gets 403 on every change to a board, and may still move cards", async () => {
    const board = await newBoard();
    const [a, b] = board.columns.map((column) => column.id) as [string, string];
    const refusals = [
      desk("/api/admin/boards", { as: member, method: "POST", body: { name: "Mine", columns: [{ name: "A" }] } }),
      desk(`/api/admin/boards/${board.id}`, { as: member, method: "PATCH", body: { name: "Mine" } }),
      desk(`/api/admin/boards/${board.id}/columns`, { as: member, method: "POST", body: { name: "C" } }),
      desk(`/api/admin/boards/${board.id}/columns`, { as: member, method: "PUT", body: { columnIds: [b, a] } }),
      desk(`/api/admin/boards/${board.id}/columns/${a}`, { as: member, method: "PATCH", body: { name: "Mine" } }),
      desk(`/api/admin/boards/${board.id}/columns/${b}`, { as: member, method: "DELETE" }),
    ];
    for (const response of await Promise.all(refusals)) expect(response.status).toBe(403);
    expect((await getBoard(board.id)).columns.map((column) => column.name)).toEqual(["A", "B"]);
    const [card] = (await cardsIn(board, a, ["Staff Move"])) as [string];
    expect((await move(board.id, card, b, {}, member)).status).toBe(200);
  });
});

describe("query plans at 100,000 leads", () => {
  const params: Record<keyof typeof boardSql, unknown[]> = {
    columnCards: ["pipeline-new", 50],
    columnTotals: [1001, "pipeline"],
    topCard: ["pipeline-new", "x"],
    anchor: ["pipeline-new", "x", "y"],
    nextTied: ["pipeline-new", "x", 0, "2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z", "y"],
    nextHigher: ["pipeline-new", "x", 0],
    previousTied: ["pipeline-new", "x", 0, "2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z", "y"],
    previousLower: ["pipeline-new", "x", 0],
  };
  for (const [name, sql] of Object.entries(boardSql) as Array<[keyof typeof boardSql, string]>) {
    it(`${name} reads a range of leads_board_cards, with no sort step`, async () => {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params[name])
        .all<{ detail: string }>();
      const steps = results.map((row) => row.detail);
      // The anchor is one card by its id; every other read walks the column in board order.
      const index = name === "anchor" ? "sqlite_autoindex_leads_1 \\(id=" : "leads_board_cards \\(column_id=";
      expect(steps.join("\n")).toMatch(new RegExp(`SEARCH leads USING (COVERING )?INDEX ${index}`));
      for (const step of steps) {
        expect(step, steps.join("\n")).not.toMatch(/^SCAN leads\b/);
        expect(step, steps.join("\n")).not.toMatch(/TEMP B-TREE/);
      }
    });
  }
});
