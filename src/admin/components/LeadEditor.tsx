import { type FormEvent, useId } from "react";
import {
  type LeadDetail,
  type LeadPriority,
  type LeadStatus,
  leadPriorities,
  leadPriorityLabels,
  leadStatuses,
  leadStatusLabels,
} from "../../lib/desk";
import type { LeadEdit } from "../../lib/desk-schemas/leads";
import { useEditLead } from "../api/leads";
import { AssigneeField, ChoiceField } from "./Field";

/** Status, priority and assignee of one lead; Save sends only what changed, with the version it was loaded at. */
export function LeadEditor({ lead }: { lead: LeadDetail }) {
  const id = useId();
  const edit = useEditLead(lead.id);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const status = form.get("status") as LeadStatus;
    const priority = form.get("priority") as LeadPriority;
    const assignee = (form.get("assignee") as string) || null;
    const change: LeadEdit = { version: lead.version };
    if (status !== lead.status) change.status = status;
    if (priority !== lead.priority) change.priority = priority;
    if (assignee !== lead.assignee) change.assignee = assignee;
    if (Object.keys(change).length > 1) edit.mutate(change);
  };

  return (
    // Remounted with each version, so the fields always start from what the server has.
    <form key={lead.version} onSubmit={submit} className="grid gap-3" aria-label="Change this lead">
      <div className="grid gap-3 sm:grid-cols-3">
        <ChoiceField
          id={`${id}-status`}
          label="Status"
          name="status"
          defaultValue={lead.status}
          choices={leadStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] }))}
        />
        <ChoiceField
          id={`${id}-priority`}
          label="Priority"
          name="priority"
          defaultValue={lead.priority}
          choices={leadPriorities.map((priority) => ({ value: priority, label: leadPriorityLabels[priority] }))}
        />
        <AssigneeField id={`${id}-assignee`} label="Assignee" current={lead.assignee} />
      </div>
      <button type="submit" className="btn-primary justify-self-start" disabled={edit.isPending}>
        {edit.isPending ? "Saving…" : "Save changes"}
      </button>
    </form>
  );
}
