import { business, credentials } from "../../../src/config/business";
import { estimateLocales, formatQuantity } from "../../../src/lib/estimate-money";
import type { ScopeLine } from "../../../src/lib/job-desk";
import { type JobLanguage, jobTexts } from "../../../src/lib/job-texts";
import { longDay } from "../../../src/lib/long-dates";
import { type Color, PageFlow, renderPdf, type TextStyle, wrap } from "../estimates/pdf-layout";

/**
 * The customer's closeout packet as a PDF: the work done, its dates, the compliance records and
 * clearance results, the asbestos waste shipments with their record numbers, the firm's licences
 * and the warranty, in the customer's language. US Letter. The same input always gives the same
 * bytes (the creation date is the closing's), so its stored SHA-256 can be checked on every read.
 */

export type CloseoutDocument = {
  number: string;
  estimateNumber: string | null;
  language: JobLanguage;
  customerName: string;
  siteAddress: string | null;
  startedOn: string | null;
  workDoneOn: string | null;
  closedOn: string;
  closedAt: string;
  scope: ScopeLine[];
  records: Array<{ title: string; way: string; doneOn: string; reference: string | null }>;
  loads: Array<{
    shippedOn: string;
    transporter: string;
    disposalSite: string;
    recordNumber: string;
    returnedOn: string | null;
  }>;
};

const letter = { width: 612, height: 792, margin: { top: 48, right: 54, bottom: 62, left: 54 } };
const ink: Color = [0.1, 0.12, 0.15];
const muted: Color = [0.39, 0.43, 0.48];
const brand: Color = [0.067, 0.369, 0.349];
const hairline: Color = [0.84, 0.86, 0.88];

const body: TextStyle = { size: 9.5, color: ink };
const small: TextStyle = { size: 8, color: muted };
const strong: TextStyle = { ...body, weight: "bold" };
const heading: TextStyle = { size: 11, weight: "bold", color: brand };
const leading = 12.5;

type Composition = { doc: CloseoutDocument; texts: (typeof jobTexts)[JobLanguage]["packet"]; flow: PageFlow };

function paragraph(flow: PageFlow, text: string, x: number, width: number, style: TextStyle) {
  for (const line of wrap(text, width, style)) {
    flow.keep(leading);
    flow.text(x, flow.y + style.size, line, style);
    flow.y += leading;
  }
}

function sectionHeading({ flow }: Composition, text: string) {
  flow.keep(leading * 3);
  flow.y += 10;
  flow.text(flow.left, flow.y + heading.size, text, heading);
  flow.y += 16;
  flow.line([flow.left, flow.y], [flow.right, flow.y], 0.75, hairline);
  flow.y += 6;
}

function header({ doc, texts, flow }: Composition) {
  const top = flow.y;
  flow.text(flow.left, top + 15, business.name, { size: 15, weight: "bold", color: brand });
  flow.text(flow.left, top + 30, `${business.phone.display} · ${business.email} · ${new URL(business.siteUrl).host}`, small);
  flow.textRight(flow.right, top + 20, texts.title.toLocaleUpperCase(estimateLocales[doc.language]), {
    size: 18,
    weight: "bold",
    color: brand,
  });
  flow.textRight(flow.right, top + 36, `${texts.job} ${doc.number}`, strong);
  flow.y = top + 52;
  flow.line([flow.left, flow.y], [flow.right, flow.y], 1.5, brand);
  flow.y += 14;
  const facts: Array<[string, string | null]> = [
    [texts.customer, doc.customerName],
    [texts.site, doc.siteAddress],
    [texts.estimate, doc.estimateNumber],
    [texts.started, doc.startedOn && longDay(doc.startedOn, doc.language)],
    [texts.workDone, doc.workDoneOn && longDay(doc.workDoneOn, doc.language)],
    [texts.closed, longDay(doc.closedOn, doc.language)],
  ];
  for (const [name, value] of facts) {
    if (!value) continue;
    flow.text(flow.left, flow.y + 9, name, small);
    paragraph(flow, value, flow.left + 130, flow.right - flow.left - 130, body);
  }
}

function scope({ doc, texts, flow }: Composition) {
  sectionHeading({ doc, texts, flow }, texts.scope);
  for (const line of doc.scope) {
    const quantity = `${formatQuantity(line.quantityThousandths, doc.language)} ${line.unit}`;
    const text = `${line.section ? `${line.section}: ` : ""}${line.description}`;
    flow.keep(leading);
    flow.textRight(flow.right, flow.y + body.size, quantity, body, 110);
    paragraph(flow, text, flow.left, flow.right - flow.left - 120, body);
  }
}

function records({ doc, texts, flow }: Composition) {
  sectionHeading({ doc, texts, flow }, texts.records);
  if (doc.records.length === 0) paragraph(flow, texts.noRecords, flow.left, flow.right - flow.left, body);
  for (const record of doc.records) {
    flow.keep(leading * 2);
    paragraph(
      flow,
      `${record.title}: ${record.way}, ${longDay(record.doneOn, doc.language)}`,
      flow.left,
      flow.right - flow.left,
      strong,
    );
    if (record.reference)
      paragraph(flow, `${texts.reference}: ${record.reference}`, flow.left + 12, flow.right - flow.left - 12, body);
    flow.y += 3;
  }
}

function waste({ doc, texts, flow }: Composition) {
  if (doc.loads.length === 0) return;
  sectionHeading({ doc, texts, flow }, texts.waste);
  for (const load of doc.loads) {
    flow.keep(leading * 3);
    paragraph(
      flow,
      `${texts.recordNumber} ${load.recordNumber} · ${texts.shipped} ${longDay(load.shippedOn, doc.language)}`,
      flow.left,
      flow.right - flow.left,
      strong,
    );
    const returned = load.returnedOn ? longDay(load.returnedOn, doc.language) : texts.notReturned;
    paragraph(
      flow,
      `${texts.transporter}: ${load.transporter} · ${texts.disposalSite}: ${load.disposalSite} · ${texts.returned}: ${returned}`,
      flow.left + 12,
      flow.right - flow.left - 12,
      body,
    );
    flow.y += 3;
  }
}

function licencesAndWarranty({ doc, texts, flow }: Composition) {
  sectionHeading({ doc, texts, flow }, texts.licences);
  for (const licence of credentials.licences)
    paragraph(flow, `${licence.name}: ${licence.number}`, flow.left, flow.right - flow.left, body);
  sectionHeading({ doc, texts, flow }, texts.warranty);
  paragraph(flow, texts.warrantyText, flow.left, flow.right - flow.left, body);
}

function footers({ texts, flow }: Composition) {
  const top = flow.bottom + 20;
  flow.eachPage((index, count) => {
    flow.line([flow.left, top], [flow.right, top], 0.5, hairline);
    flow.text(flow.left, top + 12, `${business.name} · ${business.phone.display} · ${business.email}`, { ...small, size: 7.5 });
    flow.textRight(flow.right, top + 12, texts.page(index + 1, count), { ...small, size: 7.5 });
  });
}

export async function renderCloseoutDocument(doc: CloseoutDocument): Promise<Uint8Array> {
  const texts = jobTexts[doc.language].packet;
  const flow = new PageFlow(letter);
  const composition: Composition = { doc, texts, flow };
  flow.onNewPage = () => {
    flow.text(flow.left, flow.y + 9, `${business.name} · ${texts.title} ${doc.number}`, { ...small, size: 9 });
    flow.y += 24;
  };
  header(composition);
  scope(composition);
  records(composition);
  waste(composition);
  licencesAndWarranty(composition);
  footers(composition);
  return renderPdf(flow, {
    title: `${texts.title} ${doc.number}`,
    author: business.name,
    subject: `${texts.title} ${doc.number}`,
    language: estimateLocales[doc.language],
    createdAt: new Date(doc.closedAt),
  });
}
