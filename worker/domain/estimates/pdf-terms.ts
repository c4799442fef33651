import { requiredAcknowledgments } from "../../../src/lib/estimates";
import { body, bodyLeading, brand, type Composition, checkMark, heading, ink, muted, paragraph } from "./pdf-composition";
import { wrap } from "./pdf-layout";

/** The terms, then the acknowledgments the customer ticks before signing (ticked on the signed copy). */

export function termsBlock({ doc, texts, flow }: Composition) {
  flow.keep(20 + 3 * 12);
  paragraph(flow, texts.terms, flow.left, flow.right - flow.left, heading, 20);
  for (const text of doc.terms.split(/\n\s*\n/)) {
    paragraph(flow, text.trim(), flow.left, flow.right - flow.left, { size: 8.5, color: ink }, 11.5);
    flow.y += 5;
  }
  flow.y += 8;
}

export function acknowledgmentsBlock({ doc, texts, flow, approval, totals }: Composition) {
  const acknowledgments =
    approval?.acknowledgments.map((acknowledgment) => acknowledgment.text) ??
    requiredAcknowledgments({ totalCents: totals.totalCents, yearBuilt: doc.yearBuilt }).map((id) => texts.acknowledgments[id]);
  const width = flow.right - flow.left - 18;
  const laid = acknowledgments.map((text) => wrap(text, width, body));
  flow.keep(20 + (laid[0]?.length ?? 0) * bodyLeading);
  paragraph(flow, texts.acknowledgmentsHeading, flow.left, flow.right - flow.left, heading, 20);
  for (const lines of laid) {
    flow.keep(lines.length * bodyLeading + 4);
    const top = flow.y;
    flow.rect(flow.left, top + 1.5, 9, 9, approval ? { fill: brand } : { border: muted });
    if (approval) checkMark(flow, flow.left, top + 1.5, 9);
    flow.textLines(flow.left + 18, top + 9, lines, body, bodyLeading);
    flow.y = top + lines.length * bodyLeading + 4;
  }
  flow.y += 10;
}
