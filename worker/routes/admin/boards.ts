import { Hono } from "hono";
import { z } from "zod";
import { boardColumnPage, boardDeskMessages, boardLimits, leadStatuses } from "../../../src/lib/desk";
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

const name = z
  .string({ error: boardDeskMessages.nameRequired })
  .trim()
  .min(1, boardDeskMessages.nameRequired)
  .max(boardLimits.nameChars, boardDeskMessages.nameTooLong);
const status = z.enum(leadStatuses, { error: "Choose a status from the list, or none." }).nullable();
const columnDraft = z.object({ name, status: status.optional() });
const id = z.string({ error: "Send the card's id." }).min(1).max(100);

const newBoardSchema = z.object({
  name,
  columns: z.array(columnDraft).min(1, boardDeskMessages.noColumns).max(boardLimits.columns, boardDeskMessages.tooManyColumns),
});
const renameSchema = z.object({ name });
const columnChangeSchema = columnDraft.partial().refine((change) => change.name !== undefined || change.status !== undefined, {
  message: "Send a name or a status to change.",
});
const orderSchema = z.object({
  columnIds: z.array(z.string().max(100), { error: boardDeskMessages.columnOrder }).max(boardLimits.columns),
});
const moveSchema = z
  .object({
    leadId: id,
    version: z.number({ error: "Send the version of the card you are moving." }).int().positive(),
    toColumnId: z.string({ error: "Send the column to move the card to." }).min(1).max(100),
    afterId: id.optional(),
    beforeId: id.optional(),
  })
  .refine((move) => move.afterId === undefined || move.beforeId === undefined, {
    message: "Send afterId or beforeId, not both.",
    path: ["beforeId"],
  })
  .refine((move) => move.afterId !== move.leadId && move.beforeId !== move.leadId, {
    message: "A card cannot be placed next to itself.",
    path: ["afterId"],
  });

const limitsMessage = `Send limits as columnId:count pairs, each count from 1 to ${boardColumnPage.max}.`;
/** "columnId:count,columnId:count" (boardLimitsParam in src/lib/desk.ts) → { columnId: count }. */
const boardQuerySchema = z.object({
  limits: z
    .string()
    .max(2000)
    .regex(/^([^,:]+:\d{1,4})(,[^,:]+:\d{1,4})*$/, limitsMessage)
    .transform(
      (text): Record<string, number> =>
        Object.fromEntries(text.split(",").map((pair) => [pair.split(":")[0], Number(pair.split(":")[1])])),
    )
    .refine((limits) => Object.values(limits).every((count) => count >= 1 && count <= boardColumnPage.max), limitsMessage)
    .optional(),
});

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
  .patch("/:id", requireAdmin, validJson(renameSchema), async (c) => {
    await renameBoard(c.env.DB, c.req.param("id"), c.req.valid("json").name);
    return c.body(null, 204);
  })
  .post("/:id/moves", validJson(moveSchema), async (c) =>
    c.json(await moveCard(c.env.DB, c.req.param("id"), c.req.valid("json"), c.var.staff.email)),
  )
  .post("/:id/columns", requireAdmin, validJson(columnDraft), async (c) =>
    c.json({ column: await addColumn(c.env.DB, c.req.param("id"), c.req.valid("json")) }, 201),
  )
  .put("/:id/columns", requireAdmin, validJson(orderSchema), async (c) => {
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
