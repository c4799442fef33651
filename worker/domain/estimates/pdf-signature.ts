import type { ApprovalRecord } from "../../../src/lib/estimates";
import { longInstant } from "../../../src/lib/long-dates";
import { body, bodyLeading, type Composition, caps, heading, ink, label, muted, paragraph, small } from "./pdf-composition";
import { fitted, type TextStyle, wrap } from "./pdf-layout";

/** The signed copy's signature block: the drawing if there is one, the typed name on the line, and when it was signed. */

/** A PNG's size from its header (IHDR: width and height, big-endian, at bytes 16 and 20). */
function pngSize(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const nameStyle: TextStyle = { size: 16, weight: "bold", color: ink };

export function signatureBlock({ doc, texts, flow }: Composition, approval: ApprovalRecord) {
  const drawing = approval.drawnSignaturePng;
  const drawingHeight = drawing ? 56 : 0;
  const signatureWidth = 260;
  // The typed name is the signature: on one line, smaller if need be, so that it reads as one.
  const name = fitted(approval.signerName, signatureWidth, nameStyle, 10);
  const nameLeading = name.style.size * 1.2;
  const nameHeight = (name.lines.length - 1) * nameLeading;
  const captions = [
    ...wrap(`${texts.signedBy} ${approval.signerName} · ${texts.typedSignature}`, signatureWidth, small),
    ...(drawing ? wrap(texts.drawnSignature, signatureWidth, small) : []),
  ];
  const captionsHeight = Math.max(captions.length - 2, 0) * 10;
  flow.keep(20 + drawingHeight + 64 + nameHeight + captionsHeight);
  paragraph(flow, texts.signature, flow.left, flow.right - flow.left, heading, 22);
  const top = flow.y;
  if (drawing) {
    const size = pngSize(drawing);
    const scale = Math.min(signatureWidth / size.width, drawingHeight / size.height, 1);
    flow.image(flow.left, top, size.width * scale, size.height * scale, drawing);
  }
  const nameBaseline = top + drawingHeight + 18;
  flow.textLines(flow.left, nameBaseline, name.lines, name.style, nameLeading);
  const signatureLine = nameBaseline + nameHeight + 6;
  flow.line([flow.left, signatureLine], [flow.left + signatureWidth, signatureLine], 0.75, muted);
  flow.textLines(flow.left, signatureLine + 11, captions, small, 10);

  const right = flow.left + signatureWidth + 30;
  flow.text(right, top + 8, caps(texts.signedAt, doc), label, flow.right - right);
  flow.y = top + 14;
  paragraph(flow, longInstant(approval.signedAt, doc.language), right, flow.right - right, body, bodyLeading);
  flow.y = Math.max(flow.y, signatureLine + 30 + captionsHeight);
}
