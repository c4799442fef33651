import type { Deposit, Discount, PricedLine } from "./estimate-money";
import type { EstimateTexts } from "./estimate-texts";
import type { EstimateLanguage } from "./estimates";

/**
 * What the customer's estimate page (rendered by the Worker) and its script share: the data the
 * page hands the script, the ids the script looks for, and how the decision form's fields become
 * the JSON the decision endpoint takes (the Worker reads a no-JavaScript form post the same way).
 */

/**
 * Where the page's script is served: a stable address, built as its own entry (vite.config.ts,
 * environment "estimatePage", from src/browser/estimate-page.ts); the chunks it loads are hashed.
 */
export const estimatePageScript = "/estimate-page.js";

/** The page's data for its script, as JSON in `<script type="application/json" id={estimatePageIds.data}>`. */
export type EstimatePageData = {
  language: EstimateLanguage;
  lines: PricedLine[];
  discount: Discount;
  deposit: Deposit;
  yearBuilt: number | null;
  /** The sentences the script says, in the page's language. */
  texts: Pick<
    EstimateTexts,
    | "yourTotal"
    | "acknowledgmentsChanged"
    | "changeRequestMissing"
    | "networkError"
    | "sending"
    | "approvalProblems"
    | "acknowledgmentsMissing"
    | "signatureMissing"
  >;
};

export const estimatePageIds = {
  data: "estimate-data",
  approveForm: "approve",
  /** The polite live region that says the new total as options change. */
  announcer: "estimate-announcer",
  /** The confirmation or status shown once decided; focused after the script's own decision. */
  decisionStatus: "decision-status",
  /** The optional drawn signature: the button that opens it, and the pad it opens. */
  drawing: "drawing",
  drawingPad: "drawing-pad",
} as const;

/** Where an error about `field` is shown, beside the field (the no-JavaScript page uses the same ids). */
export const errorId = (field: string) => `${field}-error`;

/** The element a refused answer's summary links to for each field's problem (by id). */
export const problemTargets: Record<string, string> = {
  selection: "lines-start",
  acknowledgments: "acknowledgments",
  signerName: "signer-name",
  signature: estimatePageIds.drawing,
  total: "approve-total",
  request: "change-request",
  reason: "decline-reason",
};

/**
 * The decision form's fields as the JSON body of `estimateDecisionSchema` (which checks them). The
 * approval form's options and choices sit in the line table, tied to the form by `form=`.
 */
export function decisionFromForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const texts = (name: string) => form.getAll(name).filter((value): value is string => typeof value === "string");
  const choices: Record<string, string> = {};
  for (const [name, value] of form) if (name.startsWith("choice:") && typeof value === "string") choices[name.slice(7)] = value;
  return {
    action: text("action"),
    revision: Number(text("revision")),
    language: text("language"),
    optional: texts("optional"),
    choices,
    acknowledgments: texts("acknowledgment"),
    signerName: text("signerName") ?? "",
    shownTotalCents: Number(text("shownTotalCents")),
    reason: text("reason") || null,
    request: text("request") ?? "",
  };
}
