import { type FormEvent, useId, useState } from "react";
import { type StaffMember, type StaffRole, staffRoles } from "../../lib/desk";
import { useIsAdmin, useMe } from "../api/me";
import { useChangeStaff, useStaff } from "../api/staff";
import { Dialog } from "../components/Dialog";
import { Field } from "../components/Field";
import { PageHeader } from "../components/PageHeader";
import { Failed, Pending, Section } from "../components/Section";
import { formatDay } from "../format";

const roleWords: Record<StaffRole, string> = { admin: "Admin", staff: "Staff" };

function AddMember() {
  const id = useId();
  const change = useChangeStaff();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    change.mutate(
      {
        kind: "add",
        email: String(values.get("email")).trim(),
        name: String(values.get("name")).trim() || null,
        role: values.get("role") as StaffRole,
      },
      { onSuccess: () => form.reset() },
    );
  };
  return (
    <Section title="Add a member">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-end">
        <Field id={`${id}-email`} label="E-mail (their Cloudflare Access sign-in)">
          <input id={`${id}-email`} name="email" type="email" required autoComplete="off" className="field-input" />
        </Field>
        <Field id={`${id}-name`} label="Name (optional)">
          <input id={`${id}-name`} name="name" type="text" autoComplete="off" className="field-input" />
        </Field>
        <Field id={`${id}-role`} label="Role">
          <select id={`${id}-role`} name="role" defaultValue="staff" className="field-input">
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {roleWords[role]}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className="btn-primary" disabled={change.isPending}>
          Add member
        </button>
      </form>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Admins run the business: staff, boards, deleting leads, settings. Staff work the leads.
      </p>
    </Section>
  );
}

function MemberControls({ member }: { member: StaffMember }) {
  const id = useId();
  const change = useChangeStaff();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const label = member.name ?? member.email;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={`${id}-role`} className="sr-only">
          Role of {label}
        </label>
        <select
          id={`${id}-role`}
          value={member.role}
          disabled={change.isPending}
          onChange={(event) => change.mutate({ kind: "update", email: member.email, role: event.target.value as StaffRole })}
          className="field-input"
        >
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {roleWords[role]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="btn-secondary"
        disabled={change.isPending}
        onClick={() => change.mutate({ kind: "update", email: member.email, active: !member.active })}
      >
        {member.active ? "Disable" : "Enable"}
        <span className="sr-only"> {label}</span>
      </button>
      <button type="button" className="btn-secondary" onClick={() => setConfirmRemove(true)}>
        Remove<span className="sr-only"> {label}</span>
      </button>
      <Dialog open={confirmRemove} onClose={() => setConfirmRemove(false)} title={`Remove ${label}?`}>
        <p>{member.email} loses access to the desk at their next request. Leads assigned to them keep their name.</p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn bg-red-700 text-white hover:bg-red-800"
            disabled={change.isPending}
            onClick={() => change.mutate({ kind: "remove", email: member.email }, { onSettled: () => setConfirmRemove(false) })}
          >
            Remove
          </button>
          <button type="button" className="btn-secondary" onClick={() => setConfirmRemove(false)}>
            Cancel
          </button>
        </div>
      </Dialog>
    </div>
  );
}

/** /admin/staff: who can use the desk. Admins add, change, disable and remove; staff see the list. */
export function Component() {
  const staff = useStaff();
  const me = useMe();
  const isAdmin = useIsAdmin();
  return (
    <div className="grid gap-6">
      <PageHeader title="Staff">
        {isAdmin
          ? "Everyone who can sign in to the desk."
          : "Everyone who can sign in to the desk. Only admins change this list."}
      </PageHeader>
      {isAdmin && <AddMember />}
      {staff.isPending ? (
        <Pending what="staff" />
      ) : staff.isError ? (
        <Failed error={staff.error} retry={() => void staff.refetch()} />
      ) : (
        <ul aria-label="Members" className="grid gap-3">
          {staff.data.map((member) => (
            <li
              key={member.email}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
            >
              <div className="min-w-0">
                <p className="font-semibold break-all text-slate-900 dark:text-white">
                  {member.name ?? member.email}
                  {member.email === me.data?.email && <span className="font-normal"> (you)</span>}
                </p>
                <p className="text-sm break-all text-slate-600 dark:text-slate-400">
                  {member.name ? `${member.email} · ` : ""}
                  {roleWords[member.role]} · {member.active ? "Active" : "Disabled"} · added {formatDay(member.createdAt)}
                </p>
              </div>
              {/* Nobody disables, demotes or removes themselves: another admin does. */}
              {isAdmin && member.email !== me.data?.email && <MemberControls member={member} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
