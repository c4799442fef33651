import { Image } from "lucide-react";
import { Link } from "react-router-dom";
import { type LeadRow, type LeadSort, leadSourceLabels } from "../../lib/desk";
import { useSetSpam } from "../api/leads";
import { formatDateTime } from "../format";
import { StatusBadge } from "./StatusBadge";

type Props = {
  leads: LeadRow[];
  sort: LeadSort;
  onSort: (sort: LeadSort) => void;
  /** The spam folder: each lead gets a "Not spam" action. */
  spamFolder: boolean;
};

function NotSpam({ lead }: { lead: LeadRow }) {
  const setSpam = useSetSpam(lead.id);
  return (
    <button
      type="button"
      className="btn-secondary"
      aria-label={`Not spam: ${lead.name}`}
      disabled={setSpam.isPending}
      onClick={() => setSpam.mutate(false)}
    >
      Not spam
    </button>
  );
}

const leadLink = (lead: LeadRow) => (
  <Link
    to={`/admin/leads/${lead.id}`}
    className="font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-brand-200"
  >
    {lead.name}
  </Link>
);

const priorityWords = { low: "Low", normal: "Normal", high: "High" } as const;

function Photos({ count }: { count: number }) {
  if (count === 0) return <span className="sr-only">no photos</span>;
  return (
    <span className="inline-flex items-center gap-1">
      <Image aria-hidden="true" className="size-4" />
      {count}
      <span className="sr-only"> {count === 1 ? "photo" : "photos"}</span>
    </span>
  );
}

/** A column header that sorts: pressing it toggles between its two orders. */
function SortHeader({
  label,
  orders,
  sort,
  onSort,
}: {
  label: string;
  orders: [LeadSort, LeadSort];
  sort: LeadSort;
  onSort: (sort: LeadSort) => void;
}) {
  const active = orders.indexOf(sort);
  const ariaSort = active === -1 ? "none" : (label === "Received" ? active === 1 : active === 0) ? "ascending" : "descending";
  return (
    <th scope="col" aria-sort={ariaSort} className="px-3 py-2 text-left">
      <button
        type="button"
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-slate-900 dark:text-white"
        onClick={() => onSort(active === 0 ? orders[1] : orders[0])}
      >
        {label}
        <span aria-hidden="true">{active === -1 ? "↕" : ariaSort === "ascending" ? "↑" : "↓"}</span>
      </button>
    </th>
  );
}

/** The inbox's leads: a table from 768 px up, a list of cards on a phone. */
export function LeadList({ leads, sort, onSort, spamFolder }: Props) {
  const cell = "border-t border-slate-200 px-3 py-2 align-top dark:border-slate-800";
  const head = "px-3 py-2 text-left font-semibold text-slate-900 dark:text-white";
  return (
    <>
      <table className="hidden w-full text-sm md:table">
        <caption className="sr-only">Leads, {sort === "oldest" ? "oldest" : "newest"} first unless sorted by name</caption>
        <thead>
          <tr>
            <SortHeader label="Name" orders={["name", "name-desc"]} sort={sort} onSort={onSort} />
            {["Service", "City", "Status", "Priority", "Assignee", "Photos"].map((heading) => (
              <th key={heading} scope="col" className={head}>
                {heading}
              </th>
            ))}
            <SortHeader label="Received" orders={["newest", "oldest"]} sort={sort} onSort={onSort} />
            {spamFolder && (
              <th scope="col" className={head}>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id} className="hover:bg-slate-50 dark:hover:bg-slate-900">
              <td className={cell}>
                {leadLink(lead)}
                <span className="block text-xs text-slate-600 dark:text-slate-400">{leadSourceLabels[lead.source]}</span>
              </td>
              <td className={cell}>{lead.service}</td>
              <td className={cell}>{lead.city ?? "—"}</td>
              <td className={cell}>
                <StatusBadge status={lead.status} />
              </td>
              <td className={cell}>{priorityWords[lead.priority]}</td>
              <td className={`${cell} max-w-40 truncate`}>{lead.assignee ?? "—"}</td>
              <td className={cell}>
                <Photos count={lead.photoCount} />
              </td>
              <td className={`${cell} whitespace-nowrap`}>{formatDateTime(lead.createdAt)}</td>
              {spamFolder && (
                <td className={cell}>
                  <NotSpam lead={lead} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-3 md:hidden" aria-label="Leads">
        {leads.map((lead) => (
          <li key={lead.id} className="grid gap-1 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
            <div className="flex items-start justify-between gap-2">
              {leadLink(lead)}
              <StatusBadge status={lead.status} />
            </div>
            <p className="text-sm">
              {lead.service}
              {lead.city ? ` · ${lead.city}` : ""}
            </p>
            <p className="flex flex-wrap gap-x-3 text-sm text-slate-600 dark:text-slate-400">
              <span>{formatDateTime(lead.createdAt)}</span>
              <span>{priorityWords[lead.priority]} priority</span>
              <Photos count={lead.photoCount} />
            </p>
            {spamFolder && <NotSpam lead={lead} />}
          </li>
        ))}
      </ul>
    </>
  );
}
