import type { Totals } from "../../../src/lib/estimate-money";
import type { AuditEvent } from "../../../src/lib/estimates";
import type { LoadedEstimate } from "./records";

/**
 * The signed copy's audit trail, as data: every sending, every opening of the customer's link,
 * and the approval, up to the signature. The lead's timeline rows give the kinds and times only:
 * their `detail` is English written for staff, and the copy is in the customer's language. The
 * address comes from the estimate (a revision is only ever sent again to the address it was first
 * sent to), the signer and the agreed total from the approval.
 */
export async function auditTrail(
  db: D1Database,
  { row }: Pick<LoadedEstimate, "row">,
  approval: NonNullable<LoadedEstimate["approval"]>,
): Promise<AuditEvent[]> {
  const { results } = await db
    .prepare(
      `SELECT kind, created_at FROM lead_events
       WHERE estimate_id = ? AND kind IN ('estimate_sent', 'estimate_viewed', 'estimate_approved') AND created_at <= ?
       ORDER BY id`,
    )
    .bind(row.id, approval.signed_at)
    .all<{ kind: "estimate_sent" | "estimate_viewed" | "estimate_approved"; created_at: string }>();
  const { totalCents } = JSON.parse(approval.totals) as Totals;
  let sendings = 0;
  return results.map(({ kind, created_at: at }): AuditEvent => {
    if (kind === "estimate_viewed") return { at, event: "viewed" };
    if (kind === "estimate_approved") return { at, event: "approved", signerName: approval.signer_name, totalCents };
    sendings += 1;
    return { at, event: sendings === 1 ? "sent" : "resent", recipient: row.sent_to };
  });
}
