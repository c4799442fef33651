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
import { measure, type TextStyle, wrap } from "./pdf-layout";

/**
 * What frames the estimate PDF: the first page's letterhead (the business, the document's title,
 * number and dates), the customer block and the estimate's own title; the running header of the
 * pages after it; the footer of every page.
 */

export function firstPageHeader({ doc, texts, flow, approval }: Composition) {
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
    [texts.issuedOn, longDay(doc.issuedOn, doc.language)],
    [texts.validUntil, longDay(doc.expiresOn, doc.language)],
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
export function runningHeader({ doc, texts, flow, approval }: Composition) {
  const top = flow.y;
  flow.text(flow.left, top + 9, business.name, { size: 9, weight: "bold", color: brand });
  flow.textRight(flow.right, top + 9, `${approval ? texts.signedEstimate : texts.estimate} ${doc.number}`, { ...small, size: 9 });
  flow.line([flow.left, top + 15], [flow.right, top + 15], 0.75, hairline);
  flow.y = top + 28;
}

export function footers({ texts, flow }: Composition) {
  const top = flow.bottom + 20;
  flow.eachPage((index, count) => {
    flow.line([flow.left, top], [flow.right, top], 0.5, hairline);
    flow.text(flow.left, top + 12, `${business.name} · ${business.phone.display} · ${business.email}`, { ...small, size: 7.5 });
    flow.textRight(flow.right, top + 12, texts.page(index + 1, count), { ...small, size: 7.5 });
  });
}
