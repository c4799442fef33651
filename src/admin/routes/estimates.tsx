import { useId } from "react";
import { useSearchParams } from "react-router-dom";
import { estimateStatusLabels } from "../../lib/estimate-texts";
import { type EstimateStatus, estimateStatuses } from "../../lib/estimates";
import { useEstimateList } from "../api/estimates";
import { EstimateRow } from "../components/EstimateRow";
import { NewEstimate } from "../components/NewEstimate";
import { PagedList } from "../components/PagedList";
import { PageHeader } from "../components/PageHeader";

const isStatus = (value: string | null): value is EstimateStatus =>
  value !== null && (estimateStatuses as readonly string[]).includes(value);

/** /admin/estimates: every estimate, newest change first, filtered by status. */
export function Component() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const wanted = params.get("status");
  const status = isStatus(wanted) ? wanted : undefined;
  const list = useEstimateList(status ? { status } : {});
  const estimates = list.data?.pages.flatMap((page) => page.estimates) ?? [];
  return (
    <div className="grid gap-6">
      <PageHeader title="Estimates" actions={<NewEstimate />}>
        Every estimate, newest change first.
      </PageHeader>
      <div className="max-w-xs">
        <label htmlFor={`${id}-status`} className="field-label">
          Status
        </label>
        <select
          id={`${id}-status`}
          value={status ?? ""}
          onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
          className="field-input"
        >
          <option value="">All statuses</option>
          {estimateStatuses.map((value) => (
            <option key={value} value={value}>
              {estimateStatusLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <PagedList
        query={list}
        items={estimates}
        label="Estimates"
        one="estimate"
        many="estimates"
        empty={
          status
            ? `No estimates are ${estimateStatusLabels[status].toLowerCase()}.`
            : "No estimates yet. Choose “New estimate” to draft one for a lead."
        }
      >
        {(estimate) => <EstimateRow key={estimate.id} estimate={estimate} />}
      </PagedList>
    </div>
  );
}
