import { randomBytes } from "node:crypto";
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { html } from "hono/html";
import { generateKeyPair, SignJWT } from "jose";
import { business } from "../src/config/business";
import { serviceHref, serviceIndex } from "../src/content/service-index";
import { estimateTexts } from "../src/lib/estimate-texts";
import { messages } from "../src/lib/messages";
import { requiredQuoteFields } from "../src/lib/quote";
import { apiSecurityHeaders, pageSecurityHeaders } from "../src/lib/security-headers";

/** A text as the page's HTML carries it (Hono's escaping, as the Worker's pages use). */
const asHtml = (text: string) => String(html`${text}`);

/**
 * `npm run smoke -- https://www.example.com`: checks a served site from outside, as a visitor, staff
 * without a sign-in and a forger would meet it, and writes nothing anyone would see (the lead it
 * sends is one the API must refuse). Prints a line per check passed and one per failure, and exits
 * non-zero on any failure, so that it can gate a deploy.
 */

type Check = { name: string; problems: (site: URL) => Promise<string[]> };

const service = serviceIndex[0];

/** Every request gives up after this long: a site that does not answer fails its check instead of hanging. */
const requestTimeoutMs = 20_000;

const get = (site: URL, path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, site), { headers, redirect: "manual", signal: AbortSignal.timeout(requestTimeoutMs) });

const answered = (response: Response) => {
  const location = response.headers.get("Location");
  return `answered ${response.status}${location ? ` (to ${location})` : ""}`;
};

/** A check stops at a wrong status: what else it would find follows from it. */
const wrongStatus = (response: Response, status: number) => [`${answered(response)}, expected ${status}`];

function expectType(response: Response, type: string): string[] {
  const contentType = response.headers.get("Content-Type") ?? "";
  return contentType.includes(type) ? [] : [`Content-Type is "${contentType}", expected ${type}`];
}

/** A Content-Security-Policy by directive, without the hashes of inline scripts and styles (they change with every build). */
function policyDirectives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [name, sources.filter((source) => !source.startsWith("'sha256-")).join(" ")]),
  );
}

/** The headers `expected` names, each with its value (the policy directive by directive). */
function headerProblems(response: Response, expected: Record<string, string>): string[] {
  return Object.entries(expected).flatMap(([name, value]) => {
    const actual = response.headers.get(name);
    if (actual === null) return [`header ${name} is missing`];
    if (name === "Content-Security-Policy") return policyProblems(actual, value);
    return actual === value ? [] : [`header ${name} is "${actual}", expected "${value}"`];
  });
}

function policyProblems(actual: string, expected: string): string[] {
  const directives = policyDirectives(actual);
  return [...policyDirectives(expected)]
    .filter(([directive, sources]) => directives.get(directive) !== sources)
    .map(
      ([directive, sources]) =>
        `Content-Security-Policy has ${directive} "${directives.get(directive) ?? ""}", expected "${sources}"`,
    );
}

const pageHeaders = pageSecurityHeaders({ scripts: [], styles: [] });

function pageCheck(name: string, path: string, text: string): Check {
  return {
    name: `${name} ${path} answers 200 with "${text}" and the security headers`,
    problems: async (site) => {
      const response = await get(site, path, { Accept: "text/html" });
      if (response.status !== 200) return wrongStatus(response, 200);
      const body = await response.text();
      return [
        ...expectType(response, "text/html"),
        ...(body.includes(asHtml(text)) ? [] : [`the page does not say "${text}"`]),
        ...headerProblems(response, pageHeaders),
      ];
    },
  };
}

const sitemapCheck: Check = {
  name: "sitemap.xml lists the home page and the service page",
  problems: async (site) => {
    const response = await get(site, "/sitemap.xml");
    if (response.status !== 200) return wrongStatus(response, 200);
    const body = await response.text();
    const paths = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "", site).pathname);
    return [
      ...expectType(response, "xml"),
      ...["/", serviceHref(service.slug)].filter((path) => !paths.includes(path)).map((path) => `no <loc> for ${path}`),
    ];
  },
};

const robotsCheck: Check = {
  name: "robots.txt names the sitemap and keeps crawlers out of the desk",
  problems: async (site) => {
    const response = await get(site, "/robots.txt");
    if (response.status !== 200) return wrongStatus(response, 200);
    const body = await response.text();
    return [
      ...expectType(response, "text/plain"),
      ...(/^Sitemap: \S+\/sitemap\.xml$/m.test(body) ? [] : ["no Sitemap: line"]),
      ...(/^Disallow: \/admin$/m.test(body) ? [] : ["no Disallow: /admin line"]),
    ];
  },
};

/** A token in the shape Cloudflare Access issues, signed by a key of our own instead of the team's. */
async function forgedAccessToken(): Promise<string> {
  const { privateKey } = await generateKeyPair("RS256");
  return new SignJWT({ email: business.email, type: "app" })
    .setProtectedHeader({ alg: "RS256", kid: randomBytes(16).toString("hex") })
    .setIssuer("https://forged.cloudflareaccess.com")
    .setAudience(randomBytes(32).toString("hex"))
    .setSubject(randomBytes(16).toString("hex"))
    .setIssuedAt()
    .setExpirationTime("10m")
    .sign(privateKey);
}

/**
 * Staff routes refuse anyone without a valid Access token: the Worker answers 401, or, where an
 * Access application sits in front of them, Access sends the visitor to its sign-in page.
 */
function deskCheck(path: string, withForgedToken: boolean): Check {
  return {
    name: `${path} refuses ${withForgedToken ? "a forged Access token" : "a request without Access"}`,
    problems: async (site) => {
      const token = withForgedToken ? await forgedAccessToken() : undefined;
      const response = await get(
        site,
        path,
        token ? { "Cf-Access-Jwt-Assertion": token, Cookie: `CF_Authorization=${token}` } : {},
      );
      await response.body?.cancel();
      const location = response.headers.get("Location");
      const toAccessSignIn =
        response.status >= 300 &&
        response.status < 400 &&
        location !== null &&
        new URL(location, site).hostname.endsWith(".cloudflareaccess.com");
      return response.status === 401 || toAccessSignIn ? [] : [`${answered(response)}, expected 401 or Access's sign-in page`];
    },
  };
}

/** The quote API refuses a request without its required fields, as documented: 400 with {"error", "fields"}. */
const leadApiCheck: Check = {
  name: 'the lead API refuses a bad request with 400 {"error", "fields"}',
  problems: async (site) => {
    const response = await fetch(new URL("/api/quote-requests", site), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: "{}",
      redirect: "manual",
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    if (response.status !== 400) return wrongStatus(response, 400);
    const problems = [...expectType(response, "application/json"), ...headerProblems(response, apiSecurityHeaders)];
    const body = (await response.json().catch(() => null)) as { error?: unknown; fields?: Record<string, unknown> } | null;
    const sentence = messages.missingFields(Object.values(requiredQuoteFields)).description;
    if (body?.error !== sentence) problems.push(`its error is ${JSON.stringify(body?.error)}, expected "${sentence}"`);
    const fields = Object.keys(body?.fields ?? {});
    for (const field of Object.keys(requiredQuoteFields))
      if (!fields.includes(field)) problems.push(`its fields do not name ${field}`);
    return problems;
  },
};

/** A customer link that was never issued gets the estimate's own page saying so, not an error. */
const unknownEstimateCheck: Check = {
  name: "an unknown estimate link answers 404 with the page that says so",
  problems: async (site) => {
    const response = await get(site, `/estimates/${randomBytes(32).toString("base64url")}`, {
      Accept: "text/html",
      "Accept-Language": "en",
    });
    if (response.status !== 404) return wrongStatus(response, 404);
    const body = await response.text();
    const sentence = estimateTexts.en.notFound;
    return [
      ...expectType(response, "text/html"),
      ...(body.includes(asHtml(sentence)) ? [] : [`the page does not say "${sentence}"`]),
    ];
  },
};

export const smokeChecks: Check[] = [
  pageCheck("home page", "/", business.name),
  pageCheck("service page", serviceHref(service.slug), service.name),
  sitemapCheck,
  robotsCheck,
  deskCheck("/admin", false),
  deskCheck("/admin", true),
  deskCheck("/api/admin/leads", false),
  deskCheck("/api/admin/leads", true),
  leadApiCheck,
  unknownEstimateCheck,
];

/** Runs every check against `site`; the exit code: 0 when all passed. */
export async function smoke(site: URL, print = console.log): Promise<number> {
  print(`Smoke test of ${site.origin}:`);
  let failed = 0;
  for (const check of smokeChecks) {
    const problems = await check.problems(site).catch((error: Error) => [`no answer: ${error.cause ?? error.message}`]);
    if (problems.length === 0) print(`  ok    ${check.name}`);
    else failed++;
    for (const problem of problems) print(`  FAIL  ${check.name}: ${problem}`);
  }
  print(failed === 0 ? `All ${smokeChecks.length} checks passed.` : `${failed} of ${smokeChecks.length} checks failed.`);
  return failed === 0 ? 0 : 1;
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const address = process.argv[2];
  if (!address || !URL.canParse(address)) {
    console.error("Usage: npm run smoke -- https://www.example.com");
    process.exitCode = 2;
  } else process.exitCode = await smoke(new URL(address));
}
