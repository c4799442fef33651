import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import type { EstimateDetail } from "../../lib/estimate-desk";
import { estimateStatusLabels } from "../../lib/estimate-texts";
import { canMove } from "../../lib/estimates";
import { estimatePdfUrl, useCreateEstimate, useEstimate, useReviseEstimate, useWithdrawEstimate } from "../api/estimates";
import { useLead } from "../api/leads";
import { Dialog } from "../components/Dialog";
import { EstimateSendDialog } from "../components/EstimateSendDialog";
import { EstimateView } from "../components/EstimateView";
import { EstimateEditor } from "../components/estimate-editor/EstimateEditor";
import { EstimateJobLink } from "../components/jobs/LeadJobs";
import { NotLoaded } from "../components/NotLoaded";
import { PageHeader } from "../components/PageHeader";
import { Failed, Pending, Section } from "../components/Section";
import { EstimateStatusBadge } from "../components/StatusBadge";
import { EventLine } from "../components/Timeline";
import { formatDateTime } from "../format";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The lead's timeline lines about this estimate (its number, not a later revision's), newest first. */
function History({ estimate }: { estimate: EstimateDetail }) {
  const lead = useLead(estimate.leadId);
  if (lead.isPending) return <Pending what="the history" />;
  if (lead.isError) return <Failed error={lead.error} retry={() => void lead.refetch()} />;
  const mine = new RegExp(`(^|\\s)${escapeRegExp(estimate.number)}(?!\\d| rev \\d)`);
  const events = lead.data.events
    .filter((event) => event.kind.startsWith("estimate_") && event.detail !== null && mine.test(event.detail))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  if (events.length === 0) return <p className="text-slate-600 dark:text-slate-400">Nothing yet.</p>;
  return (
    <ol aria-label="History, newest first">
      {events.map((event) => (
        <EventLine key={event.id} event={event} />
      ))}
    </ol>
  );
}

function Revisions({ estimate }: { estimate: EstimateDetail }) {
  if (estimate.revisions.length < 2) return null;
  const base = estimate.number.replace(/ rev \d+$/, "");
  return (
    <nav aria-label="Revisions">
      <ul className="flex flex-wrap gap-2">
        {estimate.revisions.map((revision) => {
          const number = revision.revision > 1 ? `${base} rev ${revision.revision}` : base;
          return (
            <li key={revision.id}>
              {revision.id === estimate.id ? (
                <span aria-current="page" className="rounded-full bg-slate-200 px-3 py-1 text-sm font-semibold dark:bg-slate-800">
                  {number} · {estimateStatusLabels[revision.status]}
                </span>
              ) : (
                <Link
                  to={`/admin/estimates/${revision.id}`}
                  className="rounded-full border border-slate-300 px-3 py-1 text-sm text-brand-800 hover:underline dark:border-slate-600 dark:text-brand-200"
                >
                  {number} · {estimateStatusLabels[revision.status]}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Actions on a sent or decided estimate: send again, new revision (or a new estimate once approved), withdraw. */
function SentActions({ estimate, onSendAgain }: { estimate: EstimateDetail; onSendAgain: () => void }) {
  const navigate = useNavigate();
  const revise = useReviseEstimate(estimate.id);
  const create = useCreateEstimate();
  const withdraw = useWithdrawEstimate(estimate.id);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const latest = estimate.revisions.at(-1)?.id === estimate.id;
  const awaiting = canMove(estimate.status, "approved");
  return (
    <>
      {awaiting && (
        <button type="button" className="btn-secondary" onClick={onSendAgain}>
          Send again…
        </button>
      )}
      {estimate.status === "approved" ? (
        <button
          type="button"
          className="btn-primary"
          disabled={create.isPending}
          title="An approved estimate is an agreement: more work is a new estimate."
          onClick={() =>
            create.mutate(estimate.leadId, { onSuccess: ({ estimate: made }) => navigate(`/admin/estimates/${made.id}`) })
          }
        >
          New estimate for this lead
        </button>
      ) : (
        latest &&
        !estimate.approvedRevision && (
          <button
            type="button"
            className="btn-primary"
            disabled={revise.isPending}
            onClick={() =>
              revise.mutate(undefined, { onSuccess: ({ estimate: made }) => navigate(`/admin/estimates/${made.id}`) })
            }
          >
            New revision
          </button>
        )
      )}
      {canMove(estimate.status, "withdrawn") && (
        <button type="button" className="btn-secondary" onClick={() => setConfirmWithdraw(true)}>
          Withdraw…
        </button>
      )}
      <Dialog open={confirmWithdraw} onClose={() => setConfirmWithdraw(false)} title={`Withdraw ${estimate.number}?`}>
        <p>
          The customer's link stops showing the estimate and no reminder goes out. To offer something else, make a new revision.
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn bg-red-700 text-white hover:bg-red-800"
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate(estimate.version, { onSettled: () => setConfirmWithdraw(false) })}
          >
            Withdraw
          </button>
          <button type="button" className="btn-secondary" onClick={() => setConfirmWithdraw(false)}>
            Cancel
          </button>
        </div>
      </Dialog>
    </>
  );
}

/**
 * /admin/estimates/:id: a draft in the editor, anything sent read-only with what the customer did.
 * The send dialog lives here, not in the editor: it stays open with the link once the draft is sent.
 */
export function Component() {
  const { id = "" } = useParams();
  const detail = useEstimate(id);
  const [sending, setSending] = useState<{ prepare: () => Promise<number | null>; firstSend: boolean } | null>(null);
  if (!detail.isSuccess) return <NotLoaded query={detail} what="the estimate" notFound="Estimate not found" />;
  const estimate = detail.data;
  const draft = estimate.status === "draft";
  return (
    <div className="grid gap-6">
      <PageHeader
        title={estimate.number}
        actions={
          draft ? undefined : (
            <>
              {estimate.documents.sent === "stored" && (
                <a href={estimatePdfUrl(estimate.id)} target="_blank" rel="noreferrer" className="btn-secondary">
                  PDF
                </a>
              )}
              {estimate.status === "approved" && estimate.documents.signed === "stored" && (
                <a
                  href={estimatePdfUrl(estimate.id, { signed: true })}
                  target="_blank"
                  rel="noreferrer"
                  className="btn-secondary"
                >
                  Signed PDF
                </a>
              )}
              {estimate.status === "approved" && (
                <EstimateJobLink leadId={estimate.leadId} estimateIds={estimate.revisions.map((revision) => revision.id)} />
              )}
              <SentActions
                estimate={estimate}
                onSendAgain={() => setSending({ prepare: async () => estimate.version, firstSend: false })}
              />
            </>
          )
        }
      >
        <span className="flex flex-wrap items-center gap-2">
          <EstimateStatusBadge status={estimate.status} />
          <span>
            {estimate.title} · for{" "}
            <Link
              to={`/admin/leads/${estimate.leadId}`}
              className="font-medium text-brand-800 underline underline-offset-2 dark:text-brand-200"
            >
              {estimate.customerName}
            </Link>{" "}
            · updated {formatDateTime(estimate.updatedAt)}
          </span>
        </span>
      </PageHeader>
      <Revisions estimate={estimate} />
      {draft ? (
        <EstimateEditor key={estimate.id} estimate={estimate} onSend={(prepare) => setSending({ prepare, firstSend: true })} />
      ) : (
        <EstimateView estimate={estimate} />
      )}
      <Section title="History">
        <History estimate={estimate} />
      </Section>
      <EstimateSendDialog
        estimate={estimate}
        open={sending !== null}
        onClose={() => setSending(null)}
        prepare={sending?.prepare ?? (async () => estimate.version)}
        firstSend={sending?.firstSend ?? draft}
      />
    </div>
  );
}
