import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { auditTrail } from "../../worker/domain/estimates/audit-trail";
import { customerEstimate, recordView } from "../../worker/domain/estimates/customer";
import { readEstimate } from "../../worker/domain/estimates/records";
import { desk } from "./support/desk-leads";
import { approval, customer, recordingQueue, sentEstimate } from "./support/estimates";
import { send } from "./support/http";

/**
 * The signed copy's audit trail as data, read from a real sending, resending, opening and
 * approval: the words are the copy's (estimate-texts.ts), so nothing here is a sentence.
 */
vi.setConfig({ testTimeout: 30_000 });

describe("the audit trail", () => {
  it("lists the sending to the estimate's address, the sending again, each opening and the approval with its signer and total", async () => {
    const { estimate, token } = await sentEstimate();
    await send(`/estimates/${token}`, { method: "GET", headers: { Accept: "text/html" } });
    const again = await desk(`/api/admin/estimates/${estimate.id}/send`, {
      method: "POST",
      body: { version: estimate.version },
      env: { ESTIMATE_MAIL: recordingQueue().queue },
    });
    expect(again.status, await again.clone().text()).toBe(200);
    const decision = await customer(`/estimates/${token}/decision`, { method: "POST", body: approval(estimate) });
    expect(decision.status, await decision.clone().text()).toBe(200);

    const loaded = await readEstimate(env.DB, estimate.id);
    const signed = loaded?.approval;
    if (!loaded || !signed) throw new Error("The approval was not stored.");
    const { results: timeline } = await env.DB.prepare(
      "SELECT kind, created_at FROM lead_events WHERE estimate_id = ? AND kind LIKE 'estimate_%' ORDER BY id",
    )
      .bind(estimate.id)
      .all<{ kind: string; created_at: string }>();
    const at = (kind: string, nth = 0) => timeline.filter((event) => event.kind === kind)[nth]?.created_at;

    expect(await auditTrail(env.DB, loaded, signed)).toEqual([
      { at: at("estimate_sent"), event: "sent", recipient: loaded.row.sent_to },
      { at: at("estimate_viewed"), event: "viewed" },
      { at: at("estimate_sent", 1), event: "resent", recipient: loaded.row.sent_to },
      {
        at: signed.signed_at,
        event: "approved",
        signerName: "Maria Kowalski",
        totalCents: JSON.parse(signed.totals).totalCents,
      },
    ]);
    expect(loaded.row.sent_to).toBe("maria.kowalski@example.com");
  });

  it("ends at the signature: an opening after it is not part of the signed record", async () => {
    const { estimate, token } = await sentEstimate();
    await customer(`/estimates/${token}/decision`, { method: "POST", body: approval(estimate) });
    const loaded = await readEstimate(env.DB, estimate.id);
    if (!loaded?.approval) throw new Error("The approval was not stored.");
    const later = new Date(Date.parse(loaded.approval.signed_at) + 60_000);
    await recordView(env.DB, await customerEstimate(env.DB, token), later);
    const trail = await auditTrail(env.DB, loaded, loaded.approval);
    expect(trail.map((event) => event.event)).toEqual(["sent", "approved"]);
  });
});
