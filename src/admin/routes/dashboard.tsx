import { useState } from "react";
import { Link } from "react-router-dom";
import { type LeadRow, leadSourceLabels, webVitalNames } from "../../lib/desk";
import { useDashboard } from "../api/dashboard";
import { useRetryForward } from "../api/leads";
import { PageHeader } from "../components/PageHeader";
import { Failed, Pending, Section } from "../components/Section";
import { VitalCell } from "../components/VitalCell";
import { formatCount, formatDateTime, formatShare } from "../format";

const cell = "border-b border-slate-200 px-3 py-2 text-left dark:border-slate-800";
const headCell = `${cell} font-semibold text-slate-900 dark:text-white`;

function NewLeads({ counts }: { counts: { today: number; thisWeek: number; thisMonth: number } }) {
  const tiles = [
    ["Today", counts.today],
    ["This week", counts.thisWeek],
    ["This month", counts.thisMonth],
  ] as const;
  return (
    <Section title="New leads">
      <dl className="grid grid-cols-3 gap-3">
        {tiles.map(([label, count]) => (
          <div key={label} className="rounded-xl bg-slate-100 p-3 dark:bg-slate-900">
            <dt className="text-sm text-slate-700 dark:text-slate-300">{label}</dt>
            <dd className="text-3xl font-bold text-slate-900 tabular-nums dark:text-white">{formatCount(count)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

type PeriodRow = { label: string; last30Days: string; last90Days: string };

/** A figure per source or service over the last 30 and 90 days. */
function PeriodTable({ title, rowHeading, rows }: { title: string; rowHeading: string; rows: PeriodRow[] }) {
  return (
    <Section title={title}>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr>
              {[rowHeading, "Last 30 days", "Last 90 days"].map((heading) => (
                <th key={heading} scope="col" className={headCell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={3} className={cell}>
                  No leads in the last 90 days.
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className={`${cell} font-medium`}>
                  {row.label}
                </th>
                <td className={`${cell} tabular-nums`}>{row.last30Days}</td>
                <td className={`${cell} tabular-nums`}>{row.last90Days}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

function RetryForwarding({ lead }: { lead: LeadRow }) {
  const retry = useRetryForward(lead.id);
  return (
    <button type="button" className="btn-secondary" disabled={retry.isPending} onClick={() => retry.mutate()}>
      Retry forwarding<span className="sr-only"> for {lead.name}</span>
    </button>
  );
}

const forwardStatusWords: Record<LeadRow["forwardStatus"], string> = {
  pending: "Stuck: waiting to be queued",
  queued: "Stuck in the queue",
  forwarded: "Forwarded",
  not_forwarded: "Not forwarded",
  failed: "Forwarding failed",
  spam: "Spam",
};

/** How many problem leads show before "Show all": the rest would push every other figure off the screen. */
const problemsAtFirst = 5;

function ForwardingProblems({ leads, total }: { leads: LeadRow[]; total: number }) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? leads : leads.slice(0, problemsAtFirst);
  return (
    <Section title="Forwarding problems">
      {leads.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">Every lead reached the team.</p>
      ) : (
        <>
          <p className="text-slate-700 dark:text-slate-300">
            {formatCount(total)} {total === 1 ? "lead has" : "leads have"} not reached the team, oldest first
            {total > leads.length ? ` (the oldest ${leads.length} are listed)` : ""}.
          </p>
          <ul className="grid gap-2">
            {shown.map((lead) => (
              <li
                key={lead.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-100 p-3 dark:bg-slate-900"
              >
                <div className="min-w-0">
                  <Link to={`/admin/leads/${lead.id}`} className="font-semibold text-brand-800 underline dark:text-brand-200">
                    {lead.name}
                  </Link>
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {forwardStatusWords[lead.forwardStatus]} · {lead.service} · {formatDateTime(lead.createdAt)}
                  </p>
                </div>
                <RetryForwarding lead={lead} />
              </li>
            ))}
          </ul>
          {leads.length > problemsAtFirst && (
            <button
              type="button"
              className="btn-secondary justify-self-start"
              aria-expanded={showAll}
              onClick={() => setShowAll(!showAll)}
            >
              {showAll ? `Show the first ${problemsAtFirst}` : `Show all ${leads.length}`}
            </button>
          )}
        </>
      )}
    </Section>
  );
}

/** /admin: how many leads come in, from where, how many are won, what failed to reach the team, and site speed. */
export function Component() {
  const dashboard = useDashboard();
  return (
    <div className="grid gap-6">
      <PageHeader title="Dashboard">
        {dashboard.data && <>Figures as of {formatDateTime(dashboard.data.generatedAt)} (Chicago time); spam never counts.</>}
      </PageHeader>
      {dashboard.isPending ? (
        <Pending what="the dashboard" />
      ) : dashboard.isError ? (
        <Failed error={dashboard.error} retry={() => void dashboard.refetch()} />
      ) : (
        <>
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <NewLeads counts={dashboard.data.newLeads} />
            <ForwardingProblems leads={dashboard.data.forwardingProblems} total={dashboard.data.forwardingProblemsTotal} />
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <PeriodTable
              title="By source: won of all leads"
              rowHeading="Source"
              rows={dashboard.data.bySource.map((row) => ({
                label: leadSourceLabels[row.source],
                last30Days: formatShare(row.last30Days.won, row.last30Days.all),
                last90Days: formatShare(row.last90Days.won, row.last90Days.all),
              }))}
            />
            <PeriodTable
              title="By service"
              rowHeading="Service"
              rows={dashboard.data.byService.map((row) => ({
                label: row.service,
                last30Days: formatCount(row.last30Days),
                last90Days: formatCount(row.last90Days),
              }))}
            />
          </div>
          <Section title="Site speed: p75 over the last 7 days">
            {dashboard.data.webVitals.length === 0 ? (
              <p className="text-slate-700 dark:text-slate-300">No visits measured in the last 7 days.</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <thead>
                    <tr>
                      <th scope="col" className={headCell}>
                        Page
                      </th>
                      {webVitalNames.map((name) => (
                        <th key={name} scope="col" className={headCell}>
                          {name}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {dashboard.data.webVitals.map((page) => (
                      <tr key={page.path}>
                        <th scope="row" className={`${cell} font-mono font-medium`}>
                          {page.path}
                        </th>
                        {webVitalNames.map((name) => (
                          <td key={name} className={cell}>
                            <VitalCell name={name} metric={page.metrics[name]} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Section>
        </>
      )}
    </div>
  );
}
