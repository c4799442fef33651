import { estimateStatusLabels } from "../../lib/estimate-texts";
import type { EstimateStatus } from "../../lib/estimates";

const colours: Record<EstimateStatus, string> = {
  draft: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  sent: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  viewed: "bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100",
  approved: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  declined: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  changes_requested: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  expired: "bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-100",
  superseded: "bg-slate-100 text-slate-700 dark:bg-slate-900 dark:text-slate-300",
  withdrawn: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100",
};

/** An estimate's state, in words and colour (the words carry it; the colour only helps). */
export function EstimateStatusBadge({ status }: { status: EstimateStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${colours[status]}`}>
      {estimateStatusLabels[status]}
    </span>
  );
}
