import { formatBasisPoints, formatCents } from "../../../src/lib/estimate-money";
import type { EstimateDocument } from "../../../src/lib/estimates";
import { longDay } from "../../../src/lib/long-dates";
import { body, bodyLeading, brand, type Composition, caps, label, muted, small, smallLeading, white } from "./pdf-composition";
import { measure, type TextStyle, wrap } from "./pdf-layout";

/**
 * The totals under the line table, right-aligned: subtotal, discount, tax, the total on a band of
 * brand colour, deposit and balance; beside them, on the estimate as sent, what the total includes
 * and until when it can be approved.
 */

const plainName: TextStyle = { ...body, color: muted };
const totalName: TextStyle = { size: 11, weight: "bold", color: white };
const totalValue: TextStyle = { size: 12, weight: "bold", color: white };

export function totalsBlock({ doc, texts, flow, approval, totals }: Composition) {
  const percent = (adjustment: EstimateDocument["discount"]) =>
    adjustment?.kind === "percent" ? formatBasisPoints(adjustment.bps, doc.language) : null;
  const discountRate = percent(doc.discount);
  const depositRate = percent(doc.deposit);
  const rows: Array<[string, string, "plain" | "total"]> = [
    [texts.subtotal, formatCents(totals.subtotalCents, doc.language), "plain"],
  ];
  if (totals.discountCents > 0) {
    rows.push([
      discountRate ? texts.discountPercent(discountRate) : texts.discount,
      formatCents(-totals.discountCents, doc.language),
      "plain",
    ]);
  }
  rows.push([texts.tax, formatCents(totals.taxCents, doc.language), "plain"]);
  rows.push([texts.total, formatCents(totals.totalCents, doc.language), "total"]);
  if (totals.depositCents > 0) {
    rows.push([
      depositRate ? texts.depositPercent(depositRate) : texts.deposit,
      formatCents(totals.depositCents, doc.language),
      "plain",
    ]);
    rows.push([texts.balance, formatCents(totals.balanceCents, doc.language), "plain"]);
  }

  const notes = [
    ...(!approval && doc.lines.some((line) => line.kind !== "required") ? [texts.startingTotalNote] : []),
    ...(!approval ? [texts.validUntilNote(longDay(doc.expiresOn, doc.language))] : []),
  ];
  const noteWidth = 230;
  const noteLines = notes.flatMap((note) => [...wrap(note, noteWidth, small), ""]);
  const caption = approval ? 16 : 0;
  const blockWidth = 250;
  const inner = blockWidth - 16;
  const laid = rows.map(([name, value, kind]) => {
    const [nameStyle, valueStyle, leading, height] =
      kind === "total" ? [totalName, totalValue, 13, 32] : [plainName, body, bodyLeading, 17];
    // The figure stays on one line (made smaller only when it would leave the name no room); the name wraps beside it.
    const valueWidth = Math.min(measure(value, valueStyle), inner - 60);
    const names = wrap(name, inner - valueWidth - 12, nameStyle);
    return { kind, names, nameStyle, value, valueStyle, valueWidth, leading, height: height + (names.length - 1) * leading };
  });
  const rowsHeight = laid.reduce((sum, row) => sum + row.height, 0);
  flow.keep(Math.max(caption + rowsHeight + 1, noteLines.length * smallLeading));
  const top = flow.y;
  const left = flow.right - blockWidth;
  if (approval) flow.text(left + 8, top + 9, caps(texts.agreedTotals, doc), label, inner);
  flow.textLines(flow.left, top + 9, noteLines, small, smallLeading);

  let y = top + caption;
  for (const row of laid) {
    const baseline = y + (row.kind === "total" ? 18 : 12);
    if (row.kind === "total") flow.rect(left, y + 2, flow.right - left, row.height - 8, { fill: brand });
    flow.textLines(left + 8, baseline, row.names, row.nameStyle, row.leading);
    flow.textRight(flow.right - 8, baseline, row.value, row.valueStyle, row.valueWidth);
    y += row.height;
  }
  flow.y = Math.max(y, top + noteLines.length * smallLeading) + 14;
}
