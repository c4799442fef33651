import { Link } from "react-router-dom";
import type { EstimateDetail, StoredFileState } from "../../lib/estimate-desk";

const storedCopyProblems: Record<Exclude<StoredFileState, "stored">, string> = {
  missing: "is missing from storage",
  altered: "in storage is not the one stored: it was altered",
};

/**
 * What staff must know before anything else about an estimate's record: another revision of it was
 * approved (so this one can never be sent), or a stored copy the business may have to prove is
 * missing or altered (it is served to nobody, and never made again).
 */
export function EstimateRecordNotices({ estimate }: { estimate: EstimateDetail }) {
  const copies: Array<[string, Exclude<StoredFileState, "stored">]> = [];
  for (const [what, state] of [
    ["The PDF of the estimate as sent", estimate.documents.sent],
    ["The signed copy", estimate.documents.signed],
  ] as const) {
    if (state === "missing" || state === "altered") copies.push([what, state]);
  }
  if (!estimate.approvedRevision && copies.length === 0) return null;
  return (
    <div className="grid gap-3">
      {estimate.approvedRevision && (
        <div
          role="status"
          data-approved-revision
          className="rounded-2xl border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50"
        >
          <p className="font-semibold">
            <Link to={`/admin/estimates/${estimate.approvedRevision.id}`} className="underline underline-offset-2">
              {estimate.approvedRevision.number}
            </Link>{" "}
            of this estimate was approved by the customer: it is the agreement.
          </p>
          <p>
            This revision can never be sent. For more work, make a new estimate from the lead, or change the agreement with the
            customer by phone first.
          </p>
        </div>
      )}
      {copies.map(([what, state]) => (
        <div
          key={what}
          role="alert"
          data-stored-copy={state}
          className="rounded-2xl border border-red-400 bg-red-50 p-4 text-red-950 dark:border-red-700 dark:bg-red-950 dark:text-red-50"
        >
          <p className="font-semibold">
            {what} {storedCopyProblems[state]}.
          </p>
          <p>
            It is not served to the customer or to the desk, and it is never made again. Restore it from a backup of the R2
            bucket, or call the customer.
          </p>
        </div>
      ))}
    </div>
  );
}
