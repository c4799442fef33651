import type { ApprovalRecord } from "../../../src/lib/estimates";
import { longInstant } from "../../../src/lib/long-dates";
import { body, bodyLeading, type Composition, caps, heading, ink, label, muted, paragraph, small } from "./pdf-composition";

/** The signed copy's signature block: the drawing if there is one, the typed name on the line, and when it was signed. */

/** A PNG's size from its header (IHDR: width and height, big-endian, at bytes 16 and 20). */
function pngSize(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

export function signatureBlock({ doc, texts, flow }: Composition, approval: ApprovalRecord) {
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
  paragraph(flow, longInstant(approval.signedAt, doc.language), right, flow.right - right, body, bodyLeading);
  flow.y = nameBaseline + 36;
}
