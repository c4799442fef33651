import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { EstimateDetail } from "../../src/lib/estimate-desk";
import { draftOf } from "../support/estimate-drafts";
import { baseUrl, deskApi as desk, launchBrowser, mobile, seriousAxeViolations } from "./browser";
import { lead, openDesk, postDecision, sendNewEstimate, smallLines, uniqueWord } from "./desk-estimate-support";

/**
 * What the desk says and lets staff do about a sent estimate's record, in Chromium against the real
 * Worker: the customer's link (shown again, revoked, e-mailed anew), another revision approved, a
 * stored copy lost; and the estimate's language (translated on choosing it, asked about on sending).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("an estimate's record and language in the desk", () => {
  test("a sent estimate's customer link: shown again, revoked, e-mailed anew; an approved revision and a lost stored copy said first", async () => {
    const leadId = await lead(`Link Customer ${uniqueWord()}`, "record");
    const sent = await sendNewEstimate(leadId, { lines: smallLines() });
    const { estimate } = sent;
    const { page, context, errors } = await openDesk(browser, `/admin/estimates/${estimate.id}`, mobile);
    const panel = page.getByRole("region", { name: "Customer's link" });
    await expect.poll(() => panel.locator("[data-link-state]").getAttribute("data-link-state")).toBe("live");

    // Shown again, the same link the send answered, by keyboard.
    await panel.getByRole("button", { name: "Show the link" }).focus();
    await page.keyboard.press("Enter");
    const shown = page.getByRole("dialog", { name: `The link to ${estimate.number}` });
    await expect.poll(() => shown.getByLabel("The customer's link, to paste into a text message").inputValue()).toBe(sent.link);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shown.getByRole("button", { name: "Done" }).click();

    // Revoked after a confirmation, then a fresh one e-mailed.
    await panel.getByRole("button", { name: "Revoke links…" }).click();
    await page
      .getByRole("dialog", { name: `Revoke the links to ${estimate.number}?` })
      .getByRole("button", { name: "Revoke links" })
      .click();
    await expect.poll(() => panel.locator("[data-link-state]").getAttribute("data-link-state")).toBe("revoked");
    expect((await fetch(`${baseUrl()}${new URL(sent.link).pathname}`)).status).toBe(410);
    await panel.getByRole("button", { name: "E-mail a new link" }).click();
    await expect.poll(() => panel.locator("[data-link-state]").getAttribute("data-link-state")).toBe("live");

    // A draft revision made before the customer approved the first: it says, as it opens, that it can never be sent.
    const revision = await desk<{ estimate: EstimateDetail }>(`/api/admin/estimates/${estimate.id}/revisions`, "POST");
    const link = await desk<{ link: string }>(`/api/admin/estimates/${estimate.id}/link`);
    const detail = (await desk<{ estimate: EstimateDetail }>(`/api/admin/estimates/${estimate.id}`)).estimate;
    const approve = await postDecision(link.link, {
      action: "approve",
      revision: 1,
      language: "en",
      acknowledgments: ["terms", "epa-renovate-right"],
      signerName: "Ana Peña",
      shownTotalCents: detail.totalCents,
    });
    expect(approve.status, await approve.clone().text()).toBe(200);
    await page.goto(`/admin/estimates/${revision.estimate.id}`);
    const banner = page.locator("[data-approved-revision]");
    await banner.waitFor();
    expect(await banner.textContent()).toContain(`${estimate.number} of this estimate was approved`);
    expect(await page.getByRole("button", { name: "Send…" }).isDisabled()).toBe(true);

    // The approved one, with its stored copy reported altered: said first, and no PDF link to a copy nobody is served.
    await page.route(`**/api/admin/estimates/${estimate.id}`, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { estimate: EstimateDetail };
      await route.fulfill({
        response: answer,
        json: { estimate: { ...body.estimate, documents: { sent: "stored", signed: "altered" } } },
      });
    });
    await page.goto(`/admin/estimates/${estimate.id}`);
    const alert = page.locator('[data-stored-copy="altered"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain("The signed copy in storage is not the one stored");
    expect(await page.getByRole("link", { name: "Signed PDF" }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("choosing Spanish translates what staff did not type; sending asks before texts in English go out", async () => {
    const leadId = await lead(`Idioma Customer ${uniqueWord()}`, "record");
    const { estimate } = await desk<{ estimate: EstimateDetail }>("/api/admin/estimates", "POST", { leadId });
    await desk(`/api/admin/estimates/${estimate.id}`, "PUT", draftOf(estimate, { lines: smallLines() }));
    const { page, context, errors } = await openDesk(browser, `/admin/estimates/${estimate.id}`);
    const editor = page.getByRole("form", { name: /^Edit E-/ });
    await editor.waitFor();
    const englishTitle = await page.getByLabel("Title").inputValue();
    await page.getByLabel("Customer's language").selectOption("es");
    await expect.poll(() => page.getByLabel("Title").inputValue()).not.toBe(englishTitle);
    expect(await page.locator("#estimate-terms").inputValue()).not.toBe(estimate.terms);
    // What staff type stays as typed: the English title typed back is listed as not yet in Spanish.
    const problems = page.locator("#estimate-language-problems");
    expect(await problems.count()).toBe(0);
    await page.getByLabel("Title").fill(englishTitle);
    await expect.poll(() => problems.textContent()).toContain(englishTitle);
    await editor.getByRole("button", { name: "Send…" }).click();
    const dialog = page.getByRole("dialog", { name: /^Send E-/ });
    await dialog.getByRole("button", { name: "Send", exact: true }).click();
    const refusal = dialog.locator("[data-language-problems]");
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(englishTitle);
    expect((await desk<{ estimate: EstimateDetail }>(`/api/admin/estimates/${estimate.id}`)).estimate.status).toBe("draft");
    await refusal.getByRole("button", { name: "Send anyway" }).click();
    await dialog.getByLabel("The customer's link, to paste into a text message").waitFor();
    const sent = (await desk<{ estimate: EstimateDetail }>(`/api/admin/estimates/${estimate.id}`)).estimate;
    expect(sent).toMatchObject({ status: "sent", language: "es" });
    expect(errors.filter((error) => !error.includes("status of 409"))).toEqual([]);
    await context.close();
  });
});
