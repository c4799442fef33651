import type { ApprovalRecord } from "../../../src/lib/estimates";
import { longInstant } from "../../../src/lib/long-dates";
import { body, bodyLeading, brand, type Composition, caps, hairline, label, muted, paragraph } from "./pdf-composition";
import { wrap } from "./pdf-layout";

/**
 * The signed copy's last page: how the estimate was approved online (who, when, from where, what
 * was ticked, the trail of events) and the SHA-256 of the estimate as sent.
 */

export function auditPage({ doc, texts, flow }: Composition, approval: ApprovalRecord) {
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
    [texts.timeChicago, [longInstant(approval.signedAt, doc.language)]],
    [texts.timeUtc, [approval.signedAt]],
    [texts.ipAddress, [approval.ip ?? texts.notRecorded]],
    [texts.userAgent, [approval.userAgent ?? texts.notRecorded]],
    [texts.acknowledged, approval.acknowledgments.map((acknowledgment) => `• ${acknowledgment.text}`)],
    [texts.events, approval.events.map((event) => `${longInstant(event.at, doc.language)} · ${event.what}`)],
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
