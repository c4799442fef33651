import { business } from "../../../src/config/business";
import {
  defaultSelection,
  estimateLocales,
  estimateTotals,
  formatBasisPoints,
  formatCents,
  formatQuantity,
  lineSubtotalCents,
  type Totals,
} from "../../../src/lib/estimate-money";
import { type EstimateTexts, estimateTexts } from "../../../src/lib/estimate-texts";
import {
  type ApprovalRecord,
  type EstimateDocument,
  type EstimateLine,
  requiredAcknowledgments,
} from "../../../src/lib/estimates";
import { startOfZonedDay } from "../../../src/lib/zoned-time";
import { type Color, measure, PageFlow, renderPdf, type TextStyle, wrap } from "./pdf-layout";

/**
 * The estimate as a PDF: the document the customer is sent, and the signed copy (only the chosen
 * lines, the agreed totals, the signature and an audit page). US Letter, in the estimate's
 * language. The same input always gives the same bytes, so a stored copy's SHA-256 can be checked.
 */

const letter = { width: 612, height: 792, margin: { top: 48, right: 54, bottom: 62, left: 54 } };

const ink: Color = [0.1, 0.12, 0.15];
const muted: Color = [0.39, 0.43, 0.48];
const brand: Color = [0.067, 0.369, 0.349]; // the site's brand teal (#115e59)
const hairline: Color = [0.84, 0.86, 0.88];
const band: Color = [0.93, 0.96, 0.95];
const white: Color = [1, 1, 1];

const body: TextStyle = { size: 9.5, color: ink };
const small: TextStyle = { size: 8, color: muted };
const strong: TextStyle = { ...body, weight: "bold" };
const label: TextStyle = { size: 7.5, weight: "bold", color: muted };
const heading: TextStyle = { size: 11, weight: "bold", color: brand };

/** The table's columns: a marker gutter, the description, then figures aligned on their right edge. */
const column = {
  marker: 58,
  description: { x: 70, width: 216 },
  quantity: { right: 338, width: 46 },
  unit: { x: 348, width: 54 },
  unitPrice: { right: 476, width: 70 },
  amount: { right: 554, width: 78 },
};
const rowPadding = 6;
const bodyLeading = 12.5;
const smallLeading = 10.5;

type Composition = {
  doc: EstimateDocument;
  texts: EstimateTexts;
  flow: PageFlow;
  approval: ApprovalRecord | null;
  /** The ids of the lines in the total: the starting selection, or what the customer chose. */
  included: Set<string>;
  totals: Totals;
};

export async function renderEstimateDocument(doc: EstimateDocument, approval: ApprovalRecord | null): Promise<Uint8Array> {
  const texts = estimateTexts[doc.language];
  const totals = approval?.totals ?? estimateTotals(doc.lines, defaultSelection(doc.lines), doc.discount, doc.deposit);
  const included = new Set(totals.lines.map((line) => line.id));
  const flow = new PageFlow(letter);
  const composition: Composition = { doc, texts, flow, approval, included, totals };
  flow.onNewPage = () => runningHeader(composition);

  firstPageHeader(composition);
  lineTable(composition);
  totalsBlock(composition);
  termsBlock(composition);
  acknowledgmentsBlock(composition);
  if (approval) {
    signatureBlock(composition, approval);
    auditPage(composition, approval);
  }
  footers(composition);

  return renderPdf(flow, {
    title: `${approval ? texts.signedEstimate : texts.estimate} ${doc.number}`,
    author: business.name,
    subject: doc.title,
    language: estimateLocales[doc.language],
    createdAt: approval ? new Date(approval.signedAt) : startOfZonedDay(doc.issuedOn, business.timeZone),
  });
}

// ------------------------------------------------------------------------------------ formats

const longDate = (day: string, doc: EstimateDocument) =>
  new Intl.DateTimeFormat(estimateLocales[doc.language], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** A label in capitals, as the reader's language capitalises ("é" → "É"). */
const caps = (text: string, doc: EstimateDocument) => text.toLocaleUpperCase(estimateLocales[doc.language]);

const chicagoTime = (instant: string, doc: EstimateDocument) =>
  new Intl.DateTimeFormat(estimateLocales[doc.language], {
    dateStyle: "long",
    timeStyle: "long",
    timeZone: business.timeZone,
  }).format(new Date(instant));

/** Writes wrapped lines from the flow's cursor, each kept whole on a page; returns nothing, moves the cursor. */
function paragraph(flow: PageFlow, text: string, x: number, width: number, style: TextStyle, leading: number) {
  for (const line of wrap(text, width, style)) {
    flow.keep(leading);
    flow.text(x, flow.y + style.size, line, style);
    flow.y += leading;
  }
}

// ------------------------------------------------------------------------------------ headers

function firstPageHeader({ doc, texts, flow, approval }: Composition) {
  const top = flow.y;
  flow.text(flow.left, top + 15, business.name, { size: 15, weight: "bold", color: brand });
  const contact = [
    business.address.street,
    `${business.address.city}, ${business.address.state} ${business.address.zip}`,
    `${business.phone.display} · ${business.email}`,
    new URL(business.siteUrl).host,
  ];
  flow.textLines(flow.left, top + 31, contact, small, 11.5);

  const title = caps(approval ? texts.signedEstimate : texts.estimate, doc);
  flow.textRight(flow.right, top + 20, title, { size: 20, weight: "bold", color: brand });
  const facts: Array<[string, string]> = [
    [texts.number, doc.number],
    [texts.issuedOn, longDate(doc.issuedOn, doc)],
    [texts.validUntil, longDate(doc.expiresOn, doc)],
  ];
  const valueWidth = Math.max(...facts.map(([, value]) => measure(value, strong)));
  facts.forEach(([name, value], index) => {
    const baseline = top + 40 + index * 13;
    flow.textRight(flow.right - valueWidth - 10, baseline, name, { ...small, size: 8.5 });
    flow.textRight(flow.right, baseline, value, strong);
  });

  flow.y = top + 84;
  flow.line([flow.left, flow.y], [flow.right, flow.y], 1.5, brand);
  flow.y += 16;
  customerBlock({ doc, texts, flow });
}

function customerBlock({ doc, texts, flow }: Pick<Composition, "doc" | "texts" | "flow">) {
  const width = (flow.right - flow.left - 24) / 3;
  const blocks: Array<[string, Array<[string | null, TextStyle]>]> = [
    [
      texts.preparedFor,
      [
        [doc.customer.name, strong],
        [doc.customer.email, body],
        [doc.customer.phone, body],
      ],
    ],
    [texts.jobSite, [[doc.customer.address, body]]],
    [
      texts.service,
      [
        [doc.service, body],
        [doc.yearBuilt ? texts.yearBuilt(doc.yearBuilt) : null, body],
      ],
    ],
  ];
  const top = flow.y;
  let bottom = top;
  const filled = blocks.filter(([, entries]) => entries.some(([text]) => text));
  for (const [index, [name, entries]] of filled.entries()) {
    const x = flow.left + index * (width + 12);
    flow.text(x, top + 8, caps(name, doc), label);
    let y = top + 22;
    for (const [text, style] of entries) {
      for (const line of text ? wrap(text, width, style) : []) {
        flow.text(x, y, line, style);
        y += bodyLeading;
      }
    }
    bottom = Math.max(bottom, y);
  }
  flow.y = bottom + 10;

  flow.keep(60);
  for (const line of wrap(doc.title, flow.right - flow.left, { size: 14, weight: "bold" })) {
    flow.text(flow.left, flow.y + 14, line, { size: 14, weight: "bold", color: ink });
    flow.y += 18;
  }
  if (doc.introduction) {
    flow.y += 2;
    for (const text of doc.introduction.split(/\n\s*\n/)) {
      paragraph(flow, text, flow.left, flow.right - flow.left, body, bodyLeading);
      flow.y += 4;
    }
  }
  flow.y += 8;
}

/** At the top of every page after the first: who and which estimate. */
function runningHeader({ doc, texts, flow, approval }: Composition) {
  const top = flow.y;
  flow.text(flow.left, top + 9, business.name, { size: 9, weight: "bold", color: brand });
  flow.textRight(flow.right, top + 9, `${approval ? texts.signedEstimate : texts.estimate} ${doc.number}`, { ...small, size: 9 });
  flow.line([flow.left, top + 15], [flow.right, top + 15], 0.75, hairline);
  flow.y = top + 28;
}

function footers({ texts, flow }: Composition) {
  const top = flow.bottom + 20;
  flow.eachPage((index, count) => {
    flow.line([flow.left, top], [flow.right, top], 0.5, hairline);
    flow.text(flow.left, top + 12, `${business.name} · ${business.phone.display} · ${business.email}`, { ...small, size: 7.5 });
    flow.textRight(flow.right, top + 12, texts.page(index + 1, count), { ...small, size: 7.5 });
  });
}

// ------------------------------------------------------------------------------------- the lines

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
  flow.text(column.description.x, baseline, caps(texts.columns.description, doc), style);
  flow.textRight(column.quantity.right, baseline, caps(texts.columns.quantity, doc), style);
  flow.text(column.unit.x, baseline, caps(texts.columns.unit, doc), style);
  flow.textRight(column.unitPrice.right, baseline, caps(texts.columns.unitPrice, doc), style);
  flow.textRight(column.amount.right, baseline, caps(texts.columns.amount, doc), style);
  flow.y = top + 24;
}

const sectionHeight = 20;

function sectionHeading(flow: PageFlow, text: string) {
  flow.text(flow.left + 4, flow.y + 12, text, { size: 10, weight: "bold", color: brand });
  flow.y += sectionHeight;
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

function checkMark(flow: PageFlow, x: number, top: number, size: number) {
  flow.line([x + size * 0.2, top + size * 0.55], [x + size * 0.42, top + size * 0.78], 1.1, white);
  flow.line([x + size * 0.42, top + size * 0.78], [x + size * 0.82, top + size * 0.25], 1.1, white);
}

function lineTable(composition: Composition) {
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
      flow.keep(sectionHeight + (firstLine ? rowLayout(composition, firstLine).height + 18 : 0), () =>
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
      flow.keep(18 + rowLayout(composition, firstChoice).height, continued);
      const labelWidth = measure(item.label, strong);
      flow.text(column.description.x, flow.y + 12, item.label, strong);
      if (!approval) flow.text(column.description.x + labelWidth + 8, flow.y + 12, texts.chooseOne, small);
      flow.y += 18;
      for (const line of item.lines) lineRow(composition, line, continued);
    }
  }
  flow.y += 10;
}

// ---------------------------------------------------------------------------- totals and terms

function totalsBlock({ doc, texts, flow, approval, totals }: Composition) {
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
    ...(!approval ? [texts.validUntilNote(longDate(doc.expiresOn, doc))] : []),
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

function termsBlock({ doc, texts, flow }: Composition) {
  flow.keep(20 + 3 * 12);
  flow.text(flow.left, flow.y + 11, texts.terms, heading);
  flow.y += 20;
  for (const text of doc.terms.split(/\n\s*\n/)) {
    paragraph(flow, text.trim(), flow.left, flow.right - flow.left, { size: 8.5, color: ink }, 11.5);
    flow.y += 5;
  }
  flow.y += 8;
}

function acknowledgmentsBlock({ doc, texts, flow, approval, totals }: Composition) {
  const acknowledgments =
    approval?.acknowledgments.map((acknowledgment) => acknowledgment.text) ??
    requiredAcknowledgments({ totalCents: totals.totalCents, yearBuilt: doc.yearBuilt }).map((id) => texts.acknowledgments[id]);
  const width = flow.right - flow.left - 18;
  const laid = acknowledgments.map((text) => wrap(text, width, body));
  flow.keep(20 + (laid[0]?.length ?? 0) * bodyLeading);
  flow.text(flow.left, flow.y + 11, texts.acknowledgmentsHeading, heading);
  flow.y += 20;
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

// ------------------------------------------------------------------------ signature and audit

/** A PNG's size from its header (IHDR: width and height, big-endian, at bytes 16 and 20). */
function pngSize(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function signatureBlock({ doc, texts, flow }: Composition, approval: ApprovalRecord) {
  const drawing = approval.drawnSignaturePng;
  const drawingHeight = drawing ? 56 : 0;
  flow.keep(20 + drawingHeight + 64);
  flow.text(flow.left, flow.y + 11, texts.signature, heading);
  flow.y += 22;
  const top = flow.y;
  const signatureWidth = 260;
  if (drawing) {
    const size = pngSize(drawing);
    const scale = Math.min(signatureWidth / size.width, drawingHeight / size.height, 1);
    flow.image(flow.left, top, size.width * scale, size.height * scale, drawing);
  }
  const nameBaseline = top + drawingHeight + 18;
  flow.text(flow.left, nameBaseline, approval.signerName, { size: 16, weight: "bold", color: ink });
  flow.line([flow.left, nameBaseline + 6], [flow.left + signatureWidth, nameBaseline + 6], 0.75, muted);
  flow.text(flow.left, nameBaseline + 17, `${texts.signedBy} ${approval.signerName} · ${texts.typedSignature}`, small);
  if (drawing) flow.text(flow.left, nameBaseline + 27, texts.drawnSignature, small);

  const right = flow.left + signatureWidth + 30;
  flow.text(right, top + 8, caps(texts.signedAt, doc), label);
  flow.y = top + 14;
  paragraph(flow, chicagoTime(approval.signedAt, doc), right, flow.right - right, body, bodyLeading);
  flow.y = nameBaseline + 36;
}

function auditPage({ doc, texts, flow }: Composition, approval: ApprovalRecord) {
  flow.newPage();
  flow.text(flow.left, flow.y + 16, texts.auditTrail, { size: 16, weight: "bold", color: brand });
  flow.y += 26;
  paragraph(flow, texts.auditIntro, flow.left, flow.right - flow.left, { ...body, color: muted }, bodyLeading);
  flow.y += 10;

  const valueX = flow.left + 150;
  const valueWidth = flow.right - valueX;
  const rows: Array<[string, string[]]> = [
    [texts.number, [doc.number]],
    [texts.signer, [approval.signerName]],
    [texts.timeChicago, [chicagoTime(approval.signedAt, doc)]],
    [texts.timeUtc, [approval.signedAt]],
    [texts.ipAddress, [approval.ip ?? texts.notRecorded]],
    [texts.userAgent, [approval.userAgent ?? texts.notRecorded]],
    [texts.acknowledged, approval.acknowledgments.map((acknowledgment) => `• ${acknowledgment.text}`)],
    [texts.events, approval.events.map((event) => `${chicagoTime(event.at, doc)} · ${event.what}`)],
    [texts.documentHash, [approval.documentSha256]],
  ];
  for (const [name, values] of rows) {
    const lines = values.map((value) => wrap(value, valueWidth, body));
    const height = lines.reduce((sum, wrapped) => sum + wrapped.length * bodyLeading + 3, 0) + 10;
    flow.keep(Math.min(height, 120));
    flow.text(flow.left, flow.y + 9, caps(name, doc), label);
    for (const wrapped of lines) {
      for (const line of wrapped) {
        flow.keep(bodyLeading);
        flow.text(valueX, flow.y + 9.5, line, body);
        flow.y += bodyLeading;
      }
      flow.y += 3;
    }
    flow.y += 7;
    flow.line([flow.left, flow.y - 4], [flow.right, flow.y - 4], 0.5, hairline);
  }
}
