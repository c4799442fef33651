import { env, exports } from "cloudflare:workers";
import { COMPOSED_HANDLER } from "hono/utils/constants";
import { generateKeyPair } from "jose";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { accessMessages } from "../../src/lib/desk";
import { app } from "../../worker/app";
import { requireAdmin } from "../../worker/http/access";
import { adminApiRoutes } from "../../worker/routes/admin";
import { deskPageRoutes } from "../../worker/routes/desk-pages";
import { accessToken, audience, certsUrl, saveStaffMember, serveTeamKeys, teamKeyId } from "./support/access";
import { insertLead } from "./support/desk-leads";
import { fetchWithEnv, origin, send } from "./support/http";

/**
 * The desk's door, proven on every door there is: the routes are read from the Hono apps the
 * Worker mounts, so a screen or API route added later is walked by this test without editing it.
 */

type Endpoint = { method: string; path: string; adminOnly: boolean };

const sample = "sample-7f3a";
/** A request path for a route pattern: every parameter and wildcard gets a sample value. */
const concrete = (pattern: string) => pattern.replace(/:\w+(\{[^}]*\})?/g, sample).replace(/\*/g, sample);

/** Route patterns as Hono matches them: `:param` is one segment, a trailing `/*` any rest, the bare prefix included. */
const matches = (pattern: string, path: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
      .replace(/\/\\\*$|\/\*$/, "(/.*)?")
      .replace(/:\w+/g, "[^/]+")
      .replace(/\*/g, ".*")}/?$`,
  ).test(path);

/** A sub-app with its own onError has its handlers wrapped when mounted; Hono keeps the original on the wrapper. */
function original(handler: unknown): unknown {
  let unwrapped = handler as { [COMPOSED_HANDLER]?: unknown } | undefined;
  while (unwrapped?.[COMPOSED_HANDLER]) unwrapped = unwrapped[COMPOSED_HANDLER] as typeof unwrapped;
  return unwrapped;
}

function endpointsOf(app: { routes: Array<{ method: string; path: string; handler: unknown }> }, prefix: string) {
  const routes = app.routes.map((route) => ({ ...route, path: `${prefix}${route.path}`.replace(/(.)\/$/, "$1") }));
  const adminGates = routes.filter((route) => original(route.handler) === requireAdmin);
  const found = new Map<string, Endpoint>();
  for (const route of routes) {
    if (route.method === "ALL") continue; // middleware for every method, not an endpoint
    const paths = route.path.endsWith("/*") ? [route.path.slice(0, -2), route.path] : [route.path];
    for (const pattern of paths) {
      const path = concrete(pattern);
      const adminOnly = adminGates.some(
        (gate) => (gate.method === route.method || gate.method === "ALL") && matches(gate.path, path),
      );
      const key = `${route.method} ${path}`;
      found.set(key, { method: route.method, path, adminOnly: adminOnly || (found.get(key)?.adminOnly ?? false) });
    }
  }
  return [...found.values()];
}

const apiEndpoints = endpointsOf(adminApiRoutes, "/api/admin");
const pageEndpoints = [
  ...endpointsOf(deskPageRoutes, ""),
  { method: "GET", path: "/admin/leads/unknown/deep", adminOnly: false },
];
const everyEndpoint = [...pageEndpoints, ...apiEndpoints];
const isPage = (endpoint: Endpoint) => !endpoint.path.startsWith("/api/");

const admin = "owner@lakeshore.example";
const crew = "crew@lakeshore.example";
const disabled = "former.crew@lakeshore.example";
/** Staff data that must never show up in a refusal. */
const secretMember = "secret.member@lakeshore.example";
const secretLeadName = "Zebulon Quartermaine";
/** The desk's HTML (admin.html) mounts the app here. */
const deskRoot = 'id="desk"';

function request(endpoint: Endpoint, headers: Record<string, string>, url = `${origin}${endpoint.path}`): Request {
  const writes = !["GET", "HEAD"].includes(endpoint.method);
  return new Request(url, {
    method: endpoint.method,
    headers: { Origin: new URL(url).origin, ...(writes ? { "Content-Type": "application/json" } : {}), ...headers },
    body: writes ? "{}" : undefined,
  });
}

/** Through the Worker's real entry point, as a request from the desk's own pages. */
const call = (endpoint: Endpoint, headers: Record<string, string> = {}) => exports.default.fetch(request(endpoint, headers));

const bearer = (token: string) => ({ "Cf-Access-Jwt-Assertion": token });

/** The refusal, and nothing else: no desk HTML, no staff or lead data. */
async function expectRefusal(endpoint: Endpoint, response: Response, status: 401 | 403, sentence: string) {
  const label = `${endpoint.method} ${endpoint.path}`;
  const body = await response.text();
  expect(response.status, `${label}: ${body}`).toBe(status);
  expect(response.headers.get("Cache-Control"), label).toContain("no-store");
  for (const secret of [secretMember, secretLeadName, admin, crew, disabled, deskRoot, "/assets/"])
    expect(body, label).not.toContain(secret);
  if (isPage(endpoint)) {
    expect(response.headers.get("Content-Type"), label).toMatch(/^text\/html/);
    expect(response.headers.get("X-Robots-Tag"), label).toBe("noindex");
    expect(body, label).toContain(sentence);
  } else {
    expect(JSON.parse(body), label).toEqual({ error: sentence, fields: {} });
  }
}

beforeAll(async () => {
  await saveStaffMember(admin, "admin");
  await saveStaffMember(crew, "staff");
  await saveStaffMember(disabled, "admin", false);
  await saveStaffMember(secretMember, "staff");
  await insertLead({ name: secretLeadName });
});

beforeEach(() => {
  vi.restoreAllMocks();
  serveTeamKeys();
});

describe("the routes this test walks", () => {
  it("come from the mounted apps, admin-only ones included", () => {
    const listed = everyEndpoint.map((endpoint) => `${endpoint.method} ${endpoint.path}${endpoint.adminOnly ? " (admin)" : ""}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        "GET /admin",
        "GET /admin/sample-7f3a",
        "GET /admin.html",
        "GET /api/admin/me",
        "GET /api/admin/staff",
        "POST /api/admin/staff (admin)",
        "PATCH /api/admin/staff/sample-7f3a (admin)",
        "DELETE /api/admin/staff/sample-7f3a (admin)",
        // Mounted from a sub-app with its own error handler: found through Hono's wrapper.
        "DELETE /api/admin/leads/sample-7f3a (admin)",
      ]),
    );
    expect(apiEndpoints.length).toBeGreaterThan(5);
  });

  it("name exactly these desk API routes: a route added or dropped must change this list", () => {
    expect(apiEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort()).toEqual(
      [
        "GET /api/admin/me",
        "GET /api/admin/staff",
        "POST /api/admin/staff",
        "PATCH /api/admin/staff/sample-7f3a",
        "DELETE /api/admin/staff/sample-7f3a",
        "GET /api/admin/leads",
        "GET /api/admin/leads/export.csv",
        "GET /api/admin/leads/sample-7f3a",
        "PATCH /api/admin/leads/sample-7f3a",
        "POST /api/admin/leads/sample-7f3a/notes",
        "POST /api/admin/leads/sample-7f3a/spam",
        "POST /api/admin/leads/sample-7f3a/forward",
        "DELETE /api/admin/leads/sample-7f3a",
        "GET /api/admin/photos/sample-7f3a",
        "GET /api/admin/dashboard",
        "GET /api/admin/boards",
        "POST /api/admin/boards",
        "GET /api/admin/boards/sample-7f3a",
        "PATCH /api/admin/boards/sample-7f3a",
        "POST /api/admin/boards/sample-7f3a/moves",
        "POST /api/admin/boards/sample-7f3a/columns",
        "PUT /api/admin/boards/sample-7f3a/columns",
        "PATCH /api/admin/boards/sample-7f3a/columns/sample-7f3a",
        "DELETE /api/admin/boards/sample-7f3a/columns/sample-7f3a",
        "GET /api/admin/calendar/events",
        "POST /api/admin/calendar/events",
        "PATCH /api/admin/calendar/events/sample-7f3a",
        "DELETE /api/admin/calendar/events/sample-7f3a",
        "GET /api/admin/calendar/availability",
        "PUT /api/admin/calendar/availability",
        "POST /api/admin/calendar/leads/sample-7f3a/inspection",
        "GET /api/admin/chatbot",
        "PUT /api/admin/chatbot",
        "GET /api/admin/estimates/price-list",
        "POST /api/admin/estimates/price-list",
        "PUT /api/admin/estimates/price-list/sample-7f3a",
        "DELETE /api/admin/estimates/price-list/sample-7f3a",
        "GET /api/admin/estimates/settings",
        "PUT /api/admin/estimates/settings",
        "GET /api/admin/estimates",
        "POST /api/admin/estimates",
        "GET /api/admin/estimates/sample-7f3a",
        "PUT /api/admin/estimates/sample-7f3a",
        "DELETE /api/admin/estimates/sample-7f3a",
        "POST /api/admin/estimates/sample-7f3a/revisions",
        "POST /api/admin/estimates/sample-7f3a/send",
        "POST /api/admin/estimates/sample-7f3a/withdraw",
        "GET /api/admin/estimates/sample-7f3a/link",
        "POST /api/admin/estimates/sample-7f3a/links/revoke",
        "POST /api/admin/estimates/sample-7f3a/links",
        "GET /api/admin/estimates/sample-7f3a/pdf",
        "GET /api/admin/sources",
        "GET /api/admin/sources/export.csv",
        "GET /api/admin/sources/google-ads.csv",
        "GET /api/admin/sources/spend",
        "PUT /api/admin/sources/spend",
        "GET /api/admin/sources/leads/sample-7f3a",
        "GET /api/admin/jobs",
        "GET /api/admin/jobs/due",
        "GET /api/admin/jobs/sample-7f3a",
        "PUT /api/admin/jobs/sample-7f3a/schedule",
        "PUT /api/admin/jobs/sample-7f3a/facts",
        "POST /api/admin/jobs/sample-7f3a/state",
        "PUT /api/admin/jobs/sample-7f3a/review-request",
        "POST /api/admin/jobs/sample-7f3a/records",
        "POST /api/admin/jobs/sample-7f3a/records/sample-7f3a/void",
        "POST /api/admin/jobs/sample-7f3a/waste-loads",
        "PATCH /api/admin/jobs/sample-7f3a/waste-loads/sample-7f3a",
        "GET /api/admin/jobs/sample-7f3a/files/sample-7f3a",
        "GET /api/admin/jobs/sample-7f3a/log",
        "POST /api/admin/jobs/sample-7f3a/log",
        "GET /api/admin/jobs/sample-7f3a/closeout.pdf",
        "GET /api/admin/compliance/local-rules",
        "PUT /api/admin/compliance/local-rules",
      ].sort(),
    );
  });

  it("name exactly these admin-only routes: a gate added or dropped must change this list", () => {
    const adminOnly = everyEndpoint.filter((endpoint) => endpoint.adminOnly).map((e) => `${e.method} ${e.path}`);
    expect(adminOnly.sort()).toEqual(
      [
        "POST /api/admin/staff",
        "PATCH /api/admin/staff/sample-7f3a",
        "DELETE /api/admin/staff/sample-7f3a",
        "DELETE /api/admin/leads/sample-7f3a",
        "POST /api/admin/boards",
        "PATCH /api/admin/boards/sample-7f3a",
        "POST /api/admin/boards/sample-7f3a/columns",
        "PUT /api/admin/boards/sample-7f3a/columns",
        "PATCH /api/admin/boards/sample-7f3a/columns/sample-7f3a",
        "DELETE /api/admin/boards/sample-7f3a/columns/sample-7f3a",
        "POST /api/admin/estimates/price-list",
        "PUT /api/admin/estimates/price-list/sample-7f3a",
        "DELETE /api/admin/estimates/price-list/sample-7f3a",
        "PUT /api/admin/estimates/settings",
        "PUT /api/admin/compliance/local-rules",
      ].sort(),
    );
  });

  it("are all the desk's routes the Worker has: none is mounted elsewhere, outside this walk", () => {
    const walked = new Set(everyEndpoint.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    const deskRoutes = endpointsOf(app, "").filter((endpoint) => /^\/(api\/)?admin(\/|\.|$)/.test(endpoint.path));
    expect(deskRoutes.length).toBeGreaterThan(apiEndpoints.length);
    expect(deskRoutes.map((endpoint) => `${endpoint.method} ${endpoint.path}`).filter((key) => !walked.has(key))).toEqual([]);
  });
});

describe.each(everyEndpoint.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
  "%s",
  (_label, endpoint) => {
    it("answers an admin's valid token (the refusals below are the token's doing)", async () => {
      const response = await call(endpoint, bearer(await accessToken(admin)));
      expect([401, 403], `${endpoint.method} ${endpoint.path}: ${await response.clone().text()}`).not.toContain(response.status);
    });

    it("refuses a request without a token (401)", async () => {
      await expectRefusal(endpoint, await call(endpoint), 401, accessMessages.signInRequired);
    });

    it("refuses an expired token (401)", async () => {
      const token = await accessToken(admin, { expiresIn: -60 });
      await expectRefusal(endpoint, await call(endpoint, bearer(token)), 401, accessMessages.signInRequired);
    });

    it("refuses a token for another audience (401)", async () => {
      const token = await accessToken(admin, { claims: { aud: ["another-application"] } });
      await expectRefusal(endpoint, await call(endpoint, bearer(token)), 401, accessMessages.signInRequired);
    });

    it("refuses a token signed by another key, under the team key's id or its own (401)", async () => {
      const { privateKey } = await generateKeyPair("RS256");
      for (const keyId of [teamKeyId, "attacker-key"]) {
        const token = await accessToken(admin, { key: privateKey, keyId });
        await expectRefusal(endpoint, await call(endpoint, bearer(token)), 401, accessMessages.signInRequired);
      }
    });

    it("refuses a valid token for an e-mail that is not staff (403)", async () => {
      const token = await accessToken("someone@example.com");
      await expectRefusal(endpoint, await call(endpoint, bearer(token)), 403, accessMessages.notStaff);
    });

    it("refuses a disabled member (403)", async () => {
      const token = await accessToken(disabled);
      await expectRefusal(endpoint, await call(endpoint, bearer(token)), 403, accessMessages.notStaff);
    });

    // Only admin-only routes have this case: a test that would be skipped everywhere else is not listed.
    if (endpoint.adminOnly)
      it("refuses the staff role (403)", async () => {
        const token = await accessToken(crew);
        await expectRefusal(endpoint, await call(endpoint, bearer(token)), 403, accessMessages.adminOnly);
      });
  },
);

describe("Access tokens", () => {
  const me = { method: "GET", path: "/api/admin/me", adminOnly: false };

  it("are read from the CF_Authorization cookie as well as the header", async () => {
    const response = await call(me, { Cookie: `theme=dark; CF_Authorization=${await accessToken(crew)}` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: crew, name: null, role: "staff" });
  });

  it("must come from the team (issuer), carry an expiry and use RS256", async () => {
    const wrongIssuer = await accessToken(admin, { claims: { iss: "https://other-team.cloudflareaccess.com" } });
    const hmacKey = new Uint8Array(32);
    const hmac = await accessToken(admin, { key: hmacKey as never, algorithm: "HS256" });
    const unsigned = `${btoa(JSON.stringify({ alg: "none", kid: teamKeyId }))}.${btoa(JSON.stringify({ email: admin, aud: [audience] }))}.`;
    for (const token of [wrongIssuer, hmac, unsigned, "not-a-token"]) {
      await expectRefusal(me, await call(me, bearer(token)), 401, accessMessages.signInRequired);
    }
  });

  it("are checked against the team's keys fetched once and cached across requests", async () => {
    const fetches = serveTeamKeys();
    for (let round = 0; round < 5; round++) expect((await call(me, bearer(await accessToken(crew)))).status).toBe(200);
    const keyFetches = fetches.mock.calls.filter(([input, init]) => new Request(input, init).url === certsUrl);
    expect(keyFetches.length).toBeLessThanOrEqual(1);
  });

  it("let nobody in when the team domain or audience is not configured (fail closed)", async () => {
    const token = await accessToken(admin);
    for (const overrides of [{ ACCESS_TEAM_DOMAIN: undefined }, { ACCESS_AUD: "" }]) {
      const { response } = await fetchWithEnv(request(me, bearer(token)), overrides);
      expect(response.status).toBe(401);
    }
  });

  it("give every unknown /api/admin path the same 401, so nothing tells which routes exist", async () => {
    const response = await call({ method: "GET", path: "/api/admin/no-such-thing", adminOnly: false });
    expect(response.status).toBe(401);
  });
});

describe("the local identity (DEV_STAFF_EMAIL)", () => {
  const local = { DEV_STAFF_EMAIL: "dev@lakeshore.example" };
  const me = { method: "GET", path: "/api/admin/me", adminOnly: false };
  beforeAll(() => saveStaffMember("dev@lakeshore.example", "admin"));

  it.each(["http://localhost:4321", "http://127.0.0.1:4321", "http://[::1]:4321"])(
    "signs in a request to %s without a token",
    async (base) => {
      const { response } = await fetchWithEnv(request(me, {}, `${base}/api/admin/me`), local);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ email: "dev@lakeshore.example", role: "admin" });
    },
  );

  it.each([origin, "http://localhost.lakeshore-environmental.example", "http://127.0.0.1.nip.io:4321"])(
    "is ignored for %s: a real token is required",
    async (base) => {
      const { response } = await fetchWithEnv(request(me, {}, `${base}/api/admin/me`), local);
      expect(response.status).toBe(401);
      const page = await fetchWithEnv(request({ ...me, path: "/admin" }, {}, `${base}/admin`), local);
      expect(page.response.status).toBe(401);
      expect(await page.response.text()).not.toContain(deskRoot);
    },
  );

  it("does nothing when the variable is not set", async () => {
    const { response } = await fetchWithEnv(request(me, {}, "http://localhost:4321/api/admin/me"), {
      DEV_STAFF_EMAIL: undefined,
    });
    expect(response.status).toBe(401);
  });
});

describe("changes (POST, PUT, PATCH, DELETE)", () => {
  const change = { method: "PATCH", path: `/api/admin/staff/${crew}`, adminOnly: true };
  const write = async (headers: Record<string, string>) =>
    send(change.path, {
      method: "PATCH",
      headers: { "Cf-Access-Jwt-Assertion": await accessToken(admin), "Content-Type": "application/json", ...headers },
      body: JSON.stringify({ name: "Crew Lead" }),
    });

  it.each([
    ["another site's Origin", { Origin: "https://evil.example" }],
    ["a subdomain's Origin", { Origin: "https://staging.lakeshore-environmental.example" }],
    ["neither Origin nor Sec-Fetch-Site", {}],
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site", Origin: origin }],
    ["Sec-Fetch-Site: same-site", { "Sec-Fetch-Site": "same-site" }],
  ])("are refused (403) with %s", async (_label, headers) => {
    const response = await write(headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: accessMessages.crossOrigin, fields: {} });
  });

  it.each([
    ["the same Origin", { Origin: origin }],
    ["Sec-Fetch-Site: same-origin", { "Sec-Fetch-Site": "same-origin" }],
  ])("are accepted from the desk itself: %s", async (_label, headers) => {
    const response = await write(headers);
    expect(response.status).toBe(200);
  });

  it("do not restrict reads", async () => {
    const response = await send("/api/admin/staff", {
      method: "GET",
      headers: { ...bearer(await accessToken(crew)), Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(response.status).toBe(200);
  });
});

describe("desk pages", () => {
  it("are the desk's HTML for staff", async () => {
    const response = await send("/admin/kanban/pipeline", { method: "GET", headers: bearer(await accessToken(crew)) });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await response.text()).toContain(deskRoot);
  });

  it("are never cached or indexed, signed in or not", async () => {
    for (const headers of [{}, bearer(await accessToken(crew))]) {
      const response = await send("/admin/leads", { method: "GET", headers });
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
      expect(response.headers.get("Cache-Control")).toContain("no-store");
      expect(response.headers.get("ETag")).toBeNull();
    }
  });

  it("stay out of sitemap.xml", async () => {
    const sitemap = await (await env.ASSETS.fetch(`${origin}/sitemap.xml`)).text();
    expect(sitemap).toContain("<urlset");
    expect(sitemap).not.toContain("/admin");
  });

  it("send /admin.html to /admin, and only to staff", async () => {
    expect((await send("/admin.html", { method: "GET" })).status).toBe(401);
    const response = await send("/admin.html", { method: "GET", headers: bearer(await accessToken(crew)), redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/admin");
  });
});
