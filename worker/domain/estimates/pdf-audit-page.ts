import { formatCents } from "../../../src/lib/estimate-money";
import { type EstimateLanguage, estimateTexts } from "../../../src/lib/estimate-texts";
import type { ApprovalRecord, AuditEvent } from "../../../src/lib/estimates";
import { longInstant } from "../../../src/lib/long-dates";
import { body, bodyLeading, brand, type Composition, caps, hairline, label, muted, paragraph } from "./pdf-composition";
import { wrap } from "./pdf-layout";

/**
 * The signed copy's last page: how the estimate was approved online (who, when, from where, what
 * was ticked, the trail of events) and the SHA-256 of the estimate as sent.
 */

/** An event of the trail in the copy's language. */
function eventText(event: AuditEvent, language: EstimateLanguage) {
  const words = estimateTexts[language].auditEvents;
  switch (event.event) {
    case "sent":
    case "resent":
      return words[event.event](event.recipient);
    case "viewed":
      return words.viewed;
    case "approved":
      return words.approved(event.signerName, formatCents(event.totalCents, language));
  }
}

export function auditPage({ doc, texts, flow }: Composition, approval: ApprovalRecord) {
  flow.newPage();
  paragraph(flow, texts.auditTrail, flow.left, flow.right - flow.left, { size: 16, weight: "bold", color: brand }, 26);
  paragraph(flow, texts.auditIntro, flow.left, flow.right - flow.left, { ...body, color: muted }, bodyLeading);
  flow.y += 10;

  const valueX = flow.left + 150;
  const valueWidth = flow.right - valueX;
  const labelWidth = valueX - flow.left - 10;
  const labelLeading = 9.5;
  const rows: Array<[string, string[]]> = [
    [texts.number, [doc.number]],
    [texts.signer, [approval.signerName]],
    [texts.timeChicago, [longInstant(approval.signedAt, doc.language)]],
    [texts.timeUtc, [approval.signedAt]],
    [texts.ipAddress, [approval.ip ?? texts.notRecorded]],
    [texts.userAgent, [approval.userAgent ?? texts.notRecorded]],
    [texts.acknowledged, approval.acknowledgments.map((acknowledgment) => `• ${acknowledgment.text}`)],
    [texts.events, approval.events.map((event) => `${longInstant(event.at, doc.language)} · ${eventText(event, doc.language)}`)],
    [texts.documentHash, [approval.documentSha256]],
  ];
  for (const [name, values] of rows) {
    const names = wrap(caps(name, doc), labelWidth, label);
    const lines = values.map((value) => wrap(value, valueWidth, body));
    const valuesHeight = lines.reduce((sum, wrapped) => sum + wrapped.length * bodyLeading + 3, 0);
    const namesHeight = 9 + (names.length - 1) * labelLeading + 6.5;
    flow.keep(Math.min(Math.max(valuesHeight, namesHeight) + 10, 120));
    const [rowTop, rowPage] = [flow.y, flow.pages.length];
    flow.textLines(flow.left, flow.y + 9, names, label, labelLeading);
    for (const wrapped of lines) {
      for (const line of wrapped) {
        flow.keep(bodyLeading);
        flow.text(valueX, flow.y + 9.5, line, body);
        flow.y += bodyLeading;
      }
      flow.y += 3;
    }
    // The rule goes under the row's label as well as its values (when they did not run on to another page).
    if (flow.pages.length === rowPage) flow.y = Math.max(flow.y, rowTop + namesHeight);
    flow.y += 7;
    flow.line([flow.left, flow.y - 4], [flow.right, flow.y - 4], 0.5, hairline);
  }
}
