import { gzipSync } from "node:zlib";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { LeadDetailResponse } from "../../src/lib/desk";
import type { EstimateDraft } from "../../src/lib/desk-schemas/estimates";
import type { EstimateDetail, SentEstimate } from "../../src/lib/estimate-desk";
import { estimateTotals, formatCents, type Selection } from "../../src/lib/estimate-money";
import { estimateTexts } from "../../src/lib/estimate-texts";
import type { EstimateLanguage } from "../../src/lib/estimates";
import { draftOf, tileLines } from "../support/estimate-drafts";
import { baseUrl, colourRules, deskApi as desk, launchBrowser, mobile, newLead, openPage, seriousAxeViolations } from "./browser";

/**
 * The customer's estimate page (/estimates/{token}) in Chromium against the real Worker: an estimate
 * built and sent through the desk's API, then chosen, signed and approved by the customer with the
 * keyboard only, in English and Spanish, without JavaScript, and with a drawn signature.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The tile lines over 80 sq ft: the vinyl floor it starts with comes to $1,084.48, over the $1,000 that
 * asks for the Illinois pamphlet; sealed concrete alone stays under it, and the clearance test takes it over again.
 */
const smallTileLines = (): EstimateDraft["lines"] =>
  tileLines().map((line) => (line.unit === "sq ft" ? { ...line, quantityThousandths: 80_000 } : line));

let leadNumber = 0;

/** A lead from the public quote API, an estimate made from it in the desk with those lines, sent; the customer's path. */
async function sentEstimate(language: EstimateLanguage, changes: Partial<EstimateDraft> = {}) {
  leadNumber += 1;
  const leadId = await newLead(
    { name: "Ana Peña", email: `ana.pena.${process.pid}.${leadNumber}@example.com` },
    `198.51.100.${(process.pid % 100) + leadNumber}`,
  );
  const { estimate } = await desk<{ estimate: EstimateDetail }>("/api/admin/estimates", "POST", { leadId });
  const draft = await desk<{ estimate: EstimateDetail }>(
    `/api/admin/estimates/${estimate.id}`,
    "PUT",
    draftOf(estimate, {
      language,
      lines: smallTileLines(),
      yearBuilt: 1956,
      deposit: { kind: "percent", bps: 3000 },
      ...changes,
    }),
  );
  // The tile lines are typed in English whatever the language: staff send them as they are.
  const sent = await desk<SentEstimate>(`/api/admin/estimates/${estimate.id}/send`, "POST", {
    version: draft.estimate.version,
    acceptLanguageProblems: true,
  });
  return { leadId, estimate: sent.estimate as EstimateDetail, path: new URL(sent.link).pathname };
}

const detailOf = (id: string) =>
  desk<{ estimate: EstimateDetail }>(`/api/admin/estimates/${id}`).then((answer) => answer.estimate);

/** The page with its script running (it shows the drawn signature's button, which needs it). */
async function openEstimate(path: string, options: BrowserContextOptions = mobile) {
  const opened = await openPage(browser, path, options);
  await opened.page.locator("[data-drawing]").waitFor();
  return opened;
}

/** What the page says the total is; what estimate-money says it is for `selection`. */
const shownTotal = (page: Page) => page.locator('.summary [data-total="totalCents"]').textContent();
const expectedTotals = (estimate: EstimateDetail, selection: Selection) =>
  estimateTotals(estimate.lines, selection, estimate.discount, estimate.deposit);

const lineId = (estimate: EstimateDetail, description: string) =>
  estimate.lines.find((line) => line.description === description)?.id ?? "";

/**
 * The customer at 390 px with the keyboard only: a cheaper floor (the Illinois pamphlet's box goes),
 * the clearance test (it comes back), an approval refused for the unticked boxes with the typed name
 * kept, then the boxes ticked and the approval sent. The lead is then Won with the total shown.
 */
async function approveWithKeyboard(language: EstimateLanguage) {
  const texts = estimateTexts[language];
  const { leadId, estimate, path } = await sentEstimate(language);
  const { page, errors, context } = await openEstimate(path);
  const money = (cents: number) => formatCents(cents, language);
  const ack = (id: string) => page.locator(`[data-acknowledgment="${id}"]`);

  const sealed = lineId(estimate, "Sealed concrete");
  const clearance = lineId(estimate, "Independent clearance air test");
  const vinyl = lineId(estimate, "Luxury vinyl plank");
  expect(await shownTotal(page)).toBe(money(expectedTotals(estimate, { optional: [], choices: { finish: vinyl } }).totalCents));
  await expect.poll(() => ack("il-home-repair").isVisible()).toBe(true);

  // The pick-one group is one radio group: the arrow key moves from vinyl (the start) up to sealed concrete.
  await page.locator(`input[value="${vinyl}"]`).focus();
  await page.keyboard.press("ArrowUp");
  const cheaper = expectedTotals(estimate, { optional: [], choices: { finish: sealed } });
  await expect.poll(() => shownTotal(page)).toBe(money(cheaper.totalCents));
  expect(await page.locator('[data-total="depositCents"]').textContent()).toBe(money(cheaper.depositCents));
  expect(await ack("il-home-repair").isVisible()).toBe(false);
  expect(await page.locator(`#estimate-announcer`).textContent()).toContain(texts.acknowledgmentsChanged);

  await page.locator(`input[value="${clearance}"]`).focus();
  await page.keyboard.press("Space");
  const chosen = expectedTotals(estimate, { optional: [clearance], choices: { finish: sealed } });
  await expect.poll(() => shownTotal(page)).toBe(money(chosen.totalCents));
  expect(await page.locator('[data-total="balanceCents"]').textContent()).toBe(money(chosen.balanceCents));
  expect(await ack("il-home-repair").isVisible()).toBe(true);

  // Approving with nothing ticked and no name: every problem at once, in a summary that takes the focus
  // where the customer is looking, each also beside its field.
  await page.getByRole("button", { name: texts.approve, exact: true }).focus();
  await page.keyboard.press("Enter");
  const summary = page.locator("#approve-problems");
  await expect
    .poll(() => summary.locator("li").allTextContents())
    .toEqual([texts.acknowledgmentsMissing, texts.signatureMissing]);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("approve-problems");
  const summaryBox = await summary.boundingBox();
  expect(summaryBox && summaryBox.y >= 0 && summaryBox.y + summaryBox.height <= 844).toBe(true);
  expect(await page.locator("#acknowledgments-error").textContent()).toBe(texts.acknowledgmentsMissing);
  expect(await page.locator("#signerName-error").textContent()).toBe(texts.signatureMissing);

  await page.locator("#signer-name").focus();
  await page.keyboard.type("Ana Peña");
  for (const id of ["terms", "il-home-repair", "epa-renovate-right"]) {
    await ack(id).locator("input").focus();
    await page.keyboard.press("Space");
  }
  await page.getByRole("button", { name: texts.approve, exact: true }).focus();
  await page.keyboard.press("Enter");
  // The page of the decided estimate: the confirmation focused, the signed copy a tap away, nothing left
  // to approve, and only the options chosen.
  const confirmation = page.locator("#decision-status");
  await expect.poll(() => confirmation.locator("strong").textContent()).toBe(texts.approvedConfirmation);
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("decision-status");
  expect(await confirmation.getByRole("link", { name: texts.downloadSignedPdf }).isVisible()).toBe(true);
  expect(await page.locator("main").textContent()).not.toContain(texts.validUntilNote("").slice(0, 24));
  expect(await page.locator("#approve").count()).toBe(0);
  expect(await page.getByText("Luxury vinyl plank").count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();

  const { lead } = await desk<LeadDetailResponse>(`/api/admin/leads/${leadId}`);
  expect(lead.status).toBe("won");
  const approved = await detailOf(estimate.id);
  expect(approved.status).toBe("approved");
  expect(approved.approval).toMatchObject({ signerName: "Ana Peña", language, hasDrawnSignature: false });
  expect(approved.approval?.totals.totalCents).toBe(chosen.totalCents);
  expect(approved.approval?.chosenLineIds.sort()).toEqual(
    [lineId(estimate, "Remove 9×9 asbestos floor tile and mastic under negative-pressure containment"), clearance, sealed].sort(),
  );
}

describe("the customer's estimate page", () => {
  test("at 390 px the customer picks options, signs with the keyboard and approves; the lead is Won", async () => {
    await approveWithKeyboard("en");
  });

  test("the same in Spanish", async () => {
    await approveWithKeyboard("es");
  });

  test("without JavaScript, the customer updates the total to see it, then signs for that total", async () => {
    const { leadId, estimate, path } = await sentEstimate("en");
    const { page, context } = await openPage(browser, path, { ...mobile, javaScriptEnabled: false });
    const texts = estimateTexts.en;
    const sealed = lineId(estimate, "Sealed concrete");
    const clearance = lineId(estimate, "Independent clearance air test");
    await page.locator(`input[value="${sealed}"]`).check();
    await page.locator(`input[value="${clearance}"]`).check();
    await page.getByRole("button", { name: texts.updateTotal }).click();
    const chosen = expectedTotals(estimate, { optional: [clearance], choices: { finish: sealed } });
    await expect.poll(() => shownTotal(page)).toBe(formatCents(chosen.totalCents, "en"));
    expect(await page.locator(`input[value="${sealed}"]`).isChecked()).toBe(true);
    for (const id of ["terms", "il-home-repair", "epa-renovate-right"])
      await page.locator(`[data-acknowledgment="${id}"] input`).check();
    await page.getByLabel(texts.signerName).fill("Ana Peña");
    await page.getByRole("button", { name: texts.approve, exact: true }).click();
    await page.getByText(texts.approvedConfirmation).waitFor();
    await context.close();
    const approved = await detailOf(estimate.id);
    expect(approved.approval?.signerName).toBe("Ana Peña");
    expect(approved.approval?.totals.totalCents).toBe(chosen.totalCents);
    expect((await desk<LeadDetailResponse>(`/api/admin/leads/${leadId}`)).lead.status).toBe("won");
  });

  test("a drawn signature is optional, loads its code only when opened, and is stored with the approval", async () => {
    const { estimate, path } = await sentEstimate("en");
    const { page, context } = await openPage(browser, path, { viewport: { width: 1280, height: 900 } });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.locator("[data-drawing]").waitFor();
    expect(scripts.some((url) => url.includes("signature_pad"))).toBe(false);
    const open = page.getByRole("button", { name: estimateTexts.en.drawSignature });
    await open.click();
    expect(await open.getAttribute("aria-expanded")).toBe("true");
    const canvas = page.locator("canvas.pad");
    await canvas.waitFor();
    await expect.poll(() => scripts.some((url) => url.includes("signature_pad"))).toBe(true);
    // signature_pad listens for pointer events once its code has arrived and taken the canvas.
    await expect.poll(() => canvas.evaluate((element) => element.style.touchAction)).toBe("none");
    const box = await canvas.boundingBox();
    if (!box) throw new Error("The signature pad has no box");
    await page.mouse.move(box.x + 40, box.y + 80);
    await page.mouse.down();
    for (const [x, y] of [
      [90, 40],
      [140, 110],
      [200, 50],
      [260, 90],
    ] as const) {
      await page.mouse.move(box.x + x, box.y + y, { steps: 4 });
    }
    await page.mouse.up();
    for (const id of ["terms", "il-home-repair", "epa-renovate-right"])
      await page.locator(`[data-acknowledgment="${id}"] input`).check();
    await page.getByLabel(estimateTexts.en.signerName).fill("Ana Peña");
    await page.getByRole("button", { name: estimateTexts.en.approve, exact: true }).click();
    await page.locator("#decision-status").waitFor();
    await context.close();
    expect((await detailOf(estimate.id)).approval?.hasDrawnSignature).toBe(true);
  });

  test("a lost connection and a newer revision are said above the button, and what was typed stays", async () => {
    const { estimate, path } = await sentEstimate("en");
    const { page, context } = await openEstimate(path);
    const texts = estimateTexts.en;
    const formError = page.locator("#approve [data-form-error]");
    for (const id of ["terms", "il-home-repair", "epa-renovate-right"])
      await page.locator(`[data-acknowledgment="${id}"] input`).check();
    await page.getByLabel(texts.signerName).fill("Ana Peña");
    const approve = page.getByRole("button", { name: texts.approve, exact: true });

    await page.route("**/decision", (route) => route.abort("internetdisconnected"));
    await approve.click();
    await expect.poll(() => formError.textContent()).toBe(texts.networkError);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-form-error"))).toBe(true);
    await page.unroute("**/decision");

    // Staff send a new revision while the page is open: this one is superseded.
    const revision = await desk<{ estimate: EstimateDetail }>(`/api/admin/estimates/${estimate.id}/revisions`, "POST");
    await desk(`/api/admin/estimates/${revision.estimate.id}/send`, "POST", { version: revision.estimate.version });
    await approve.click();
    await expect.poll(() => formError.textContent()).toBe(texts.newerRevision);
    expect(await page.getByLabel(texts.signerName).inputValue()).toBe("Ana Peña");
    await context.close();
  });

  test("asking for changes needs words, said in the customer's language before anything is sent", async () => {
    const { estimate, path } = await sentEstimate("es");
    const { page, context } = await openEstimate(path);
    const texts = estimateTexts.es;
    await page.getByText(texts.requestChanges, { exact: true }).first().click();
    const send = page.getByRole("button", { name: texts.requestChanges, exact: true });
    await send.click();
    await expect.poll(() => page.locator("#request-error").textContent()).toBe(texts.changeRequestMissing);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("change-request");
    await page.locator("#change-request").fill("¿Pueden cotizar también el pasillo?");
    await send.click();
    await expect.poll(() => page.locator("#decision-status strong").textContent()).toBe(texts.changesRequestedConfirmation);
    await context.close();
    expect((await detailOf(estimate.id)).changeRequest).toBe("¿Pueden cotizar también el pasillo?");
  });

  // The page's dark theme is its prefers-color-scheme rule (worker/pages/estimate-page-style.ts), colours
  // only: in dark, the rules whose result depends on colours are the ones that can find anything new.
  test("is axe-clean in light and dark, at 390 and 1280 px", async () => {
    const { path } = await sentEstimate("en");
    for (const options of [mobile, { viewport: { width: 1280, height: 900 } }]) {
      const { page, context } = await openEstimate(path, { ...options, colorScheme: "light" });
      expect(await seriousAxeViolations(page), `light ${options.viewport?.width}`).toEqual([]);
      await page.emulateMedia({ colorScheme: "dark" });
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark");
      expect(await seriousAxeViolations(page, undefined, colourRules), `dark ${options.viewport?.width}`).toEqual([]);
      await context.close();
    }
  });

  test("loads at most 40 KB gzip of JavaScript before the customer does anything", async () => {
    const { path } = await sentEstimate("en");
    const context = await browser.newContext({ ...mobile, baseURL: baseUrl(), serviceWorkers: "block" });
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.body().then((body) => gzipSync(body).length));
    });
    await page.goto(path, { waitUntil: "load" });
    await page.locator("[data-drawing]").waitFor();
    const largestContentfulPaintMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({
            type: "largest-contentful-paint",
            buffered: true,
          }),
        ),
    );
    const gzipBytes = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
    console.log(
      `estimate page: ${scripts.length} scripts, ${(gzipBytes / 1024).toFixed(1)} KB gzip; LCP ${Math.round(largestContentfulPaintMs)} ms (PerformanceObserver, no throttling)`,
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(gzipBytes).toBeLessThanOrEqual(40 * 1024);
    await context.close();
  });
});
