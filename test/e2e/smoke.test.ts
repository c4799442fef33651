import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type LocalServer, startLocalServer } from "../../scripts/local-server";
import { smoke, smokeChecks } from "../../scripts/smoke";
import { apiSecurityHeaders, pageSecurityHeaders } from "../../src/lib/security-headers";

const root = new URL("../../", import.meta.url).pathname;

/**
 * `npm run smoke` (scripts/smoke.ts) against the built site and against sites broken in the ways it
 * is for. A file of the browser tests' project, with no browser: its server starts from the run's
 * migrated state (test/e2e/server.ts) instead of migrating a state of its own.
 */
describe("npm run smoke against the built site in workerd", () => {
  let site: LocalServer;
  beforeAll(async () => {
    // Without the local identity (DEV_STAFF_EMAIL), as a deployed Worker runs: /admin must refuse.
    site = await startLocalServer({
      persistTo: `.wrangler/smoke-test-${process.pid}`,
      migratedState: inject("migratedState"),
      removeStateOnStop: true,
    });
  });
  afterAll(() => site?.stop());

  it("passes every check, a line each", async () => {
    const printed: string[] = [];
    expect(await smoke(new URL(site.baseUrl), (line) => printed.push(line))).toBe(0);
    expect(printed).toEqual([
      `Smoke test of ${site.baseUrl}:`,
      ...smokeChecks.map((check) => `  ok    ${check.name}`),
      `All ${smokeChecks.length} checks passed.`,
    ]);
  });
});

/**
 * A site broken in the ways the smoke test is for: a page without all its headers, a server error,
 * a sitemap and a robots.txt that lost lines, the desk served to anyone, a forged token taken, a
 * refusal in another shape than documented, a bare 404 for a customer's link.
 */
function brokenSite(): Promise<Server> {
  const { "Strict-Transport-Security": _hsts, ...pageHeaders } = pageSecurityHeaders({ scripts: [], styles: [] });
  const answers: Record<string, { status: number; headers: Record<string, string>; body: string }> = {
    "/": {
      status: 200,
      headers: {
        ...pageHeaders,
        "Content-Security-Policy": String(pageHeaders["Content-Security-Policy"]).replace(
          "script-src 'self'",
          "script-src 'self' 'unsafe-inline'",
        ),
        "Content-Type": "text/html; charset=utf-8",
      },
      body: "<h1>Lakeshore Environmental &amp; Construction</h1>",
    },
    "/sitemap.xml": {
      status: 200,
      headers: { "Content-Type": "application/xml" },
      body: "<urlset><url><loc>https://www.lakeshore-environmental.example/</loc></url></urlset>",
    },
    "/robots.txt": { status: 200, headers: { "Content-Type": "text/plain" }, body: "User-agent: *\nAllow: /\n" },
    "/admin": { status: 200, headers: { "Content-Type": "text/html" }, body: '<div id="desk"></div>' },
    "/api/quote-requests": {
      status: 400,
      headers: { ...apiSecurityHeaders, "Content-Type": "application/json" },
      body: '{"error":"Bad request","fields":{"name":"Name is required.","email":"Email is required."}}',
    },
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://site").pathname;
    if (path === "/api/admin/leads") {
      // Takes any token at all.
      const token = request.headers["cf-access-jwt-assertion"];
      response.writeHead(token ? 200 : 401, { "Content-Type": "application/json" });
      response.end(token ? '{"leads":[]}' : '{"error":"Sign in with your staff account to use the desk.","fields":{}}');
      return;
    }
    const answer = answers[path] ?? {
      status: path.startsWith("/estimates/") ? 404 : 500,
      headers: { "Content-Type": "text/html" },
      body: "<h1>Not Found</h1>",
    };
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

describe("npm run smoke against a broken site", () => {
  let server: Server;
  beforeAll(async () => {
    server = await brokenSite();
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("exits non-zero with a line per failure, and a line per check that passed", async () => {
    const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ran = await promisify(execFile)(`${root}node_modules/.bin/tsx`, ["scripts/smoke.ts", address], { cwd: root }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => error,
    );
    const home = 'home page / answers 200 with "Lakeshore Environmental & Construction" and the security headers';
    const robots = "robots.txt names the sitemap and keeps crawlers out of the desk";
    const leadApi = 'the lead API refuses a bad request with 400 {"error", "fields"}';
    expect(ran.stdout.trimEnd().split("\n")).toEqual([
      `Smoke test of ${address}:`,
      `  FAIL  ${home}: header Strict-Transport-Security is missing`,
      `  FAIL  ${home}: Content-Security-Policy has script-src "'self' 'unsafe-inline'", expected "'self'"`,
      '  FAIL  service page /services/asbestos-inspection answers 200 with "Asbestos Inspection" and the security headers: answered 500, expected 200',
      "  FAIL  sitemap.xml lists the home page and the service page: no <loc> for /services/asbestos-inspection",
      `  FAIL  ${robots}: no Sitemap: line`,
      `  FAIL  ${robots}: no Disallow: /admin line`,
      "  FAIL  /admin refuses a request without Access: answered 200, expected 401 or Access's sign-in page",
      "  FAIL  /admin refuses a forged Access token: answered 200, expected 401 or Access's sign-in page",
      "  ok    /api/admin/leads refuses a request without Access",
      "  FAIL  /api/admin/leads refuses a forged Access token: answered 200, expected 401 or Access's sign-in page",
      `  FAIL  ${leadApi}: its error is "Bad request", expected "Please fill in: Name, Email, Service"`,
      `  FAIL  ${leadApi}: its fields do not name service`,
      '  FAIL  an unknown estimate link answers 404 with the page that says so: the page does not say "This estimate link is not valid. Please check the link in your e-mail, or contact us."',
      "9 of 10 checks failed.",
    ]);
    expect(ran.code).toBe(1);
  }, 30_000);

  it("fails every check, a line each, when nothing answers", async () => {
    const closed = createServer();
    const port = await new Promise<number>((resolve) =>
      closed.listen(0, "127.0.0.1", () => resolve((closed.address() as AddressInfo).port)),
    );
    await new Promise((resolve) => closed.close(resolve));
    const printed: string[] = [];
    expect(await smoke(new URL(`http://127.0.0.1:${port}`), (line) => printed.push(line))).toBe(1);
    expect(printed.slice(1, -1)).toEqual(
      smokeChecks.map((check) => expect.stringMatching(`^  FAIL  ${escapeRegExp(check.name)}: no answer: .*ECONNREFUSED`)),
    );
    expect(printed.at(-1)).toBe("10 of 10 checks failed.");
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
