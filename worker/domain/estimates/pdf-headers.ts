import { business } from "../../../src/config/business";
import { longDay } from "../../../src/lib/long-dates";
import {
  body,
  bodyLeading,
  brand,
  type Composition,
  caps,
  hairline,
  ink,
  label,
  paragraph,
  small,
  strong,
} from "./pdf-composition";
import { fitted, measure, type TextStyle, wrap } from "./pdf-layout";

/**
 * What frames the estimate PDF: the first page's letterhead (the business, the document's title,
 * number and dates), the customer block and the estimate's own title; the running header of the
 * pages after it; the footer of every page.
 */

const nameStyle: TextStyle = { size: 15, weight: "bold", color: brand };
const titleStyle: TextStyle = { size: 20, weight: "bold", color: brand };
const factLabel: TextStyle = { ...small, size: 8.5 };
/** The least space between two texts side by side. */
const gutter = 16;

/**
 * The business on the left, the document on the right. Each side is measured: the document's title
 * gets the width the business leaves ("PRESUPUESTO FIRMADO" is twice as wide as "DEVIS SIGNÉ") and
 * is made smaller to fit it, and the facts under it get what the contact lines leave.
 */
export function firstPageHeader({ doc, texts, flow, approval }: Composition) {
  const top = flow.y;
  const width = flow.right - flow.left;
  const contact = [
    business.address.street,
    `${business.address.city}, ${business.address.state} ${business.address.zip}`,
    `${business.phone.display} · ${business.email}`,
    new URL(business.siteUrl).host,
  ];
  // Never more than 60% of the width: the business's details are ours, and short.
  const nameWidth = Math.min(measure(business.name, nameStyle), width * 0.6);
  const contactWidth = Math.min(Math.max(...contact.map((line) => measure(line, small))), width * 0.6);
  flow.text(flow.left, top + 15, business.name, nameStyle, nameWidth);
  contact.forEach((line, index) => {
    flow.text(flow.left, top + 31 + index * 11.5, line, small, contactWidth);
  });

  const title = fitted(
    caps(approval ? texts.signedEstimate : texts.estimate, doc),
    width - Math.max(nameWidth, contactWidth) - gutter,
    titleStyle,
    12,
  );
  title.lines.forEach((line, index) => {
    flow.textRight(flow.right, top + 20 + index * title.style.size * 1.1, line, title.style);
  });
  const factsTop = top + 40 + (title.lines.length - 1) * title.style.size * 1.1;
  const facts: Array<[string, string]> = [
    [texts.number, doc.number],
    [texts.issuedOn, longDay(doc.issuedOn, doc.language)],
    [texts.validUntil, longDay(doc.expiresOn, doc.language)],
  ];
  const labelWidth = Math.max(...facts.map(([name]) => measure(name, factLabel)));
  const valueWidth = Math.max(...facts.map(([, value]) => measure(value, strong)));
  const scale = Math.min(1, (width - contactWidth - gutter - 10) / (labelWidth + valueWidth));
  facts.forEach(([name, value], index) => {
    const baseline = factsTop + index * 13;
    flow.textRight(flow.right - valueWidth * scale - 10, baseline, name, factLabel, labelWidth * scale);
    flow.textRight(flow.right, baseline, value, strong, valueWidth * scale);
  });

  flow.y = Math.max(top + 31 + (contact.length - 1) * 11.5 + 18.5, factsTop + (facts.length - 1) * 13 + 18);
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
    const heading = wrap(caps(name, doc), width, label);
    flow.textLines(x, top + 8, heading, label, 9.5);
    let y = top + 22 + (heading.length - 1) * 9.5;
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
export function runningHeader({ doc, texts, flow, approval }: Composition) {
  const top = flow.y;
  const name: TextStyle = { size: 9, weight: "bold", color: brand };
  const nameWidth = Math.min(measure(business.name, name), (flow.right - flow.left) * 0.6);
  flow.text(flow.left, top + 9, business.name, name, nameWidth);
  const which = `${approval ? texts.signedEstimate : texts.estimate} ${doc.number}`;
  flow.textRight(flow.right, top + 9, which, { ...small, size: 9 }, flow.right - flow.left - nameWidth - gutter);
  flow.line([flow.left, top + 15], [flow.right, top + 15], 0.75, hairline);
  flow.y = top + 28;
}

export function footers({ texts, flow }: Composition) {
  const top = flow.bottom + 20;
  flow.eachPage((index, count) => {
    flow.line([flow.left, top], [flow.right, top], 0.5, hairline);
    const style: TextStyle = { ...small, size: 7.5 };
    const page = texts.page(index + 1, count);
    const who = `${business.name} · ${business.phone.display} · ${business.email}`;
    flow.text(flow.left, top + 12, who, style, flow.right - flow.left - measure(page, style) - gutter);
    flow.textRight(flow.right, top + 12, page, style);
  });
}
