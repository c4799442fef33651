import { type Context, Hono } from "hono";
import { z } from "zod";
import { staffDeskMessages, staffRoles } from "../../../src/lib/desk";
import { addStaffMember, changeStaffMember, listStaff, removeStaffMember } from "../../domain/staff";
import type { AppEnv } from "../../env";
import { requireAdmin } from "../../http/access";
import { validJson } from "../../http/validation";

/** /api/admin/me and /api/admin/staff: who is signed in, the team list (the assignee picker), and admins' changes. */

const email = z
  .string({ error: staffDeskMessages.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: staffDeskMessages.invalidEmail }).max(254, staffDeskMessages.invalidEmail));
const name = z
  .string()
  .trim()
  .max(100, "Keep the name under 100 characters.")
  .nullish()
  .transform((value) => value || null);
const role = z.enum(staffRoles, { error: staffDeskMessages.invalidRole });

const newMemberSchema = z.object({ email, name, role });
const changeSchema = z
  .object({
    name: name.optional(),
    role: role.optional(),
    active: z.boolean({ error: "Send active: true or false." }).optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), { message: staffDeskMessages.nothingToChange });

const actor = (c: Context<AppEnv>) => c.var.staff.email;

export const deskMeRoutes = new Hono<AppEnv>().get("/", (c) => c.json(c.var.staff));

export const deskStaffRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ staff: await listStaff(c.env.DB) }))
  .post("/", requireAdmin, validJson(newMemberSchema), async (c) =>
    c.json({ member: await addStaffMember(c.env.DB, c.req.valid("json")) }, 201),
  )
  .patch("/:email", requireAdmin, validJson(changeSchema), async (c) => {
    const change = c.req.valid("json");
    return c.json({ member: await changeStaffMember(c.env.DB, c.req.param("email"), change, actor(c)) });
  })
  .delete("/:email", requireAdmin, async (c) => {
    await removeStaffMember(c.env.DB, c.req.param("email"), actor(c));
    return c.body(null, 204);
  });
