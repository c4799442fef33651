import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { EstimateDetail } from "../../src/lib/estimate-desk";
import { estimateTotals, formatCents, type Selection } from "../../src/lib/estimate-money";
import { estimateDeskMessages, estimateTexts } from "../../src/lib/estimate-texts";
import { draftOf } from "../support/estimate-drafts";
import {
  baseUrl,
  deskApi as desk,
  desktop,
  launchBrowser,
  mobile,
  newContext,
  openPage,
  openPageIn,
  seriousAxeViolations,
  seriousAxeViolationsInBothThemes,
} from "./browser";
import { lead, smallLines, uniqueWord } from "./desk-estimate-support";

/**
 * The desk's estimate screens in Chromium against the real Worker: staff draft an estimate from a
 * lead with required, optional and pick-one lines (one from the price list), send it and copy the
 * link; the customer approves it at 390 px with the keyboard only; the desk then shows the lead Won
 * and the estimate Approved, read-only. Also a stale save, and axe on the list and the editor.
 */

/** Staff's desk: one context per width, each test in a tab of its own; the customer has a context of their own. */
let browser: Browser;
let wide: BrowserContext;
let phone: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  [wide, phone] = await Promise.all([newContext(browser, desktop), newContext(browser, mobile)]);
});

async function openDesk(path: string, context = wide) {
  const opened = await openPageIn(context, path);
  await opened.page.locator("#desk-main").waitFor();
  return opened;
}
afterAll(async () => {
  await browser?.close();
});

const line = (page: Page, number: number) => page.getByRole("group", { name: `Line ${number}`, exact: true });

/** Fills a line's inputs by their labels (exact, since "Unit" is also the start of "Unit price ($)"). */
async function fillLine(page: Page, number: number, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const input = line(page, number).getByLabel(label, { exact: true });
    if ((await input.evaluate((element) => element.tagName)) === "SELECT") await input.selectOption(value);
    else await input.fill(value);
  }
}

const editorTotal = (page: Page) => page.locator('form[aria-label^="Edit"] [data-total="totalCents"]').textContent();

describe("estimates in the desk", () => {
  test("staff build and send an estimate from a lead; the customer approves by keyboard; the lead is Won", async () => {
    const name = `Estimate Customer ${uniqueWord()}`;
    const leadId = await lead(name, "desk");
    const { page, errors } = await openDesk(`/admin/leads/${leadId}`);
    await wide.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    await page.getByRole("heading", { level: 1, name }).waitFor();
    await page.getByText("No estimates for this lead yet.").waitFor();
    await page.getByRole("button", { name: "Create estimate" }).click();
    await page.waitForURL(/\/admin\/estimates\/[0-9a-f-]+$/);
    const estimateId = page.url().split("/").at(-1) ?? "";
    const editor = page.getByRole("form", { name: /^Edit E-\d{4}-\d{4}$/ });
    await editor.waitFor();
    expect(await page.getByLabel("Customer's name").inputValue()).toBe(name);

    // A required line by hand: focus lands in its description.
    await page.getByRole("button", { name: "Add a line by hand" }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("line-0-description");
    await fillLine(page, 1, {
      "Area or section": "Basement",
      Description: "Remove asbestos pipe insulation by glove bag",
      Quantity: "40",
      Unit: "linear ft",
      "Unit price ($)": "28",
    });
    // An optional line by hand.
    await page.getByRole("button", { name: "Add a line by hand" }).click();
    await fillLine(page, 2, {
      Kind: "optional",
      "Area or section": "Basement",
      Description: "Independent clearance air test",
      "Unit price ($)": "450.00",
    });
    // Good: the vinyl window from the price list (its price and tax come with it); better: a fiberglass one by hand.
    await page.getByLabel("From the price list").selectOption("window-replacement-vinyl");
    await page.getByRole("button", { name: "Add from the price list" }).click();
    expect(await line(page, 3).getByLabel("Unit price ($)", { exact: true }).inputValue()).toBe("895.00");
    expect(await line(page, 3).getByLabel("Tax (%)").inputValue()).toBe("10.25");
    await fillLine(page, 3, { Kind: "choice", Quantity: "4" });
    await fillLine(page, 3, { "Pick-one group": "windows", "Group heading for the customer": "Replacement windows" });
    await page.getByRole("button", { name: "Add a line by hand" }).click();
    await fillLine(page, 4, {
      Kind: "choice",
      "Area or section": "Basement",
      Description: "Fiberglass double-hung window, supply and install",
      Quantity: "4",
      Unit: "opening",
      "Unit price ($)": "1,150.00",
      "Tax (%)": "10.25",
    });
    await fillLine(page, 4, { "Pick-one group": "windows", "Group heading for the customer": "Replacement windows" });
    await page.getByLabel("Deposit: kind").selectOption("percent");
    await page.getByLabel("Deposit: percentage").fill("30");

    // Live totals, from estimate-money: pipe $1,120 + the vinyl windows (the group's first) 4 × $895 + 10.25 %.
    const starting = 112_000 + 358_000 + 36_695;
    await expect.poll(() => editorTotal(page)).toBe(formatCents(starting, "en"));
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByText("All changes saved.").waitFor();
    const saved = await desk<{ estimate: EstimateDetail }>(`/api/admin/estimates/${estimateId}`);
    expect(saved.estimate.lines.map((entry) => [entry.kind, entry.group, entry.priceItemId])).toEqual([
      ["required", null, null],
      ["optional", null, null],
      ["choice", "windows", "window-replacement-vinyl"],
      ["choice", "windows", null],
    ]);
    expect(saved.estimate.totalCents).toBe(starting);
    expect(saved.estimate.deposit).toEqual({ kind: "percent", bps: 3000 });

    // Send: the address is the lead's; the link comes back once, with a Copy button.
    await editor.getByRole("button", { name: "Send…" }).click();
    const dialog = page.getByRole("dialog", { name: /^Send E-/ });
    expect(await dialog.getByLabel("E-mail address").inputValue()).toMatch(/^estimate\.desk\..+@example\.com$/);
    await dialog.getByRole("button", { name: "Send", exact: true }).click();
    const linkInput = dialog.getByLabel("The customer's link, to paste into a text message");
    await linkInput.waitFor();
    const link = await linkInput.inputValue();
    expect(link).toMatch(/\/estimates\/[A-Za-z0-9_-]+$/);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Copy link");
    await page.keyboard.press("Enter");
    await dialog.getByText("Copied. Paste the link into a text message to the customer.").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await dialog.getByRole("button", { name: "Done" }).click();
    await page.getByText("Sent", { exact: true }).first().waitFor();
    expect(await page.getByRole("button", { name: "Withdraw…" }).isVisible()).toBe(true);

    // The customer, at 390 px, keyboard only.
    const sent = (await desk<{ estimate: EstimateDetail }>(`/api/admin/estimates/${estimateId}`)).estimate;
    const id = (description: string) => sent.lines.find((entry) => entry.description === description)?.id ?? "";
    const clearance = id("Independent clearance air test");
    const fiberglass = id("Fiberglass double-hung window, supply and install");
    const vinyl = sent.lines.find((entry) => entry.priceItemId === "window-replacement-vinyl")?.id ?? "";
    const selection: Selection = { optional: [clearance], choices: { windows: fiberglass } };
    const agreed = estimateTotals(sent.lines, selection, sent.discount, sent.deposit);
    const texts = estimateTexts.en;
    const customer = await openPage(browser, new URL(link).pathname, mobile);
    const shop = customer.page;
    await shop.locator("[data-drawing]").waitFor();
    await shop.locator(`input[value="${vinyl}"]`).focus();
    await shop.keyboard.press("ArrowDown");
    await shop.locator(`input[value="${clearance}"]`).focus();
    await shop.keyboard.press("Space");
    await expect
      .poll(() => shop.locator('.summary [data-total="totalCents"]').textContent())
      .toBe(formatCents(agreed.totalCents, "en"));
    for (const ack of ["terms", "il-home-repair", "epa-renovate-right"]) {
      await shop.locator(`[data-acknowledgment="${ack}"] input`).focus();
      await shop.keyboard.press("Space");
    }
    await shop.locator("#signer-name").focus();
    await shop.keyboard.type(name);
    await shop.getByRole("button", { name: texts.approve, exact: true }).focus();
    await shop.keyboard.press("Enter");
    await expect.poll(() => shop.locator("#decision-status strong").textContent()).toBe(texts.approvedConfirmation);
    expect(customer.errors).toEqual([]);
    await customer.context.close();

    // The desk: the lead is Won, its estimate agreed at the customer's total; the estimate Approved and read-only.
    await page.goto(`/admin/leads/${leadId}`);
    await page.getByRole("heading", { level: 1, name }).waitFor();
    expect(await page.locator("#desk-main h1 + div").first().textContent()).toContain("Won");
    const row = page.getByRole("list", { name: "Estimates for this lead" }).getByRole("listitem");
    await expect.poll(() => row.textContent()).toContain(`${formatCents(agreed.totalCents, "en")} agreed`);
    expect(await row.textContent()).toContain("Approved");
    await row.getByRole("link").click();
    await page.locator("[data-approved-total]").waitFor();
    expect(await page.locator("[data-approved-total]").textContent()).toBe(formatCents(agreed.totalCents, "en"));
    expect(await page.getByText(name, { exact: true }).first().isVisible()).toBe(true);
    expect(await page.locator("form[data-estimate-editor]").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Signed PDF" }).getAttribute("href")).toBe(
      `/api/admin/estimates/${estimateId}/pdf?signed=1`,
    );
    // An approved estimate is an agreement (the Worker refuses to revise it): more work is a new estimate.
    expect(await page.getByRole("button", { name: "New estimate for this lead" }).isVisible()).toBe(true);
    expect(await page.getByRole("list", { name: "History, newest first" }).textContent()).toContain("opened by the customer");
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  test("a sent estimate's New revision opens a draft copy; Withdraw asks first", async () => {
    const leadId = await lead(`Revision Customer ${uniqueWord()}`, "desk");
    const { estimate } = await desk<{ estimate: EstimateDetail }>("/api/admin/estimates", "POST", { leadId });
    const lines = [
      {
        kind: "required" as const,
        group: null,
        groupLabel: null,
        section: "Attic",
        description: "Mold remediation of the attic",
        unit: "area",
        quantityThousandths: 1000,
        unitPriceCents: 185_000,
        taxBps: 0,
        preselected: false,
        priceItemId: null,
      },
    ];
    const saved = await desk<{ estimate: EstimateDetail }>(
      `/api/admin/estimates/${estimate.id}`,
      "PUT",
      draftOf(estimate, { lines }),
    );
    await desk(`/api/admin/estimates/${estimate.id}/send`, "POST", { version: saved.estimate.version });
    const { page, errors } = await openDesk(`/admin/estimates/${estimate.id}`);
    await page.getByRole("button", { name: "Withdraw…" }).click();
    const confirm = page.getByRole("dialog", { name: `Withdraw ${estimate.number}?` });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "New revision" }).click();
    await page.getByRole("heading", { level: 1, name: `${estimate.number} rev 2` }).waitFor();
    expect(await line(page, 1).getByLabel("Description").inputValue()).toBe("Mold remediation of the attic");
    expect(await page.getByRole("navigation", { name: "Revisions" }).textContent()).toContain(`${estimate.number} · Sent`);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("a save against a changed estimate says so and keeps what was typed", async () => {
    const leadId = await lead(`Conflict Customer ${uniqueWord()}`, "desk");
    const { estimate } = await desk<{ estimate: EstimateDetail }>("/api/admin/estimates", "POST", { leadId });
    const { page } = await openDesk(`/admin/estimates/${estimate.id}`);
    const title = page.getByLabel("Title", { exact: true });
    await title.fill("Basement tile, my version");
    // Meanwhile, in another tab, someone saves the draft.
    await desk(`/api/admin/estimates/${estimate.id}`, "PUT", draftOf(estimate, { title: "Their version" }));
    await page.getByRole("button", { name: "Save draft" }).click();
    const alert = page.getByRole("alert").filter({ hasText: estimateDeskMessages.stale });
    await alert.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("alert");
    expect(await title.inputValue()).toBe("Basement tile, my version");
    await alert.getByRole("button", { name: "Keep my edits" }).click();
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByText("All changes saved.").waitFor();
    const now = await desk<{ estimate: EstimateDetail }>(`/api/admin/estimates/${estimate.id}`);
    expect(now.estimate.title).toBe("Basement tile, my version");

    // A 400 is said beside its field, and the focus goes there.
    await page.getByLabel("E-mail", { exact: true }).fill("not an address");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.locator("#estimate-customer-email-problem").waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("estimate-customer-email");
    await page.close();
  });

  test.each([
    ["390 px", () => phone, undefined],
    // A laptop's height: the column of totals and actions reaches the bottom of the screen.
    ["1280 px", () => wide, { width: 1280, height: 720 }],
  ] as const)(
    "the editor at %s: whole menu labels, a group's problem in its line, toasts off the actions, leaving asks first",
    async (_width, context, viewport) => {
      const leadId = await lead(`Editor Customer ${uniqueWord()}`, "desk");
      const { estimate } = await desk<{ estimate: EstimateDetail }>("/api/admin/estimates", "POST", { leadId });
      await desk(`/api/admin/estimates/${estimate.id}`, "PUT", draftOf(estimate, { lines: smallLines() }));
      const { page, errors } = await openDesk(`/admin/estimates/${estimate.id}`, context());
      if (viewport) await page.setViewportSize(viewport);
      await line(page, 1).waitFor();

      // Every choice of the kind menus shows whole: each menu is at least as wide as its widest choice.
      const menus = ["estimate-discount-kind", "estimate-deposit-kind", "estimate-language", "line-0-kind"];
      const shortfalls = await page.evaluate(
        (ids) =>
          ids.map((id) => {
            const menu = document.getElementById(id) as HTMLSelectElement;
            const natural = menu.cloneNode(true) as HTMLSelectElement;
            Object.assign(natural.style, { width: "max-content", position: "absolute", visibility: "hidden" });
            menu.after(natural);
            const shortfall = natural.getBoundingClientRect().width - menu.getBoundingClientRect().width;
            natural.remove();
            return `${id}: ${Math.max(0, Math.round(shortfall))} px short`;
          }),
        menus,
      );
      expect(shortfalls).toEqual(menus.map((id) => `${id}: 0 px short`));

      // A pick-one line alone in its group: the sentence is inside that line's box, tied to its group input.
      await page.getByRole("button", { name: "Add a line by hand" }).click();
      await fillLine(page, 2, { Kind: "choice", Description: "Luxury vinyl plank", "Unit price ($)": "6.40" });
      await fillLine(page, 2, { "Pick-one group": "floor" });
      await page.getByRole("button", { name: "Save draft" }).click();
      const problem = page.locator("#line-1-group-problem");
      await problem.waitFor();
      expect(await problem.textContent()).toBe(estimateDeskMessages.groupTooSmall("floor"));
      const group = line(page, 2).getByLabel("Pick-one group");
      expect(await group.getAttribute("aria-invalid")).toBe("true");
      expect(await group.getAttribute("aria-describedby")).toBe("line-1-group-problem");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("line-1-group");
      const lineBox = await line(page, 2).boundingBox();
      const problemBox = await problem.boundingBox();
      expect(lineBox && problemBox).toBeTruthy();
      if (lineBox && problemBox) {
        expect(problemBox.y).toBeGreaterThanOrEqual(lineBox.y);
        expect(problemBox.y + problemBox.height).toBeLessThanOrEqual(lineBox.y + lineBox.height);
      }
      expect(await page.locator("#estimate-summary").textContent()).not.toContain("floor");

      // Saved with Save at the bottom of the screen: the toast covers none of the draft's actions.
      await fillLine(page, 2, { Kind: "required" });
      await page.locator("#estimate-save").evaluate((button) => button.scrollIntoView({ block: "end" }));
      await page.locator("#estimate-save").click();
      await page.getByText(`${estimate.number} is saved as a draft.`).waitFor();
      for (const name of ["Save draft", "Send…", "Preview PDF", "Delete draft"]) {
        const action = page.getByRole(name === "Preview PDF" ? "link" : "button", { name, exact: true });
        await action.evaluate((element) => element.scrollIntoView({ block: "nearest" }));
        const uncovered = await action.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const points = [
            [box.left + box.width / 2, box.top + box.height / 2],
            [box.left + 8, box.top + 8],
            [box.right - 8, box.top + 8],
            [box.left + 8, box.bottom - 8],
            [box.right - 8, box.bottom - 8],
          ] as const;
          return points.every(([x, y]) => element.contains(document.elementFromPoint(x, y)));
        });
        expect(uncovered, `${name} is under the toast`).toBe(true);
      }
      expect(await page.getByRole("status").filter({ hasText: "Saved" }).isVisible()).toBe(true);

      // Leaving through the desk's navigation with unsaved changes asks first; Stay keeps them.
      const title = page.getByLabel("Title", { exact: true });
      await title.fill("Typed, not saved");
      await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Leads" }).click();
      const ask = page.getByRole("dialog", { name: "Leave without saving?" });
      await ask.waitFor();
      await ask.getByRole("button", { name: "Stay" }).click();
      await ask.waitFor({ state: "hidden" });
      expect(new URL(page.url()).pathname).toBe(`/admin/estimates/${estimate.id}`);
      expect(await title.inputValue()).toBe("Typed, not saved");
      // The link back to the lead asks too; Save and leave keeps what was typed, then goes.
      await page.getByRole("link", { name: estimate.customerName, exact: true }).click();
      await ask.getByRole("button", { name: "Save and leave" }).click();
      await page.waitForURL(`**/admin/leads/${leadId}`);
      await page.getByRole("heading", { level: 1, name: estimate.customerName }).waitFor();
      expect((await desk<{ estimate: EstimateDetail }>(`/api/admin/estimates/${estimate.id}`)).estimate.title).toBe(
        "Typed, not saved",
      );
      // Leave without saving drops what was typed.
      await page.goBack();
      await title.fill("Dropped");
      await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Estimates" }).click();
      await ask.getByRole("button", { name: "Leave without saving" }).click();
      await page.waitForURL("**/admin/estimates");
      await page.getByRole("heading", { level: 1, name: "Estimates" }).waitFor();
      expect((await desk<{ estimate: EstimateDetail }>(`/api/admin/estimates/${estimate.id}`)).estimate.title).toBe(
        "Typed, not saved",
      );
      // The browser's own back and forward buttons ask too.
      await page.goBack();
      await title.fill("Typed again");
      await page.evaluate(() => history.forward());
      await ask.getByRole("button", { name: "Stay" }).click();
      await ask.waitFor({ state: "hidden" });
      expect(new URL(page.url()).pathname).toBe(`/admin/estimates/${estimate.id}`);
      expect(await title.inputValue()).toBe("Typed again");
      // The one error logged is the refused save of the lonely pick-one line.
      expect(errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
      await page.close();
    },
  );

  test("New estimate on the estimates screen searches the leads, drafts the chosen one's estimate and opens it, by keyboard at 390 px", async () => {
    const word = uniqueWord();
    const name = `Picker ${word} Customer`;
    await lead(name, "desk");
    const { page, errors } = await openDesk("/admin/estimates", phone);
    await page.getByRole("heading", { level: 1, name: "Estimates" }).waitFor();
    await page.getByRole("button", { name: "New estimate" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "New estimate" });
    await dialog.waitFor();
    // Focus starts in the search; the newest leads are offered before anything is typed.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("search");
    await dialog.getByText(/^The newest \d+ leads/).waitFor();
    await page.keyboard.type(word);
    const found = dialog.getByRole("list", { name: "Leads" }).getByRole("button");
    await dialog.getByText("1 lead matches.").waitFor();
    expect(await found.textContent()).toContain(name);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(name);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/admin\/estimates\/[0-9a-f-]+$/);
    await page.getByRole("form", { name: /^Edit E-\d{4}-\d{4}$/ }).waitFor();
    expect(await page.getByLabel("Customer's name").inputValue()).toBe(name);
    expect(errors).toEqual([]);
    await page.close();
  });

  test.each([
    ["390 px", () => phone],
    ["1280 px", () => wide],
  ] as const)("axe finds nothing serious on the list and the editor at %s, in either theme", async (_width, context) => {
    const leadId = await lead(`Axe Customer ${uniqueWord()}`, "desk");
    const { estimate } = await desk<{ estimate: EstimateDetail }>("/api/admin/estimates", "POST", { leadId });
    const { page } = await openDesk("/admin/estimates", context());
    const bothThemes = async (screen: string) => {
      expect(await seriousAxeViolationsInBothThemes(page), screen).toEqual([]);
    };
    await page.getByRole("list", { name: "Estimates" }).waitFor();
    await bothThemes("the list");
    await page.goto(`/admin/estimates/${estimate.id}`);
    await page.getByRole("button", { name: "Add a line by hand" }).click();
    await page.getByLabel("Kind", { exact: true }).selectOption("choice");
    await page.getByRole("button", { name: "Save draft" }).click();
    // The server's refusals shown beside the fields are part of what is checked.
    await page.locator("#estimate-lines-error, [aria-invalid='true']").first().waitFor();
    await bothThemes("the editor");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });
});
