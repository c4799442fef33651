import { z } from "zod";
import { staffDeskMessages, staffRoles } from "../desk";

/** What /api/admin/staff accepts (admins only). */

const staffEmail = z
  .string({ error: staffDeskMessages.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: staffDeskMessages.invalidEmail }).max(254, staffDeskMessages.invalidEmail));
const staffName = z
  .string()
  .trim()
  .max(100, "Keep the name under 100 characters.")
  .nullish()
  .transform((value) => value || null);
const staffRole = z.enum(staffRoles, { error: staffDeskMessages.invalidRole });

/** POST /api/admin/staff (admins only): 201 { member }, 409 if the e-mail is already listed. */
export const newStaffMemberSchema = z.object({ email: staffEmail, name: staffName, role: staffRole });
export type NewStaffMember = z.output<typeof newStaffMemberSchema>;

/** PATCH /api/admin/staff/:email (admins only); a change to yourself or to the last active admin gets 409. */
export const staffChangeSchema = z
  .object({
    name: staffName.optional(),
    role: staffRole.optional(),
    active: z.boolean({ error: "Send active: true or false." }).optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), { message: staffDeskMessages.nothingToChange });
export type StaffChange = z.output<typeof staffChangeSchema>;
