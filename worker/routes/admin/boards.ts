import { Hono } from "hono";
import {
  boardMoveSchema,
  boardQuerySchema,
  boardRenameSchema,
  columnChangeSchema,
  columnDraftSchema,
  columnOrderSchema,
  newBoardSchema,
} from "../../../src/lib/desk-schemas/boards";
import {
  addColumn,
  changeColumn,
  createBoard,
  currentBoardTag,
  listBoards,
  loadBoard,
  moveCard,
  removeColumn,
  renameBoard,
  reorderColumns,
} from "../../domain/boards";
import type { AppEnv } from "../../env";
import { requireAdmin } from "../../http/access";
import { validJson, validQuery } from "../../http/validation";

/** /api/admin/boards: the kanban. Everyone on staff reads boards and moves cards; admins shape boards. */

export const deskBoardRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ boards: await listBoards(c.env.DB) }))
  .post("/", requireAdmin, validJson(newBoardSchema), async (c) => {
    const { name, columns } = c.req.valid("json");
    return c.json({ board: await createBoard(c.env.DB, name, columns) }, 201);
  })
  .get("/:id", validQuery(boardQuerySchema), async (c) => {
    const limits = c.req.valid("query").limits ?? {};
    // Private and revalidated every time: the desk polls with If-None-Match and gets 304 while nothing changed.
    const headers = { "Cache-Control": "private, no-cache" };
    const asked = c.req.header("If-None-Match");
    if (asked) {
      const tag = await currentBoardTag(c.env.DB, c.req.param("id"), limits);
      if (tag === asked) return c.body(null, 304, { ...headers, ETag: tag });
    }
    const loaded = await loadBoard(c.env.DB, c.req.param("id"), limits);
    return c.json(loaded.board, 200, { ...headers, ETag: loaded.tag });
  })
  .patch("/:id", requireAdmin, validJson(boardRenameSchema), async (c) => {
    await renameBoard(c.env.DB, c.req.param("id"), c.req.valid("json").name);
    return c.body(null, 204);
  })
  .post("/:id/moves", validJson(boardMoveSchema), async (c) =>
    c.json(await moveCard(c.env.DB, c.req.param("id"), c.req.valid("json"), c.var.staff.email)),
  )
  .post("/:id/columns", requireAdmin, validJson(columnDraftSchema), async (c) =>
    c.json({ column: await addColumn(c.env.DB, c.req.param("id"), c.req.valid("json")) }, 201),
  )
  .put("/:id/columns", requireAdmin, validJson(columnOrderSchema), async (c) => {
    await reorderColumns(c.env.DB, c.req.param("id"), c.req.valid("json").columnIds);
    return c.body(null, 204);
  })
  .patch("/:id/columns/:columnId", requireAdmin, validJson(columnChangeSchema), async (c) =>
    c.json({ column: await changeColumn(c.env.DB, c.req.param("id"), c.req.param("columnId"), c.req.valid("json")) }),
  )
  .delete("/:id/columns/:columnId", requireAdmin, async (c) => {
    await removeColumn(c.env.DB, c.req.param("id"), c.req.param("columnId"));
    return c.body(null, 204);
  });
