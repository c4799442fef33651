import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeadDetailResponse } from "../../src/lib/desk";
import type { CustomerLinkAnswer, EstimateDetail, EstimateSettings, SentEstimate } from "../../src/lib/estimate-desk";
import { estimateTexts } from "../../src/lib/estimate-texts";
import { expiryInstant } from "../../src/lib/estimates";
import { addDays, zonedDate } from "../../src/lib/zoned-time";
import { customerEstimate } from "../../worker/domain/estimates/customer";
import { deliverEstimateEmail } from "../../worker/domain/estimates/mail";
import { expireEstimates, sendEstimate } from "../../worker/domain/estimates/sending";
import { rateLimitPolicies } from "../../worker/domain/rate-limit";
import { desk } from "./support/desk-leads";
import {
  approval,
  createEstimate,
  customer,
  estimateRow,
  recordingQueue,
  saveDraft,
  sentEstimate,
  tileLines,
} from "./support/estimates";
import { json, newClientIp, send } from "./support/http";

/**
 * Links that end: one live link per estimate number and recipient, the same in every e-mail and
 * retry and shown to staff again; ended after the estimate's time (or its approval) plus the
 * setting, or revoked by staff, with the same clean page in the customer's language. And reads that
 * do not write: expiry is the hourly job's, a view is logged once per 30 minutes, and the photos
 * and PDFs of a live link are cached privately and spend no rate limit.
 */

afterEach(() => vi.restoreAllMocks());

const dayMs = 86_400_000;
const page = (token: string, headers: Record<string, string> = {}) =>
  send(`/estimates/${token}`, { method: "GET", headers: { Accept: "text/html", ...headers } });

const linkAgain = async (estimateId: string) => desk(`/api/admin/estimates/${estimateId}/link`);

/** Resend answered by a stub that records the links of what it was asked to send. */
function stubResend(statuses: number[]) {
  const links: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const body = (await new Request(input, init).json()) as { text: string };
    links.push(/https?:\/\/\S+\/estimates\/[A-Za-z0-9_-]{43}/.exec(body.text)?.[0] ?? "");
    return new Response("{}", { status: statuses.shift() ?? 200 });
  });
  return links;
}
const resend = { RESEND_API_KEY: "re_test", CUSTOMER_LINK_SECRET: env.CUSTOMER_LINK_SECRET };
const storage = { db: env.DB, bucket: env.PHOTOS };

describe("one live link per estimate and recipient", () => {
  it("is the one staff see, every e-mail and retry carries, and every revision sent to that address opens", async () => {
    const { estimate, link, token } = await sentEstimate();
    // Staff can copy it again, as many times as they like.
    const again = await json<CustomerLinkAnswer>(await linkAgain(estimate.id));
    expect(again.link).toBe(link);
    expect(Date.parse(again.endsAt)).toBeGreaterThan(Date.parse(expiryInstant(estimate.expiresOn)));

    // The e-mail fails once and is retried: both attempts carry that link.
    const links = stubResend([500, 200]);
    const email = await env.DB.prepare("SELECT id FROM estimate_emails WHERE estimate_id = ?")
      .bind(estimate.id)
      .first<{ id: string }>();
    expect(await deliverEstimateEmail(storage, resend, email?.id as string, 1)).toBe("retry");
    expect(await deliverEstimateEmail(storage, resend, email?.id as string, 2)).toBe("done");
    expect(links).toEqual([link, link]);

    // Sent again, and a revision sent to the same address: still that one link.
    const resent = await desk(`/api/admin/estimates/${estimate.id}/send`, {
      method: "POST",
      body: { version: estimate.version, to: null },
      env: { ESTIMATE_MAIL: recordingQueue().queue },
    });
    expect((await json<SentEstimate>(resent)).link).toBe(link);
    const revision = (
      await json<{ estimate: EstimateDetail }>(await desk(`/api/admin/estimates/${estimate.id}/revisions`, { method: "POST" }))
    ).estimate;
    const sentRevision = await json<SentEstimate>(
      await desk(`/api/admin/estimates/${revision.id}/send`, {
        method: "POST",
        body: { version: revision.version, to: null },
        env: { ESTIMATE_MAIL: recordingQueue().queue },
      }),
    );
    expect(sentRevision.link).toBe(link);
    expect((await customerEstimate(env.DB, token)).revision).toBe(2);
    const live = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM customer_links WHERE estimate_id IN (?, ?) AND revoked_at IS NULL",
    )
      .bind(estimate.id, revision.id)
      .first<{ n: number }>();
    expect(live?.n).toBe(1);
  });
});

describe("a link ends", () => {
  it("the set number of days after the estimate's last day, then shows the no-longer-valid page in the estimate's language", async () => {
    const { estimate, token } = await sentEstimate({}, { language: "es" });
    const lastOpen = Date.parse(expiryInstant(estimate.expiresOn));
    await expect(customerEstimate(env.DB, token, undefined, new Date(lastOpen + 59 * dayMs))).resolves.toBeTruthy();
    await expect(customerEstimate(env.DB, token, undefined, new Date(lastOpen + 61 * dayMs))).rejects.toMatchObject({
      kind: "gone",
      language: "es",
      message: estimateTexts.es.linkEnded,
    });
    // The setting moves it; the page, its PDF and a photo all say the same, in Spanish, with our phone number.
    await env.DB.prepare("UPDATE estimate_settings SET link_days = 1").run();
    await env.DB.prepare("UPDATE estimates SET expires_on = ? WHERE id = ?")
      .bind(addDays(zonedDate(new Date(), "America/Chicago"), -3), estimate.id)
      .run();
    try {
      for (const path of [`/estimates/${token}`, `/estimates/${token}/pdf`, `/estimates/${token}/photos/any`]) {
        const response = await send(path, { method: "GET", headers: { Accept: "text/html", "Accept-Language": "en" } });
        expect(response.status, path).toBe(410);
        const html = await response.text();
        expect(html).toContain('<html lang="es">');
        expect(html).toContain(estimateTexts.es.linkEnded);
        expect(html).toContain('href="tel:');
      }
    } finally {
      await env.DB.prepare("UPDATE estimate_settings SET link_days = 60").run();
    }
  });

  it("after a number of days admins set with the estimate settings", async () => {
    const { settings } = await json<{ settings: EstimateSettings }>(await desk("/api/admin/estimates/settings"));
    expect(settings.linkDays).toBe(60);
    const save = (linkDays: unknown, version: number) =>
      desk("/api/admin/estimates/settings", { method: "PUT", body: { ...settings, version, linkDays } });
    const refused = await save(0, settings.version);
    expect(refused.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(refused)).fields).toHaveProperty("linkDays");
    const saved = await json<{ settings: EstimateSettings }>(await save(90, settings.version));
    expect(saved.settings.linkDays).toBe(90);
    await save(60, saved.settings.version);
  });

  it("the set number of days after its approval", async () => {
    const { estimate, token } = await sentEstimate();
    expect((await customer(`/estimates/${token}/decision`, { method: "POST", body: approval(estimate) })).status).toBe(200);
    const decidedAt = (await estimateRow(estimate.id))?.decided_at as string;
    const approvedAt = Date.parse(decidedAt);
    // The approval's job keeps the link open while it is open (jobs-customer.test.ts); here it was cancelled at once.
    await env.DB.prepare("UPDATE jobs SET state = 'cancelled', cancelled_at = ? WHERE estimate_id = ?")
      .bind(decidedAt, estimate.id)
      .run();
    await expect(customerEstimate(env.DB, token, undefined, new Date(approvedAt + 59 * dayMs))).resolves.toBeTruthy();
    await expect(customerEstimate(env.DB, token, undefined, new Date(approvedAt + 61 * dayMs))).rejects.toMatchObject({
      kind: "gone",
    });
  });

  it("when staff revoke it; a fresh one e-mailed then opens the estimate and the old one still does not", async () => {
    const { leadId, estimate, token } = await sentEstimate();
    const revoked = await desk(`/api/admin/estimates/${estimate.id}/links/revoke`, { method: "POST" });
    expect(revoked.status).toBe(200);
    expect((await json<{ estimate: EstimateDetail }>(revoked)).estimate.customerLink).toMatchObject({ state: "revoked" });
    expect((await page(token)).status).toBe(410);
    expect((await linkAgain(estimate.id)).status).toBe(404);

    const mail = recordingQueue();
    const fresh = await desk(`/api/admin/estimates/${estimate.id}/links`, { method: "POST", env: { ESTIMATE_MAIL: mail.queue } });
    expect(fresh.status).toBe(200);
    const { link, estimate: after } = await json<{ link: string; estimate: EstimateDetail }>(fresh);
    expect(after.customerLink).toMatchObject({ state: "live" });
    const freshToken = new URL(link).pathname.split("/").at(-1) as string;
    expect(freshToken).not.toBe(token);
    expect((await page(freshToken)).status).toBe(200);
    expect((await page(token)).status).toBe(410);
    expect(mail.sent).toHaveLength(1);
    const { events } = await json<LeadDetailResponse>(await desk(`/api/admin/leads/${leadId}`));
    expect(events.map((event) => event.kind)).toEqual(expect.arrayContaining(["estimate_links_revoked", "estimate_link_sent"]));
  });
});

describe("reads", () => {
  it("show an estimate past its last day as expired without writing it; the hourly job writes it with its timeline line", async () => {
    const { leadId, estimate, token } = await sentEstimate();
    const yesterday = addDays(zonedDate(new Date(), "America/Chicago"), -1);
    await env.DB.prepare("UPDATE estimates SET expires_on = ? WHERE id = ?").bind(yesterday, estimate.id).run();
    const html = await (await page(token)).text();
    expect(html).toContain(estimateTexts.en.expiredStatus);
    expect(html).not.toContain('id="approve"');
    expect((await estimateRow(estimate.id))?.status).toBe("viewed");
    const listed = (
      await json<{ estimates: Array<{ id: string; status: string }> }>(await desk("/api/admin/estimates?status=expired"))
    ).estimates;
    expect(listed.find((row) => row.id === estimate.id)?.status).toBe("expired");

    expect(await expireEstimates(env.DB, new Date())).toBeGreaterThanOrEqual(1);
    expect((await estimateRow(estimate.id))?.status).toBe("expired");
    const { events } = await json<LeadDetailResponse>(await desk(`/api/admin/leads/${leadId}`));
    expect(events.filter((event) => event.kind === "estimate_expired")).toHaveLength(1);
  });

  it("of a live link's PDF and photos are cached privately and spend no rate limit; a guessed link's do", {
    timeout: 30_000,
  }, async () => {
    const { estimate } = await createEstimate({ photos: 1 });
    const draft = await saveDraft(estimate, { lines: tileLines() });
    const sent = await json<SentEstimate>(
      await desk(`/api/admin/estimates/${draft.id}/send`, {
        method: "POST",
        body: { version: draft.version },
        env: { ESTIMATE_MAIL: recordingQueue().queue },
      }),
    );
    const token = new URL(sent.link).pathname.split("/").at(-1) as string;
    const photoId = sent.estimate.photos[0]?.id as string;
    const ip = newClientIp();
    const { limit } = rateLimitPolicies.estimates;
    for (let round = 0; round < limit + 5; round++) {
      const path = round % 2 ? `/estimates/${token}/pdf` : `/estimates/${token}/photos/${photoId}`;
      const response = await send(path, { method: "GET", ip });
      expect(response.status, `${path} #${round}`).toBe(200);
      expect(response.headers.get("Cache-Control")).toMatch(/^private, max-age=\d+$/);
      await response.arrayBuffer();
    }
    expect((await send(`/estimates/${token}`, { method: "GET", ip, headers: { Accept: "text/html" } })).status).toBe(200);
  });
});

describe("the customer's link never leaks as a referrer", () => {
  it("Referrer-Policy: no-referrer on the page, its problem pages, its PDFs and its photos", async () => {
    const { estimate, token } = await sentEstimate();
    const responses = {
      page: await page(token),
      "unknown link": await page(`${token.slice(0, -2)}xx`),
      PDF: await send(`/estimates/${token}/pdf`, { method: "GET" }),
      "photo not there": await send(`/estimates/${token}/photos/nope`, { method: "GET", headers: { Accept: "text/html" } }),
      "refused decision": await customer(`/estimates/${token}/decision`, {
        method: "POST",
        body: { action: "approve", revision: 1 },
      }),
    };
    for (const [what, response] of Object.entries(responses)) {
      expect(response.headers.get("Referrer-Policy"), what).toBe("no-referrer");
    }
    await desk(`/api/admin/estimates/${estimate.id}/links/revoke`, { method: "POST" });
    expect((await page(token)).headers.get("Referrer-Policy")).toBe("no-referrer");
  });
});

describe("the one reminder", () => {
  it("is due the follow-up days later on Chicago's calendar, at the same time of day across a change to daylight time", async () => {
    const { estimate } = await createEstimate();
    const draft = await saveDraft(estimate, { lines: tileLines() });
    // Friday 6 March 2026, 10:00 in Chicago; clocks move forward on Sunday the 8th.
    const sentAt = new Date("2026-03-06T16:00:00Z");
    await sendEstimate(
      { ...storage, queue: recordingQueue().queue, secret: env.CUSTOMER_LINK_SECRET as string },
      draft.id,
      { version: draft.version, to: null },
      { actor: "owner@lakeshore.example", origin: "https://www.lakeshore-environmental.example", now: sentAt },
    );
    // Monday the 9th, 10:00 in Chicago: 71 hours later, not 72.
    expect((await estimateRow(draft.id))?.follow_up_due_at).toBe("2026-03-09T15:00:00.000Z");
  });
});
