import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { EstimateDraft } from "../../../src/lib/desk-schemas/estimates";
import type { EstimateDetail, SentEstimate } from "../../../src/lib/estimate-desk";
import { estimateTotals, type Selection } from "../../../src/lib/estimate-money";
import type { EstimateMailMessage } from "../../../worker/domain/estimates/mail";
import { draftOf, tileLines } from "../../support/estimate-drafts";
import { desk, insertLead, type SeedLead } from "./desk-leads";
import { json, origin, send } from "./http";

/**
 * Estimates for the Worker tests: one made from a lead through the desk's API, filled with the
 * lines a basement tile abatement would have, and sent; plus the customer's side by link.
 */

export { draftOf, tileLines };

/** A queue that only records what it is given, for the Worker's ESTIMATE_MAIL binding. */
export function recordingQueue() {
  const sent: EstimateMailMessage[] = [];
  const queue = {
    send: async (message: EstimateMailMessage) => void sent.push(message),
    sendBatch: async (messages: Iterable<{ body: EstimateMailMessage }>) => {
      for (const message of messages) sent.push(message.body);
    },
  } as unknown as Queue<EstimateMailMessage>;
  return { sent, queue };
}

export async function createEstimate(lead: SeedLead = {}) {
  const leadId = await insertLead({ status: "estimate_scheduled", ...lead });
  const response = await desk("/api/admin/estimates", { method: "POST", body: { leadId } });
  expect(response.status, await response.clone().text()).toBe(201);
  return { leadId, estimate: (await json<{ estimate: EstimateDetail }>(response)).estimate };
}

export async function saveDraft(estimate: EstimateDetail, changes: Partial<EstimateDraft> = {}) {
  const response = await desk(`/api/admin/estimates/${estimate.id}`, { method: "PUT", body: draftOf(estimate, changes) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await json<{ estimate: EstimateDetail }>(response)).estimate;
}

/**
 * Sends a saved draft through the desk's API as staff would (the lines are written in English whatever
 * the estimate's language: staff send it as it is); what the send answered, the link's token and the
 * mail queue's messages.
 */
export async function sendSaved(draft: EstimateDetail, body: Record<string, unknown> = {}) {
  const mail = recordingQueue();
  const response = await desk(`/api/admin/estimates/${draft.id}/send`, {
    method: "POST",
    body: { version: draft.version, acceptLanguageProblems: true, ...body },
    env: { ESTIMATE_MAIL: mail.queue },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const sent = await json<SentEstimate>(response);
  return { ...sent, token: new URL(sent.link).pathname.split("/").at(-1) as string, mail };
}

/** A lead's estimate with the tile lines, sent to the customer; the mail queue records its messages. */
export async function sentEstimate(lead: SeedLead = {}, changes: Partial<EstimateDraft> = {}) {
  const { leadId, estimate } = await createEstimate(lead);
  const draft = await saveDraft(estimate, { lines: tileLines(), yearBuilt: 1956, ...changes });
  return { leadId, ...(await sendSaved(draft)) };
}

/** The line ids of the tile estimate: the required one, the optional test, and the three finishes. */
export const lineIds = (estimate: EstimateDetail) => {
  const [required, optional, concrete, vinyl, porcelain] = estimate.lines.map((line) => line.id);
  return { required, optional, concrete, vinyl, porcelain } as Record<string, string>;
};

/** A customer's request to the estimate's link, as JSON (what the page's script sends). */
export function customer(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; ip?: string } = {},
) {
  const { method = "GET", body, headers = {}, ip } = init;
  return send(path, {
    method,
    ...(ip ? { ip } : {}),
    headers: {
      Accept: "application/json",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)",
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** An approval of the tile estimate with vinyl plank and the clearance test, every acknowledgment ticked. */
export const approval = (estimate: EstimateDetail, changes: Record<string, unknown> = {}) => {
  const ids = lineIds(estimate);
  const choosing = { optional: [ids.optional as string], choices: { finish: ids.vinyl as string }, ...changes } as Selection;
  return {
    action: "approve",
    revision: estimate.revision,
    language: "en",
    optional: choosing.optional,
    choices: choosing.choices,
    acknowledgments: ["terms", "il-home-repair", "epa-renovate-right"],
    signerName: "Maria Kowalski",
    // The total the page shows for these choices: what the customer signs for.
    shownTotalCents: estimateTotals(estimate.lines, choosing, estimate.discount, estimate.deposit).totalCents,
    ...changes,
  };
};

export const estimateRow = (id: string) =>
  env.DB.prepare("SELECT * FROM estimates WHERE id = ?").bind(id).first<Record<string, unknown>>();

export { origin };
