import { type ReactNode, useState } from "react";
import { Link } from "react-router-dom";
import { type LeadRow, leadSourceLabels, webVitalNames } from "../../lib/desk";
import type { EstimateDashboard, EstimateFigures } from "../../lib/estimate-desk";
import { formatCents } from "../../lib/estimate-money";
import { useDashboard } from "../api/dashboard";
import { useRetryForward } from "../api/leads";
import { DueItems } from "../components/jobs/DueItems";
import { PageHeader } from "../components/PageHeader";
import { ScrollRegion } from "../components/ScrollRegion";
import { Failed, Pending, Section } from "../components/Section";
import { VitalCell } from "../components/VitalCell";
import { formatCount, formatDateTime, formatDay, formatShare } from "../format";

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

type FigureRow = { label: ReactNode; key: string; cells: ReactNode[] };

/** A table of figures: a heading per column, a row per label, and a sentence when there is no row. */
function FigureTable({
  caption,
  headings,
  rows,
  empty,
}: {
  caption?: string;
  headings: string[];
  rows: FigureRow[];
  empty?: string;
}) {
  return (
    <table className="w-full text-sm">
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col" className={headCell}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty && (
          <tr>
            <td colSpan={headings.length} className={cell}>
              {empty}
            </td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={`${cell} font-medium`}>
              {row.label}
            </th>
            {row.cells.map((content, column) => (
              <td key={headings[column + 1]} className={`${cell} tabular-nums`}>
                {content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type PeriodRow = { label: string; last30Days: string; last90Days: string };

/** A figure per source or service over the last 30 and 90 days. */
function PeriodTable({ title, rowHeading, rows }: { title: string; rowHeading: string; rows: PeriodRow[] }) {
  return (
    <Section title={title}>
      <div className="overflow-x-auto">
        <FigureTable
          headings={[rowHeading, "Last 30 days", "Last 90 days"]}
          rows={rows.map((row) => ({ key: row.label, label: row.label, cells: [row.last30Days, row.last90Days] }))}
          empty="No leads in the last 90 days."
        />
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

/** "3 estimates" over "$12,400.00": the count, and what they were worth when there is a value. */
function CountAndValue({ count, cents }: { count: number; cents?: number }) {
  return (
    <>
      <span className="block font-semibold text-slate-900 dark:text-white">{formatCount(count)}</span>
      {cents !== undefined && <span className="block text-slate-700 dark:text-slate-300">{formatCents(cents, "en")}</span>}
    </>
  );
}

function EstimateFigureTable({ last30Days, last90Days }: { last30Days: EstimateFigures; last90Days: EstimateFigures }) {
  const rows: Array<[string, (figures: EstimateFigures) => { count: number; cents?: number }]> = [
    ["Sent", (figures) => ({ count: figures.sent, cents: figures.sentCents })],
    ["Approved", (figures) => ({ count: figures.approved, cents: figures.approvedCents })],
    ["Declined", (figures) => ({ count: figures.declined })],
  ];
  return (
    <FigureTable
      caption="Estimates sent in the last 30 and 90 days, and how many of them were approved or declined"
      headings={["Estimates", "Last 30 days", "Last 90 days"]}
      rows={rows.map(([label, pick]) => ({
        key: label,
        label,
        cells: [<CountAndValue key="30" {...pick(last30Days)} />, <CountAndValue key="90" {...pick(last90Days)} />],
      }))}
    />
  );
}

function WinRateTable({ rows }: { rows: EstimateDashboard["winRateByService"] }) {
  return (
    <FigureTable
      caption="Approved of decided estimates per service, last 90 days"
      headings={["Service", "Approved of decided, 90 days"]}
      rows={rows.map((row) => ({ key: row.service, label: row.service, cells: [formatShare(row.approved, row.decided)] }))}
      empty="No estimate was decided in the last 90 days."
    />
  );
}

/** Sent, still undecided, and past the reminder: the estimates worth a phone call. */
function AwaitingCustomer({ estimates }: { estimates: EstimateDashboard["awaitingDecision"] }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-base">Waiting for the customer past the reminder</h3>
      {estimates.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">No estimate is waiting past its reminder.</p>
      ) : (
        <ul aria-label="Estimates waiting for the customer" className="grid gap-2">
          {estimates.map((estimate) => (
            <li
              key={estimate.id}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-xl bg-slate-100 p-3 dark:bg-slate-900"
            >
              <div className="min-w-0">
                <Link
                  to={`/admin/estimates/${estimate.id}`}
                  className="font-semibold text-brand-800 underline dark:text-brand-200"
                >
                  {estimate.number} · {estimate.customerName}
                </Link>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {estimate.sentAt ? `Sent ${formatDay(estimate.sentAt)}` : "Sent"} ·{" "}
                  {estimate.followUpSentAt ? `reminded ${formatDay(estimate.followUpSentAt)}` : "reminder due"}
                </p>
              </div>
              <span className="font-semibold text-slate-900 tabular-nums dark:text-white">
                {formatCents(estimate.totalCents, "en")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Estimates whose customer asked for changes, waiting for a new revision: what they asked, longest waiting first. */
function ChangesRequested({ estimates }: { estimates: EstimateDashboard["changesRequested"] }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-base">Changes requested</h3>
      {estimates.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">No customer is waiting for a changed estimate.</p>
      ) : (
        <ul aria-label="Estimates whose customer asked for changes" className="grid gap-2">
          {estimates.map((estimate) => (
            <li key={estimate.id} className="grid gap-1 rounded-xl bg-slate-100 p-3 dark:bg-slate-900">
              <Link to={`/admin/estimates/${estimate.id}`} className="font-semibold text-brand-800 underline dark:text-brand-200">
                {estimate.number} · {estimate.customerName}
              </Link>
              <p className="text-sm text-slate-700 dark:text-slate-300">Asked {formatDateTime(estimate.requestedAt)}:</p>
              <blockquote className="border-l-4 border-slate-300 pl-3 break-words whitespace-pre-line text-slate-900 dark:border-slate-600 dark:text-white">
                {estimate.request}
              </blockquote>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Estimates({ estimates }: { estimates: EstimateDashboard }) {
  return (
    <Section title="Estimates">
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <EstimateFigureTable last30Days={estimates.last30Days} last90Days={estimates.last90Days} />
        <WinRateTable rows={estimates.winRateByService} />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ChangesRequested estimates={estimates.changesRequested} />
        <AwaitingCustomer estimates={estimates.awaitingDecision} />
      </div>
    </Section>
  );
}

/** /admin: how many leads come in, from where, how many are won, what failed to reach the team, estimates, and site speed. */
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
          <DueItems />
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
          <Estimates estimates={dashboard.data.estimates} />
          <Section title="Site speed: p75 over the last 7 days">
            {dashboard.data.webVitals.length === 0 ? (
              <p className="text-slate-700 dark:text-slate-300">No visits measured in the last 7 days.</p>
            ) : (
              <ScrollRegion label="Site speed by page">
                <FigureTable
                  headings={["Page", ...webVitalNames]}
                  rows={dashboard.data.webVitals.map((page) => ({
                    key: page.path,
                    label: <span className="font-mono">{page.path}</span>,
                    cells: webVitalNames.map((name) => <VitalCell key={name} name={name} metric={page.metrics[name]} />),
                  }))}
                />
              </ScrollRegion>
            )}
          </Section>
        </>
      )}
    </div>
  );
}
