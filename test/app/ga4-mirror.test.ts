import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ga4PageLocation } from "../../src/lib/ga4-location";

/**
 * The optional GA4 mirror of page views (src/browser/metrics-client.ts), with a measurement id set:
 * Global Privacy Control and Do Not Track keep everything from Google, and what goes never carries
 * a click id or an e-mail address. The page's globals are stood in at the module's boundary.
 */

vi.mock("web-vitals", () => ({ onCLS() {}, onINP() {}, onFCP() {}, onLCP() {}, onTTFB() {} }));
vi.mock("../../src/config/business", async (original) => {
  const { business } = await original<typeof import("../../src/config/business")>();
  return { business: { ...business, ga4MeasurementId: "G-TEST123" } };
});

const site = "https://www.lakeshore-environmental.example";
const adLanding = `${site}/services/mold-remediation?utm_source=google&utm_medium=cpc&utm_campaign=mold&gclid=TEST-CLICK&fbclid=FB1&email=ann%40example.com&note=call+ann@example.com#quote`;

type Page = {
  window: { dataLayer?: IArguments[]; gtag?: unknown };
  scripts: Array<{ src?: string }>;
  beacons: string[];
  listeners: Map<string, () => void>;
};

/** A fresh metrics-client on a page at `href` whose browser sends these privacy signals. */
async function startOn(href: string, signals: { globalPrivacyControl?: boolean; doNotTrack?: string } = {}): Promise<Page> {
  const page: Page = { window: {}, scripts: [], beacons: [], listeners: new Map() };
  const url = new URL(href);
  vi.stubGlobal("window", page.window);
  vi.stubGlobal("location", { href: url.href, pathname: url.pathname });
  vi.stubGlobal("navigator", {
    ...signals,
    sendBeacon: (_endpoint: string, body: string) => page.beacons.push(body) > 0,
  });
  vi.stubGlobal("localStorage", { getItem: () => null });
  vi.stubGlobal("document", {
    visibilityState: "visible",
    head: { append: (script: { src?: string }) => page.scripts.push(script) },
    createElement: () => ({}),
  });
  vi.stubGlobal("addEventListener", (type: string, listener: () => void) => page.listeners.set(type, listener));
  vi.resetModules();
  const { startMetrics } = await import("../../src/browser/metrics-client");
  startMetrics(url.pathname);
  return page;
}

/** What gtag was told: each call's arguments. */
const gtagCalls = (page: Page) => (page.window.dataLayer ?? []).map((args) => [...args]);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the GA4 mirror", () => {
  it("gives Google the page's address without click ids, e-mail addresses or its fragment; the campaign tags stay", async () => {
    const page = await startOn(adLanding);
    const sent = `${site}/services/mold-remediation?utm_source=google&utm_medium=cpc&utm_campaign=mold`;
    expect(page.scripts.map((script) => script.src)).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-TEST123"]);
    expect(gtagCalls(page)).toContainEqual([
      "config",
      "G-TEST123",
      { send_page_view: false, page_location: sent, allow_google_signals: false, allow_ad_personalization_signals: false },
    ]);
    expect(gtagCalls(page)).toContainEqual([
      "event",
      "page_view",
      { page_path: "/services/mold-remediation", page_location: sent },
    ]);
    expect(JSON.stringify(gtagCalls(page))).not.toMatch(/TEST-CLICK|FB1|example\.com/);
  });

  it.each([
    ["Global Privacy Control", { globalPrivacyControl: true }],
    ["Do Not Track", { doNotTrack: "1" }],
  ])("sends Google nothing under %s, not even a request for gtag.js; the site still counts the view", async (_, signals) => {
    const page = await startOn(adLanding, signals);
    expect(page.scripts).toEqual([]);
    expect(page.window.dataLayer).toBeUndefined();
    expect(page.window.gtag).toBeUndefined();
    page.listeners.get("pagehide")?.();
    expect(page.beacons.map((body) => JSON.parse(body))).toEqual([
      [{ name: "page-view", value: 1, path: "/services/mold-remediation" }],
    ]);
  });
});

describe("the address GA4 is given", () => {
  it.each([
    ["every ad network's click id", "/?gclid=a&gbraid=b&wbraid=c&msclkid=d&fbclid=e&dclid=f&ttclid=g&li_fat_id=h&yclid=i", "/"],
    ["a click id in capitals", "/contact?GCLID=a&utm_source=bing", "/contact?utm_source=bing"],
    ["a parameter named for e-mail", "/contact?e-mail=nobody&Email_Address=x", "/contact"],
    ["any value that is an e-mail address", "/contact?ref=ann%40example.com&from=x", "/contact?from=x"],
    ["nothing from a plain page", "/services/roofing?page=2", "/services/roofing?page=2"],
  ])("leaves out %s", (_, path, sent) => {
    expect(ga4PageLocation(`${site}${path}`)).toBe(`${site}${sent}`);
  });
});
