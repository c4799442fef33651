import { formatBasisPoints, formatCents, formatQuantity, lineSubtotalCents } from "../../../src/lib/estimate-money";
import type { EstimateLine } from "../../../src/lib/estimates";
import {
  band,
  body,
  bodyLeading,
  brand,
  type Composition,
  caps,
  checkMark,
  hairline,
  ink,
  label,
  muted,
  small,
  smallLeading,
  strong,
} from "./pdf-composition";
import { measure, type PageFlow, type TextStyle, wrap } from "./pdf-layout";

/**
 * The table of the estimate's lines: column headings, a heading per area or section, the pick-one
 * groups with their label, and one row per line (its marker, description, tags and figures). The
 * headings repeat on every page the table continues to, and a row is never cut by a page break.
 */

/** The table's columns: a marker gutter, the description, then figures aligned on their right edge; each at least 4 pt from the next. */
const column = {
  marker: 58,
  description: { x: 70, width: 216 },
  quantity: { right: 338, width: 46 },
  unit: { x: 348, width: 54 },
  unitPrice: { right: 476, width: 70 },
  amount: { right: 554, width: 72 },
};
const rowPadding = 6;

type Item = { line: EstimateLine } | { group: string; label: string; lines: EstimateLine[] };

/** The lines by section (in order of first appearance), each pick-one group gathered where its first line stands. */
function arrange(lines: EstimateLine[]) {
  const sections = new Map<string | null, Item[]>();
  const groups = new Map<string, Extract<Item, { group: string }>>();
  for (const line of lines) {
    const items = sections.get(line.section) ?? [];
    sections.set(line.section, items);
    if (line.kind !== "choice" || line.group === null) {
      items.push({ line });
      continue;
    }
    const group = groups.get(line.group);
    if (group) group.lines.push(line);
    else {
      const item = { group: line.group, label: line.groupLabel ?? line.group, lines: [line] };
      groups.set(line.group, item);
      items.push(item);
    }
  }
  return [...sections];
}

function tableHeadings({ doc, texts, flow }: Composition) {
  const top = flow.y;
  flow.rect(flow.left, top, flow.right - flow.left, 18, { fill: band });
  const baseline = top + 12;
  const style: TextStyle = { ...label, color: brand };
  // On one line each, in the column's width: the band has room for one.
  flow.text(column.description.x, baseline, caps(texts.columns.description, doc), style, column.description.width);
  flow.textRight(column.quantity.right, baseline, caps(texts.columns.quantity, doc), style, column.quantity.width);
  flow.text(column.unit.x, baseline, caps(texts.columns.unit, doc), style, column.unit.width);
  flow.textRight(column.unitPrice.right, baseline, caps(texts.columns.unitPrice, doc), style, column.unitPrice.width);
  flow.textRight(column.amount.right, baseline, caps(texts.columns.amount, doc), style, column.amount.width);
  flow.y = top + 24;
}

const sectionStyle: TextStyle = { size: 10, weight: "bold", color: brand };
const sectionLeading = 13;

/** An area or section's heading, wrapped in the table's width, and the height it takes. */
function sectionLayout(flow: PageFlow, text: string) {
  const lines = wrap(text, flow.right - flow.left - 8, sectionStyle);
  return { lines, height: 20 + (lines.length - 1) * sectionLeading };
}

function sectionHeading(flow: PageFlow, text: string) {
  const { lines, height } = sectionLayout(flow, text);
  flow.textLines(flow.left + 4, flow.y + 12, lines, sectionStyle, sectionLeading);
  flow.y += height;
}

/**
 * A pick-one group's label over its lines (the row has no figures: it spans the table), with
 * "Choose one" after it on the estimate as sent, or under it when the label leaves no room.
 */
function groupHeadingLayout({ texts, approval }: Composition, label: string) {
  const width = column.amount.right - column.description.x;
  const lines = wrap(label, width, strong);
  const lastWidth = measure(lines.at(-1) ?? "", strong);
  const besideLast = lastWidth + 8 + measure(texts.chooseOne, small) <= width;
  const note = approval
    ? null
    : besideLast
      ? { x: column.description.x + lastWidth + 8, line: lines.length - 1 }
      : { x: column.description.x, line: lines.length };
  const lineCount = Math.max(lines.length, (note?.line ?? 0) + 1);
  return { lines, note, height: 18 + (lineCount - 1) * bodyLeading };
}

function groupHeading(composition: Composition, label: string) {
  const { texts, flow } = composition;
  const { lines, note, height } = groupHeadingLayout(composition, label);
  flow.textLines(column.description.x, flow.y + 12, lines, strong, bodyLeading);
  if (note) flow.text(note.x, flow.y + 12 + note.line * bodyLeading, texts.chooseOne, small);
  flow.y += height;
}

/** A line's row laid out before it is drawn, so the page break can come before it. */
function rowLayout({ doc, texts, approval, included }: Composition, line: EstimateLine) {
  const isIncluded = included.has(line.id);
  const tags = [
    line.kind === "optional" ? texts.optional : null,
    !approval && line.kind !== "required" && isIncluded ? texts.included : null,
    line.taxBps > 0 ? texts.taxed(formatBasisPoints(line.taxBps, doc.language)) : null,
  ].filter((tag) => tag !== null);
  const descriptionStyle: TextStyle = { ...body, color: isIncluded ? ink : muted };
  const description = wrap(line.description, column.description.width, descriptionStyle);
  const tagLines = tags.length > 0 ? wrap(tags.join(" · "), column.description.width, small) : [];
  const unit = wrap(line.unit, column.unit.width, { ...body, size: 8.5 });
  const height =
    rowPadding * 2 + Math.max(description.length * bodyLeading + tagLines.length * smallLeading, unit.length * 11) - 2;
  return { isIncluded, descriptionStyle, description, tagLines, unit, height };
}

function lineRow(composition: Composition, line: EstimateLine, continued: () => void) {
  const { doc, flow } = composition;
  const row = rowLayout(composition, line);
  flow.keep(row.height, continued);
  const top = flow.y;
  const baseline = top + rowPadding + 9;
  const figures: TextStyle = { ...body, color: row.isIncluded ? ink : muted };

  if (line.kind === "optional") {
    flow.rect(column.marker - 4, baseline - 7.5, 8, 8, row.isIncluded ? { fill: brand } : { border: muted });
    if (row.isIncluded) checkMark(flow, column.marker - 4, baseline - 7.5, 8);
  }
  if (line.kind === "choice") flow.circle(column.marker, baseline - 3.5, 4, row.isIncluded ? { fill: brand } : { border: muted });

  flow.textLines(column.description.x, baseline, row.description, row.descriptionStyle, bodyLeading);
  flow.textLines(column.description.x, baseline + row.description.length * bodyLeading - 1.5, row.tagLines, small, smallLeading);
  flow.textRight(
    column.quantity.right,
    baseline,
    formatQuantity(line.quantityThousandths, doc.language),
    figures,
    column.quantity.width,
  );
  flow.textLines(column.unit.x, baseline, row.unit, { ...figures, size: 8.5 }, 11);
  flow.textRight(
    column.unitPrice.right,
    baseline,
    formatCents(line.unitPriceCents, doc.language),
    figures,
    column.unitPrice.width,
  );
  flow.textRight(column.amount.right, baseline, formatCents(lineSubtotalCents(line), doc.language), figures, column.amount.width);

  flow.y = top + row.height;
  flow.line([flow.left, flow.y], [flow.right, flow.y], 0.5, hairline);
}

export function lineTable(composition: Composition) {
  const { doc, texts, flow, approval, included } = composition;
  const shown = approval ? doc.lines.filter((line) => included.has(line.id)) : doc.lines;
  const sections = arrange(shown);
  const named = sections.some(([section]) => section !== null);
  flow.keep(120);
  tableHeadings(composition);

  for (const [section, items] of sections) {
    const title = section ?? texts.generalSection;
    const continued = () => {
      tableHeadings(composition);
      if (named) sectionHeading(flow, texts.continued(title));
    };
    const first = items[0];
    const firstLine = first && ("line" in first ? first.line : first.lines[0]);
    // A heading never ends a page: it keeps its first row with it.
    if (named) {
      flow.keep(sectionLayout(flow, title).height + (firstLine ? rowLayout(composition, firstLine).height + 18 : 0), () =>
        tableHeadings(composition),
      );
      sectionHeading(flow, title);
    }
    for (const item of items) {
      if ("line" in item) {
        lineRow(composition, item.line, continued);
        continue;
      }
      const firstChoice = item.lines[0] as EstimateLine;
      flow.keep(groupHeadingLayout(composition, item.label).height + rowLayout(composition, firstChoice).height, continued);
      groupHeading(composition, item.label);
      for (const line of item.lines) lineRow(composition, line, continued);
    }
  }
  flow.y += 10;
}
