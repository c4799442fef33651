import { z } from "zod";
import { boardColumnPage, boardDeskMessages, boardLimits, leadStatuses } from "../desk";

/** What /api/admin/boards accepts: boards and their columns (admins), and moving a card. */

const boardName = z
  .string({ error: boardDeskMessages.nameRequired })
  .trim()
  .min(1, boardDeskMessages.nameRequired)
  .max(boardLimits.nameChars, boardDeskMessages.nameTooLong);
const columnStatus = z.enum(leadStatuses, { error: "Choose a status from the list, or none." }).nullable();
const cardId = z.string({ error: "Send the card's id." }).min(1).max(100);

/** Admins only: POST /api/admin/boards/:id/columns, and each column of a new board. */
export const columnDraftSchema = z.object({ name: boardName, status: columnStatus.optional() });
export type BoardColumnDraft = z.output<typeof columnDraftSchema>;

export const newBoardSchema = z.object({
  name: boardName,
  columns: z
    .array(columnDraftSchema)
    .min(1, boardDeskMessages.noColumns)
    .max(boardLimits.columns, boardDeskMessages.tooManyColumns),
});
export const boardRenameSchema = z.object({ name: boardName });
export const columnChangeSchema = columnDraftSchema
  .partial()
  .refine((change) => change.name !== undefined || change.status !== undefined, {
    message: "Send a name or a status to change.",
  });
/** Admins only: PUT /api/admin/boards/:id/columns with every column id of the board, in the new order. */
export const columnOrderSchema = z.object({
  columnIds: z.array(z.string().max(100), { error: boardDeskMessages.columnOrder }).max(boardLimits.columns),
});

/**
 * POST /api/admin/boards/:id/moves: put a card in a column of this board, right after `afterId`
 * or right before `beforeId` (cards of that column), or on top with neither. `version` is the
 * lead's, as the board showed it; a stale one gets 409.
 */
export const boardMoveSchema = z
  .object({
    leadId: cardId,
    version: z.number({ error: "Send the version of the card you are moving." }).int().positive(),
    toColumnId: z.string({ error: "Send the column to move the card to." }).min(1).max(100),
    afterId: cardId.optional(),
    beforeId: cardId.optional(),
  })
  .refine((move) => move.afterId === undefined || move.beforeId === undefined, {
    message: "Send afterId or beforeId, not both.",
    path: ["beforeId"],
  })
  .refine((move) => move.afterId !== move.leadId && move.beforeId !== move.leadId, {
    message: "A card cannot be placed next to itself.",
    path: ["afterId"],
  });
export type BoardMove = z.output<typeof boardMoveSchema>;

const limitsSentence = `Send limits as columnId:count pairs, each count from 1 to ${boardColumnPage.max}.`;
/** GET /api/admin/boards/:id?limits=columnId:count,columnId:count (boardLimitsParam) → { columnId: count }. */
export const boardQuerySchema = z.object({
  limits: z
    .string()
    .max(2000)
    .regex(/^([^,:]+:\d{1,4})(,[^,:]+:\d{1,4})*$/, limitsSentence)
    .transform(
      (text): Record<string, number> =>
        Object.fromEntries(text.split(",").map((pair) => [pair.split(":")[0], Number(pair.split(":")[1])])),
    )
    .refine((limits) => Object.values(limits).every((count) => count >= 1 && count <= boardColumnPage.max), limitsSentence)
    .optional(),
});
