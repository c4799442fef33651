import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LeadDetailResponse } from "../../src/lib/desk";
import type { EstimateDetail } from "../../src/lib/estimate-desk";
import { estimateTexts } from "../../src/lib/estimate-texts";
import { customerEstimate, recordView, viewLogGapMs } from "../../worker/domain/estimates/customer";
import { decide } from "../../worker/domain/estimates/decisions";
import { expireEstimates } from "../../worker/domain/estimates/sending";
import { rateLimitPolicies } from "../../worker/domain/rate-limit";
import { desk } from "./support/desk-leads";
import { approval, customer, estimateRow, lineIds, recordingQueue, sentEstimate } from "./support/estimates";
import { json, newClientIp, type Problem, send } from "./support/http";

/** The customer's side: the link, every view, and the decision. */

const storage = () => ({ db: env.DB, bucket: env.PHOTOS, queue: recordingQueue().queue });

describe("the customer's link", () => {
  it("opens the estimate as a page; openings are counted and shown in the lead's timeline, once per 30 minutes", async () => {
    const { leadId, estimate, token } = await sentEstimate();
    // A browser's prefetch, and the page shown right after a decision, are not openings: asked for
    // before any logged view (none of the 30 minutes' grace to hide behind), they log nothing.
    await send(`/estimates/${token}`, { method: "GET", headers: { Accept: "text/html", "Sec-Purpose": "prefetch" } });
    await send(`/estimates/${token}?after=decision`, { method: "GET", headers: { Accept: "text/html" } });
    expect(await estimateRow(estimate.id)).toMatchObject({ status: "sent", view_count: 0 });
    const page = await send(`/estimates/${token}`, { method: "GET", headers: { Accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toContain("text/html");
    expect(page.headers.get("Cache-Control")).toContain("no-store");
    const html = await page.text();
    expect(html).toContain(estimate.number);
    // Its script, from the client build, and nothing the policy does not need: no other origin, no inline script.
    expect(html).toContain('<script type="module" src="/estimate-page.js"></script>');
    expect(page.headers.get("Content-Security-Policy")).toContain("script-src 'self'; connect-src 'self';");
    // A reload, a language switched, a photo opened: the same visit, logged once.
    await send(`/estimates/${token}?lang=es`, { method: "GET", headers: { Accept: "text/html" } });
    expect(await estimateRow(estimate.id)).toMatchObject({ status: "viewed", view_count: 1 });
    // Thirty minutes later it is another visit.
    const opened = await customerEstimate(env.DB, token);
    await recordView(env.DB, opened, new Date(Date.now() + viewLogGapMs + 1000));
    expect(await estimateRow(estimate.id)).toMatchObject({ view_count: 2 });
    const { events } = await json<LeadDetailResponse>(await desk(`/api/admin/leads/${leadId}`));
    expect(events.filter((event) => event.kind === "estimate_viewed")).toHaveLength(2);
  });

  it("answers a wrong or malformed link with a 404 page, and a withdrawn estimate's with the no-longer-valid page", async () => {
    const { estimate, token } = await sentEstimate();
    const wrong = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const path of [`/estimates/${wrong}`, "/estimates/short", `/estimates/${token}x`]) {
      const response = await send(path, { method: "GET", headers: { Accept: "text/html" } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Content-Type")).toContain("text/html");
    }
    await desk(`/api/admin/estimates/${estimate.id}/withdraw`, { method: "POST", body: { version: estimate.version } });
    const withdrawn = await send(`/estimates/${token}`, { method: "GET", headers: { Accept: "text/html" } });
    expect(withdrawn.status).toBe(410);
    expect(await withdrawn.text()).toContain(estimateTexts.en.linkEnded);
  });

  it("opens the newest revision sent to its address; an older one says a newer exists, linked only if sent there", async () => {
    const { estimate, token } = await sentEstimate();
    const sendRevision = async (to: string | null) => {
      const draft = (
        await json<{ estimate: EstimateDetail }>(await desk(`/api/admin/estimates/${estimate.id}/revisions`, { method: "POST" }))
      ).estimate;
      await desk(`/api/admin/estimates/${draft.id}/send`, {
        method: "POST",
        body: { version: draft.version, to },
        env: { ESTIMATE_MAIL: recordingQueue().queue },
      });
    };
    await sendRevision(null);
    // The link opens the newest revision sent to its address; the first still opens by its number.
    expect((await customerEstimate(env.DB, token)).revision).toBe(2);
    const sameAddress = await customerEstimate(env.DB, token, 1);
    expect(sameAddress.status).toBe("superseded");
    expect(sameAddress.newerRevision).toEqual({ number: `${estimate.number} rev 2`, href: `/estimates/${token}?revision=2` });
    const second = await customerEstimate(env.DB, token, 2);
    expect(second.earlierRevisions).toEqual([{ number: estimate.number, href: `/estimates/${token}?revision=1` }]);
    // A page opened before the new revision was sent says so when the customer approves from it.
    const late = await customer(`/estimates/${token}/decision`, { method: "POST", body: approval(estimate, { language: "es" }) });
    expect(late.status).toBe(409);
    expect((await json<Problem>(late)).error).toBe(estimateTexts.es.newerRevision);

    const other = await sentEstimate();
    const otherDraft = (
      await json<{ estimate: EstimateDetail }>(
        await desk(`/api/admin/estimates/${other.estimate.id}/revisions`, { method: "POST" }),
      )
    ).estimate;
    await desk(`/api/admin/estimates/${otherDraft.id}/send`, {
      method: "POST",
      body: { version: otherDraft.version, to: "someone.else@example.com" },
      env: { ESTIMATE_MAIL: recordingQueue().queue },
    });
    const elsewhere = await customerEstimate(env.DB, other.token);
    expect(elsewhere.newerRevision).toEqual({ number: `${other.estimate.number} rev 2`, href: null });
    // The first link does not open a revision sent to another address.
    await expect(customerEstimate(env.DB, other.token, 2)).rejects.toMatchObject({ kind: "not-found" });
  });

  it("is rate-limited like the public API: the page, and any file of a link that is not live", { timeout: 30_000 }, async () => {
    const { token } = await sentEstimate();
    const ip = newClientIp();
    const { limit } = rateLimitPolicies.estimates;
    const guessed = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const responses = await Promise.all(
      Array.from({ length: limit + 2 }, () =>
        send(`/estimates/${guessed}/photos/not-a-photo`, { method: "GET", ip, headers: { Accept: "text/html" } }),
      ),
    );
    const limited = responses.filter((response) => response.status === 429);
    expect(limited).toHaveLength(2);
    expect(responses.map((response) => response.status).filter((status) => status !== 429)).toEqual(Array(limit).fill(404));
    expect(limited[0]?.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(limited[0]?.headers.get("Content-Type")).toContain("text/html");
  });
});

describe("approving", () => {
  it("stores what was agreed, moves the lead to Won with that total, and writes the signed copy's e-mail", async () => {
    const { leadId, estimate, token } = await sentEstimate();
    const response = await customer(`/estimates/${token}/decision`, {
      method: "POST",
      body: approval(estimate),
      headers: { "CF-Connecting-IP": "203.0.113.7" },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({
      status: "approved",
      alreadyDecided: false,
      next: `/estimates/${token}?revision=1&lang=en&after=decision`,
    });

    const record = await env.DB.prepare("SELECT * FROM estimate_approvals WHERE estimate_id = ?")
      .bind(estimate.id)
      .first<Record<string, string>>();
    const ids = lineIds(estimate);
    // Tile $2,925 + clearance test $450 + vinyl $2,880 with 10.25 % tax ($295.20).
    const total = 292_500 + 45_000 + 288_000 + 29_520;
    expect(JSON.parse(record?.totals ?? "{}")).toMatchObject({ totalCents: total });
    expect(JSON.parse(record?.selection ?? "{}")).toEqual({ optional: [ids.optional], choices: { finish: ids.vinyl } });
    expect(JSON.parse(record?.acknowledgments ?? "[]")).toEqual([
      { id: "terms", text: estimateTexts.en.acknowledgments.terms },
      { id: "il-home-repair", text: estimateTexts.en.acknowledgments["il-home-repair"] },
      { id: "epa-renovate-right", text: estimateTexts.en.acknowledgments["epa-renovate-right"] },
    ]);
    expect(record).toMatchObject({ signer_name: "Maria Kowalski", ip: "203.0.113.7", language: "en" });
    expect(record?.user_agent).toContain("iPhone");
    expect(Date.parse(record?.signed_at ?? "")).toBeGreaterThan(Date.now() - 60_000);

    const { lead, events } = await json<LeadDetailResponse>(await desk(`/api/admin/leads/${leadId}`));
    expect(lead.status).toBe("won");
    expect((await env.DB.prepare("SELECT won_total_cents FROM leads WHERE id = ?").bind(leadId).first())?.won_total_cents).toBe(
      total,
    );
    expect(events.map((event) => event.kind)).toContain("estimate_approved");
    const emails = await env.DB.prepare("SELECT kind FROM estimate_emails WHERE estimate_id = ? ORDER BY created_at")
      .bind(estimate.id)
      .all();
    expect(emails.results.map((row) => row.kind)).toEqual(["estimate", "signed-copy"]);
  });

  it("needs every acknowledgment the total and the year built call for, a typed name, and one pick per group", async () => {
    const { estimate, token } = await sentEstimate();
    const refused = async (changes: Record<string, unknown>, field: string) => {
      const response = await customer(`/estimates/${token}/decision`, { method: "POST", body: approval(estimate, changes) });
      expect(response.status, JSON.stringify(changes)).toBe(400);
      expect((await json<Problem>(response)).fields).toHaveProperty(field);
    };
    await refused({ acknowledgments: ["terms", "il-home-repair"] }, "acknowledgments");
    await refused({ signerName: " " }, "signerName");
    await refused({ choices: {} }, "selection");
    await refused({ choices: { finish: lineIds(estimate).optional } }, "selection");
    expect((await estimateRow(estimate.id))?.status).toBe("sent");
  });

  it("has the effect of one when ten arrive at once", async () => {
    const { leadId, estimate, token } = await sentEstimate();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => customer(`/estimates/${token}/decision`, { method: "POST", body: approval(estimate) })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const answers = await Promise.all(responses.map((response) => response.json() as Promise<{ alreadyDecided: boolean }>));
    expect(answers.filter((answer) => !answer.alreadyDecided)).toHaveLength(1);
    const count = async (sql: string, ...params: unknown[]) =>
      (
        await env.DB.prepare(sql)
          .bind(...params)
          .first<{ n: number }>()
      )?.n;
    expect(await count("SELECT COUNT(*) AS n FROM estimate_approvals WHERE estimate_id = ?", estimate.id)).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM lead_events WHERE lead_id = ? AND kind = 'estimate_approved'", leadId)).toBe(1);
    expect(
      await count("SELECT COUNT(*) AS n FROM estimate_emails WHERE estimate_id = ? AND kind = 'signed-copy'", estimate.id),
    ).toBe(1);
  });

  it("works as a plain form post: back to the page, which now shows the approval", async () => {
    const { estimate, token } = await sentEstimate();
    const ids = lineIds(estimate);
    const form = new FormData();
    for (const [name, value] of [
      ["action", "approve"],
      ["revision", "1"],
      ["language", "es"],
      ["optional", ids.optional],
      ["choice:finish", ids.porcelain],
      ["acknowledgment", "terms"],
      ["acknowledgment", "il-home-repair"],
      ["acknowledgment", "epa-renovate-right"],
      ["signerName", "María Peña"],
      ["shownTotalCents", String(approval(estimate, { choices: { finish: ids.porcelain } }).shownTotalCents)],
    ] as const)
      form.append(name, value ?? "");
    const response = await send(`/estimates/${token}/decision`, {
      body: form,
      headers: { Accept: "text/html" },
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/estimates/${token}?revision=1&lang=es&after=decision`);
    expect((await estimateRow(estimate.id))?.status).toBe("approved");
  });

  it("refused as a plain form post, shows the estimate again with the problem and what was typed", async () => {
    const { estimate, token } = await sentEstimate();
    const form = new FormData();
    for (const [name, value] of [
      ["action", "approve"],
      ["revision", "1"],
      ["language", "en"],
      ["choice:finish", lineIds(estimate).porcelain ?? ""],
      ["signerName", "Maria Kowalski"],
    ] as const)
      form.append(name, value);
    const response = await send(`/estimates/${token}/decision`, { body: form, headers: { Accept: "text/html" } });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(estimateTexts.en.acknowledgmentsMissing);
    expect(html).toContain('value="Maria Kowalski"');
    // The choice made is still chosen.
    expect(html).toMatch(new RegExp(`value="${lineIds(estimate).porcelain}"[^>]*checked`));
  });
});

describe("declining and asking for changes", () => {
  it("closes the estimate with the customer's words; an approval afterwards is refused", async () => {
    const declined = await sentEstimate();
    const decline = await customer(`/estimates/${declined.token}/decision`, {
      method: "POST",
      body: { action: "decline", revision: 1, language: "en", reason: "We found another contractor." },
    });
    expect(decline.status).toBe(200);
    expect(await estimateRow(declined.estimate.id)).toMatchObject({
      status: "declined",
      decline_reason: "We found another contractor.",
      follow_up_due_at: null,
    });
    const late = await customer(`/estimates/${declined.token}/decision`, { method: "POST", body: approval(declined.estimate) });
    expect(late.status).toBe(409);
    expect((await json<Problem>(late)).error).toBe(estimateTexts.en.alreadyDecided);

    const changes = await sentEstimate();
    const request = await customer(`/estimates/${changes.token}/decision`, {
      method: "POST",
      body: { action: "request-changes", revision: 1, language: "en", request: "Can you quote the hallway too?" },
    });
    expect(request.status).toBe(200);
    expect(await estimateRow(changes.estimate.id)).toMatchObject({
      status: "changes_requested",
      change_request: "Can you quote the hallway too?",
    });
    const empty = await customer(`/estimates/${changes.token}/decision`, {
      method: "POST",
      body: { action: "request-changes", revision: 1, language: "en", request: " " },
    });
    expect(empty.status).toBe(400);
  });
});

describe("expiry", () => {
  /** The instant a Chicago wall-clock time is, given its UTC offset that day. */
  const chicago = (day: string, time: string, offsetHours: number) =>
    new Date(Date.parse(`${day}T${time}Z`) + offsetHours * 3_600_000);

  it.each([
    ["in winter (CST, UTC−6)", "2026-12-15", 6],
    ["in summer (CDT, UTC−5)", "2027-07-15", 5],
  ])("falls at the end of the chosen day in Chicago %s", async (_season, day, offset) => {
    const { estimate, token } = await sentEstimate({}, { expiresOn: day });
    const lastSecond = chicago(day, "23:59:59", offset);
    const nextMidnight = chicago(day, "00:00:00", offset + 24);
    await expireEstimates(env.DB, lastSecond);
    expect((await estimateRow(estimate.id))?.status).toBe("sent");
    await expect(
      decide(storage(), token, 1, { action: "decline", reason: null }, { ip: null, userAgent: null, now: nextMidnight }),
    ).rejects.toMatchObject({ kind: "gone" });
    expect((await estimateRow(estimate.id))?.status).toBe("sent");
    await expireEstimates(env.DB, nextMidnight);
    expect((await estimateRow(estimate.id))?.status).toBe("expired");
    const late = await customer(`/estimates/${token}/decision`, { method: "POST", body: approval(estimate) });
    expect(late.status).toBe(410);
    expect((await json<Problem>(late)).error).toBe(estimateTexts.en.expired);
  });
});
