import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LeadDetailResponse } from "../../src/lib/desk";
import type { EstimateDetail } from "../../src/lib/estimate-desk";
import { estimateDeskMessages, estimateTexts } from "../../src/lib/estimate-texts";
import { desk } from "./support/desk-leads";
import {
  approval,
  createEstimate,
  customer,
  estimateRow,
  lineIds,
  recordingQueue,
  saveDraft,
  sentEstimate,
  tileLines,
} from "./support/estimates";
import { json, type Problem, send } from "./support/http";

/**
 * One agreement per estimate: at most one approved revision per estimate number, held by D1; the
 * won total as the sum of a lead's approved estimates; a second approval from a stale tab told
 * what stands; the signature for the total the customer saw; every problem of an approval at once.
 */

const revise = async (estimate: EstimateDetail) =>
  (await json<{ estimate: EstimateDetail }>(await desk(`/api/admin/estimates/${estimate.id}/revisions`, { method: "POST" })))
    .estimate;

const sendDraft = (draft: EstimateDetail, to: string | null = null) =>
  desk(`/api/admin/estimates/${draft.id}/send`, {
    method: "POST",
    body: { version: draft.version, to },
    env: { ESTIMATE_MAIL: recordingQueue().queue },
  });

const approve = (token: string, body: Record<string, unknown>) =>
  customer(`/estimates/${token}/decision`, { method: "POST", body });

const wonTotal = async (leadId: string) =>
  (await env.DB.prepare("SELECT won_total_cents FROM leads WHERE id = ?").bind(leadId).first<{ won_total_cents: number }>())
    ?.won_total_cents;

describe("one approved revision per estimate number", () => {
  it("refuses to send a revision once another was approved, naming it, and says so on the draft before anyone types", async () => {
    const { estimate, token } = await sentEstimate();
    const draft = await revise(estimate);
    expect((await approve(token, approval(estimate))).status).toBe(200);

    // The draft says, as it is opened, that it can never be sent.
    const opened = (await json<{ estimate: EstimateDetail }>(await desk(`/api/admin/estimates/${draft.id}`))).estimate;
    expect(opened.approvedRevision).toEqual({ id: estimate.id, number: estimate.number });
    const refused = await sendDraft(opened);
    expect(refused.status).toBe(409);
    expect((await json<Problem>(refused)).error).toBe(estimateDeskMessages.otherRevisionApproved(estimate.number));
    expect((await estimateRow(draft.id))?.status).toBe("draft");
    // Nor can another revision be drafted from either.
    for (const id of [estimate.id, draft.id]) {
      const again = await desk(`/api/admin/estimates/${id}/revisions`, { method: "POST" });
      expect(again.status).toBe(409);
    }
    const approved = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM estimates WHERE number_year = ? AND number_seq = ? AND status = 'approved'",
    )
      .bind(
        ...(estimate.number
          .match(/E-(\d+)-(\d+)/)
          ?.slice(1)
          .map(Number) ?? []),
      )
      .first<{ n: number }>();
    expect(approved?.n).toBe(1);
  });

  it("is held by D1 itself: a second approved row under one number is refused by the database", async () => {
    const { estimate, token } = await sentEstimate();
    const draft = await revise(estimate);
    expect((await approve(token, approval(estimate))).status).toBe(200);
    await expect(env.DB.prepare("UPDATE estimates SET status = 'approved' WHERE id = ?").bind(draft.id).run()).rejects.toThrow(
      /UNIQUE/,
    );
  });

  it("lets a newer revision sent first replace the older one, which can then not be approved", async () => {
    const { estimate, token } = await sentEstimate();
    const draft = await revise(estimate);
    expect((await sendDraft(draft)).status).toBe(200);
    const late = await approve(token, approval(estimate));
    expect(late.status).toBe(409);
    expect((await json<Problem>(late)).error).toBe(estimateTexts.en.newerRevision);
  });
});

describe("the won total", () => {
  it("is the sum of the lead's approved estimates, whichever is approved first", async () => {
    const first = await sentEstimate();
    // A second estimate for the same lead (windows after the mold job), sent to the same customer.
    const second = await createEstimate({});
    await env.DB.prepare("UPDATE estimates SET lead_id = ? WHERE id = ?").bind(first.leadId, second.estimate.id).run();
    const draft = await saveDraft(
      (await json<{ estimate: EstimateDetail }>(await desk(`/api/admin/estimates/${second.estimate.id}`))).estimate,
      { lines: tileLines(), yearBuilt: 1956 },
    );
    const sent = await json<{ link: string; estimate: EstimateDetail }>(await sendDraft(draft));
    const secondToken = new URL(sent.link).pathname.split("/").at(-1) as string;

    expect((await approve(secondToken, approval(sent.estimate))).status).toBe(200);
    const secondTotal = await wonTotal(first.leadId);
    expect(secondTotal).toBeGreaterThan(0);
    // The lead is already Won when the first estimate is approved: its total still counts.
    expect((await approve(first.token, approval(first.estimate, { optional: [] }))).status).toBe(200);
    const firstTotal = approval(first.estimate, { optional: [] }).shownTotalCents;
    expect(await wonTotal(first.leadId)).toBe((secondTotal ?? 0) + firstTotal);
  });
});

describe("a second approval", () => {
  it("from a stale tab with other choices and another name is refused with what stands, and the desk sees it", async () => {
    const { leadId, estimate, token } = await sentEstimate();
    expect((await approve(token, approval(estimate))).status).toBe(200);
    const ids = lineIds(estimate);
    const stale = await approve(token, {
      ...approval(estimate, { choices: { finish: ids.porcelain } }),
      signerName: "Jan Kowalski",
      language: "es",
    });
    expect(stale.status).toBe(409);
    const { error } = await json<Problem>(stale);
    expect(error).toContain("Maria Kowalski");
    expect(error).toContain(estimate.lines.find((line) => line.id === ids.vinyl)?.description);
    expect(error).toMatch(/^Maria Kowalski ya aprobó este presupuesto/);
    const record = await env.DB.prepare("SELECT signer_name, selection FROM estimate_approvals WHERE estimate_id = ?")
      .bind(estimate.id)
      .first<{ signer_name: string; selection: string }>();
    expect(record?.signer_name).toBe("Maria Kowalski");
    expect(JSON.parse(record?.selection ?? "{}").choices).toEqual({ finish: ids.vinyl });
    const { events } = await json<LeadDetailResponse>(await desk(`/api/admin/leads/${leadId}`));
    expect(events.find((event) => event.kind === "estimate_approval_refused")?.detail).toContain("Jan Kowalski");
  });

  it("the same as the one that went through (a double tap) is answered as that one was", async () => {
    const { estimate, token } = await sentEstimate();
    expect((await approve(token, approval(estimate))).status).toBe(200);
    const again = await approve(token, approval(estimate));
    expect(again.status).toBe(200);
    expect(await json(again)).toMatchObject({ status: "approved", alreadyDecided: true });
  });
});

describe("signing for the total the customer saw", () => {
  it("refuses an approval whose shown total is not the total of its choices, saying the new total", async () => {
    const { estimate, token } = await sentEstimate();
    const ids = lineIds(estimate);
    // The page showed the vinyl total; the customer switched to porcelain without seeing the new one.
    const shownVinyl = approval(estimate).shownTotalCents;
    const response = await approve(token, {
      ...approval(estimate, { choices: { finish: ids.porcelain } }),
      shownTotalCents: shownVinyl,
    });
    expect(response.status).toBe(400);
    const { fields } = await json<Problem>(response);
    const porcelainTotal = approval(estimate, { choices: { finish: ids.porcelain } }).shownTotalCents;
    expect(fields.total).toContain((porcelainTotal / 100).toLocaleString("en-US", { minimumFractionDigits: 2 }));
    expect((await estimateRow(estimate.id))?.status).toBe("sent");
  });

  it("without JavaScript, 'Update the total' shows the page with the new total and what was typed, deciding nothing", async () => {
    const { estimate, token } = await sentEstimate();
    const ids = lineIds(estimate);
    const form = new FormData();
    for (const [name, value] of [
      ["action", "update-total"],
      ["revision", "1"],
      ["language", "en"],
      ["choice:finish", ids.porcelain as string],
      ["acknowledgment", "terms"],
      ["signerName", "Maria Kowalski"],
    ])
      form.append(name as string, value as string);
    const response = await send(`/estimates/${token}/decision`, { body: form, headers: { Accept: "text/html" } });
    expect(response.status).toBe(200);
    const page = await response.text();
    const porcelainTotal = approval(estimate, { choices: { finish: ids.porcelain }, optional: [] }).shownTotalCents;
    expect(page).toContain(`name="shownTotalCents" value="${porcelainTotal}"`);
    expect(page).toContain('value="Maria Kowalski"');
    expect(page).toMatch(new RegExp(`value="${ids.porcelain}"[^>]*checked`));
    expect((await estimateRow(estimate.id))?.status).toBe("sent");
  });
});

describe("an incomplete approval", () => {
  it("is refused with every problem at once, each for its field, under one summary sentence", async () => {
    const { estimate, token } = await sentEstimate();
    const response = await approve(token, approval(estimate, { acknowledgments: ["terms"], signerName: "" }));
    expect(response.status).toBe(400);
    const problem = await json<Problem>(response);
    expect(problem.error).toBe(estimateTexts.en.approvalProblems);
    expect(problem.fields).toEqual({
      acknowledgments: estimateTexts.en.acknowledgmentsMissing,
      signerName: estimateTexts.en.signatureMissing,
    });

    // Without JavaScript: the page again, the summary first and focused, each problem beside its field.
    const form = new FormData();
    for (const [name, value] of [
      ["action", "approve"],
      ["revision", "1"],
      ["language", "fr"],
      ["shownTotalCents", String(approval(estimate, { optional: [] }).shownTotalCents)],
      ["choice:finish", lineIds(estimate).vinyl as string],
    ])
      form.append(name as string, value as string);
    const page = await (await send(`/estimates/${token}/decision`, { body: form, headers: { Accept: "text/html" } })).text();
    const summary = /<div class="error-summary"[^>]*>(.*?)<\/div>/s.exec(page);
    expect(summary?.[0]).toContain("autofocus");
    expect(summary?.[1]).toContain(estimateTexts.fr.acknowledgmentsMissing);
    expect(summary?.[1]).toContain(estimateTexts.fr.signatureMissing);
    expect(page).toContain(`<p class="error" id="signerName-error">${estimateTexts.fr.signatureMissing}</p>`);
  });
});

describe("what the customer's answer does to the lead", () => {
  it("a decline moves it from Quoted to Lost, unless another of its estimates is still open", async () => {
    const declined = await sentEstimate();
    expect(
      (
        await customer(`/estimates/${declined.token}/decision`, {
          method: "POST",
          body: { action: "decline", revision: 1, language: "en" },
        })
      ).status,
    ).toBe(200);
    expect((await json<LeadDetailResponse>(await desk(`/api/admin/leads/${declined.leadId}`))).lead.status).toBe("lost");

    const open = await sentEstimate();
    await revise(open.estimate);
    await customer(`/estimates/${open.token}/decision`, {
      method: "POST",
      body: { action: "decline", revision: 1, language: "en" },
    });
    expect((await json<LeadDetailResponse>(await desk(`/api/admin/leads/${open.leadId}`))).lead.status).toBe("quoted");
  });

  it("the address typed in the send dialog becomes the estimate's customer e-mail", async () => {
    const { estimate } = await createEstimate({ email: null });
    const draft = await saveDraft(estimate, { lines: tileLines() });
    const sent = await json<{ estimate: EstimateDetail }>(await sendDraft(draft, "typed.in@example.com"));
    expect(sent.estimate.customer.email).toBe("typed.in@example.com");
  });
});
