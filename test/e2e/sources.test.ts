import { createServer, type Server } from "node:http";
import type { Browser, BrowserContext, BrowserContextOptions, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { embedSnippet } from "../../src/components/quote/embed";
import { business } from "../../src/config/business";
import { chatStrings } from "../../src/lib/chat";
import type { LeadRow } from "../../src/lib/desk";
import type { LeadSourceDetail, SourcesReport } from "../../src/lib/sources";
import { type SourceRecord, sourcesStorageKey } from "../../src/lib/touches";
import { zonedDate } from "../../src/lib/zoned-time";
import { baseUrl, deskApi, desktop, launchBrowser, mobile, seriousAxeViolationsInBothThemes, waitForHydration } from "./browser";

/**
 * Lead sources in a real browser: what the page keeps in local storage as the visitor moves, and
 * what the lead carries whichever way it is sent (quote form, chat, booking, the widget on a
 * partner's page), a tap on the phone number, Global Privacy Control, and the desk's Sources screen.
 * Each test is one visitor whose page loads serve several checks.
 */

/** A browser as visitors have it: the Worker does not count a HeadlessChrome user agent (a bot). */
const userAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let browser: Browser;
let partner: Server;
let partnerOrigin = "";
beforeAll(async () => {
  browser = await launchBrowser();
  // A partner's site with the copy-paste snippet, on another site (localhost) than the widget (127.0.0.1).
  partner = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head>
<body><h1>Kitchens by Partner</h1>${embedSnippet(baseUrl())}</body></html>`);
  });
  await new Promise<void>((resolve) => partner.listen(0, "127.0.0.1", resolve));
  partnerOrigin = `http://localhost:${(partner.address() as { port: number }).port}`;
});
afterAll(async () => {
  await browser?.close();
  partner?.close();
});

let visitor = 0;
async function newVisitor(options: BrowserContextOptions = desktop) {
  visitor += 1;
  const context = await browser.newContext({
    baseURL: baseUrl(),
    serviceWorkers: "block",
    userAgent,
    ...options,
    extraHTTPHeaders: { "CF-Connecting-IP": `192.0.2.${(process.pid % 200) + visitor}`, ...options.extraHTTPHeaders },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // The forms' minimum fill time is measured on the page's clock, which the tests move on.
  await page.clock.install();
  return { context, page, errors };
}

const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), sourcesStorageKey) as Promise<SourceRecord | null>;

/** The id of the lead the desk finds by the unique last word of its name. */
async function leadIdNamed(name: string): Promise<string> {
  const token = name.split(" ").at(-1) as string;
  let leads: LeadRow[] = [];
  await expect
    .poll(
      async () => {
        leads = (await deskApi<{ leads: LeadRow[] }>(`/api/admin/leads?q=${token}`)).leads;
        return leads.length;
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  return leads[0]?.id ?? "";
}

/** Where the lead of that name came from, as the desk's API says. */
const sourceOfLead = async (name: string) => deskApi<LeadSourceDetail>(`/api/admin/sources/leads/${await leadIdNamed(name)}`);

const adLanding = "/services/asbestos-removal";

describe("a visitor from a Google ad", () => {
  test("keeps both touches through the quote form, the chat and the booking; a phone tap is counted with them", async () => {
    const { context, page, errors } = await newVisitor();
    const campaign = `ads-${run}`;
    // A record this code cannot read (another version's) is started over, and the page still works.
    await page.goto("/about");
    // The page's own record first (its script runs after load: on a busy machine, after goto returns), then broken.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), sourcesStorageKey)).not.toBeNull();
    await page.evaluate((key) => localStorage.setItem(key, '{"first":{"at":"x"},"pages":"broken"}'), sourcesStorageKey);
    await page.goto(`${adLanding}?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&gclid=TEST`);
    await waitForHydration(page);
    await page.locator('main a[href="/contact"]').first().click();
    await page.waitForURL("**/contact");
    await waitForHydration(page);
    const record = await stored(page);
    expect(record?.first).toMatchObject({ landing: adLanding, utm_source: "google", utm_campaign: campaign, gclid: "TEST" });
    expect(record?.last).toEqual(record?.first);
    expect(record?.pages.map((seen) => seen.path)).toEqual([adLanding, "/contact"]);

    // A tap on the phone number: sent as it happens, with the touches (the dialer is not opened here).
    await page.evaluate(() =>
      addEventListener("click", (event) => {
        if (event.target instanceof Element && event.target.closest("a[href^='tel:']")) event.preventDefault();
      }),
    );
    const beacon = page.waitForRequest((request) => request.url().endsWith("/api/metrics"));
    await page.locator(`a[href="tel:${business.phone.e164}"]`).first().click();
    expect(JSON.parse((await beacon).postData() ?? "[]")).toMatchObject([
      { name: "contact-tap", contact: "phone", path: "/contact", first: { gclid: "TEST" }, last: { gclid: "TEST" } },
    ]);
    const today = zonedDate(new Date(), business.timeZone);
    await expect
      .poll(async () => {
        const report = await deskApi<SourcesReport>(`/api/admin/sources?from=${today}&to=${today}&by=campaign`);
        return report.rows.find((row) => row.key === campaign)?.calls;
      })
      .toBe(1);

    // The quote form (three steps).
    const quoteName = `Ad Quote ${run}q`;
    await page.getByLabel("Full name").fill(quoteName);
    await page.getByLabel("Email").fill("ad.visitor@example.com");
    const form = page.locator("#quote form");
    await form.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Service needed").selectOption("Asbestos Removal");
    await form.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Project description").waitFor();
    await page.clock.fastForward(8_000);
    const sent = page.waitForResponse((response) => response.url().endsWith("/api/quote-requests"));
    await form.locator('button[type="submit"]').click();
    expect((await sent).status()).toBe(201);
    const fromQuote = await sourceOfLead(quoteName);
    expect(fromQuote).toMatchObject({
      recorded: true,
      first: { channel: "paid-search", source: "google", campaign, landing: adLanding, tags: { gclid: "TEST" } },
      last: { channel: "paid-search", landing: adLanding },
    });
    expect(fromQuote.pages.map((seen) => seen.path)).toEqual([adLanding, "/contact"]);

    // The chat, on the same page.
    const chatName = `Ad Chat ${run}c`;
    const strings = chatStrings.en;
    await page.getByRole("button", { name: "Chat with us" }).click();
    const panel = page.locator("#chat-panel");
    const log = panel.getByRole("log");
    await log.getByLabel(strings.name, { exact: true }).fill(chatName);
    await log.getByLabel(strings.phone, { exact: true }).fill("(312) 555-0188");
    await log.getByLabel(strings.address, { exact: true }).fill("1200 W Addison St, Chicago");
    await log.getByRole("button", { name: strings.submitContact }).click();
    const say = async (text: string) => {
      await panel.locator("textarea").fill(text);
      await panel.locator("textarea").press("Enter");
    };
    await say("Roofing");
    await say("No photo");
    await log.getByText(strings.leadSent(business.phone.display), { exact: true }).waitFor();
    expect(await sourceOfLead(chatName)).toMatchObject({ first: { campaign, tags: { gclid: "TEST" } }, last: { campaign } });

    // The booking, after a typed-in visit to /calendar (direct: it does not replace the ad).
    await page.goto("/calendar");
    await waitForHydration(page);
    const slots = page.locator("#booking-slot option[value]:not([value=''])");
    // The middle of the list: calendar.test.ts books from its end and the desk's tests from its start.
    await page
      .locator("#booking-slot")
      .selectOption((await slots.nth(Math.floor((await slots.count()) / 2)).getAttribute("value")) ?? "");
    const bookingName = `Ad Booking ${run}b`;
    await page.locator("#booking-form").getByLabel("Name").fill(bookingName);
    await page.locator("#booking-form").getByLabel("Phone").fill("(773) 555-0142");
    await page.locator("#booking-form").getByLabel("Email").fill("booking.visitor@example.com");
    await page.locator("#booking-form").getByLabel("Address").fill("4821 N Damen Ave, Chicago");
    await page.locator("#booking-service").selectOption({ index: 1 });
    await page.clock.fastForward(8_000);
    await page.locator("#booking-form button[type=submit]").click();
    await page.getByRole("heading", { name: "Your free inspection is booked" }).waitFor();
    const fromBooking = await sourceOfLead(bookingName);
    expect(fromBooking).toMatchObject({ first: { campaign, landing: adLanding }, last: { campaign, landing: adLanding } });
    expect(fromBooking.pages.map((seen) => seen.path)).toEqual([adLanding, "/contact", "/calendar"]);

    // The quote's lead in the desk (this context is the local identity, staff): where it came from.
    await page.goto(`/admin/leads/${await leadIdNamed(quoteName)}`);
    const cameFrom = page.getByRole("region", { name: "Where this lead came from" });
    await cameFrom.getByRole("heading", { name: "First touch" }).waitFor();
    const facts = await cameFrom
      .locator("dl > div")
      .evaluateAll((rows) =>
        rows.map((row) => `${row.querySelector("dt")?.textContent}: ${row.querySelector("dd")?.textContent}`),
      );
    expect(facts).toEqual(
      expect.arrayContaining([
        "Channel: Paid search",
        "Source: google",
        `Campaign: ${campaign}`,
        `Landing page: ${adLanding}`,
        "gclid: TEST",
      ]),
    );
    expect(await cameFrom.textContent()).toContain("Last touch: the same visit as the first.");
    expect(await cameFrom.getByRole("heading", { name: "Pages seen before the lead (2)" }).count()).toBe(1);
    expect(await cameFrom.locator("ol li span.font-mono").allTextContents()).toEqual([adLanding, "/contact"]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the widget on a partner's page", () => {
  test("its lead lands on the partner's page with the page's campaign, though the frame may not use storage", async () => {
    const { context, page, errors } = await newVisitor();
    const campaign = `partner-${run}`;
    await page.goto(`${partnerOrigin}/kitchens?utm_source=partner-news&utm_campaign=${campaign}&email=private@example.com`);
    await expect
      .poll(() => page.frames().some((candidate) => candidate.url().includes("/embed/quote")), { timeout: 15_000 })
      .toBe(true);
    const frame = page.frames().find((candidate) => candidate.url().includes("/embed/quote")) as Frame;
    await waitForHydration(frame);

    const name = `Widget Lead ${run}w`;
    await frame.getByLabel("Full name").fill(name);
    await frame.getByLabel("Email").fill("widget.visitor@example.com");
    await frame.getByLabel("Service needed").selectOption("Mold Remediation");
    await page.clock.fastForward(8_000);
    const sent = page.waitForResponse((response) => response.url().endsWith("/api/quote-requests"));
    await frame.getByRole("button", { name: "Submit Quote Request" }).click();
    expect((await sent).status()).toBe(201);
    // By its id: this quick fill may be filed as spam by the minimum fill time, and the inbox search leaves spam out.
    const { id } = (await (await sent).json()) as { id: string };
    const source = await deskApi<LeadSourceDetail>(`/api/admin/sources/leads/${id}`);
    expect(source.first).toMatchObject({
      channel: "referral",
      source: "partner-news",
      campaign,
      landing: `${partnerOrigin}/kitchens`,
      referrer: new URL(partnerOrigin).host,
    });
    expect(JSON.stringify(source)).not.toContain("private@example.com");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("with Global Privacy Control on", () => {
  test("nothing of the source is kept, in the browser or with the lead", async () => {
    const { context, page, errors } = await newVisitor({ ...mobile, extraHTTPHeaders: { "Sec-GPC": "1" } });
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
    // A record kept from before the signal was turned on is removed too.
    await page.goto("/privacy");
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ first: { at: 1, landing: "/" }, pages: [] })),
      sourcesStorageKey,
    );
    await page.goto("/embed/quote?utm_source=google&utm_medium=cpc&gclid=PRIVATE");
    await waitForHydration(page);
    expect(await stored(page)).toBeNull();

    const name = `Private Lead ${run}p`;
    await page.getByLabel("Full name").fill(name);
    await page.getByLabel("Email").fill("private.visitor@example.com");
    await page.getByLabel("Service needed").selectOption("Mold Remediation");
    await page.clock.fastForward(8_000);
    const request = page.waitForRequest((candidate) => candidate.url().endsWith("/api/quote-requests"));
    await page.getByRole("button", { name: "Submit Quote Request" }).click();
    expect(JSON.parse((await request).postData() ?? "{}").attribution).toBeUndefined();
    expect(await sourceOfLead(name)).toEqual({ recorded: false, first: null, last: null, pages: [] });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the desk's Sources screen", () => {
  async function screen(context: BrowserContext) {
    const page = await context.newPage();
    await page.goto("/admin/sources");
    await page.getByRole("table").waitFor();
    return page;
  }

  test.each([
    ["390 px", mobile],
    ["1280 px", desktop],
  ] as const)("at %s is axe-clean in both themes", async (_width, options) => {
    const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: "block", ...options });
    const page = await screen(context);
    const table = page.getByRole("region", { name: "Figures by channel" });
    await expect.poll(() => table.getByRole("row", { name: /^Paid search/ }).count()).toBe(1);
    expect(await seriousAxeViolationsInBothThemes(page)).toEqual([]);
    // Another grouping from the keyboard: the focus stays on the control, the table and the address follow.
    await page.getByLabel("Group by").focus();
    await page.keyboard.press("ArrowDown");
    await page.getByRole("region", { name: "Figures by source" }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await page.getByLabel("Group by").getAttribute("id"));
    expect(page.url()).toContain("by=source");
    await context.close();
  });
});
