import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { Browser, BrowserContextOptions, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { embedSnippet, widgetMessageTypes } from "../../src/components/quote/embed";
import { business } from "../../src/config/business";
import type { LeadDetailResponse } from "../../src/lib/desk";
import { messages } from "../../src/lib/messages";
import { baseUrl, deskApi, launchBrowser, seriousAxeViolations, waitForHydration } from "./browser";

/**
 * The hosted quote widget (/embed/quote): framable by any site, sized by its parent through
 * postMessage, and a working compact quote form whose leads are stored as the widget's.
 */
const root = new URL("../..", import.meta.url).pathname;

/**
 * A partner's page with the copy-paste snippet (pointed at the local server) and a recorder of the
 * widget's messages. It is served for real from http://localhost:<port>: another site than
 * http://127.0.0.1:<port> of the widget, and, unlike a page faked with page.route, one Chromium knows
 * is on this machine, so its local-network checks let it frame the local server.
 */
const partnerHtml = () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner site</title></head>
<body style="margin:0;font-family:sans-serif">
<script>
  window.__messages = [];
  window.addEventListener("message", function (event) { window.__messages.push({ origin: event.origin, data: event.data }); });
  document.addEventListener("lakeshore:quote-submitted", function () { window.__submitted = true; });
</script>
<h1>Partner Property Management</h1>
<div id="slot" style="width:600px">${embedSnippet(baseUrl())}</div>
</body></html>`;

let browser: Browser;
let partner: Server;
let partnerUrl = "";
beforeAll(async () => {
  browser = await launchBrowser();
  partner = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(partnerHtml());
  });
  await new Promise<void>((resolve) => partner.listen(0, "127.0.0.1", resolve));
  partnerUrl = `http://localhost:${(partner.address() as { port: number }).port}/`;
});
afterAll(async () => {
  await browser?.close();
  partner?.close();
});

let clientNumber = 0;
async function newPage(options: BrowserContextOptions = {}) {
  clientNumber += 1;
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: "block",
    // Each test is its own visitor (the Worker rate-limits leads per client address).
    extraHTTPHeaders: { "CF-Connecting-IP": `203.0.113.${(process.pid % 200) + clientNumber}` },
    ...options,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, context, errors };
}

async function openPartnerPage(page: Page) {
  await page.goto(partnerUrl);
  return waitForWidget(page);
}

async function waitForWidget(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().includes("/embed/quote")), { timeout: 15_000 }).toBe(true);
  const frame = page.frames().find((candidate) => candidate.url().includes("/embed/quote"));
  if (!frame) throw new Error("widget frame missing");
  await waitForHydration(frame);
  return frame;
}

type Recorded = { origin: string; data: { type: string; height?: number } };
const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __messages: Recorded[] }).__messages);
const lastHeight = async (page: Page) =>
  (await recorded(page)).filter((message) => message.data.type === widgetMessageTypes.resize).at(-1)?.data.height ?? 0;
const frameHeight = (page: Page) =>
  page.locator("#lakeshore-quote-widget").evaluate((frame) => Math.round(frame.getBoundingClientRect().height));

async function shownToast(frame: Frame) {
  const toast = frame.locator("[data-variant]");
  if ((await toast.count()) === 0) return null;
  return {
    variant: await toast.getAttribute("data-variant"),
    title: await toast.locator("p").nth(0).textContent(),
    description: await toast.locator("p").nth(1).textContent(),
  };
}

describe("the widget page", () => {
  test("may be framed by any site, is not indexed and has no site header or footer", async () => {
    const response = await fetch(new URL("/embed/quote", baseUrl()));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(response.headers.get("x-frame-options")).toBeNull();
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).not.toMatch(/<header[\s>]/);
    expect(html).not.toMatch(/<footer[\s>]/);
    expect(html).toContain('name="source" value="embedded-widget"');
    expect(html).toMatch(/<form[^>]*action="\/api\/quote-requests"/);

    const headers = await readFile(new URL("dist/client/_headers", `file://${root}`), "utf8");
    const embedBlock = headers.slice(headers.indexOf("/embed/*"));
    expect(embedBlock).toContain("! X-Frame-Options");
    expect(embedBlock).toContain("frame-ancestors *");
    // Every other page still refuses to be framed.
    expect((await fetch(new URL("/contact", baseUrl()))).headers.get("x-frame-options")).toBe("DENY");
  });

  test("the snippet builds its address from business.siteUrl and checks the sender's origin", () => {
    const snippet = embedSnippet();
    const origin = new URL(business.siteUrl).origin;
    expect(snippet).toContain(`src="${origin}/embed/quote?theme=light"`);
    expect(snippet).toContain(`event.origin !== "${origin}"`);
    expect(snippet).toContain(widgetMessageTypes.resize);
    expect(snippet.split("\n").length).toBeLessThanOrEqual(16);
  });

  test("texts, theme parameter and accessibility (light and dark)", async () => {
    const { page, context, errors } = await newPage();
    for (const theme of ["light", "dark"] as const) {
      await page.goto(new URL(`/embed/quote?theme=${theme}`, baseUrl()).toString());
      await waitForHydration(page);
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
      expect(await page.getByRole("button", { name: "Submit Quote Request" }).isVisible()).toBe(true);
      expect(await page.getByText("We'll get back to you within 24 hours").isVisible()).toBe(true);
      for (const label of ["Full name", "Email", "Service needed"]) {
        expect(await page.getByLabel(label).getAttribute("aria-required")).toBe("true");
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    // The thank-you page (no-JavaScript landing) is not in the sitemap, so it is checked here.
    await page.goto(new URL("/contact/thank-you", baseUrl()).toString());
    await waitForHydration(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("framed by a partner's page", () => {
  test("posts its height on load and whenever it changes; the snippet sizes the iframe to it", async () => {
    const { page, context } = await newPage();
    const frame = await openPartnerPage(page);
    await expect.poll(() => lastHeight(page)).toBeGreaterThan(300);
    const messagesSeen = await recorded(page);
    expect(messagesSeen[0]?.origin).toBe(new URL(baseUrl()).origin);
    expect(messagesSeen[0]?.data).toEqual({ type: widgetMessageTypes.resize, height: expect.any(Number) });
    const first = await lastHeight(page);
    await expect.poll(() => frameHeight(page)).toBe(first);
    // The posted height is the widget's whole content: nothing is cut off, nothing scrolls.
    const content = await frame.evaluate(() => document.documentElement.scrollHeight);
    expect(Math.abs(content - first)).toBeLessThanOrEqual(1);

    // A narrower slot wraps the text: taller widget, new message, taller iframe.
    await page.locator("#slot").evaluate((slot) => {
      (slot as HTMLElement).style.width = "300px";
    });
    await expect.poll(() => lastHeight(page)).toBeGreaterThan(first);
    const second = await lastHeight(page);
    await expect.poll(() => frameHeight(page)).toBe(second);
    // Messages only when the height changed.
    const heights = (await recorded(page)).map((message) => message.data.height);
    expect(heights.every((height, index) => index === 0 || height !== heights[index - 1])).toBe(true);
    await context.close();
  });

  test("a visitor's request from the widget is stored, shown as a success toast and reported to the parent", async () => {
    const { page, context, errors } = await newPage();
    await page.clock.install();
    const frame = await openPartnerPage(page);
    const name = `Widget Visitor ${Date.now()}`;
    await frame.getByLabel("Full name").fill(name);
    await frame.getByLabel("Email").fill("widget@example");
    await frame.getByLabel("Phone").fill("+1 312 555 0123");
    await frame.getByLabel("Service needed").selectOption("Commercial/Industrial Services");
    await frame.getByLabel("Short description").fill("Warehouse roof insulation survey.");
    await frame.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect.poll(() => shownToast(frame)).toEqual({ variant: "destructive", ...messages.invalidEmail });

    await frame.getByLabel("Email").fill("widget@example.com");
    await page.clock.fastForward(6_000);
    let release: () => void = () => {};
    let idempotencyKey = "";
    await page.route("**/api/quote-requests", (route) => {
      idempotencyKey = route.request().headers()["idempotency-key"] ?? "";
      return new Promise<void>((resolve) => {
        release = () => void route.continue().then(resolve);
      });
    });
    const responsePromise = page.waitForResponse((response) => response.url().endsWith("/api/quote-requests"));
    const submit = frame.locator('button[type="submit"]');
    await submit.click();
    await expect.poll(() => submit.textContent()).toBe("Submitting...");
    expect(await submit.isDisabled()).toBe(true);
    release();
    const response = await responsePromise;
    expect(response.status()).toBe(201);
    expect(idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await expect.poll(() => shownToast(frame)).toEqual({ variant: "default", ...messages.submitted });
    await expect
      .poll(async () => (await recorded(page)).some((message) => message.data.type === widgetMessageTypes.submitted))
      .toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __submitted?: boolean }).__submitted)).toBe(true);
    expect(await frame.getByLabel("Full name").inputValue()).toBe("");

    const { id } = (await response.json()) as { id: string };
    const { lead } = await deskApi<LeadDetailResponse>(`/api/admin/leads/${id}`);
    expect(lead).toMatchObject({
      source: "embedded-widget",
      isSpam: false,
      name,
      phone: "+1 312 555 0123",
      service: "Commercial/Industrial Services",
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
