import { type Context, Hono } from "hono";
import { leadEditSchema, leadListQuerySchema, leadNoteSchema, leadSpamSchema } from "../../../src/lib/desk-schemas";
import { exportFileName, exportLeadsCsv, listLeads } from "../../domain/inbox";
import { addNote, deleteLead, editLead, loadLeadDetail, retryForward, setSpam } from "../../domain/lead-edits";
import type { AppEnv } from "../../env";
import { requireAdmin } from "../../http/access";
import { validJson, validQuery } from "../../http/validation";

/** /api/admin/leads: the inbox, its CSV export, and everything staff do to one lead. */

const forwarding = (c: Context<AppEnv>) => ({ db: c.env.DB, queue: c.env.LEAD_FORWARD });

export const deskLeadRoutes = new Hono<AppEnv>()
  .get("/", validQuery(leadListQuerySchema), async (c) => c.json(await listLeads(c.env.DB, c.req.valid("query"))))
  .get("/export.csv", validQuery(leadListQuerySchema), (c) =>
    c.body(exportLeadsCsv(c.env.DB, c.req.valid("query")), 200, {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="${exportFileName(new Date())}"`,
    }),
  )
  .get("/:id", async (c) => c.json(await loadLeadDetail({ db: c.env.DB, photos: c.env.PHOTOS }, c.req.param("id"))))
  .patch("/:id", validJson(leadEditSchema), async (c) =>
    c.json({ lead: await editLead(c.env.DB, c.req.param("id"), c.req.valid("json"), c.var.staff.email) }),
  )
  .post("/:id/notes", validJson(leadNoteSchema), async (c) =>
    c.json({ event: await addNote(c.env.DB, c.req.param("id"), c.req.valid("json").text, c.var.staff.email) }, 201),
  )
  .post("/:id/spam", validJson(leadSpamSchema), async (c) =>
    c.json({ lead: await setSpam(forwarding(c), c.req.param("id"), c.req.valid("json").spam, c.var.staff.email) }),
  )
  .post("/:id/forward", async (c) => c.json({ lead: await retryForward(forwarding(c), c.req.param("id"), c.var.staff.email) }))
  .delete("/:id", requireAdmin, async (c) => {
    await deleteLead(c.env.DB, c.env.PHOTOS, c.req.param("id"));
    return c.body(null, 204);
  });
