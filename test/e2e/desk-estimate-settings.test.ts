import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Dashboard } from "../../src/lib/desk";
import { estimateDeskMessages } from "../../src/lib/estimate-texts";
import {
  baseUrl,
  desktop,
  launchBrowser,
  mobile,
  newContext,
  openPageIn,
  runOnOwnServer,
  seriousAxeViolationsInBothThemes,
} from "./browser";

/**
 * The price list and estimate settings screens and the dashboard's estimates panel, signed in as
 * the server's local identity (its first admin). The settings are the whole site's, so this file
 * runs on a server of its own: no other file sees them change.
 */

runOnOwnServer();

/** One context per width, each test in a tab of its own. */
let browser: Browser;
let wide: BrowserContext;
let phone: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  [wide, phone] = await Promise.all([newContext(browser, desktop), newContext(browser, mobile)]);
  // A week of site speed for two pages, so the dashboard shows its (wide) site-speed table.
  for (const path of ["/services/asbestos-removal", "/contact"]) {
    const response = await fetch(`${baseUrl()}/api/metrics`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.31" },
      body: JSON.stringify(
        (["LCP", "INP", "CLS", "FCP", "TTFB"] as const).map((name) => ({ name, value: name === "CLS" ? 0.02 : 900, path })),
      ),
    });
    expect(response.status, await response.text()).toBe(204);
  }
});
afterAll(async () => {
  await browser?.close();
});

const uniqueWord = () => (Date.now() + Math.random()).toString(36).replace(/[\d.]/g, "");

async function openDesk(path: string, context = wide) {
  const opened = await openPageIn(context, path);
  await opened.page.locator("#desk-main").waitFor();
  return opened;
}

const toastText = async (page: Page) => (await page.locator("[data-variant]").textContent()) ?? "";

/** The sentence shown for a control (its aria-describedby), once the control says it is invalid. */
async function problemOf(page: Page, label: string) {
  const control = page.getByLabel(label, { exact: true });
  await expect.poll(() => control.getAttribute("aria-invalid")).toBe("true");
  const described = (await control.getAttribute("aria-describedby")) ?? "";
  return (await page.locator(`[id="${described}"]`).textContent()) ?? "";
}

/** A call from the desk's own page (same origin, signed in), as another admin's browser would make it. */
const deskFetch = (page: Page, path: string, method: string, body: unknown) =>
  page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      return { status: response.status, body: await response.json() };
    },
    { path, method, body },
  );

type PriceItem = {
  id: string;
  name: string;
  unitPriceCents: number;
  taxBps: number;
  active: boolean;
  translations: Record<"es" | "fr", { name: string; description: string } | null>;
};
const priceList = async (page: Page) =>
  ((await (await page.request.get("/api/admin/estimates/price-list")).json()) as { items: PriceItem[] }).items;

describe("the price list", () => {
  test("an admin adds an item in dollars and percent, edits it, and removes it after confirming", async () => {
    const { page, errors } = await openDesk("/admin/price-list");
    const name = `Glovebag pipe wrap ${uniqueWord()}`;
    await page.getByRole("button", { name: "Add an item" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a price list item" });
    await dialog.getByLabel("Name", { exact: true }).fill(name);
    await dialog.getByLabel("Description (as the customer reads it)").fill("Remove asbestos pipe insulation in glovebags");
    await dialog.getByLabel("Unit", { exact: true }).fill("linear ft");
    await dialog.getByLabel("Unit price ($)").fill("$1,234.5");
    await dialog.getByLabel("Tax (%)").fill("10.25");
    await dialog.getByLabel("Service (optional)").fill("Asbestos Removal");
    await dialog.getByLabel("Spanish name").fill("Aislamiento de tuberías");
    await dialog.getByLabel("Spanish description").fill("Retiro del aislamiento de tuberías con bolsas de guantes");
    await dialog.getByRole("button", { name: "Add item" }).click();
    await dialog.waitFor({ state: "hidden" });

    const row = page.getByRole("region", { name: "Price list items" }).locator("tr", { hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain("$1,234.50");
    expect(await row.textContent()).toContain("10.25%");
    expect(await row.textContent()).toContain("Also in Spanish");
    expect((await priceList(page)).find((item) => item.name === name)).toMatchObject({
      unitPriceCents: 123_450,
      taxBps: 1025,
      active: true,
      translations: {
        es: { name: "Aislamiento de tuberías", description: "Retiro del aislamiento de tuberías con bolsas de guantes" },
        fr: null,
      },
    });

    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: `Edit ${name}` });
    expect(await edit.getByLabel("Unit price ($)").inputValue()).toBe("$1,234.50");
    await edit.getByLabel("Unit price ($)").fill("99");
    await edit.getByLabel("Tax (%)").fill("0");
    await edit.getByLabel("Offer this item when writing estimates").uncheck();
    await edit.getByRole("button", { name: "Save item" }).click();
    await edit.waitFor({ state: "hidden" });
    await expect.poll(() => row.textContent()).toContain("$99.00");
    expect((await priceList(page)).find((item) => item.name === name)).toMatchObject({
      unitPriceCents: 9900,
      taxBps: 0,
      active: false,
    });

    await row.getByRole("button", { name: `Remove ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: `Remove ${name}?` });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect(await row.isVisible()).toBe(true);
    await row.getByRole("button", { name: `Remove ${name}` }).click();
    await confirm.getByRole("button", { name: "Remove", exact: true }).click();
    await row.waitFor({ state: "detached" });
    expect((await priceList(page)).some((item) => item.name === name)).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("a price that is not dollars, and a field the server refuses, are explained beside the field", async () => {
    const { page } = await openDesk("/admin/price-list");
    await page.getByRole("button", { name: "Add an item" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a price list item" });
    await dialog.getByLabel("Description (as the customer reads it)").fill("Anything");
    await dialog.getByLabel("Unit", { exact: true }).fill("each");
    await dialog.getByLabel("Unit price ($)").fill("six fifty");
    await dialog.getByRole("button", { name: "Add item" }).click();
    expect(await problemOf(page, "Unit price ($)")).toBe("Type the unit price in dollars, like 6.50.");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("inputmode"))).toBe("decimal");

    // The name is left empty: the server's sentence shows under the name, which takes focus.
    await dialog.getByLabel("Unit price ($)").fill("6.50");
    await dialog.getByRole("button", { name: "Add item" }).click();
    expect(await problemOf(page, "Name")).toBe("The name is required.");
    expect(await page.getByLabel("Unit price ($)").getAttribute("aria-invalid")).toBeNull();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(await page.getByLabel("Name", { exact: true }).getAttribute("id"));
    await page.close();
  });
});

describe("the estimate settings", () => {
  test("are saved and still there after a reload; an out-of-range value is refused beside its field with the edits kept", async () => {
    const { page, errors } = await openDesk("/admin/estimate-settings");
    const terms = page.getByLabel("English terms");
    await terms.waitFor();
    const marker = `Payment is due on completion. (${uniqueWord()})`;
    await terms.fill(marker);
    await page.getByLabel("Days an estimate stays open").fill("400");
    await page.getByRole("button", { name: "Save settings" }).click();
    expect(await problemOf(page, "Days an estimate stays open")).toBe("Keep estimates open at most a year.");
    expect(await terms.inputValue()).toBe(marker);

    await page.getByLabel("Days an estimate stays open").fill("45");
    await page.getByLabel("Days before the customer is reminded").fill("5");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => toastText(page)).toContain("Estimate settings saved.");
    expect(await page.getByLabel("Days an estimate stays open").getAttribute("aria-invalid")).toBeNull();

    await page.reload();
    await terms.waitFor();
    expect(await terms.inputValue()).toBe(marker);
    expect(await page.getByLabel("Days an estimate stays open").inputValue()).toBe("45");
    expect(await page.getByLabel("Days before the customer is reminded").inputValue()).toBe("5");
    expect(await page.getByText("Last saved by owner@lakeshore-environmental.example").isVisible()).toBe(true);

    // Siding gets terms of its own: a language left empty is refused beside it, shown even from another kind's terms.
    const kind = page.getByLabel("Terms for");
    await kind.selectOption("siding");
    await page.getByLabel("Siding has terms of its own").check();
    await terms.fill("Siding terms.");
    await kind.selectOption("any");
    await page.getByRole("button", { name: "Save settings" }).click();
    expect(await problemOf(page, "Spanish terms")).toBe("Write the Spanish terms.");
    expect(await kind.inputValue()).toBe("siding");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("lang"))).toBe("es");
    await page.getByLabel("Spanish terms").fill("Condiciones del revestimiento.");
    await page.getByLabel("French terms").fill("Conditions du revêtement.");
    await page.getByRole("button", { name: "Save settings" }).click();
    const saved = async () => (await (await page.request.get("/api/admin/estimates/settings")).json()).settings.terms;
    await expect.poll(async () => (await saved()).byWork.siding?.fr).toBe("Conditions du revêtement.");
    expect((await saved()).anyService.en).toBe(marker);
    // The refused save's 400 is logged by Chromium as a failed resource; nothing else may be.
    expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
    await page.close();
  });

  test("a save over someone else's newer save shows why and keeps the edits; saving again replaces theirs", async () => {
    const { page } = await openDesk("/admin/estimate-settings");
    const terms = page.getByLabel("English terms");
    await terms.waitFor();
    const current = (await (await page.request.get("/api/admin/estimates/settings")).json()).settings;
    const theirs = await deskFetch(page, "/api/admin/estimates/settings", "PUT", { ...current, followUpDays: 7 });
    expect(theirs.status).toBe(200);

    const mine = `Our terms ${uniqueWord()}`;
    await terms.fill(mine);
    await page.getByRole("button", { name: "Save settings" }).click();
    const alert = page.getByRole("alert").filter({ hasText: estimateDeskMessages.staleSettings });
    await alert.waitFor();
    expect(await terms.inputValue()).toBe(mine);

    await page.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => toastText(page)).toContain("Estimate settings saved.");
    await alert.waitFor({ state: "detached" });
    expect((await (await page.request.get("/api/admin/estimates/settings")).json()).settings.terms.anyService.en).toBe(mine);
    await page.close();
  });
});

describe("staff who are not admins", () => {
  test("read the price list and the settings with nothing to change", async () => {
    const { page } = await openDesk("/admin");
    // The server refuses their changes (test/worker/access.test.ts); here the screens must not offer any.
    await page.route("**/api/admin/me", async (route) => {
      const me = await (await route.fetch()).json();
      await route.fulfill({ json: { ...me, role: "staff" } });
    });
    await page.goto("/admin/price-list");
    await page.getByRole("region", { name: "Price list items" }).waitFor();
    await page.getByText("Only admins change the list.").waitFor();
    expect(await page.getByRole("button", { name: "Add an item" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Edit / }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Remove / }).count()).toBe(0);

    await page.goto("/admin/estimate-settings");
    await page.getByText("Only admins change these settings.").waitFor();
    await page.getByText("The customer is reminded after").waitFor();
    expect(await page.getByRole("textbox").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Save settings" }).count()).toBe(0);
    // A request still in the handler as the page closes is dropped, not raised after the test.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.close();
  });
});

describe("the dashboard", () => {
  test("shows the estimates panel; an estimate waiting past its reminder links to its page", async () => {
    const { page, errors } = await openDesk("/admin");
    const id = "0d7b6a52-5a8e-4b7e-9a51-1f1c2c3d4e5f";
    const asked = "5c1e2a90-3b7d-4f21-8e6a-9d0c1b2a3f4e";
    await page.route("**/api/admin/dashboard", async (route) => {
      const dashboard = (await (await route.fetch()).json()) as Dashboard;
      const estimates: Dashboard["estimates"] = {
        last30Days: { sent: 4, sentCents: 1_234_567, approved: 1, approvedCents: 612_300, declined: 2 },
        last90Days: { sent: 9, sentCents: 2_500_000, approved: 3, approvedCents: 1_800_000, declined: 2 },
        winRateByService: [{ service: "Asbestos Removal", decided: 4, approved: 3 }],
        awaitingDecision: [
          {
            id,
            number: "E-2026-0042",
            customerName: "Maria Kowalski",
            totalCents: 609_900,
            sentAt: "2026-03-02T15:00:00.000Z",
            followUpSentAt: "2026-03-05T15:00:00.000Z",
          },
        ],
        changesRequested: [
          {
            id: asked,
            number: "E-2026-0040 rev 2",
            customerName: "Tom Novak",
            requestedAt: "2026-03-04T17:30:00.000Z",
            request: "Please quote the hallway too.\nAnd leave the attic for later.",
          },
        ],
      };
      await route.fulfill({ json: { ...dashboard, estimates } });
    });
    await page.goto("/admin");
    const panel = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Estimates", exact: true }) });
    await panel.waitFor();
    const sent = panel.getByRole("row", { name: /^Sent/ });
    expect(await sent.textContent()).toContain("$12,345.67");
    expect(await sent.textContent()).toContain("$25,000.00");
    expect(await panel.getByRole("row", { name: /^Asbestos Removal/ }).textContent()).toContain("3 of 4 (75%)");
    const link = panel.getByRole("link", { name: "E-2026-0042 · Maria Kowalski" });
    expect(await link.getAttribute("href")).toBe(`/admin/estimates/${id}`);
    expect(await panel.getByRole("list", { name: "Estimates waiting for the customer" }).textContent()).toContain("$6,099.00");
    // What the customer asked for, when (Chicago time), and the link to the estimate.
    const changes = panel.getByRole("list", { name: "Estimates whose customer asked for changes" });
    expect(await changes.getByRole("link", { name: "E-2026-0040 rev 2 · Tom Novak" }).getAttribute("href")).toBe(
      `/admin/estimates/${asked}`,
    );
    expect(await changes.textContent()).toMatch(/Asked Mar 4, 2026, 11:30\sAM/);
    expect(await changes.locator("blockquote").textContent()).toBe(
      "Please quote the hallway too.\nAnd leave the attic for later.",
    );
    await page.unrouteAll({ behavior: "ignoreErrors" });

    // Unmocked, the real figures show (this server has sent none).
    await page.reload();
    await panel.waitFor();
    expect(await panel.getByText("No estimate is waiting past its reminder.").isVisible()).toBe(true);
    expect(await panel.getByText("No customer is waiting for a changed estimate.").isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("at 390 px the site-speed table is reached by keyboard, shows where focus is, and scrolls with the arrow keys", async () => {
    const { page } = await openDesk("/admin", phone);
    const region = page.getByRole("region", { name: "Site speed by page" });
    await region.waitFor();
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await page.locator("body").focus();
    let reached = false;
    for (let presses = 0; presses < 60 && !reached; presses += 1) {
      await page.keyboard.press("Tab");
      reached = await region.evaluate((element) => element === document.activeElement);
    }
    expect(reached).toBe(true);
    expect(await region.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await page.close();
  });
});

describe.each([
  ["390", () => phone],
  ["1280", () => wide],
] as const)("at %s px", (_width, context) => {
  test("axe finds no serious or critical violation on the price list, the settings and the dashboard, in either theme", async () => {
    const { page } = await openDesk("/admin/price-list", context());
    for (const [path, ready] of [
      ["/admin/price-list", () => page.getByLabel("Price list items").filter({ visible: true }).waitFor()],
      ["/admin/estimate-settings", () => page.getByLabel("English terms").waitFor()],
      ["/admin", () => page.getByRole("region", { name: "Site speed by page" }).waitFor()],
    ] as const) {
      if (new URL(page.url()).pathname !== path) await page.goto(path);
      await ready();
      expect(await seriousAxeViolationsInBothThemes(page), path).toEqual([]);
    }
    await page.close();
  });
});
