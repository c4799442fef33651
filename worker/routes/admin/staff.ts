import { Hono } from "hono";
import { newStaffMemberSchema, staffChangeSchema } from "../../../src/lib/desk-schemas/staff";
import { addStaffMember, changeStaffMember, listStaff, removeStaffMember } from "../../domain/staff";
import type { AppEnv } from "../../env";
import { requireAdmin } from "../../http/access";
import { validJson } from "../../http/validation";

/** /api/admin/me and /api/admin/staff: who is signed in, the team list (the assignee picker), and admins' changes. */

export const deskMeRoutes = new Hono<AppEnv>().get("/", (c) => c.json(c.var.staff));

export const deskStaffRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ staff: await listStaff(c.env.DB) }))
  .post("/", requireAdmin, validJson(newStaffMemberSchema), async (c) =>
    c.json({ member: await addStaffMember(c.env.DB, c.req.valid("json")) }, 201),
  )
  .patch("/:email", requireAdmin, validJson(staffChangeSchema), async (c) => {
    const change = c.req.valid("json");
    return c.json({ member: await changeStaffMember(c.env.DB, c.req.param("email"), change, c.var.staff.email) });
  })
  .delete("/:email", requireAdmin, async (c) => {
    await removeStaffMember(c.env.DB, c.req.param("email"), c.var.staff.email);
    return c.body(null, 204);
  });
