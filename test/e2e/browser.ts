import { readFileSync } from "node:fs";
import { get } from "node:http";
import { createRequire } from "node:module";
import type { Browser, BrowserContext, BrowserContextOptions, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { launchChromium } from "../../scripts/chromium";
import type { LocalServer } from "../../scripts/local-server";
import { quoteRequest } from "../support/payloads";
import { startE2eServer } from "./server";

let ownServer: LocalServer | undefined;

export const baseUrl = () => ownServer?.baseUrl ?? inject("baseUrl");

/**
 * For a test file that changes what the whole site shows (the chatbot's settings): a server of its
 * own, so that the files running beside it never see those changes. Call it at the top of the file;
 * baseUrl() then names that server.
 */
export function runOnOwnServer() {
  beforeAll(async () => {
    ownServer = await startE2eServer(`.wrangler/e2e-own-${process.pid}`, inject("migratedState"));
  });
  afterAll(async () => {
    await ownServer?.stop();
  });
}

/**
 * Chromium for a test file. Its pages ask for reduced motion unless a test says otherwise: the home
 * page's background video and marquees keep a core half busy for as long as the page is open, in
 * every test that happens to pass through it. The tests of motion itself ask for "no-preference".
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await launchChromium();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ reducedMotion: "reduce", ...options });
  return browser;
}

/** One Chromium for the test file that calls this: launched before its tests, closed after them; the function answers it. */
export function browserAroundTests(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The test file's Chromium is not launched yet: ask for it inside a test or hook.");
    return browser;
  };
}

export const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
export const mobile: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A page in a context of its own that records console errors and uncaught exceptions, so tests can demand there are none. */
export async function openPage(
  browser: Browser,
  path: string,
  options: BrowserContextOptions = desktop,
  { installClock = false }: { installClock?: boolean } = {},
) {
  const context = await newContext(browser, options);
  return { ...(await openPageIn(context, path, { installClock })), context };
}

/** A browser context as the tests use it: the site's address as base, service workers blocked. */
export function newContext(browser: Browser, options: BrowserContextOptions = desktop): Promise<BrowserContext> {
  // The offline service worker fetches assets itself, out of page.route's sight; its own tests opt in.
  return browser.newContext({ baseURL: baseUrl(), serviceWorkers: "block", ...options });
}

/**
 * A new page (tab) in a context the tests of a file share, recording errors as openPage does; the
 * test closes the page, not the context. A fresh context per test costs about a second of Chromium's
 * CPU more per page: a new renderer and an empty cache, every script fetched and compiled again.
 * The tab's routes and errors are its own; cookies, storage and permissions are the context's.
 */
export async function openPageIn(
  context: BrowserContext,
  path: string,
  { installClock = false }: { installClock?: boolean } = {},
) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    // Chromium logs a 404 page's own status as an error; that status is what the 404 page is for.
    const isDocumentStatus = message.location().url === page.url() && message.text().includes("status of 404");
    if (message.type() === "error" && !isDocumentStatus) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  if (installClock) await page.clock.install();
  await page.goto(path);
  return { page, errors };
}

/**
 * The classes on the page's elements that no rule of its stylesheets names. Each page carries only
 * the CSS its section and the public scripts use (scripts/prerender.ts): an island's later state, a
 * toast or the chat panel, with a class the page's stylesheet lacks would show unstyled. Markers
 * that no stylesheet styles are left out: `group` and `peer` (named by other classes' selectors),
 * lucide's `lucide lucide-<icon>` on every icon, and `active`, which React Router's NavLink adds.
 */
export function classesWithoutRules(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const named = new Set<string>();
    const cssUnescape = (name: string) =>
      name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex, char) =>
        hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
      );
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule)
          for (const match of rule.selectorText.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-]|\P{ASCII})+)/gu))
            named.add(cssUnescape(match[1] ?? ""));
        if ("cssRules" in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const missing = new Set<string>();
    for (const element of document.querySelectorAll("[class]"))
      for (const name of element.classList)
        if (!named.has(name) && !/^((group|peer)(\/.*)?|lucide(-.*)?|active)$/.test(name)) missing.add(name);
    return [...missing].sort();
  });
}

/**
 * Public pages whose sections below the fold render only as they near the viewport (ProseSection's
 * belowTheFold, the blog's cards, a service's steps and questions, the services' second category,
 * /about's values): at each width some of their own text is deferred (content-pages.test.ts at 390 px,
 * every-page.test.ts at 1280 px).
 */
export const deferringPages = ["/services/roofing", "/services", "/blog", "/blog/ice-dams-and-gutters", "/privacy", "/about"];

/**
 * What a page loaded at `width` has moved and deferred: the layout shifts so far (two frames are let
 * pass, so a section deferred on screen, laid out in the first, has its shift reported by the second);
 * how far it is wider than the screen (a deferred section's placeholder must not widen the page: a
 * phone zooms out to show it all); and how many of its own sections below the fold (not the call to
 * action that closes every page) are deferred (content-visibility: auto).
 */
export function shiftsOverflowAndDeferred(page: Page, width: number) {
  return page.evaluate(async (width) => {
    const entries: Array<PerformanceEntry & { value: number }> = [];
    const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as typeof entries)));
    observer.observe({ type: "layout-shift", buffered: true });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    entries.push(...(observer.takeRecords() as typeof entries));
    const sections = [...document.querySelectorAll("main *")].filter(
      (element) => getComputedStyle(element).contentVisibility === "auto",
    );
    return {
      shifts: entries.map((entry) => entry.value),
      overflow: Math.max(document.documentElement.scrollWidth - document.documentElement.clientWidth, innerWidth - width),
      deferred: sections.filter(
        (element) => element.getBoundingClientRect().top > innerHeight && !element.matches("main > :last-child"),
      ).length,
    };
  }, width);
}

/**
 * Waits until the page's script has started its islands (src/browser/island-triggers.ts): the header works,
 * and the islands needed at once are live; the others load when used or seen.
 */
export async function waitForHydration(page: Page | Frame) {
  await page.waitForFunction(() => (window as Window & { __islandsReady?: boolean }).__islandsReady === true);
}

/** A lead as a visitor creates it, through the public quote API; its id. */
export async function newLead(fields: Record<string, unknown>, clientIp = "198.51.100.77"): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/quote-requests`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": clientIp },
    body: JSON.stringify(quoteRequest(fields)),
  });
  if (response.status !== 201) throw new Error(`The quote API answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/**
 * axe-core as the page gets it: the minified build of the copy @axe-core/playwright depends on (its
 * default is the unminified one, 1.5 MB for the page to parse).
 */
const minifiedAxe = readFileSync(
  createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Puts axe in each frame of the page that does not have it yet, configured as @axe-core/playwright's
 * legacy mode configures it. Once per document: its AxeBuilder sends and evaluates the 550 kB source
 * twice on every check (about 0.2 s of the page's time each, and as much again over the protocol), and
 * a page is often checked twice (seriousAxeViolationsInBothThemes).
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => "axe" in window)) continue;
    await frame.evaluate(minifiedAxe);
    await frame.evaluate(() => {
      const { axe } = window as Window & { axe?: { configure(spec: object): void } };
      axe?.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } });
    });
  }
}

type AxeViolation = { id: string; impact?: string | null; nodes: Array<{ target: unknown[] }> };

/** What axe finds serious or critical on the page (or inside `include`), WCAG 2.1 AA and best practice, as readable lines. */
export async function seriousAxeViolations(page: Page, include?: string, rules?: readonly string[]): Promise<string[]> {
  await injectAxe(page);
  // axe runs in the page itself (as @axe-core/playwright's legacy mode does; its default opens a second
  // page per call to merge results across cross-origin frames, which these pages do not have, and costs
  // about 0.7 s a call). Only violations are reported in full: the nodes that passed each rule are not
  // described and sent back, which halves the time of a check on a long page.
  const runOnly = rules
    ? { type: "rule", values: [...rules] }
    : { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] };
  const violations = await page.evaluate(
    async ({ include, runOnly }) => {
      const { axe } = window as Window & {
        axe?: { run(context: unknown, options: object): Promise<{ violations: AxeViolation[] }> };
      };
      if (!axe) throw new Error("axe is not in the page");
      const context = include ? { include: [include], exclude: [] } : document;
      return (await axe.run(context, { resultTypes: ["violations"], runOnly })).violations;
    },
    { include, runOnly },
  );
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** The axe rules whose result depends on colours: all that can differ between the light and the dark theme. */
export const colourRules = ["color-contrast", "link-in-text-block"] as const;

/**
 * axe in both themes on the page as it stands: every rule in the theme it shows, then the colour
 * rules in the other one. A theme is only the `dark` class on <html> (src/components/ui/theme.ts),
 * as the toggles set it; it changes colours and nothing else (the one `dark:hidden` swaps two
 * aria-hidden icons), so the other rules would find the same in both. Transitions are switched off
 * first: links and buttons fade to their new colours (transition-colors), and axe is to read the
 * colours they end at. The page is left in the other theme. Each line says its theme.
 */
export async function seriousAxeViolationsInBothThemes(page: Page, include?: string): Promise<string[]> {
  const dark = await page.evaluate(() => {
    const still = new CSSStyleSheet();
    still.replaceSync("*, ::before, ::after { transition: none !important }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
    return document.documentElement.classList.contains("dark");
  });
  const [shown, other] = dark ? ["dark", "light"] : ["light", "dark"];
  const inShown = await seriousAxeViolations(page, include);
  await page.evaluate(() => document.documentElement.classList.toggle("dark"));
  const inOther = await seriousAxeViolations(page, include, colourRules);
  return [...inShown.map((line) => `${shown}: ${line}`), ...inOther.map((line) => `${other}: ${line}`)];
}

/** The desk's API as the e2e server's local identity (honoured on 127.0.0.1), from the same origin. */
export async function deskApi<T>(path: string, method = "GET", body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { "Content-Type": "application/json", Origin: baseUrl() },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A GET as the production site's visitors send it: Node's fetch cannot set Host, node:http can. */
export function getAsPublicHost(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(`${baseUrl()}${path}`, { headers: { Host: "www.lakeshore-environmental.example" } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    }).on("error", reject);
  });
}
