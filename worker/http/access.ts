import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { html } from "hono/html";
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from "jose";
import { accessMessages } from "../../src/lib/desk";
import { activeMember } from "../domain/staff";
import type { AppEnv, Env } from "../env";
import { type PageMarkup, smallPage, smallPageHeaders } from "./small-page";

/**
 * The desk's door. Cloudflare Access stands in front of /admin and /api/admin in production, but
 * the Worker does not trust the edge alone: every request proves itself with the Access token
 * (header or cookie), checked here against the team's keys, the application's audience, the
 * issuer and the expiry, and its e-mail must be an active member of the staff table.
 */

/** One key set per team domain for the isolate's life: jose caches the keys and refetches on an unknown key id. */
const keySets = new Map<string, JWTVerifyGetKey>();

function teamKeys(teamDomain: string): JWTVerifyGetKey {
  let keys = keySets.get(teamDomain);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`${teamDomain}/cdn-cgi/access/certs`));
    keySets.set(teamDomain, keys);
  }
  return keys;
}

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The verified e-mail of the request, or null when nothing proves one. */
async function verifiedEmail(c: Context<AppEnv>): Promise<string | null> {
  const token = c.req.header("Cf-Access-Jwt-Assertion") ?? getCookie(c, "CF_Authorization");
  if (!token) return localIdentity(c.req.url, c.env);
  const teamDomain = c.env.ACCESS_TEAM_DOMAIN?.trim().replace(/\/+$/, "");
  const audience = c.env.ACCESS_AUD?.trim();
  // Not configured: nothing can be verified, so nobody gets in (fail closed).
  if (!teamDomain || !audience) return null;
  try {
    const { payload } = await jwtVerify(token, teamKeys(teamDomain), {
      algorithms: ["RS256"],
      audience,
      issuer: teamDomain,
      requiredClaims: ["exp"],
    });
    return typeof payload.email === "string" && payload.email !== "" ? payload.email : null;
  } catch {
    return null;
  }
}

/** Development only: DEV_STAFF_EMAIL signs in a request whose URL names a loopback host, never any other. */
function localIdentity(url: string, env: Env): string | null {
  const email = env.DEV_STAFF_EMAIL?.trim();
  return email && loopbackHosts.has(new URL(url).hostname) ? email : null;
}

type Refusal = { status: 401 | 403; sentence: string };

async function signIn(c: Context<AppEnv>): Promise<Refusal | null> {
  const email = await verifiedEmail(c);
  if (!email) return { status: 401, sentence: accessMessages.signInRequired };
  const member = await activeMember(c.env.DB, email, c.env.FIRST_ADMIN_EMAIL);
  if (!member) return { status: 403, sentence: accessMessages.notStaff };
  c.set("staff", member);
  return null;
}

/** Nothing about a refused request may be kept by a browser or a cache in between. */
const refusalHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/** For /api/admin: an active staff member, else 401/403 JSON. */
export const requireStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  const refusal = await signIn(c);
  if (refusal) return c.json({ error: refusal.sentence, fields: {} }, refusal.status, refusalHeaders);
  await next();
};

/** For /admin pages: an active staff member, else a plain 401/403 page (never the desk). */
export const requireStaffPage: MiddlewareHandler<AppEnv> = async (c, next) => {
  const refusal = await signIn(c);
  if (refusal) return c.html(refusalPage(refusal), refusal.status, { ...refusalHeaders, ...refusalPageHeaders });
  await next();
};

/** After requireStaff, on routes only admins may use; the access test finds admin-only routes by this handler. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.staff.role !== "admin") return c.json({ error: accessMessages.adminOnly, fields: {} }, 403, refusalHeaders);
  await next();
};

const writeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A change must come from a page of this origin: a browser says so in Sec-Fetch-Site or, failing
 * that, in Origin. A request that shows neither (another site's form, a script elsewhere) is refused.
 */
export const sameOriginWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (writeMethods.has(c.req.method)) {
    const fetchSite = c.req.header("Sec-Fetch-Site");
    const sameOrigin = fetchSite ? fetchSite === "same-origin" : c.req.header("Origin") === new URL(c.req.url).origin;
    if (!sameOrigin) return c.json({ error: accessMessages.crossOrigin, fields: {} }, 403, refusalHeaders);
  }
  await next();
};

function refusalPage({ status, sentence }: Refusal): PageMarkup {
  return smallPage(
    status === 401 ? "Sign in required" : "No access",
    html`<p>${sentence}</p>
<p><a href="/">Back to the website</a></p>`,
  );
}

const refusalPageHeaders = {
  ...smallPageHeaders("'none'"),
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};
