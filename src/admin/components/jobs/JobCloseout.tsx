import { useId } from "react";
import { type DeskJob, jobPacketUrl, useReviewRequest } from "../../api/jobs";
import { formatDateTime } from "../../format";
import { formatJobDay } from "../../job-format";

const reviewStatus = (job: DeskJob) => {
  const { status, dueAt, enabled } = job.reviewRequest;
  if (status === "sent") return "The review request was e-mailed.";
  if (status === "not_sent") return "The review request was not sent.";
  if (status === "failed") return "The review request could not be sent.";
  if (!enabled) return "Switched off: no review request will be sent.";
  if (status === "pending" && dueAt) return `It goes on ${formatDateTime(dueAt)} (Chicago time).`;
  return "It goes two days after the job is closed.";
};

/**
 * Closing: what still holds it back, the customer's closeout packet once made (stored, verified on
 * every read), and the review request, which staff can switch off for this job before it goes.
 */
export function JobCloseout({ job }: { job: DeskJob }) {
  const id = useId();
  const review = useReviewRequest(job.id);
  const sent = job.reviewRequest.status === "sent" || job.reviewRequest.status === "not_sent";
  return (
    <div className="grid gap-4">
      {job.state === "closed" ? (
        <p>
          Closed on {job.closedOn ? formatJobDay(job.closedOn) : "—"}.
          {job.recordsKeptUntil ? ` Keep its records until ${formatJobDay(job.recordsKeptUntil)}.` : ""}
        </p>
      ) : job.close.mayClose ? (
        <p>Nothing holds the closing back once the work is done.</p>
      ) : (
        <div>
          <p className="font-semibold">Before the job can close:</p>
          <ul className="list-disc pl-5">
            {job.close.blocking.map((blocker) => (
              <li key={blocker.ruleId}>
                <strong>{blocker.title}:</strong> {blocker.todo}
              </li>
            ))}
          </ul>
        </div>
      )}
      {job.closeout === "stored" && (
        <a href={jobPacketUrl(job.id)} target="_blank" rel="noreferrer" className="btn-secondary justify-self-start">
          Closeout packet (PDF)
        </a>
      )}
      {job.closeout === "missing" && job.state === "closed" && (
        <p role="status">The closeout packet is being made; the hourly job finishes it if the closing could not.</p>
      )}
      {job.closeout === "altered" && (
        <p role="status" className="font-semibold text-red-800 dark:text-red-300">
          ⚠ The closeout packet's stored copy does not match what was stored: it is not served. Tell the office.
        </p>
      )}
      <div className="grid gap-1">
        <label htmlFor={`${id}-review`} className="inline-flex min-h-11 items-center gap-2 font-medium">
          <input
            id={`${id}-review`}
            type="checkbox"
            className="size-5"
            checked={job.reviewRequest.enabled}
            disabled={sent || review.isPending || job.personalErasedAt !== null}
            onChange={(event) => review.mutate({ version: job.version, enabled: event.target.checked })}
          />
          Ask the customer for a review two days after closing
        </label>
        <p className="text-sm text-slate-600 dark:text-slate-400">{reviewStatus(job)}</p>
      </div>
    </div>
  );
}
