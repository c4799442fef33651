import { describe, expect, test } from "vitest";
import { chosenLines, formatCents } from "../../src/lib/estimate-money";
import { type EstimateLanguage, estimateTexts } from "../../src/lib/estimate-texts";
import type { EstimateLine } from "../../src/lib/estimates";
import { renderEstimatePdf, renderSignedEstimatePdf } from "../../worker/domain/estimates/pdf";
import { basementApproval, basementEstimate, longEstimate, printedDates, startingTotals } from "../support/estimate-documents";
import { flowing, pagesOf } from "../support/pdf-text";

/** Where the figures begin: left of it are the descriptions (and the notes beside the totals). */
const figuresColumn = 290;

describe("the estimate as sent", async () => {
  const doc = basementEstimate();
  const bytes = await renderEstimatePdf(doc);
  const pages = await pagesOf(bytes);
  const all = flowing(pages.join("\n"));
  const descriptions = flowing((await pagesOf(bytes, figuresColumn)).join("\n"));

  test("names print with their accents, in both Plex files (Latin and Latin Extended)", () => {
    for (const name of ["Ana Peña", "Müller", "Ñandú", "façade", "Łukasz Wójcik's"]) expect(all).toContain(name);
  });

  test("the number, the dates, every line and the starting totals", () => {
    expect(pages[0]).toContain("E-2026-0042 rev 2");
    expect(pages[0]).toContain("November 20, 2026");
    expect(pages[0]).toContain("December 20, 2026");
    for (const line of doc.lines) expect(descriptions).toContain(line.description);
    const totals = startingTotals(doc);
    expect(all).toContain(`Subtotal ${formatCents(totals.subtotalCents, "en")}`);
    expect(all).toContain(`Discount (5%) -${formatCents(totals.discountCents, "en")}`);
    expect(all).toContain(`Total ${formatCents(totals.totalCents, "en")}`);
    expect(all).toContain(`Deposit due on approval (30%) ${formatCents(totals.depositCents, "en")}`);
    expect(all).toContain(`Balance due on completion ${formatCents(totals.balanceCents, "en")}`);
    // 1,250 sq ft × $3.75 on the first row.
    expect(pages[0]).toMatch(/1,250 sq ft \$3\.75 \$4,687\.50/);
  });

  test("optional lines and the pick-one group are marked, terms and acknowledgments printed", () => {
    expect(all).toContain("Optional");
    expect(all).toContain("New floor Choose one");
    expect(all).toContain("Included in the total");
    expect(all).toContain("Taxed at 10.25%");
    expect(all).toContain("Work begins within 10 business days");
    for (const id of ["terms", "il-home-repair", "epa-renovate-right"] as const) {
      expect(all).toContain(estimateTexts.en.acknowledgments[id]);
    }
    expect(descriptions).toContain("You can approve this estimate until the end of December 20, 2026, Chicago time.");
  });

  test("every page has the business and its number of pages", () => {
    pages.forEach((page, index) => {
      expect(page).toContain("(312) 555-0142");
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  });
});

describe("the signed copy", async () => {
  const doc = basementEstimate();
  const approval = basementApproval(doc);
  const bytes = await renderSignedEstimatePdf(doc, approval);
  const pages = await pagesOf(bytes);
  const all = flowing(pages.join("\n"));
  const descriptions = flowing((await pagesOf(bytes, figuresColumn)).join("\n"));

  test("only the chosen lines and the agreed totals", () => {
    const chosen = chosenLines(doc.lines, approval.selection);
    for (const line of chosen) expect(descriptions).toContain(line.description);
    for (const line of doc.lines.filter((each) => !chosen.includes(each))) expect(descriptions).not.toContain(line.description);
    expect(all).toContain(`Total ${formatCents(approval.totals.totalCents, "en")}`);
    expect(all).toContain(`Deposit due on approval (30%) ${formatCents(approval.totals.depositCents, "en")}`);
    expect(all).not.toContain(formatCents(startingTotals(doc).totalCents, "en"));
  });

  test("the signature and the audit page: signer, times, IP, browser, acknowledgments, events, hash", () => {
    expect(all).toContain("Signed by Ana Peña");
    const audit = flowing(pages.at(-1) as string);
    expect(audit).toContain("Audit trail");
    expect(audit).toContain("November 22, 2026 at 3:04:05 PM CST");
    expect(audit).toContain("2026-11-22T21:04:05.000Z");
    expect(audit).toContain("203.0.113.7");
    expect(audit).toContain("Version/18.1 Mobile/15E148 Safari/604.1");
    for (const acknowledgment of approval.acknowledgments) expect(audit).toContain(acknowledgment.text);
    expect(audit).toContain("November 20, 2026 at 9:00:00 AM CST · Estimate sent to ana.pena@example.com");
    expect(audit).toContain("November 20, 2026 at 7:12:40 PM CST · Estimate opened by the customer");
    expect(audit).toContain("November 21, 2026 at 8:30:00 AM CST · Estimate sent again to ana.pena@example.com");
    expect(audit).toContain(
      `November 22, 2026 at 3:04:05 PM CST · Approved and signed by Ana Peña, for a total of ${formatCents(approval.totals.totalCents, "en")}`,
    );
    expect(audit).toContain(approval.documentSha256);
  });
});

describe("a long estimate", async () => {
  const doc = longEstimate();
  const bytes = await renderEstimatePdf(doc);
  const pages = await pagesOf(bytes);
  const descriptionPages = await pagesOf(bytes, figuresColumn);

  test("repeats the column headings and the section on every page it continues to", () => {
    expect(pages.length).toBeGreaterThan(4);
    for (const page of pages.slice(0, -1)) expect(page).toContain("DESCRIPTION QTY UNIT UNIT PRICE AMOUNT");
    expect(pages.filter((page) => / \(continued\)\n/.test(page)).length).toBeGreaterThan(2);
  });

  test("never cuts a line in half: each line's description and figures are on one page", () => {
    for (const line of doc.lines) {
      const holding = descriptionPages.flatMap((page, index) => (flowing(page).includes(line.description) ? [index] : []));
      expect(holding.length, line.description).toBe(1);
      expect(pages[holding[0] as number], line.id).toContain(formatCents(line.unitPriceCents, "en"));
    }
  });
});

test("Spanish and French read as such, figures in their own format", async () => {
  const spanish = flowing((await pagesOf(await renderEstimatePdf(basementEstimate({ language: "es" })))).join("\n"));
  expect(spanish).toContain("PRESUPUESTO");
  expect(spanish).toContain("20 de noviembre de 2026");
  expect(spanish).toContain("Vivienda construida en 1956");
  expect(spanish).toContain("Anticipo al aprobar (30%) $5,227.88");
  const french = flowing((await pagesOf(await renderEstimatePdf(basementEstimate({ language: "fr" })))).join("\n"));
  expect(french).toContain("DEVIS");
  expect(french).toContain("Valable jusqu’au 20 décembre 2026");
  expect(french).toContain(`Total ${formatCents(startingTotals(basementEstimate()).totalCents, "fr").replace(/\u00a0/g, " ")}`);
});

test("a bare estimate prints too: no sections, options, discount, deposit, address or introduction", async () => {
  const doc = basementEstimate({
    title: "Crawl space mold remediation",
    introduction: null,
    // Built after 1978: no lead-safe pamphlet to acknowledge (an unknown year asks for it).
    yearBuilt: 1985,
    discount: null,
    deposit: null,
    customer: { name: "Zhang Wěi 张伟", email: null, phone: null, address: null },
    lines: [
      {
        ...(basementEstimate().lines[0] as EstimateLine),
        section: null,
        description:
          "Mold remediation, crawl space (see photos 🙂) — https://example.com/a-very-long-link-that-cannot-wrap-anywhere-at-all-in-the-column",
      },
    ],
  });
  const text = flowing((await pagesOf(await renderEstimatePdf(doc), figuresColumn)).join("\n"));
  expect(text).toContain("Zhang Wěi");
  expect(text).toContain("Mold remediation, crawl space");
  expect(text).not.toContain("Basement");
  const totals = flowing((await pagesOf(await renderEstimatePdf(doc))).join("\n"));
  expect(totals).toContain("Total $4,687.50");
  expect(totals).not.toContain("Deposit");
  expect(totals).not.toContain("Discount");
  expect(totals).not.toContain(estimateTexts.en.acknowledgments["epa-renovate-right"]);
});

describe.each(["es", "fr"] as const)("the signed copy in %s", async (language) => {
  const doc = basementEstimate({ language });
  const approval = basementApproval(doc);
  const audit = flowing((await pagesOf(await renderSignedEstimatePdf(doc, approval))).at(-1) as string);

  test("words its audit trail in the copy's language, with no English sentence of the trail", () => {
    const words = estimateTexts[language].auditEvents;
    const total = formatCents(approval.totals.totalCents, language);
    for (const event of [
      words.sent("ana.pena@example.com"),
      words.viewed,
      words.resent("ana.pena@example.com"),
      words.approved("Ana Peña", total),
    ]) {
      expect(audit).toContain(flowing(event));
    }
    const english = estimateTexts.en.auditEvents;
    for (const sentence of [
      english.sent("ana.pena@example.com"),
      english.resent("ana.pena@example.com"),
      english.viewed,
      english.approved("Ana Peña", formatCents(approval.totals.totalCents, "en")),
      // What the trail printed before: the timeline's sentences for staff.
      "sent to",
      "opened by the customer",
      "approved by",
    ]) {
      expect(audit).not.toContain(sentence);
    }
  });
});

describe.each(["en", "es", "fr"] as const)("dates in %s", (language: EstimateLanguage) => {
  test("print as the estimate page and its e-mails print them (printedDates)", async () => {
    const texts = estimateTexts[language];
    const { day, instant } = printedDates[language];
    const doc = basementEstimate({ language, expiresOn: printedDates.day });
    const sent = await renderEstimatePdf(doc);
    expect((await pagesOf(sent))[0]).toContain(`${texts.validUntil} ${day}`);
    expect(flowing((await pagesOf(sent, figuresColumn)).join("\n"))).toContain(flowing(texts.validUntilNote(day)));
    const signed = await pagesOf(await renderSignedEstimatePdf(doc, basementApproval(doc, { signedAt: printedDates.instant })));
    // The signature block's "signed on" and the audit page's time in Chicago.
    expect(flowing(signed.at(-2) as string)).toContain(instant);
    expect(flowing(signed.at(-1) as string)).toContain(`${texts.timeChicago.toUpperCase()} ${instant}`);
  });
});
