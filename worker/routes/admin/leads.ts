import { type Context, Hono } from "hono";
import { z } from "zod";
import { leadDeskMessages, leadPriorities, leadStatuses } from "../../../src/lib/desk";
import { exportFileName, exportLeadsCsv, listLeads } from "../../domain/inbox";
import { leadListQuerySchema } from "../../domain/inbox-query";
import { addNote, deleteLead, editLead, loadLeadDetail, noteLimitChars, retryForward, setSpam } from "../../domain/lead-edits";
import type { AppEnv } from "../../env";
import { requireAdmin } from "../../http/access";
import { validJson, validQuery } from "../../http/validation";

/** /api/admin/leads: the inbox, its CSV export, and everything staff do to one lead. */

const editSchema = z
  .object({
    version: z.number({ error: "Send the version of the lead you are changing." }).int().positive(),
    status: z.enum(leadStatuses, { error: "Choose a status from the list." }).optional(),
    priority: z.enum(leadPriorities, { error: "Choose a priority from the list." }).optional(),
    assignee: z.email({ error: leadDeskMessages.notActiveStaff }).max(254).nullable().optional(),
  })
  .refine((edit) => edit.status !== undefined || edit.priority !== undefined || edit.assignee !== undefined, {
    message: leadDeskMessages.nothingToEdit,
  });

const noteSchema = z.object({
  text: z
    .string({ error: leadDeskMessages.noteEmpty })
    .trim()
    .min(1, leadDeskMessages.noteEmpty)
    .max(noteLimitChars, `Keep a note under ${noteLimitChars} characters.`),
});

const spamSchema = z.object({ spam: z.boolean({ error: "Send spam: true or false." }) });

const actor = (c: Context<AppEnv>) => c.var.staff.email;
const forwarding = (c: Context<AppEnv>) => ({ db: c.env.DB, queue: c.env.LEAD_FORWARD });

export const deskLeadRoutes = new Hono<AppEnv>()
  .get("/", validQuery(leadListQuerySchema), async (c) => c.json(await listLeads(c.env.DB, c.req.valid("query"))))
  .get("/export.csv", validQuery(leadListQuerySchema), (c) =>
    c.body(exportLeadsCsv(c.env.DB, c.req.valid("query")), 200, {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="${exportFileName(new Date())}"`,
    }),
  )
  .get("/:id", async (c) => c.json(await loadLeadDetail(c.env.DB, c.req.param("id"))))
  .patch("/:id", validJson(editSchema), async (c) =>
    c.json({ lead: await editLead(c.env.DB, c.req.param("id"), c.req.valid("json"), actor(c)) }),
  )
  .post("/:id/notes", validJson(noteSchema), async (c) =>
    c.json({ event: await addNote(c.env.DB, c.req.param("id"), c.req.valid("json").text, actor(c)) }, 201),
  )
  .post("/:id/spam", validJson(spamSchema), async (c) =>
    c.json({ lead: await setSpam(forwarding(c), c.req.param("id"), c.req.valid("json").spam, actor(c)) }),
  )
  .post("/:id/forward", async (c) => c.json({ lead: await retryForward(forwarding(c), c.req.param("id"), actor(c)) }))
  .delete("/:id", requireAdmin, async (c) => {
    await deleteLead(c.env.DB, c.env.PHOTOS, c.req.param("id"));
    return c.body(null, 204);
  });
