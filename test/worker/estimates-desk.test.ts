import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LeadDetailResponse } from "../../src/lib/desk";
import type { EstimateDetail, EstimateList, EstimateSettings, PriceListItem } from "../../src/lib/estimate-desk";
import { estimateDeskMessages } from "../../src/lib/estimate-texts";
import { tokenHash } from "../../worker/domain/estimates/links";
import { desk, insertLead } from "./support/desk-leads";
import { createEstimate, draftOf, lineIds, recordingQueue, saveDraft, sentEstimate, tileLines } from "./support/estimates";
import { json, type Problem } from "./support/http";

/** /api/admin/estimates as staff use it: drafts, sending, revisions and the rules that lock a sent estimate. */

const member = "crew@lakeshore.example";

describe("an estimate made from a lead", () => {
  it("carries over the lead's name, address, service and photos, with this year's next number", async () => {
    const { leadId, estimate } = await createEstimate({
      name: "José Peña",
      city: "Berwyn",
      photos: 2,
      service: "Asbestos Removal",
    });
    expect(estimate).toMatchObject({
      leadId,
      status: "draft",
      revision: 1,
      service: "Asbestos Removal",
      customer: { name: "José Peña", email: "maria.kowalski@example.com", address: "2150 W Roscoe St, Berwyn" },
    });
    expect(estimate.photos).toHaveLength(2);
    expect(estimate.number).toMatch(new RegExp(`^E-${new Date().getUTCFullYear()}-\\d{4}$`));
    expect(estimate.terms.length).toBeGreaterThan(100);
  });

  it("leaves out a photo whose file is missing from storage: the customer is never shown a broken picture", async () => {
    const leadId = await insertLead({ status: "estimate_scheduled", photos: 3 });
    const missing = await env.DB.prepare("SELECT id, r2_key FROM lead_photos WHERE lead_id = ? AND position = 1")
      .bind(leadId)
      .first<{ id: string; r2_key: string }>();
    await env.PHOTOS.delete(missing?.r2_key as string);
    const { estimate } = await json<{ estimate: EstimateDetail }>(
      await desk("/api/admin/estimates", { method: "POST", body: { leadId } }),
    );
    expect(estimate.photos).toHaveLength(2);
    expect(estimate.photos.map((photo) => photo.id)).not.toContain(missing?.id);
    // The files after this one share the storage and check that every photo record has its file.
    await env.DB.prepare("DELETE FROM lead_photos WHERE id = ?").bind(missing?.id).run();
  });

  it("gives two estimates made at the same moment two numbers", async () => {
    const leadId = await insertLead();
    const made = await Promise.all(
      [1, 2, 3].map(() =>
        desk("/api/admin/estimates", { method: "POST", body: { leadId } }).then(json<{ estimate: EstimateDetail }>),
      ),
    );
    expect(new Set(made.map(({ estimate }) => estimate.number)).size).toBe(3);
  });

  it("refuses an unknown lead with a 400 and spam with a 409", async () => {
    const unknown = await desk("/api/admin/estimates", { method: "POST", body: { leadId: crypto.randomUUID() } });
    expect(unknown.status).toBe(400);
    expect(await json<Problem>(unknown)).toEqual({
      error: estimateDeskMessages.unknownLead,
      fields: { leadId: estimateDeskMessages.unknownLead },
    });
    const spam = await desk("/api/admin/estimates", { method: "POST", body: { leadId: await insertLead({ isSpam: true }) } });
    expect(spam.status).toBe(409);
  });

  it("lists by status and by lead, newest change first", async () => {
    const { leadId, estimate } = await createEstimate();
    const forLead = await json<EstimateList>(await desk(`/api/admin/estimates?leadId=${leadId}`));
    expect(forLead.estimates.map((row) => row.id)).toEqual([estimate.id]);
    const drafts = await json<EstimateList>(await desk("/api/admin/estimates?status=draft"));
    expect(drafts.estimates.every((row) => row.status === "draft")).toBe(true);
    expect((await desk("/api/admin/estimates?status=archived")).status).toBe(400);
  });
});

describe("a draft", () => {
  it("saves its lines, keeps the starting total in cents and answers a stale edit with 409 and the estimate as it is", async () => {
    const { estimate } = await createEstimate();
    const saved = await saveDraft(estimate, { lines: tileLines() });
    // 450 sq ft × $6.50 + 450 sq ft × $6.40 vinyl (the preselected finish) + 10.25 % tax on the vinyl.
    expect(saved.totalCents).toBe(292_500 + 288_000 + 29_520);
    expect(saved.lines.map((line) => line.kind)).toEqual(["required", "optional", "choice", "choice", "choice"]);

    const stale = await desk(`/api/admin/estimates/${estimate.id}`, {
      method: "PUT",
      body: draftOf(estimate, { title: "Older page" }),
    });
    expect(stale.status).toBe(409);
    const body = await json<Problem & { estimate: EstimateDetail }>(stale);
    expect(body.error).toBe(estimateDeskMessages.stale);
    expect(body.estimate.version).toBe(saved.version);
  });

  it("refuses lines that cannot be priced, with a sentence per problem", async () => {
    const { estimate } = await createEstimate();
    const put = (lines: unknown) =>
      desk(`/api/admin/estimates/${estimate.id}`, { method: "PUT", body: { ...draftOf(estimate), lines } });
    const [first] = tileLines();
    for (const bad of [
      [{ ...first, quantityThousandths: -1 }],
      [{ ...first, unitPriceCents: 12.5 }],
      [{ ...first, taxBps: 10_001 }],
      [{ ...first, description: " " }],
      [{ ...first, kind: "choice", group: "lonely" }],
    ]) {
      const response = await put(bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect((await json<Problem>(response)).error.length).toBeGreaterThan(10);
    }
  });

  it("names the line and field of a pick-one group's problem, so the desk says it beside that line", async () => {
    const { estimate } = await createEstimate();
    const [first, second] = tileLines();
    const choice = (line: typeof first, fields: Record<string, unknown>) => ({ ...line, kind: "choice", ...fields });
    for (const [lines, field, message] of [
      [[first, choice(second, { group: "floor" })], "lines.1.group", estimateDeskMessages.groupTooSmall("floor")],
      [
        [choice(first, { group: "floor", preselected: true }), choice(second, { group: "floor", preselected: true })],
        "lines.1.preselected",
        estimateDeskMessages.groupTwoPreselected("floor"),
      ],
      [
        [choice(first, { group: "floor", section: "Basement" }), choice(second, { group: "floor", section: "Attic" })],
        "lines.1.section",
        estimateDeskMessages.groupAcrossSections("floor"),
      ],
    ] as const) {
      const response = await desk(`/api/admin/estimates/${estimate.id}`, {
        method: "PUT",
        body: { ...draftOf(estimate), lines },
      });
      expect(response.status).toBe(400);
      expect(await json<Problem>(response)).toEqual({ error: message, fields: { [field]: message } });
    }
  });
  it("takes only the lead's own photos", async () => {
    const { estimate } = await createEstimate({ photos: 1 });
    const other = await createEstimate({ photos: 1 });
    const response = await desk(`/api/admin/estimates/${estimate.id}`, {
      method: "PUT",
      body: draftOf(estimate, { photoIds: [other.estimate.photos[0]?.id as string] }),
    });
    expect(response.status).toBe(400);
    expect((await json<Problem>(response)).fields).toHaveProperty("photoIds");
  });

  it("can be deleted, unlike a sent estimate", async () => {
    const { estimate } = await createEstimate();
    expect((await desk(`/api/admin/estimates/${estimate.id}?version=1`, { method: "DELETE" })).status).toBe(204);
    expect((await desk(`/api/admin/estimates/${estimate.id}`)).status).toBe(404);
    const sent = await sentEstimate();
    const refused = await desk(`/api/admin/estimates/${sent.estimate.id}?version=${sent.estimate.version}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect((await json<Problem>(refused)).error).toBe(estimateDeskMessages.locked);
  });
});

describe("sending", () => {
  it("moves the lead to Quoted, records it in the timeline, writes the e-mail and answers a link whose token is stored only as a hash", async () => {
    const { leadId, estimate, link, token, mail } = await sentEstimate();
    expect(estimate).toMatchObject({ status: "sent", sentTo: "maria.kowalski@example.com" });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect(new URL(link).pathname).toBe(`/estimates/${token}`);

    const links = await env.DB.prepare("SELECT token_hash FROM customer_links WHERE estimate_id = ?")
      .bind(estimate.id)
      .all<{ token_hash: string }>();
    expect(links.results.map((row) => row.token_hash)).toContain(await tokenHash(token));
    const everything = JSON.stringify(
      await env.DB.batch(
        ["estimates", "customer_links", "estimate_emails", "lead_events"].map((table) =>
          env.DB.prepare(`SELECT * FROM ${table}`),
        ),
      ),
    );
    expect(everything).not.toContain(token);

    const { lead, events } = await json<LeadDetailResponse>(await desk(`/api/admin/leads/${leadId}`));
    expect(lead.status).toBe("quoted");
    expect(events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(["estimate_created", "estimate_sent", "status_changed"]),
    );
    const emails = await env.DB.prepare("SELECT kind, recipient, status FROM estimate_emails WHERE estimate_id = ?")
      .bind(estimate.id)
      .all();
    expect(emails.results).toEqual([{ kind: "estimate", recipient: "maria.kowalski@example.com", status: "queued" }]);
    expect(mail.sent).toHaveLength(1);
  });

  it("refuses a draft with no lines, no address to send to, or a last day already past", async () => {
    const { estimate } = await createEstimate({ email: null });
    const sendIt = (version: number) => desk(`/api/admin/estimates/${estimate.id}/send`, { method: "POST", body: { version } });
    const noLines = await sendIt(1);
    expect(noLines.status).toBe(400);
    const withLines = await saveDraft(estimate, { lines: tileLines() });
    const noEmail = await sendIt(withLines.version);
    expect((await json<Problem>(noEmail)).error).toBe(estimateDeskMessages.noRecipient);
    const expired = await saveDraft(withLines, {
      expiresOn: "2020-01-31",
      customer: { ...withLines.customer, email: "a@b.example" },
    });
    expect((await json<Problem>(await sendIt(expired.version))).error).toBe(estimateDeskMessages.expiryPassed);
  });

  it("does not move a lead that is already Won back to Quoted", async () => {
    const { leadId } = await sentEstimate({ status: "won" });
    expect((await json<LeadDetailResponse>(await desk(`/api/admin/leads/${leadId}`))).lead.status).toBe("won");
  });
});

describe("a sent estimate is read-only", () => {
  it("refuses an edit with 409 and the sentence to make a revision", async () => {
    const { estimate } = await sentEstimate();
    const edit = await desk(`/api/admin/estimates/${estimate.id}`, {
      method: "PUT",
      body: draftOf(estimate, { title: "Changed" }),
    });
    expect(edit.status).toBe(409);
    expect((await json<Problem>(edit)).error).toBe(estimateDeskMessages.locked);
  });

  it("is changed through a revision: a copy as a draft, which supersedes it when sent", async () => {
    const { estimate } = await sentEstimate();
    const revised = await desk(`/api/admin/estimates/${estimate.id}/revisions`, { method: "POST" });
    expect(revised.status).toBe(201);
    const draft = (await json<{ estimate: EstimateDetail }>(revised)).estimate;
    expect(draft).toMatchObject({ status: "draft", revision: 2, number: `${estimate.number} rev 2`, previousId: estimate.id });
    expect(draft.lines.map((line) => line.description)).toEqual(estimate.lines.map((line) => line.description));
    expect(lineIds(draft).vinyl).not.toBe(lineIds(estimate).vinyl);

    // Only the latest revision can be revised, and only once at a time.
    expect((await desk(`/api/admin/estimates/${estimate.id}/revisions`, { method: "POST" })).status).toBe(409);

    const mail = recordingQueue();
    const sent = await desk(`/api/admin/estimates/${draft.id}/send`, {
      method: "POST",
      body: { version: draft.version },
      env: { ESTIMATE_MAIL: mail.queue },
    });
    expect(sent.status).toBe(200);
    const old = await json<{ estimate: EstimateDetail }>(await desk(`/api/admin/estimates/${estimate.id}`));
    expect(old.estimate.status).toBe("superseded");
    expect(old.estimate.revisions.map((revision) => [revision.revision, revision.status])).toEqual([
      [1, "superseded"],
      [2, "sent"],
    ]);
  });

  it("can be withdrawn, which a draft cannot", async () => {
    const { estimate } = await sentEstimate();
    const withdrawn = await desk(`/api/admin/estimates/${estimate.id}/withdraw`, {
      method: "POST",
      body: { version: estimate.version },
    });
    expect(withdrawn.status).toBe(200);
    expect((await json<{ estimate: EstimateDetail }>(withdrawn)).estimate.status).toBe("withdrawn");
    const { estimate: draft } = await createEstimate();
    const refused = await desk(`/api/admin/estimates/${draft.id}/withdraw`, { method: "POST", body: { version: draft.version } });
    expect(refused.status).toBe(409);
    expect((await json<Problem>(refused)).error).toBe(estimateDeskMessages.notWithdrawable);
  });

  it("refuses every move the states do not allow with a 409 and a sentence", async () => {
    const { estimate: draft } = await createEstimate();
    const { estimate: sent } = await sentEstimate();
    const moves = [
      desk(`/api/admin/estimates/${draft.id}/revisions`, { method: "POST" }),
      desk(`/api/admin/estimates/${draft.id}/withdraw`, { method: "POST", body: { version: draft.version } }),
      desk(`/api/admin/estimates/${sent.id}`, { method: "PUT", body: draftOf(sent) }),
      desk(`/api/admin/estimates/${sent.id}?version=${sent.version}`, { method: "DELETE" }),
    ];
    for (const response of await Promise.all(moves)) {
      expect(response.status).toBe(409);
      expect((await json<Problem>(response)).error).toMatch(/\w{4,}.*\./);
    }
  });
});

describe("the price list and the settings", () => {
  it("are read by everyone on staff and changed by admins only", async () => {
    const items = await json<{ items: PriceListItem[] }>(await desk("/api/admin/estimates/price-list", { as: member }));
    expect(items.items.map((item) => item.id)).toContain("asbestos-tile-removal");
    const item = {
      name: "Mold clearance",
      description: "Lab-read air samples",
      translations: { es: null, fr: null },
      unit: "each",
      unitPriceCents: 39_500,
      taxBps: 0,
      service: null,
    };
    expect((await desk("/api/admin/estimates/price-list", { as: member, method: "POST", body: item })).status).toBe(403);
    const added = await desk("/api/admin/estimates/price-list", { method: "POST", body: item });
    expect(added.status).toBe(201);
    const created = (await json<{ item: PriceListItem }>(added)).item;
    const changed = await desk(`/api/admin/estimates/price-list/${created.id}`, {
      method: "PUT",
      body: { ...item, unitPriceCents: 42_000, version: created.version },
    });
    expect((await json<{ item: PriceListItem }>(changed)).item.unitPriceCents).toBe(42_000);
    const stale = await desk(`/api/admin/estimates/price-list/${created.id}`, {
      method: "PUT",
      body: { ...item, version: created.version },
    });
    expect(stale.status).toBe(409);
    expect((await desk(`/api/admin/estimates/price-list/${created.id}`, { method: "DELETE" })).status).toBe(204);

    const { settings } = await json<{ settings: EstimateSettings }>(await desk("/api/admin/estimates/settings", { as: member }));
    expect(settings.followUpDays).toBe(3);
    const change = { version: settings.version, terms: settings.terms, validDays: 45, followUpDays: 5 };
    expect((await desk("/api/admin/estimates/settings", { as: member, method: "PUT", body: change })).status).toBe(403);
    const saved = await json<{ settings: EstimateSettings }>(
      await desk("/api/admin/estimates/settings", { method: "PUT", body: change }),
    );
    expect(saved.settings).toMatchObject({ validDays: 45, followUpDays: 5 });
    await desk("/api/admin/estimates/settings", {
      method: "PUT",
      body: { ...change, version: saved.settings.version, validDays: 30, followUpDays: 3 },
    });
  });
});
