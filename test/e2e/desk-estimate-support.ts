import type { Browser, BrowserContextOptions } from "playwright-core";
import type { EstimateDraft } from "../../src/lib/desk-schemas/estimates";
import type { EstimateDetail, SentEstimate } from "../../src/lib/estimate-desk";
import { draftOf } from "../support/estimate-drafts";
import { baseUrl, deskApi as desk, desktop, newLead, openPage } from "./browser";

/**
 * What the desk's estimate and job browser tests share: a lead of their own, the desk opened on a
 * page, one line to send, an estimate sent, the customer's decision on its link.
 */

/** A word no other lead has. */
export const uniqueWord = () =>
  (Date.now() + Math.random()).toString(36).replace(/[\d.]/g, (digit) => "abcdefghijk"[Number(digit)] ?? "z");

let leadCount = 0;
/** A lead from the public quote API, with an address and a client address of its own (`file` keeps test files apart). */
export async function lead(name: string, file: string) {
  leadCount += 1;
  return newLead(
    { name, email: `estimate.${file}.${process.pid}.${leadCount}@example.com` },
    `198.51.100.${((process.pid + leadCount + file.length * 37) % 150) + 100}`,
  );
}

export async function openDesk(browser: Browser, path: string, options: BrowserContextOptions = desktop) {
  const opened = await openPage(browser, path, options);
  await opened.page.locator("#desk-main").waitFor();
  return opened;
}

/** One required line, enough to save and send. */
export const smallLines = (): EstimateDraft["lines"] => [
  {
    kind: "required",
    group: null,
    groupLabel: null,
    section: "Basement",
    description: "Remove 9×9 asbestos floor tile",
    unit: "sq ft",
    quantityThousandths: 120_000,
    unitPriceCents: 650,
    taxBps: 0,
    preselected: false,
    priceItemId: null,
  },
];

/** A new estimate for the lead, its draft saved with `changes` and sent: the sent estimate and the customer's link. */
export async function sendNewEstimate(leadId: string, changes: Partial<EstimateDraft>) {
  const { estimate } = await desk<{ estimate: EstimateDetail }>("/api/admin/estimates", "POST", { leadId });
  const saved = await desk<{ estimate: EstimateDetail }>(
    `/api/admin/estimates/${estimate.id}`,
    "PUT",
    draftOf(estimate, changes),
  );
  return desk<SentEstimate>(`/api/admin/estimates/${estimate.id}/send`, "POST", { version: saved.estimate.version });
}

/** The customer's decision posted on their link, as the estimate page posts it. */
export const postDecision = (link: string, decision: Record<string, unknown>) =>
  fetch(`${baseUrl()}${new URL(link).pathname}/decision`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(decision),
  });
