import type { ApprovalRecord, EstimateDocument } from "../../../src/lib/estimates";

/**
 * The estimate's PDFs (pdf-document.ts lays them out). pdf-lib, fontkit and the fonts are about
 * 2.7 MB of code: they load with the first PDF an isolate renders, not with every request.
 */

const documents = () => import("./pdf-document");

/** The estimate as sent: every line, optional ones and pick-one groups marked, the starting totals. */
export const renderEstimatePdf = async (doc: EstimateDocument): Promise<Uint8Array> =>
  (await documents()).renderEstimateDocument(doc, null);

/** The signed copy: the chosen lines, the agreed totals, the signature and the audit page. */
export const renderSignedEstimatePdf = async (doc: EstimateDocument, approval: ApprovalRecord): Promise<Uint8Array> =>
  (await documents()).renderEstimateDocument(doc, approval);
