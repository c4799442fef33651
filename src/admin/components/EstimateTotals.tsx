import { formatCents, type Totals } from "../../lib/estimate-money";

type Row = [label: string, cents: number, key: string];

/** An estimate's totals as a list of figures; `live` announces changes while staff type. */
export function EstimateTotals({ totals, live = false }: { totals: Totals; live?: boolean }) {
  const rows: Row[] = [["Subtotal", totals.subtotalCents, "subtotalCents"]];
  if (totals.discountCents > 0) rows.push(["Discount", -totals.discountCents, "discountCents"]);
  rows.push(["Tax", totals.taxCents, "taxCents"], ["Total", totals.totalCents, "totalCents"]);
  if (totals.depositCents > 0)
    rows.push(["Deposit", totals.depositCents, "depositCents"], ["Balance", totals.balanceCents, "balanceCents"]);
  return (
    <dl aria-live={live ? "polite" : undefined} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
      {rows.map(([label, cents, key]) => (
        <div
          key={key}
          className={`col-span-2 grid grid-cols-subgrid ${key === "totalCents" ? "border-t border-slate-300 pt-1 text-lg font-bold text-slate-900 dark:border-slate-600 dark:text-white" : ""}`}
        >
          <dt>{label}</dt>
          <dd data-total={key} className="text-right">
            {cents < 0 ? `−${formatCents(-cents, "en")}` : formatCents(cents, "en")}
          </dd>
        </div>
      ))}
    </dl>
  );
}
