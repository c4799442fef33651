import { Link } from "react-router-dom";
import type { JobSummary } from "../../../lib/job-desk";
import { formatJobDay, formatJobDays } from "../../job-format";
import { JobStateBadge } from "../StatusBadge";

/** What the row says about compliance: the next due day, in red once it has passed. */
function NextDue({ job, today }: { job: JobSummary; today: string }) {
  if (!job.nextDueOn) return <span className="text-sm text-slate-600 dark:text-slate-400">Nothing due</span>;
  const overdue = job.nextDueOn < today;
  return (
    <span className={`text-sm font-medium ${overdue ? "text-red-800 dark:text-red-300" : "text-slate-700 dark:text-slate-300"}`}>
      {overdue ? "Overdue since" : "Next due"} {formatJobDay(job.nextDueOn)}
    </span>
  );
}

/** One job as a row of the list: a card on a phone, columns on a wide screen. */
export function JobRow({ job, today }: { job: JobSummary; today: string }) {
  return (
    <li className="grid gap-1 rounded-xl border border-slate-200 p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,2fr)_12rem] sm:items-center sm:gap-4 dark:border-slate-800">
      <div className="min-w-0">
        <Link
          to={`/admin/jobs/${job.id}`}
          className="font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-brand-200"
        >
          {job.number}
        </Link>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">{job.service}</p>
      </div>
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900 dark:text-white">{job.customerName}</p>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">{job.siteAddress ?? "No site address"}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <JobStateBadge state={job.state} />
        <span className="text-sm text-slate-600 dark:text-slate-400">{formatJobDays(job.startOn, job.endOn)}</span>
      </div>
      <NextDue job={job} today={today} />
    </li>
  );
}
