import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { deleteLead, editLead, setSpam } from "../../worker/domain/lead-edits";
import { recordPageViews } from "../../worker/domain/sources/visits";
import { deskAdmin, insertLead } from "./support/desk-leads";
import { approval, createEstimate, customer, saveDraft, sendSaved, sentEstimate, tileLines } from "./support/estimates";
import {
  chicago,
  emptyStore,
  figureRows,
  fillStore,
  groupings,
  report,
  rollupStatement,
  seedSources,
  storedMonths,
  tapStatement,
} from "./support/sources";

/**
 * What deletes a stored month's Sources figures (the triggers of migrations/0012): every change to
 * what the month sums, through the paths that make it where there is one. Data from June to October
 * 2023 (no other file writes then); August is the month changed.
 */

const now = new Date("2023-11-10T18:00:00.000Z");
const months = ["2023-06", "2023-07", "2023-08", "2023-09", "2023-10"];
const inAugust = chicago("2023-08-15", "10:00");

beforeAll(async () => {
  await seedSources({ from: "2023-06-01", to: "2023-10-31", seed: 27 });
});

/**
 * Stores every month, makes the change, and expects exactly `unstored` gone with their figures; then
 * the report over all five months, by every grouping, is what it computes with nothing stored.
 */
async function expectUnstoredBy(change: () => Promise<unknown>, unstored: string[] = ["2023-08"]) {
  await emptyStore();
  await fillStore(now);
  await change();
  const stored = await storedMonths();
  for (const month of months) expect(month in stored, `${month} stored`).toBe(!unstored.includes(month));
  for (const month of unstored) expect(await figureRows(month), `${month}'s figures`).toBe(0);
  const everyMonth = { from: "2023-06-01", to: "2023-10-31" };
  const answers = [];
  for (const grouping of groupings) answers.push(await report(everyMonth, grouping, now));
  await emptyStore();
  for (const [index, grouping] of groupings.entries())
    expect(answers[index], `by ${grouping.by}, ${grouping.touch} touch`).toEqual(await report(everyMonth, grouping, now));
}

const leadRow = (id: string) =>
  env.DB.prepare("SELECT estimates_sent, won_total_cents FROM leads WHERE id = ?")
    .bind(id)
    .first<{ estimates_sent: number; won_total_cents: number | null }>();

describe("a lead", () => {
  it("imported with a date in a stored month", async () => {
    await expectUnstoredBy(() => insertLead({ createdAt: inAugust, service: "Mold Remediation" }));
  });

  it("marked as spam", async () => {
    const id = await insertLead({ createdAt: inAugust });
    await expectUnstoredBy(() => setSpam({ db: env.DB, queue: env.LEAD_FORWARD }, id, true, deskAdmin));
  });

  it("sent an estimate (the lead's count of estimates sent follows it)", async () => {
    const { leadId, estimate } = await createEstimate({ createdAt: inAugust });
    const draft = await saveDraft(estimate, { lines: tileLines(), yearBuilt: 1956 });
    await expectUnstoredBy(() => sendSaved(draft));
    expect((await leadRow(leadId))?.estimates_sent).toBe(1);
  });

  it("whose estimate the customer approved (the lead's won total follows it)", async () => {
    const sent = await sentEstimate({ createdAt: inAugust });
    await expectUnstoredBy(async () => {
      const decided = await customer(`/estimates/${sent.token}/decision`, { method: "POST", body: approval(sent.estimate) });
      expect(decided.status).toBe(200);
    });
    expect((await leadRow(sent.leadId))?.won_total_cents).toBeGreaterThan(0);
  });

  it("whose service or touch changed", async () => {
    const id = await insertLead({ createdAt: inAugust });
    await expectUnstoredBy(() => env.DB.prepare("UPDATE leads SET service = 'Window Installation' WHERE id = ?").bind(id).run());
    await expectUnstoredBy(() => env.DB.prepare("UPDATE leads SET first_channel = 'email' WHERE id = ?").bind(id).run());
    await expectUnstoredBy(() => env.DB.prepare("UPDATE leads SET last_landing = '/contact' WHERE id = ?").bind(id).run());
  });

  it("moved to another month: both months", async () => {
    const id = await insertLead({ createdAt: inAugust });
    await expectUnstoredBy(
      () => env.DB.prepare("UPDATE leads SET created_at = ? WHERE id = ?").bind(chicago("2023-09-02", "09:00"), id).run(),
      ["2023-08", "2023-09"],
    );
  });

  it("deleted", async () => {
    const id = await insertLead({ createdAt: inAugust });
    await expectUnstoredBy(() => deleteLead(env.DB, env.PHOTOS, id));
  });

  it("changed in nothing the report reads: its month stays stored", async () => {
    const id = await insertLead({ createdAt: inAugust });
    await expectUnstoredBy(async () => {
      await editLead(env.DB, id, { version: 1, status: "contacted", priority: "high" }, deskAdmin);
      // A statement that sets a column the report reads to the value it had.
      await env.DB.prepare("UPDATE leads SET service = service, estimates_sent = estimates_sent WHERE id = ?").bind(id).run();
    }, []);
  });
});

describe("a tap on the phone or e-mail link", () => {
  const tapId = async () => (await env.DB.prepare("SELECT MAX(id) AS id FROM contact_taps").first<{ id: number }>())?.id ?? 0;

  it("added, changed or deleted", async () => {
    await expectUnstoredBy(() => tapStatement("phone", inAugust, "/contact").run());
    const id = await tapId();
    await expectUnstoredBy(() => env.DB.prepare("UPDATE contact_taps SET kind = 'email' WHERE id = ?").bind(id).run());
    await expectUnstoredBy(() => env.DB.prepare("DELETE FROM contact_taps WHERE id = ?").bind(id).run());
  });
});

describe("the visits of a day", () => {
  const pageView = (at: Date) =>
    recordPageViews(
      env.DB,
      [{ name: "page-view", value: 1, path: "/privacy" }],
      { address: "203.0.113.26", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0" },
      at,
    );

  it("counted, counted again, written for a day or deleted", async () => {
    const augustDay = new Date(chicago("2023-08-20", "12:00"));
    // The first view of the day on that page adds its rollup; the next one adds to it.
    await expectUnstoredBy(() => pageView(augustDay));
    await expectUnstoredBy(() => pageView(augustDay));
    await expectUnstoredBy(() =>
      rollupStatement("2023-08-31", "/", { channel: "local", source: "google", campaign: "", landing: null }, 3, 2).run(),
    );
    await expectUnstoredBy(() => env.DB.prepare("DELETE FROM visit_rollups WHERE day = '2023-08-20'").run());
  });

  it("of another month's first day: that month only", async () => {
    await expectUnstoredBy(
      () =>
        rollupStatement(
          "2023-09-01",
          "/about",
          { channel: "direct", source: "(direct)", campaign: "", landing: null },
          1,
          1,
        ).run(),
      ["2023-09"],
    );
  });
});

describe("what is not stored", () => {
  it("the spend staff enter is read live: saving it leaves the months stored", async () => {
    await expectUnstoredBy(
      () =>
        env.DB.prepare(
          "INSERT INTO channel_spend (month, channel, amount_cents, updated_by, updated_at) VALUES ('2023-08', 'local', 5000, ?, ?)",
        )
          .bind(deskAdmin, now.toISOString())
          .run(),
      [],
    );
  });
});
