import { formatCents } from "../../../lib/estimate-money";
import { type SourcesReport, sourceDimensionLabels } from "../../../lib/sources";
import { formatCount } from "../../format";

/** How many groups the chart draws: the ones with the most leads (the table lists them all). */
const chartedRows = 10;

/**
 * Leads and jobs won per group, as bars on one scale: the pale bar is leads, the dark one inside it
 * the jobs won from them. Drawn by hand in SVG (no chart library to load); the table below carries
 * the same figures for screen readers, so the drawing is hidden from them.
 */
export function SourcesChart({ report }: { report: SourcesReport }) {
  const rows = report.rows
    .filter((row) => row.leads > 0)
    .sort((a, b) => b.leads - a.leads)
    .slice(0, chartedRows);
  const scale = Math.max(1, ...rows.map((row) => row.leads));
  if (rows.length === 0) return <p className="text-slate-700 dark:text-slate-300">No leads in this range.</p>;
  return (
    <figure className="grid gap-3">
      <div aria-hidden="true" className="grid gap-2">
        {rows.map((row) => (
          <div key={row.key ?? "none"} className="grid gap-1 sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-center sm:gap-3">
            <span className="truncate text-sm font-medium text-slate-900 dark:text-white">{row.label}</span>
            <div className="flex items-center gap-2">
              <svg aria-hidden="true" viewBox="0 0 100 10" preserveAspectRatio="none" className="h-4 min-w-0 flex-1">
                <rect x="0" y="0" width={(row.leads / scale) * 100} height="10" className="fill-brand-200 dark:fill-brand-900" />
                <rect
                  x="0"
                  y="0"
                  width={(row.jobsWon / scale) * 100}
                  height="10"
                  className="fill-brand-700 dark:fill-brand-300"
                />
              </svg>
              <span className="shrink-0 text-xs text-slate-700 tabular-nums dark:text-slate-300">
                {formatCount(row.leads)} · {formatCount(row.jobsWon)} won
                {row.wonCents > 0 ? ` · ${formatCents(row.wonCents, "en")}` : ""}
              </span>
            </div>
          </div>
        ))}
      </div>
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        <span>
          Leads and jobs won by {sourceDimensionLabels[report.by].toLowerCase()}
          {rows.length < report.rows.length ? `, the ${rows.length} with the most leads` : ""}. The table below has every figure.
        </span>
        <span aria-hidden="true" className="inline-flex items-center gap-1">
          <span className="inline-block size-3 bg-brand-200 dark:bg-brand-900" /> Leads
        </span>
        <span aria-hidden="true" className="inline-flex items-center gap-1">
          <span className="inline-block size-3 bg-brand-700 dark:bg-brand-300" /> Jobs won
        </span>
      </figcaption>
    </figure>
  );
}
