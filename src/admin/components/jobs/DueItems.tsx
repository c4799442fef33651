import { Link } from "react-router-dom";
import type { DueItem } from "../../../lib/job-desk";
import { useDueList } from "../../api/jobs";
import { formatJobDay } from "../../job-format";
import { Failed, Pending, Section } from "../Section";

function ItemList({ label, items }: { label: string; items: DueItem[] }) {
  return (
    <ul aria-label={label} className="grid gap-2">
      {items.map((item) => (
        <li
          key={`${item.jobId}-${item.ruleId}`}
          className="grid gap-0.5 rounded-lg border border-slate-200 p-2 dark:border-slate-800"
        >
          <p>
            <Link
              to={`/admin/jobs/${item.jobId}`}
              className="font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-brand-200"
            >
              {item.number}
            </Link>{" "}
            {item.customerName} · <strong>{item.title}</strong>
          </p>
          <p className={`text-sm font-semibold ${item.overdue ? "text-red-800 dark:text-red-300" : ""}`}>
            {item.overdue ? "Overdue since" : "Due"} {formatJobDay(item.dueOn)}
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{item.todo}</p>
        </li>
      ))}
    </ul>
  );
}

/** The rest of a long list: the jobs list with the same filter. */
function More({ shown, total, filter }: { shown: number; total: number; filter: "overdue" | "soon" }) {
  if (total <= shown) return null;
  return (
    <Link to={`/admin/jobs?due=${filter}`} className="font-medium text-brand-800 underline dark:text-brand-200">
      {total - shown} more: the jobs with something {filter === "overdue" ? "overdue" : "due soon"}
    </Link>
  );
}

/** What is due across jobs: the compliance items overdue, then those due within the next 10 working days. */
export function DueItems() {
  const due = useDueList();
  return (
    <Section title="Compliance: what is due">
      {due.isPending ? (
        <Pending what="what is due" />
      ) : due.isError ? (
        <Failed error={due.error} retry={() => void due.refetch()} />
      ) : due.data.overdueTotal + due.data.dueSoonTotal === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">Nothing is overdue or due by {formatJobDay(due.data.until)}.</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="grid content-start gap-2">
            <h3 className="text-base">Overdue ({due.data.overdueTotal})</h3>
            {due.data.overdue.length === 0 ? <p>Nothing overdue.</p> : <ItemList label="Overdue" items={due.data.overdue} />}
            <More shown={due.data.overdue.length} total={due.data.overdueTotal} filter="overdue" />
          </div>
          <div className="grid content-start gap-2">
            <h3 className="text-base">
              Due by {formatJobDay(due.data.until)} ({due.data.dueSoonTotal})
            </h3>
            {due.data.dueSoon.length === 0 ? <p>Nothing else due.</p> : <ItemList label="Due soon" items={due.data.dueSoon} />}
            <More shown={due.data.dueSoon.length} total={due.data.dueSoonTotal} filter="soon" />
          </div>
        </div>
      )}
    </Section>
  );
}
