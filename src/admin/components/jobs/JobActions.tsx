import { useId, useState } from "react";
import { type JobState, jobStateLabels } from "../../../lib/jobs";
import { type DeskJob, useMoveJob } from "../../api/jobs";
import { Dialog } from "../Dialog";
import { Problem, problemProps } from "../Field";

/** The moves offered from each state: the next step of the work first. */
const forwardMoves: Partial<Record<JobState, Array<{ to: JobState; label: string }>>> = {
  scheduled: [{ to: "in_progress", label: "Start work" }],
  in_progress: [{ to: "work_done", label: "Work done" }],
  work_done: [
    { to: "closed", label: "Close job" },
    { to: "in_progress", label: "Back to in progress" },
  ],
};

/** A move that needs a reason: on hold, or cancelled. */
function ReasonDialog({ job, to, onClose }: { job: DeskJob; to: "on_hold" | "cancelled"; onClose: () => void }) {
  const id = useId();
  const move = useMoveJob(job.id);
  const [reason, setReason] = useState("");
  const problem = move.error instanceof Error ? move.error.message : undefined;
  return (
    <Dialog open onClose={onClose} title={to === "on_hold" ? `Put ${job.number} on hold` : `Cancel ${job.number}`}>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          move.mutate({ version: job.version, to, reason }, { onSuccess: onClose });
        }}
      >
        <div>
          <label htmlFor={`${id}-reason`} className="field-label">
            Why? (kept with the job and in the lead's timeline)
          </label>
          <textarea
            id={`${id}-reason`}
            className="field-input"
            required
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            {...problemProps(`${id}-reason`, problem)}
          />
          <Problem id={`${id}-reason`} problem={problem} />
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            className={to === "cancelled" ? "btn bg-red-700 text-white hover:bg-red-800" : "btn-primary"}
            disabled={move.isPending}
          >
            {to === "on_hold" ? "Put on hold" : "Cancel the job"}
          </button>
          <button type="button" className="btn-secondary" onClick={onClose}>
            Keep it as it is
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The job's next moves. A refusal (a requirement that holds the start or the closing) is shown
 * here, in words, with what to do; the checklist below says the same per requirement.
 */
export function JobActions({ job }: { job: DeskJob }) {
  const move = useMoveJob(job.id);
  const [asking, setAsking] = useState<"on_hold" | "cancelled" | null>(null);
  const final = job.state === "closed" || job.state === "cancelled";
  const moves = [
    ...(forwardMoves[job.state] ?? []),
    ...(job.state === "on_hold" && job.heldFrom
      ? [{ to: job.heldFrom, label: `Resume (${jobStateLabels[job.heldFrom].toLowerCase()})` }]
      : []),
  ];
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {moves.map(({ to, label }, index) => (
          <button
            key={to}
            type="button"
            className={index === 0 ? "btn-primary" : "btn-secondary"}
            disabled={move.isPending}
            onClick={() => move.mutate({ version: job.version, to, reason: null })}
          >
            {label}
          </button>
        ))}
        {!final && job.state !== "on_hold" && (
          <button type="button" className="btn-secondary" onClick={() => setAsking("on_hold")}>
            Put on hold…
          </button>
        )}
        {!final && (
          <button
            type="button"
            className="btn border border-red-700 text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950"
            onClick={() => setAsking("cancelled")}
          >
            Cancel job…
          </button>
        )}
      </div>
      {move.error instanceof Error && (
        <p role="alert" className="max-w-2xl rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
          {move.error.message}
        </p>
      )}
      {asking && <ReasonDialog job={job} to={asking} onClose={() => setAsking(null)} />}
    </div>
  );
}
