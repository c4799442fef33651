import { useNavigate } from "react-router-dom";
import { useCreateEstimate, useEstimateList } from "../api/estimates";
import { EstimateRow } from "./EstimateRow";
import { Failed, Pending, Section } from "./Section";

/** A lead's estimates, newest change first, and the button that drafts a new one from the lead. */
export function LeadEstimates({ leadId, isSpam }: { leadId: string; isSpam: boolean }) {
  const navigate = useNavigate();
  const list = useEstimateList({ leadId });
  const create = useCreateEstimate();
  const estimates = list.data?.pages.flatMap((page) => page.estimates) ?? [];
  return (
    <Section
      title={`Estimates${list.data ? ` (${estimates.length}${list.hasNextPage ? "+" : ""})` : ""}`}
      actions={
        <button
          type="button"
          className="btn-primary"
          disabled={create.isPending || isSpam}
          title={isSpam ? "Mark the lead as not spam first." : undefined}
          onClick={() => create.mutate(leadId, { onSuccess: ({ estimate }) => navigate(`/admin/estimates/${estimate.id}`) })}
        >
          {create.isPending ? "Creating…" : "Create estimate"}
        </button>
      }
    >
      {list.isPending ? (
        <Pending what="estimates" />
      ) : list.isError ? (
        <Failed error={list.error} retry={() => void list.refetch()} />
      ) : estimates.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">No estimates for this lead yet.</p>
      ) : (
        <ul aria-label="Estimates for this lead" className="grid gap-2">
          {estimates.map((estimate) => (
            <EstimateRow key={estimate.id} estimate={estimate} showCustomer={false} />
          ))}
        </ul>
      )}
    </Section>
  );
}
