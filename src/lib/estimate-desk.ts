import type { Deposit, Discount, Totals } from "./estimate-money";
import type { EstimateLanguage, EstimateLine, EstimateStatus } from "./estimates";

/**
 * The shapes of /api/admin/estimates, shared by the Worker (which produces them) and the desk
 * (which shows them). What the API accepts is in desk-schemas/estimates.ts; the rules in estimates.ts.
 */

export type EstimateCustomer = { name: string; email: string | null; phone: string | null; address: string | null };

/** One row of the estimates list. */
export type EstimateSummary = {
  id: string;
  leadId: string;
  /** "E-2026-0042" or "E-2026-0042 rev 2". */
  number: string;
  revision: number;
  status: EstimateStatus;
  title: string;
  customerName: string;
  service: string;
  /** With the lines as they start (required lines and preselected options). */
  totalCents: number;
  /** What the customer approved, once approved. */
  approvedTotalCents: number | null;
  sentAt: string | null;
  sentTo: string | null;
  viewCount: number;
  firstViewedAt: string | null;
  expiresOn: string;
  decidedAt: string | null;
  followUpSentAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
};

export type EstimatePhoto = { id: string; originalName: string; width: number; height: number; url: string };

/** What the customer agreed to, as stored on approval. */
export type EstimateApproval = {
  signerName: string;
  signedAt: string;
  ip: string | null;
  userAgent: string | null;
  language: string;
  totals: Totals;
  chosenLineIds: string[];
  acknowledgments: Array<{ id: string; text: string }>;
  hasDrawnSignature: boolean;
  signedPdfSha256: string | null;
};

/** GET /api/admin/estimates/:id. */
export type EstimateDetail = EstimateSummary & {
  previousId: string | null;
  language: EstimateLanguage;
  introduction: string | null;
  customer: EstimateCustomer;
  yearBuilt: number | null;
  discount: Discount;
  deposit: Deposit;
  terms: string;
  lines: EstimateLine[];
  photos: EstimatePhoto[];
  /** The lead's photos that can be added. */
  leadPhotos: EstimatePhoto[];
  declineReason: string | null;
  changeRequest: string | null;
  approval: EstimateApproval | null;
  /** Every revision of this estimate, oldest first. */
  revisions: Array<{ id: string; revision: number; status: EstimateStatus; sentTo: string | null }>;
  pdfSha256: string | null;
};

export type EstimateList = { estimates: EstimateSummary[]; nextCursor: string | null };

/** POST /api/admin/estimates/:id/send: the customer's link, shown once (only its hash is kept). */
export type SentEstimate = { estimate: EstimateDetail; link: string };

export type PriceListItem = {
  id: string;
  name: string;
  description: string;
  unit: string;
  unitPriceCents: number;
  taxBps: number;
  service: string | null;
  active: boolean;
  position: number;
  version: number;
};

export type EstimateSettings = {
  terms: string;
  validDays: number;
  followUpDays: number;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
};

/** The estimates part of the dashboard: the last 30 and 90 days. */
export type EstimateFigures = { sent: number; sentCents: number; approved: number; approvedCents: number; declined: number };
export type EstimateDashboard = {
  last30Days: EstimateFigures;
  last90Days: EstimateFigures;
  /** Approved of decided, per service, over 90 days. */
  winRateByService: Array<{ service: string; decided: number; approved: number }>;
  /** Sent, not decided, and reminded (or due a reminder): the follow-up lines. */
  awaitingDecision: Array<Pick<EstimateSummary, "id" | "number" | "customerName" | "totalCents" | "sentAt" | "followUpSentAt">>;
  /** The customer asked for changes and no newer revision was sent yet: longest waiting first. */
  changesRequested: Array<Pick<EstimateSummary, "id" | "number" | "customerName"> & { requestedAt: string; request: string }>;
};
