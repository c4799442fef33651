import { formatBasisPoints, formatCents } from "../../../src/lib/estimate-money";
import type { EstimateDocument } from "../../../src/lib/estimates";
import { longDay } from "../../../src/lib/long-dates";
import { body, brand, type Composition, caps, label, muted, small, smallLeading, white } from "./pdf-composition";
import { wrap } from "./pdf-layout";

/**
 * The totals under the line table, right-aligned: subtotal, discount, tax, the total on a band of
 * brand colour, deposit and balance; beside them, on the estimate as sent, what the total includes
 * and until when it can be approved.
 */

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
  flow.keep(Math.max(caption + rows.length * 17 + 16, noteLines.length * smallLeading));
  const top = flow.y;
  const left = flow.right - 250;
  if (approval) flow.text(left + 8, top + 9, caps(texts.agreedTotals, doc), label);
  flow.textLines(flow.left, top + 9, noteLines, small, smallLeading);

  let y = top + caption;
  for (const [name, value, kind] of rows) {
    if (kind === "total") {
      flow.rect(left, y + 2, flow.right - left, 24, { fill: brand });
      flow.text(left + 8, y + 18, name, { size: 11, weight: "bold", color: white });
      flow.textRight(flow.right - 8, y + 18, value, { size: 12, weight: "bold", color: white });
      y += 32;
      continue;
    }
    flow.text(left + 8, y + 12, name, { ...body, color: muted });
    flow.textRight(flow.right - 8, y + 12, value, body);
    y += 17;
  }
  flow.y = Math.max(y, top + noteLines.length * smallLeading) + 14;
}
