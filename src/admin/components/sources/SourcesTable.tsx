import type { ReactNode } from "react";
import { formatCents } from "../../../lib/estimate-money";
import { formatLeadRate, type SourcesReport, type SourcesRow, sourceDimensionLabels, sourcesRates } from "../../../lib/sources";
import { formatCount } from "../../format";
import { ScrollRegion } from "../ScrollRegion";

const cell = "border-b border-slate-200 px-3 py-2 dark:border-slate-800";
const figure = `${cell} text-right tabular-nums`;
const money = (cents: number | null) => (cents === null ? "—" : formatCents(cents, "en"));

const columns: Array<{ heading: string; value: (row: SourcesRow) => ReactNode }> = [
  { heading: "Visits", value: (row) => formatCount(row.visits) },
  { heading: "Page views", value: (row) => formatCount(row.pageViews) },
  { heading: "Leads", value: (row) => formatCount(row.leads) },
  { heading: "Lead rate", value: (row) => formatLeadRate(sourcesRates(row).leadRate) },
  { heading: "Calls", value: (row) => formatCount(row.calls) },
  { heading: "E-mails", value: (row) => formatCount(row.emails) },
  { heading: "Estimates sent", value: (row) => formatCount(row.estimatesSent) },
  { heading: "Jobs won", value: (row) => formatCount(row.jobsWon) },
  { heading: "Won", value: (row) => money(row.wonCents) },
  { heading: "Spend", value: (row) => money(row.spendCents) },
  { heading: "Cost per lead", value: (row) => money(sourcesRates(row).costPerLeadCents) },
  { heading: "Cost per won job", value: (row) => money(sourcesRates(row).costPerJobCents) },
];

function Row({ row, total = false }: { row: SourcesRow; total?: boolean }) {
  return (
    <tr className={total ? "font-semibold text-slate-900 dark:text-white" : undefined}>
      <th scope="row" className={`${cell} max-w-64 text-left font-medium break-words`}>
        {row.label}
      </th>
      {columns.map((column) => (
        <td key={column.heading} className={figure}>
          {column.value(row)}
        </td>
      ))}
    </tr>
  );
}

/** Every figure of the report, a row per group and the total; the chart above draws part of it. */
export function SourcesTable({ report }: { report: SourcesReport }) {
  const dimension = sourceDimensionLabels[report.by];
  return (
    <ScrollRegion label={`Figures by ${dimension.toLowerCase()}`}>
      <table className="w-full text-sm">
        <caption className="sr-only">
          Visits, leads, calls, e-mails, estimates, jobs won and costs by {dimension.toLowerCase()}, {report.from} to {report.to}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${cell} text-left font-semibold`}>
              {dimension}
            </th>
            {columns.map((column) => (
              <th key={column.heading} scope="col" className={`${figure} font-semibold`}>
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <Row key={row.key ?? row.label} row={row} />
          ))}
        </tbody>
        <tfoot>
          <Row row={report.total} total />
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
