import { describe, expect, test } from "vitest";
import { business } from "../../src/config/business";
import { permanentRedirects, publicPaths } from "../../src/lib/site-map";
import { baseUrl } from "./browser";

/** What a search engine or a browser without JavaScript receives: the prerendered HTML. */
const get = (path: string, init?: RequestInit) => fetch(new URL(path, baseUrl()), { redirect: "manual", ...init });
const escapedLikeReact = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const sha256 = async (text: string) =>
  Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))).toString("base64");

/** A page's one stylesheet, inline and compiled for its section (scripts/prerender.ts), and whether the CSP allows it. */
async function inlineStylesheet(response: Response, html: string) {
  const sheets = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "");
  const allowed = await Promise.all(
    sheets.map(async (css) => response.headers.get("content-security-policy")?.includes(`'sha256-${await sha256(css)}'`)),
  );
  return { sheets: sheets.length, allowed, linked: count(html, /<link rel="stylesheet"/g) };
}

describe("every public page is prerendered", () => {
  test.each(publicPaths())("%s", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    // Module scripts are deferred: everything in the HTML is there before any script runs.
    const beforeScripts = html;

    expect(count(beforeScripts, /<h1[\s>]/g)).toBe(1);
    // The first frame waits for the header and the first section (FirstScreenEnd), not for the whole page.
    expect(beforeScripts).toContain('<link rel="expect" href="#first-screen-end" blocking="render"');
    expect(count(beforeScripts, /id="first-screen-end"/g)).toBe(1);
    expect(beforeScripts).toMatch(/<h1[\s\S]*?<span id="first-screen-end" hidden=""><\/span><\/section>/);
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
    expect(count(title.replaceAll("&amp;", "&"), new RegExp(business.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "g"))).toBe(1);
    expect(beforeScripts).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(beforeScripts).toContain(`<link rel="canonical" href="${new URL(path, business.siteUrl)}"`);
    expect(beforeScripts).toMatch(/<meta property="og:image" content="[^"]+\.jpg"/);
    expect(beforeScripts).toContain('<meta name="twitter:card"');
    const jsonLd = [...beforeScripts.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? ""),
    );
    const types = jsonLd.map((data) => data["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Organization", "GeneralContractor", "WebSite"]));
    expect(response.headers.get("cache-control")).not.toContain("immutable");
    expect(await inlineStylesheet(response, html)).toEqual({ sheets: 1, allowed: [true], linked: 0 });
  });

  test.each(["/no-such-page", "/offline", "/contact/thank-you", "/embed/quote"])(
    "%s, outside the sitemap, carries its stylesheet inline too, allowed by the CSP",
    async (path) => {
      const response = await get(path);
      expect(await inlineStylesheet(response, await response.text())).toEqual({ sheets: 1, allowed: [true], linked: 0 });
    },
  );

  test("home carries FAQPage JSON-LD whose 8 questions are visible on the page", async () => {
    const html = await (await get("/")).text();
    const faq = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? ""))
      .find((data) => data["@type"] === "FAQPage");
    expect(faq.mainEntity).toHaveLength(8);
    const visible = html.replace(/<script[\s\S]*?<\/script>/g, "");
    for (const question of faq.mainEntity) expect(visible).toContain(escapedLikeReact(question.name));
  });

  test("the business's structured data agrees with the page: one rating, founded 2004, Sunday emergency only", async () => {
    const html = await (await get("/about")).text();
    const business_ = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? ""))
      .find((data) => data["@type"] === "GeneralContractor");
    expect(business_.foundingDate).toBe("2004");
    expect(business_.aggregateRating.ratingValue).toBe(business.rating.value);
    expect(business_.aggregateRating.reviewCount).toBe(business.rating.count);
    expect(html).toContain(`${business.rating.value}/5`);
    const sunday = business_.openingHoursSpecification.find((spec: { dayOfWeek: unknown }) => spec.dayOfWeek === "Sunday");
    expect(sunday.description).toMatch(/emergency/i);
    const areas = business_.areaServed.map((area: { name: string }) => area.name);
    expect(areas).toEqual(expect.arrayContaining(["Illinois", "Indiana", "Cook County, Illinois", "Chicago, IL"]));
  });
});

describe("addresses that are not pages", () => {
  test("an unknown path answers 404 with the not-found page", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain("Return to Home");
    expect(html).toContain('content="noindex');
  });

  test.each(Object.entries(permanentRedirects))("%s moves permanently to %s", async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location") ?? "", baseUrl()).pathname).toBe(to);
  });

  test("sitemap.xml lists every public page and robots.txt keeps /admin and /api out", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    for (const path of publicPaths()) expect(sitemap).toContain(`<loc>${new URL(path, business.siteUrl)}</loc>`);
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toContain("Sitemap: ");
  });
});

describe("headers", () => {
  test("pages carry security headers with a CSP that allows only hashed inline scripts", async () => {
    const response = await get("/services");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
  });

  test("the CSP hash matches the inline theme script, so it runs", async () => {
    const response = await get("/");
    const html = await response.text();
    const script = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(response.headers.get("content-security-policy")).toContain(`'sha256-${await sha256(script)}'`);
  });

  test("hashed assets are cached for a year; the Worker's answers carry security headers too", async () => {
    const html = await (await get("/")).text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    const response = await get(asset ?? "");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(response.headers.get("cache-control")).toContain("max-age=31536000");
    const api = await get("/api/health");
    expect(api.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("links", () => {
  test("every internal link on every page leads to a page that exists", async () => {
    const known = new Set(publicPaths());
    const broken: string[] = [];
    for (const path of [...publicPaths(), "/no-such-page"]) {
      const html = await (await get(path)).text();
      for (const [, href] of html.matchAll(/<a[^>]+href="([^"#]*)[^"]*"/g)) {
        if (!href?.startsWith("/")) continue;
        const target = href.split("?")[0] ?? "";
        if (known.has(target)) continue;
        const status = (await get(target)).status;
        if (status !== 200) broken.push(`${path} -> ${href} (${status})`);
        else known.add(target);
      }
    }
    expect(broken).toEqual([]);
  });
});
