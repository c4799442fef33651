import { type Me, type StaffMember, type StaffRole, staffDeskMessages } from "../../src/lib/desk";
import type { NewStaffMember, StaffChange } from "../../src/lib/desk-schemas/staff";
import { conflict, notFound } from "./refusal";

/** Who may use the desk: the staff table, its first admin, and the rules that keep an admin in charge. */

type StaffRecord = { email: string; name: string | null; role: StaffRole; active: number; created_at: string };

const toMember = (row: StaffRecord): StaffMember => ({
  email: row.email,
  name: row.name,
  role: row.role,
  active: row.active === 1,
  createdAt: row.created_at,
});

/**
 * The active member behind a verified e-mail, or null. While no active admin exists, the e-mail
 * named by FIRST_ADMIN_EMAIL becomes one on its first sign-in (one statement, so two first
 * requests at once cannot both decide they are first).
 */
export async function activeMember(db: D1Database, email: string, firstAdminEmail?: string): Promise<Me | null> {
  const lookup = db.prepare("SELECT email, name, role FROM staff WHERE email = ? AND active = 1").bind(email);
  const member = await lookup.first<Me>();
  if (member || !firstAdminEmail || firstAdminEmail.trim().toLowerCase() !== email.toLowerCase()) return member;
  await db
    .prepare(
      `INSERT INTO staff (email, role, active)
       SELECT ?1, 'admin', 1 WHERE NOT EXISTS (SELECT 1 FROM staff WHERE role = 'admin' AND active = 1)
       ON CONFLICT (email) DO UPDATE SET role = 'admin', active = 1`,
    )
    .bind(email)
    .run();
  return lookup.first<Me>();
}

export async function listStaff(db: D1Database): Promise<StaffMember[]> {
  const { results } = await db
    .prepare("SELECT email, name, role, active, created_at FROM staff ORDER BY active DESC, role, lower(email)")
    .all<StaffRecord>();
  return results.map(toMember);
}

async function member(db: D1Database, email: string): Promise<StaffMember | null> {
  const row = await db
    .prepare("SELECT email, name, role, active, created_at FROM staff WHERE email = ?")
    .bind(email)
    .first<StaffRecord>();
  return row && toMember(row);
}

export async function addStaffMember(db: D1Database, added: NewStaffMember): Promise<StaffMember> {
  const inserted = await db
    .prepare(
      `INSERT INTO staff (email, name, role, active) VALUES (?, ?, ?, 1) ON CONFLICT (email) DO NOTHING
       RETURNING email, name, role, active, created_at`,
    )
    .bind(added.email, added.name ?? null, added.role)
    .first<StaffRecord>();
  if (!inserted) throw conflict(staffDeskMessages.alreadyStaff);
  return toMember(inserted);
}

/**
 * A member that stops being an active admin (demoted, disabled, removed) must leave another active
 * admin behind; the condition sits in the statement itself, so two admins demoting each other at
 * the same moment cannot both succeed.
 */
const anotherActiveAdmin = (emailParameter: string) =>
  `EXISTS (SELECT 1 FROM staff AS other WHERE other.role = 'admin' AND other.active = 1 AND other.email != ${emailParameter})`;

export async function changeStaffMember(
  db: D1Database,
  email: string,
  change: StaffChange,
  actorEmail: string,
): Promise<StaffMember> {
  const current = await member(db, email);
  if (!current) throw notFound(staffDeskMessages.notFound);
  const role = change.role ?? current.role;
  const active = change.active ?? current.active;
  const staysActiveAdmin = role === "admin" && active;
  const leavesAdmins = current.role === "admin" && current.active && !staysActiveAdmin;
  if (sameEmail(email, actorEmail) && !staysActiveAdmin) throw conflict(staffDeskMessages.notYourself);

  const name = change.name === undefined ? current.name : change.name;
  const updated = await db
    .prepare(
      `UPDATE staff SET name = ?2, role = ?3, active = ?4 WHERE email = ?1 ${leavesAdmins ? `AND ${anotherActiveAdmin("?1")}` : ""}
       RETURNING email, name, role, active, created_at`,
    )
    .bind(email, name, role, active ? 1 : 0)
    .first<StaffRecord>();
  if (!updated) throw (await member(db, email)) ? conflict(staffDeskMessages.lastAdmin) : notFound(staffDeskMessages.notFound);
  return toMember(updated);
}

export async function removeStaffMember(db: D1Database, email: string, actorEmail: string): Promise<void> {
  if (sameEmail(email, actorEmail)) throw conflict(staffDeskMessages.notYourself);
  const removed = await db
    .prepare(
      `DELETE FROM staff WHERE email = ?1
       AND NOT (role = 'admin' AND active = 1 AND NOT ${anotherActiveAdmin("?1")})
       RETURNING email`,
    )
    .bind(email)
    .first();
  if (!removed) throw (await member(db, email)) ? conflict(staffDeskMessages.lastAdmin) : notFound(staffDeskMessages.notFound);
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
