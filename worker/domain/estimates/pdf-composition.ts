import type { Totals } from "../../../src/lib/estimate-money";
import { estimateLocales } from "../../../src/lib/estimate-money";
import type { EstimateTexts } from "../../../src/lib/estimate-texts";
import type { ApprovalRecord, EstimateDocument } from "../../../src/lib/estimates";
import { type Color, type PageFlow, type TextStyle, wrap } from "./pdf-layout";

/**
 * What every part of the estimate PDF draws with: the estimate being composed, the page, the
 * palette and the type styles, and the small drawing helpers the parts share.
 */

export type Composition = {
  doc: EstimateDocument;
  texts: EstimateTexts;
  flow: PageFlow;
  approval: ApprovalRecord | null;
  /** The ids of the lines in the total: the starting selection, or what the customer chose. */
  included: Set<string>;
  totals: Totals;
};

export const letter = { width: 612, height: 792, margin: { top: 48, right: 54, bottom: 62, left: 54 } };

export const ink: Color = [0.1, 0.12, 0.15];
export const muted: Color = [0.39, 0.43, 0.48];
export const brand: Color = [0.067, 0.369, 0.349]; // the site's brand teal (#115e59)
export const hairline: Color = [0.84, 0.86, 0.88];
export const band: Color = [0.93, 0.96, 0.95];
export const white: Color = [1, 1, 1];

export const body: TextStyle = { size: 9.5, color: ink };
export const small: TextStyle = { size: 8, color: muted };
export const strong: TextStyle = { ...body, weight: "bold" };
export const label: TextStyle = { size: 7.5, weight: "bold", color: muted };
export const heading: TextStyle = { size: 11, weight: "bold", color: brand };

export const bodyLeading = 12.5;
export const smallLeading = 10.5;

/** A label in capitals, as the reader's language capitalises ("é" → "É"). */
export const caps = (text: string, doc: EstimateDocument) => text.toLocaleUpperCase(estimateLocales[doc.language]);

/** Writes wrapped lines from the flow's cursor, each kept whole on a page; returns nothing, moves the cursor. */
export function paragraph(flow: PageFlow, text: string, x: number, width: number, style: TextStyle, leading: number) {
  for (const line of wrap(text, width, style)) {
    flow.keep(leading);
    flow.text(x, flow.y + style.size, line, style);
    flow.y += leading;
  }
}

/** A tick drawn in white over a filled box. */
export function checkMark(flow: PageFlow, x: number, top: number, size: number) {
  flow.line([x + size * 0.2, top + size * 0.55], [x + size * 0.42, top + size * 0.78], 1.1, white);
  flow.line([x + size * 0.42, top + size * 0.78], [x + size * 0.82, top + size * 0.25], 1.1, white);
}
