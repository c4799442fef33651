import { useId, useState } from "react";
import { Link } from "react-router-dom";
import type { ScheduleAnswer } from "../../../lib/job-desk";
import { type DeskJob, jobFieldProblems, useSaveSchedule } from "../../api/jobs";
import { useStaff } from "../../api/staff";
import { formatJobDays } from "../../job-format";
import { Field, Problem, problemProps } from "../Field";
import { SaveProblem } from "./FormParts";

/** Another booked job shares a crew member with this one on one of its days. */
function CrewClashes({ job }: { job: DeskJob }) {
  if (job.crewClashes.length === 0) return null;
  return (
    <div role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
      <p className="font-semibold">Booked twice:</p>
      <ul className="list-disc pl-5">
        {job.crewClashes.map((clash) => (
          <li key={`${clash.email}-${clash.jobId}`}>
            {clash.email} is also on{" "}
            <Link to={`/admin/jobs/${clash.jobId}`} className="font-semibold underline">
              {clash.number}
            </Link>{" "}
            ({formatJobDays(clash.startOn, clash.endOn)}).
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The requirements a new start reopened: an asbestos notice to send again for the new day. */
function Reopened({ reopened }: { reopened: ScheduleAnswer["reopened"] }) {
  if (reopened.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
      <p className="font-semibold">Saved. The new dates call for this again:</p>
      <ul className="list-disc pl-5">
        {reopened.map((requirement) => (
          <li key={requirement.ruleId}>
            <strong>{requirement.title}:</strong> {requirement.todo}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Start and end dates, the final invoice's date and the crew (from the staff list). A start the
 * compliance rules do not allow yet is refused beside the date with the first day they allow.
 */
export function JobSchedule({ job }: { job: DeskJob }) {
  const id = useId();
  const staff = useStaff();
  const save = useSaveSchedule(job.id);
  const [reopened, setReopened] = useState<ScheduleAnswer["reopened"]>([]);
  const problems = jobFieldProblems(save.error);
  const final = job.state === "closed" || job.state === "cancelled";
  const members = staff.data?.filter((member) => member.active || job.crew.includes(member.email.toLowerCase())) ?? [];
  return (
    <form
      key={job.version}
      aria-label="Schedule and crew"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const day = (name: string) => String(form.get(name) ?? "") || null;
        save.mutate(
          {
            version: job.version,
            startOn: job.startedOn ?? day("startOn"),
            endOn: day("endOn"),
            finalInvoiceOn: day("finalInvoiceOn"),
            crew: form.getAll("crew").map(String),
          },
          { onSuccess: (answer) => setReopened(answer.reopened) },
        );
      }}
    >
      <CrewClashes job={job} />
      <Reopened reopened={reopened} />
      <fieldset disabled={final || save.isPending} className="grid gap-4 sm:grid-cols-3">
        <Field
          id={`${id}-start`}
          label="Start"
          problem={problems.startOn}
          hint={job.startedOn ? "Work started: this is the day it did." : undefined}
        >
          <input
            id={`${id}-start`}
            name="startOn"
            type="date"
            className="field-input"
            defaultValue={job.startedOn ?? job.startOn ?? ""}
            readOnly={job.startedOn !== null}
            {...problemProps(`${id}-start`, problems.startOn)}
          />
        </Field>
        <Field id={`${id}-end`} label="End" problem={problems.endOn}>
          <input
            id={`${id}-end`}
            name="endOn"
            type="date"
            className="field-input"
            defaultValue={job.endOn ?? ""}
            {...problemProps(`${id}-end`, problems.endOn)}
          />
        </Field>
        <Field id={`${id}-invoice`} label="Final invoice sent on" hint="Optional: some records are due with it.">
          <input
            id={`${id}-invoice`}
            name="finalInvoiceOn"
            type="date"
            className="field-input"
            defaultValue={job.finalInvoiceOn ?? ""}
          />
        </Field>
      </fieldset>
      <fieldset disabled={final || save.isPending} aria-describedby={`${id}-crew-problem`}>
        <legend className="field-label">Crew</legend>
        {staff.isPending ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Loading the staff list…</p>
        ) : (
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {members.map((member) => (
              <label key={member.email} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  name="crew"
                  value={member.email}
                  defaultChecked={job.crew.includes(member.email.toLowerCase())}
                  className="size-5"
                />
                {member.name ?? member.email}
              </label>
            ))}
          </div>
        )}
        <Problem id={`${id}-crew`} problem={problems.crew} />
      </fieldset>
      <SaveProblem error={save.error} />
      {!final && (
        <button type="submit" className="btn-primary justify-self-start" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save schedule"}
        </button>
      )}
    </form>
  );
}
