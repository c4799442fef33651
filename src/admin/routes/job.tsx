import { Link, useParams } from "react-router-dom";
import { useJob } from "../api/jobs";
import { Checklist } from "../components/jobs/Checklist";
import { JobActions } from "../components/jobs/JobActions";
import { JobCloseout } from "../components/jobs/JobCloseout";
import { JobFacts } from "../components/jobs/JobFacts";
import { JobSchedule } from "../components/jobs/JobSchedule";
import { JobScope } from "../components/jobs/JobScope";
import { NotLoaded } from "../components/NotLoaded";
import { PageHeader } from "../components/PageHeader";
import { Section } from "../components/Section";
import { JobStateBadge } from "../components/StatusBadge";
import { EventLine } from "../components/Timeline";
import { formatJobDay, formatJobDays } from "../job-format";

/**
 * /admin/jobs/:id: one job. The next move and what holds it back first; then the schedule and
 * crew, the compliance checklist, the site facts the checklist reads, the scope, the closing, and
 * the job's history.
 */
export function Component() {
  const { id = "" } = useParams();
  const detail = useJob(id);
  if (!detail.isSuccess) return <NotLoaded query={detail} what="the job" notFound="Job not found" />;
  const job = detail.data;
  const startHolds = job.start && !job.start.mayStart && job.state === "scheduled" ? job.start : null;
  return (
    <div className="grid gap-6">
      <PageHeader
        title={job.number}
        actions={
          <Link to={`/admin/jobs/${job.id}/log`} className="btn-secondary">
            Daily log
          </Link>
        }
      >
        <span className="flex flex-wrap items-center gap-2">
          <JobStateBadge state={job.state} />
          <span>
            {job.customerName} · {job.service} · {formatJobDays(job.startedOn ?? job.startOn, job.endOn)}
          </span>
        </span>
        {job.stateReason && (job.state === "on_hold" || job.state === "cancelled") && (
          <span className="block">Why: {job.stateReason}</span>
        )}
      </PageHeader>
      {job.personalErasedAt && (
        <p role="status" className="rounded-lg bg-slate-100 p-3 dark:bg-slate-900">
          The lead was deleted on the customer's request: their contact details are erased, and the compliance records are kept
          {job.recordsKeptUntil ? ` until ${formatJobDay(job.recordsKeptUntil)}` : " as long as the law requires"}.
        </p>
      )}
      <JobActions job={job} />
      {startHolds?.refusal && (
        <p
          role="status"
          className="max-w-3xl rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
        >
          {startHolds.refusal}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid min-w-0 content-start gap-6">
          <Section title="Schedule and crew">
            <JobSchedule job={job} />
          </Section>
          <Section title="Compliance checklist">
            <Checklist job={job} />
          </Section>
          <Section title="Site facts">
            <JobFacts job={job} />
          </Section>
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <Section title="Scope">
            <JobScope job={job} />
          </Section>
          <Section title="Closing">
            <JobCloseout job={job} />
          </Section>
          <Section title="History">
            {job.history.length === 0 ? (
              <p className="text-slate-600 dark:text-slate-400">Nothing yet.</p>
            ) : (
              <ol aria-label="History, newest first">
                {[...job.history].reverse().map((event) => (
                  <EventLine key={event.id} event={event} />
                ))}
              </ol>
            )}
          </Section>
        </div>
      </div>
    </div>
  );
}
