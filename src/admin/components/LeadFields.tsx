import { type LeadDetail, leadSourceLabels } from "../../lib/desk";
import { formatDateTime } from "../format";

const forwardWords: Record<LeadDetail["forwardStatus"], string> = {
  pending: "Waiting to be queued",
  queued: "Queued",
  forwarded: "Forwarded",
  not_forwarded: "Not forwarded (no channel configured)",
  failed: "Failed",
  spam: "Not forwarded (spam)",
};

/** Every stored field of a lead, in the order the office reads them. */
export function LeadFields({ lead }: { lead: LeadDetail }) {
  const fields: Array<[string, string | null]> = [
    ["Service", lead.service],
    ["Timeline", lead.timeline],
    ["Property type", lead.propertyType],
    ["Street address", lead.address],
    ["City", lead.city],
    ["State", lead.state],
    ["ZIP code", lead.zipCode],
    ["Phone", lead.phone],
    ["E-mail", lead.email],
    ["Source", leadSourceLabels[lead.source]],
    ["Received", formatDateTime(lead.createdAt)],
    ["Sent by the visitor at", lead.clientSubmittedAt ? formatDateTime(lead.clientSubmittedAt) : null],
    ["Last changed", formatDateTime(lead.updatedAt)],
    ["Forwarding", forwardWords[lead.forwardStatus]],
    ["Assignee", lead.assignee],
    ["Spam", lead.isSpam ? (lead.spamReason ?? "Yes") : "No"],
    ["Lead id", lead.id],
  ];
  return (
    <div className="grid gap-4">
      <div>
        <h3 className="text-base">Description</h3>
        <p className="mt-1 whitespace-pre-wrap break-words">{lead.description || "No description was given."}</p>
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {fields.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="break-words">{value || "—"}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
