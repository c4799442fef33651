import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Dashboard } from "../../src/lib/desk";
import type { EstimateDetail, EstimateFigures, SentEstimate } from "../../src/lib/estimate-desk";
import { desk } from "./support/desk-leads";
import { approval, customer, recordingQueue, saveDraft, sentEstimate, tileLines } from "./support/estimates";
import { json } from "./support/http";

/**
 * The estimates panel of GET /api/admin/dashboard, through the Worker's real entry point. The test
 * files share one D1, so the 30 and 90 day figures are compared as the difference this file's
 * estimates make; the service of each test is its own, so its win rate is exact.
 */

const dayMs = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs).toISOString();

async function estimatesPanel(as?: string) {
  const response = await desk("/api/admin/dashboard", as ? { as } : {});
  expect(response.status).toBe(200);
  return (await json<Dashboard>(response)).estimates;
}

const minus = (after: EstimateFigures, before: EstimateFigures): EstimateFigures => ({
  sent: after.sent - before.sent,
  sentCents: after.sentCents - before.sentCents,
  approved: after.approved - before.approved,
  approvedCents: after.approvedCents - before.approvedCents,
  declined: after.declined - before.declined,
});

/** Moves a sent estimate's times back, as if it had been sent `days` ago (the clock is the stored times). */
const sentDaysAgo = (id: string, days: number) =>
  env.DB.prepare("UPDATE estimates SET sent_at = ? WHERE id = ?").bind(daysAgo(days), id).run();

const decide = async (token: string, body: Record<string, unknown>) => {
  const response = await customer(`/estimates/${token}/decision`, { method: "POST", body });
  expect(response.status, await response.clone().text()).toBe(200);
};

const approvedTotal = async (id: string) =>
  (await json<{ estimate: EstimateDetail }>(await desk(`/api/admin/estimates/${id}`))).estimate.approvedTotalCents ?? 0;

describe("the dashboard's estimates", () => {
  it("counts sent, approved and declined estimates with their value over 30 and 90 days, once per estimate", async () => {
    const service = `Dashboard estimates ${crypto.randomUUID()}`;
    const before = await estimatesPanel();

    const recent = await sentEstimate({ service }); // sent today, undecided
    const approvedRecently = await sentEstimate({ service });
    await decide(approvedRecently.token, approval(approvedRecently.estimate));
    const declined = await sentEstimate({ service });
    await decide(declined.token, { action: "decline", revision: 1, language: "en", reason: "Too expensive." });
    const approvedEarlier = await sentEstimate({ service });
    await decide(approvedEarlier.token, approval(approvedEarlier.estimate));
    await sentDaysAgo(approvedEarlier.estimate.id, 45);
    const old = await sentEstimate({ service });
    await sentDaysAgo(old.estimate.id, 120);

    // A revision sent in place of the first one: the estimate counts once, at its new total.
    const revised = await sentEstimate({ service });
    const revision = await json<{ estimate: EstimateDetail }>(
      await desk(`/api/admin/estimates/${revised.estimate.id}/revisions`, { method: "POST" }),
    );
    const revisionDraft = await saveDraft(revision.estimate, { lines: tileLines().slice(0, 1) });
    const mail = recordingQueue();
    const sendRevision = await desk(`/api/admin/estimates/${revisionDraft.id}/send`, {
      method: "POST",
      body: { version: revisionDraft.version },
      env: { ESTIMATE_MAIL: mail.queue },
    });
    expect(sendRevision.status, await sendRevision.clone().text()).toBe(200);
    const revisionSent = (await json<SentEstimate>(sendRevision)).estimate;

    const after = await estimatesPanel();
    const total = (...estimates: Array<{ totalCents: number }>) => estimates.reduce((sum, { totalCents }) => sum + totalCents, 0);
    const approvedRecentlyCents = await approvedTotal(approvedRecently.estimate.id);
    const approvedEarlierCents = await approvedTotal(approvedEarlier.estimate.id);
    expect(approvedRecentlyCents).toBeGreaterThan(0);

    expect(minus(after.last30Days, before.last30Days)).toEqual({
      sent: 4,
      sentCents: total(recent.estimate, approvedRecently.estimate, declined.estimate, revisionSent),
      approved: 1,
      approvedCents: approvedRecentlyCents,
      declined: 1,
    });
    expect(minus(after.last90Days, before.last90Days)).toEqual({
      sent: 5,
      sentCents: total(recent.estimate, approvedRecently.estimate, declined.estimate, revisionSent, approvedEarlier.estimate),
      approved: 2,
      approvedCents: approvedRecentlyCents + approvedEarlierCents,
      declined: 1,
    });
    // Decided in the last 90 days: two approved of three.
    expect(after.winRateByService.find((row) => row.service === service)).toEqual({ service, decided: 3, approved: 2 });
  });

  it("lists the estimates still waiting for the customer past their reminder, linked by id, and none that were decided", async () => {
    const service = `Dashboard follow-ups ${crypto.randomUUID()}`;
    const due = await sentEstimate({ service });
    const reminded = await sentEstimate({ service });
    const notYet = await sentEstimate({ service });
    const decided = await sentEstimate({ service });
    // Sent long ago, so they sort first among whatever else the shared database holds.
    const longAgo = "2001-01-02T15:00:00.000Z";
    await env.DB.prepare("UPDATE estimates SET sent_at = ?, follow_up_due_at = ? WHERE id IN (?, ?, ?, ?)")
      .bind(longAgo, daysAgo(1), due.estimate.id, reminded.estimate.id, notYet.estimate.id, decided.estimate.id)
      .run();
    await env.DB.prepare("UPDATE estimates SET follow_up_sent_at = ? WHERE id = ?").bind(daysAgo(2), reminded.estimate.id).run();
    await env.DB.prepare("UPDATE estimates SET follow_up_due_at = ? WHERE id = ?")
      .bind(new Date(Date.now() + dayMs).toISOString(), notYet.estimate.id)
      .run();
    await decide(decided.token, { action: "decline", revision: 1, language: "en", reason: "We went with another contractor." });

    // Staff who are not admins see the same panel.
    const panel = await estimatesPanel("crew.dashboard@lakeshore.example");
    const ours = panel.awaitingDecision.filter((row) =>
      [due, reminded, notYet, decided].some(({ estimate }) => estimate.id === row.id),
    );
    expect(ours.map((row) => row.id).sort()).toEqual([due.estimate.id, reminded.estimate.id].sort());
    const remindedRow = ours.find((row) => row.id === reminded.estimate.id);
    expect(remindedRow).toMatchObject({
      number: reminded.estimate.number,
      customerName: reminded.estimate.customer.name,
      totalCents: reminded.estimate.totalCents,
      sentAt: longAgo,
    });
    expect(remindedRow?.followUpSentAt).not.toBeNull();
    expect(ours.find((row) => row.id === due.estimate.id)?.followUpSentAt).toBeNull();
  });

  it("lists the estimates whose customer asked for changes, with what they asked, until a new revision is sent", async () => {
    const service = `Dashboard changes ${crypto.randomUUID()}`;
    const asked = await sentEstimate({ service });
    const answered = await sentEstimate({ service });
    const declined = await sentEstimate({ service });
    const waiting = await sentEstimate({ service });
    const request = "Can you quote the hallway too?";
    for (const { token } of [asked, answered])
      await decide(token, { action: "request-changes", revision: 1, language: "en", request });
    await decide(declined.token, { action: "decline", revision: 1, language: "en", reason: null });
    // Asked long ago, so they sort first among whatever else the shared database holds.
    const longAgo = "2001-01-03T15:00:00.000Z";
    await env.DB.prepare("UPDATE estimates SET decided_at = ? WHERE id IN (?, ?)")
      .bind(longAgo, asked.estimate.id, answered.estimate.id)
      .run();
    // The new revision of one of them is sent: that request is answered.
    const revision = await json<{ estimate: EstimateDetail }>(
      await desk(`/api/admin/estimates/${answered.estimate.id}/revisions`, { method: "POST" }),
    );
    const mail = recordingQueue();
    const sendRevision = await desk(`/api/admin/estimates/${revision.estimate.id}/send`, {
      method: "POST",
      body: { version: revision.estimate.version },
      env: { ESTIMATE_MAIL: mail.queue },
    });
    expect(sendRevision.status, await sendRevision.clone().text()).toBe(200);

    const panel = await estimatesPanel("crew.dashboard@lakeshore.example");
    const ours = panel.changesRequested.filter((row) =>
      [asked, answered, declined, waiting].some(({ estimate }) => estimate.id === row.id),
    );
    expect(ours).toEqual([
      {
        id: asked.estimate.id,
        number: asked.estimate.number,
        customerName: asked.estimate.customer.name,
        requestedAt: longAgo,
        request,
      },
    ]);
    expect(panel.changesRequested[0]?.requestedAt).toBe(longAgo);
  });
});
