import { Link } from "react-router-dom";
import { formatCents, formatQuantity } from "../../../lib/estimate-money";
import type { DeskJob } from "../../api/jobs";

/** What the job is to do (the approved lines), for whom and where, with the lead and the estimate it came from. */
export function JobScope({ job }: { job: DeskJob }) {
  return (
    <div className="grid gap-3">
      <ul className="grid gap-1">
        {job.scope.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the approved lines never change order
          <li key={index} className="flex justify-between gap-3 border-b border-slate-200 py-1 dark:border-slate-800">
            <span className="min-w-0">
              {line.section ? <span className="text-slate-600 dark:text-slate-400">{line.section}: </span> : null}
              {line.description}
            </span>
            <span className="shrink-0 tabular-nums">
              {formatQuantity(line.quantityThousandths, "en")} {line.unit}
            </span>
          </li>
        ))}
      </ul>
      <p className="font-semibold">Agreed total {formatCents(job.totalCents, "en")}</p>
      <dl className="grid gap-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        <dt className="font-semibold">Customer</dt>
        <dd>{job.customer.name}</dd>
        <dt className="font-semibold">Site</dt>
        <dd>{job.customer.address ?? "No address"}</dd>
        {job.customer.phone && (
          <>
            <dt className="font-semibold">Phone</dt>
            <dd>
              <a href={`tel:${job.customer.phone}`} className="underline">
                {job.customer.phone}
              </a>
            </dd>
          </>
        )}
        {job.customer.email && (
          <>
            <dt className="font-semibold">E-mail</dt>
            <dd className="break-all">{job.customer.email}</dd>
          </>
        )}
      </dl>
      <p className="flex flex-wrap gap-3 text-sm">
        {job.leadId && (
          <Link to={`/admin/leads/${job.leadId}`} className="font-medium text-brand-800 underline dark:text-brand-200">
            The lead
          </Link>
        )}
        {job.estimateId && (
          <Link to={`/admin/estimates/${job.estimateId}`} className="font-medium text-brand-800 underline dark:text-brand-200">
            Estimate {job.estimateNumber}
          </Link>
        )}
      </p>
    </div>
  );
}
