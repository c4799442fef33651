import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useToast } from "../../../components/ui/toast";
import { formatSlot } from "../../../lib/calendar";
import { problemText } from "../../api/client";
import { leadKeys } from "../../api/leads";
import { AssigneeField, ChoiceField, Field } from "../Field";
import { calendarApi, fromLocalInput, toLocalInput } from "./api";

type Props = {
  leadId: string;
  leadVersion: number;
  /** Pre-fills the assignee: usually the lead's owner or the signed-in member. */
  assignee?: string | null;
  /** Called after the inspection is saved (the lead, inbox and boards are already refetched). */
  onScheduled?: () => void;
};

/**
 * "Schedule inspection" on a lead's page: a staff inspection linked to the lead and assigned, the
 * lead moved to Estimate scheduled, and a line in its timeline, all in one request.
 */
const inspectionLengths = [
  { value: "30", label: "30 minutes" },
  { value: "60", label: "1 hour" },
  { value: "90", label: "1½ hours" },
  { value: "120", label: "2 hours" },
];

export function ScheduleInspection({ leadId, leadVersion, assignee, onScheduled }: Props) {
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tomorrowAtNine = new Date();
  tomorrowAtNine.setDate(tomorrowAtNine.getDate() + 1);
  tomorrowAtNine.setHours(9, 0, 0, 0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const startsAt = fromLocalInput(String(form.get("startsAt")));
    const minutes = Number(form.get("minutes"));
    setBusy(true);
    setError(null);
    try {
      const scheduled = await calendarApi.scheduleInspection(leadId, {
        leadVersion,
        startsAt,
        endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
        assignee: String(form.get("assignee") ?? "").trim() || null,
      });
      toast.success({ title: "Inspection scheduled", description: formatSlot(scheduled.event.startsAt) });
      // The lead's status, column and timeline changed: its page, the inbox and the boards reload.
      void queryClient.invalidateQueries({ queryKey: leadKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["boards"] });
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
      onScheduled?.();
    } catch (problem) {
      setError(problemText(problem));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      className="grid gap-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id={`${id}-heading`} className="text-lg">
        Schedule inspection
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-start`} label="Starts">
          <input
            id={`${id}-start`}
            name="startsAt"
            type="datetime-local"
            required
            defaultValue={toLocalInput(tomorrowAtNine.toISOString())}
            className="field-input"
          />
        </Field>
        <ChoiceField id={`${id}-minutes`} label="Length" name="minutes" defaultValue="60" choices={inspectionLengths} />
        <AssigneeField id={`${id}-assignee`} label="Inspector" current={assignee} />
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className="btn-primary justify-self-start">
        Schedule inspection
      </button>
    </form>
  );
}
