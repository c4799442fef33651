import type { EstimateDashboard, EstimateFigures } from "../../../src/lib/estimate-desk";
import { serviceNameIn } from "../../../src/lib/service-names";
import { canBecome, numberOf } from "./records";

/**
 * The estimates on the desk's front page: how many were sent, approved and declined in the last 30
 * and 90 days and for how much, the win rate per service, and the estimates still waiting for the
 * customer (the follow-up lines). Each figure counts an estimate once, at its latest revision.
 */

const dayMs = 86_400_000;
const awaitingShown = 20;

type FigureRow = { sent: number; sent_cents: number; approved: number; approved_cents: number; declined: number };

const figures = (row: FigureRow | undefined): EstimateFigures => ({
  sent: row?.sent ?? 0,
  sentCents: row?.sent_cents ?? 0,
  approved: row?.approved ?? 0,
  approvedCents: row?.approved_cents ?? 0,
  declined: row?.declined ?? 0,
});

/** Sent in the window (superseded revisions are counted through the revision that replaced them). */
const figuresSql = `SELECT COUNT(*) AS sent, COALESCE(SUM(total_cents), 0) AS sent_cents,
    COALESCE(SUM(status = 'approved'), 0) AS approved,
    COALESCE(SUM(CASE WHEN status = 'approved'
      THEN (SELECT json_extract(totals, '$.totalCents') FROM estimate_approvals WHERE estimate_id = estimates.id) END), 0)
      AS approved_cents,
    COALESCE(SUM(status = 'declined'), 0) AS declined
  FROM estimates WHERE sent_at >= ? AND status NOT IN ('draft', 'superseded')`;

type WinRate = EstimateDashboard["winRateByService"][number];

/** Decided estimates per service, one written in Spanish or French counted under its service's English name. */
function winRates(rows: WinRate[]): WinRate[] {
  const byService = new Map<string, WinRate>();
  for (const row of rows) {
    const service = serviceNameIn(row.service, "en");
    const sum = byService.get(service) ?? { service, decided: 0, approved: 0 };
    byService.set(service, { service, decided: sum.decided + row.decided, approved: sum.approved + row.approved });
  }
  return [...byService.values()].sort((a, b) => b.decided - a.decided);
}

export async function loadEstimateDashboard(db: D1Database, now: Date): Promise<EstimateDashboard> {
  const since = (days: number) => new Date(now.getTime() - days * dayMs).toISOString();
  const [last30, last90, services, awaiting] = await db.batch<Record<string, unknown>>([
    db.prepare(figuresSql).bind(since(30)),
    db.prepare(figuresSql).bind(since(90)),
    db
      .prepare(
        `SELECT service, COUNT(*) AS decided, SUM(status = 'approved') AS approved FROM estimates
         WHERE decided_at >= ? AND status IN ('approved', 'declined') GROUP BY service ORDER BY decided DESC`,
      )
      .bind(since(90)),
    db
      .prepare(
        `SELECT id, number_year, number_seq, revision, customer_name, total_cents, sent_at, follow_up_sent_at FROM estimates
         WHERE ${canBecome("approved")} AND (follow_up_sent_at IS NOT NULL OR follow_up_due_at <= ?)
         ORDER BY sent_at LIMIT ?`,
      )
      .bind(now.toISOString(), awaitingShown),
  ]);
  return {
    last30Days: figures(last30?.results[0] as FigureRow | undefined),
    last90Days: figures(last90?.results[0] as FigureRow | undefined),
    winRateByService: winRates((services?.results ?? []) as WinRate[]),
    awaitingDecision: (
      (awaiting?.results ?? []) as Array<{
        id: string;
        number_year: number;
        number_seq: number;
        revision: number;
        customer_name: string;
        total_cents: number;
        sent_at: string;
        follow_up_sent_at: string | null;
      }>
    ).map((row) => ({
      id: row.id,
      number: numberOf(row),
      customerName: row.customer_name,
      totalCents: row.total_cents,
      sentAt: row.sent_at,
      followUpSentAt: row.follow_up_sent_at,
    })),
  };
}
