import { Link } from "react-router-dom";
import type { EstimateSummary } from "../../lib/estimate-desk";
import { formatCents } from "../../lib/estimate-money";
import { formatDay } from "../format";
import { EstimateStatusBadge } from "./StatusBadge";

/** The figure a row shows: what was agreed once approved, else the total as the customer first sees it. */
function TotalCell({ estimate }: { estimate: EstimateSummary }) {
  if (estimate.approvedTotalCents !== null)
    return (
      <span>
        {formatCents(estimate.approvedTotalCents, "en")} <span className="text-sm font-normal">agreed</span>
      </span>
    );
  return <span>{formatCents(estimate.totalCents, "en")}</span>;
}

const whenText = (estimate: EstimateSummary) =>
  estimate.sentAt ? `Sent ${formatDay(estimate.sentAt)}` : `Updated ${formatDay(estimate.updatedAt)}`;

/** One estimate as a row of the list: a card on a phone, columns on a wide screen. */
export function EstimateRow({ estimate, showCustomer = true }: { estimate: EstimateSummary; showCustomer?: boolean }) {
  return (
    <li className="grid gap-1 rounded-xl border border-slate-200 p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_15rem_9rem] sm:items-center sm:gap-4 dark:border-slate-800">
      <div className="min-w-0">
        <Link
          to={`/admin/estimates/${estimate.id}`}
          className="font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-brand-200"
        >
          {estimate.number}
        </Link>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">{estimate.title}</p>
      </div>
      <div className="min-w-0">
        {showCustomer && <p className="truncate font-medium text-slate-900 dark:text-white">{estimate.customerName}</p>}
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">{estimate.service}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <EstimateStatusBadge status={estimate.status} />
        <span className="text-sm text-slate-600 dark:text-slate-400">{whenText(estimate)}</span>
      </div>
      <p className="font-semibold text-slate-900 tabular-nums sm:text-right dark:text-white">
        <TotalCell estimate={estimate} />
      </p>
    </li>
  );
}
