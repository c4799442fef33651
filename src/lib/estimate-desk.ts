import type { DefaultTerms, PriceItemText, TranslatedLanguage } from "./estimate-languages";
import type { Deposit, Discount, Totals } from "./estimate-money";
import type { EstimateLine, EstimateStatus } from "./estimates";

/**
 * The shapes of /api/admin/estimates, shared by the Worker (which produces them) and the desk
 * (which shows them). What the API accepts is in desk-schemas.ts; the rules in estimates.ts.
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

/** A stored copy the business may have to prove: there and intact, gone from storage, or not the bytes stored. */
export type StoredFileState = "stored" | "missing" | "altered";

/** The estimate as sent and the signed copy, as stored (null: there is none to have yet). */
export type StoredDocuments = { sent: StoredFileState | null; signed: StoredFileState | null };

/** The customer's link for the address the estimate was sent to. */
export type CustomerLinkStatus = { state: "live" | "ended" | "revoked"; endsAt: string; recipient: string };

/** GET /api/admin/estimates/:id. */
export type EstimateDetail = EstimateSummary & {
  previousId: string | null;
  language: "en" | "es" | "fr";
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
  /** The revision of this estimate number the customer approved, when it is another one: then this one can never be sent. */
  approvedRevision: { id: string; number: string } | null;
  pdfSha256: string | null;
  documents: StoredDocuments;
  /** Null until the estimate is sent. */
  customerLink: CustomerLinkStatus | null;
  /**
   * Each text the customer reads that is known to be in another language than `language`, as a
   * sentence for staff (src/lib/estimate-languages.ts); sending asks staff to confirm when not empty.
   */
  languageProblems: string[];
};

/** GET /api/admin/estimates/:id/link: the customer's link again, while it is live. */
export type CustomerLinkAnswer = { link: string; endsAt: string };

export type EstimateList = { estimates: EstimateSummary[]; nextCursor: string | null };

/** POST /api/admin/estimates/:id/send and /links: the customer's link (the desk can ask for it again while it is live). */
export type SentEstimate = { estimate: EstimateDetail; link: string };

export type PriceListItem = {
  id: string;
  /** In English; `translations` has the Spanish and French ones an admin wrote. */
  name: string;
  description: string;
  translations: Record<TranslatedLanguage, PriceItemText | null>;
  unit: string;
  unitPriceCents: number;
  taxBps: number;
  service: string | null;
  active: boolean;
  position: number;
  version: number;
};

export type EstimateSettings = {
  terms: DefaultTerms;
  validDays: number;
  followUpDays: number;
  /** A customer's link ends this many days after the estimate's last day, or after its approval. */
  linkDays: number;
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
};
