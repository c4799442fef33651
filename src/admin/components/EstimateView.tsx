import type { EstimateDetail } from "../../lib/estimate-desk";
import {
  defaultSelection,
  estimateTotals,
  formatBasisPoints,
  formatCents,
  formatQuantity,
  lineSubtotalCents,
} from "../../lib/estimate-money";
import type { EstimateLine } from "../../lib/estimates";
import { formatDateTime, formatDay } from "../format";
import { CustomerLinkPanel } from "./CustomerLinkPanel";
import { EstimateRecordNotices } from "./EstimateRecordNotices";
import { EstimateTotals } from "./EstimateTotals";
import { Section } from "./Section";

const kindWords: Record<EstimateLine["kind"], string> = { required: "Required", optional: "Optional", choice: "Pick one" };

function kindText(line: EstimateLine) {
  if (line.kind !== "choice") return kindWords[line.kind];
  return `Pick one: ${line.groupLabel ?? line.group ?? ""}`;
}

/** A sent (or decided) estimate, read-only: what the customer saw and, once decided, what they said. */
export function EstimateView({ estimate }: { estimate: EstimateDetail }) {
  const { approval } = estimate;
  const chosen = approval ? new Set(approval.chosenLineIds) : null;
  const totals =
    approval?.totals ?? estimateTotals(estimate.lines, defaultSelection(estimate.lines), estimate.discount, estimate.deposit);
  const facts: Array<[string, string]> = [
    ["Customer", estimate.customer.name],
    ["E-mail", estimate.customer.email ?? "—"],
    ["Phone", estimate.customer.phone ?? "—"],
    ["Property", estimate.customer.address ?? "—"],
    ["Service", estimate.service],
    ["Year built", estimate.yearBuilt === null ? "Unknown" : String(estimate.yearBuilt)],
    ["Open until", formatDay(`${estimate.expiresOn}T12:00:00Z`)],
    ["Sent", estimate.sentAt ? `${formatDateTime(estimate.sentAt)} to ${estimate.sentTo ?? ""}` : "Not sent"],
    [
      "Opened by the customer",
      estimate.viewCount === 0
        ? "Not yet"
        : `${estimate.viewCount} ${estimate.viewCount === 1 ? "time" : "times"}, first ${formatDateTime(estimate.firstViewedAt ?? "")}`,
    ],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="grid min-w-0 gap-6">
        <EstimateRecordNotices estimate={estimate} />
        {approval && (
          <Section title="Approved by the customer">
            <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
              <dt className="font-medium">Signed (typed name)</dt>
              <dd>{approval.signerName}</dd>
              <dt className="font-medium">When</dt>
              <dd>
                <time dateTime={approval.signedAt}>{formatDateTime(approval.signedAt)}</time>
              </dd>
              <dt className="font-medium">Approved total</dt>
              <dd className="font-semibold" data-approved-total>
                {formatCents(approval.totals.totalCents, "en")}
              </dd>
              <dt className="font-medium">Drawn signature</dt>
              <dd>{approval.hasDrawnSignature ? "Yes" : "No"}</dd>
              <dt className="font-medium">Acknowledged</dt>
              <dd>
                <ul className="list-disc pl-5">
                  {approval.acknowledgments.map((ack) => (
                    <li key={ack.id}>{ack.text}</li>
                  ))}
                </ul>
              </dd>
            </dl>
          </Section>
        )}
        {(estimate.declineReason || estimate.changeRequest || estimate.status === "declined") && (
          <Section title={estimate.status === "declined" ? "Declined by the customer" : "The customer asked for changes"}>
            <blockquote className="border-l-4 border-slate-300 pl-3 whitespace-pre-wrap break-words dark:border-slate-600">
              {estimate.changeRequest ?? estimate.declineReason ?? "No reason given."}
            </blockquote>
          </Section>
        )}
        <Section title={`Lines (${estimate.lines.length})`}>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard */}
          <section aria-label="Lines, scrolls sideways" tabIndex={0} className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">The estimate's lines</caption>
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="col" className="py-2 pr-3">
                    Area
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Description
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Kind
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    Quantity
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    Unit price
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    Tax
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {estimate.lines.map((line) => {
                  const left = chosen !== null && !chosen.has(line.id);
                  return (
                    <tr
                      key={line.id}
                      className={`border-b border-slate-100 align-top dark:border-slate-800 ${left ? "text-slate-600 dark:text-slate-400" : ""}`}
                    >
                      <td className="py-2 pr-3">{line.section ?? "—"}</td>
                      <td className="py-2 pr-3 break-words">
                        {line.description}
                        {chosen !== null && <span className="block text-xs font-semibold">{left ? "Not chosen" : "Chosen"}</span>}
                      </td>
                      <td className="py-2 pr-3">{kindText(line)}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">
                        {formatQuantity(line.quantityThousandths, "en")} {line.unit}
                      </td>
                      <td className="py-2 pr-3 text-right tabular-nums">{formatCents(line.unitPriceCents, "en")}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{formatBasisPoints(line.taxBps, "en")}</td>
                      <td className="py-2 text-right tabular-nums">{formatCents(lineSubtotalCents(line), "en")}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        </Section>
        <Section title="Details">
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sm font-medium text-slate-600 sm:text-base dark:text-slate-400">{label}</dt>
                <dd className="mb-1 break-words sm:mb-0">{value}</dd>
              </div>
            ))}
          </dl>
          <details>
            <summary className="cursor-pointer font-medium">Terms</summary>
            <p className="mt-2 whitespace-pre-wrap">{estimate.terms}</p>
          </details>
        </Section>
      </div>
      <aside aria-label="Totals and the customer's link" className="grid min-w-0 gap-4 lg:sticky lg:top-28">
        <Section title={approval ? "Approved totals" : "Totals"}>
          <EstimateTotals totals={totals} />
          {!approval && (
            <p className="text-xs text-slate-600 dark:text-slate-400">
              As the customer first sees it: required lines, options added to start with, each group's starting pick.
            </p>
          )}
        </Section>
        <CustomerLinkPanel estimate={estimate} />
      </aside>
    </div>
  );
}
