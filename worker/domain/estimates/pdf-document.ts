import { business } from "../../../src/config/business";
import { defaultSelection, estimateLocales, estimateTotals } from "../../../src/lib/estimate-money";
import { estimateTexts } from "../../../src/lib/estimate-texts";
import type { ApprovalRecord, EstimateDocument } from "../../../src/lib/estimates";
import { startOfZonedDay } from "../../../src/lib/zoned-time";
import { auditPage } from "./pdf-audit-page";
import { type Composition, letter } from "./pdf-composition";
import { firstPageHeader, footers, runningHeader } from "./pdf-headers";
import { PageFlow, renderPdf } from "./pdf-layout";
import { lineTable } from "./pdf-line-table";
import { signatureBlock } from "./pdf-signature";
import { acknowledgmentsBlock, termsBlock } from "./pdf-terms";
import { totalsBlock } from "./pdf-totals";

/**
 * The estimate as a PDF: the document the customer is sent, and the signed copy (only the chosen
 * lines, the agreed totals, the signature and an audit page). US Letter, in the estimate's
 * language. The same input always gives the same bytes, so a stored copy's SHA-256 can be checked.
 * Each part is drawn by the module named for it, top to bottom.
 */

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
