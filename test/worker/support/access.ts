import { env, exports } from "cloudflare:workers";
import { type CryptoKey, importJWK, type JWK, type JWTPayload, SignJWT } from "jose";
import { type MockInstance, vi } from "vitest";
import type { StaffRole } from "../../../src/lib/desk";
import { origin } from "./http";

/**
 * Staff sign-in for Worker tests: tokens signed like Cloudflare Access signs them, the team's key
 * set served through the outbound fetch stub, and ready-made headers for a staff member.
 *
 *   const headers = await staffHeaders("crew@lakeshore.example");          // role staff
 *   const headers = await staffHeaders("owner@lakeshore.example", "admin");
 *   await send("/api/admin/leads", { method: "GET", headers });
 */

/** From test/worker/vitest.config.ts: the issuer and audience the Worker expects. */
export const teamDomain = env.ACCESS_TEAM_DOMAIN ?? "";
export const audience = env.ACCESS_AUD ?? "";
export const certsUrl = `${teamDomain}/cdn-cgi/access/certs`;

/**
 * The team's signing key, fixed so that every test file (and the Worker's key cache, which lives as
 * long as the isolate) agrees on it. A test key: nothing outside these tests trusts it.
 */
const teamPrivateJwk = {
  kty: "RSA",
  n: "rTQbHAHGpDYowK-MInu6as-9t1q6uHV56e-wanDFaThcYuaZC1NdYd5gMtjOpZgvK30lSgZfDCd0lHh9NyprP7g0c0R35UolOYoVHMSo3q6R3Cbyx7zKqe1aSpb8coeL7a1n4AQ86jbFTa7-ZTeLI1Jdy9IBF5HPFHXgiDFSU9FQASg1bbjvW_AF7KMHKfi08A4T5VJRmmF3ILIWDSm2BWqcFLHzMRSAM5iRHkDmEQrahOxig39yYWTlgRfsb6zUGr0hwodTfiOPK2DwaRvdQTTDLONoBu1v4bvIBb4k8AvzLuwC9O8Wlh5c8tHUUDDfA7i9Bip98RCoIEPqmJ8dxQ",
  e: "AQAB",
  d: "RjRMmLmPjpf1RMTjBEcqdIjn2R4JeSME23GwDDTRj6isqdnWRuTvgO_mBjYi7LQWyoXbS3nxpLeJZXTBLE8hUZ6Ug_RItMOs-vmhPRvpZvlTXezbk2JOsznl0z4H7VRLv3b-F6sgFb9FkgtQSi6NUy_bnPXuQ2NykFSHQizbteUBJKzHpWsMdXU2qNCP7fTnNg8qC-oO7UBdVYo6K14w-2zteFmmpkena9R-tconsNa8eR6-AclYDjQQe0yrS8An2vega68ShIt3kOV0kQcz4zbuMjNKfDgQB1PRPAQSjkx9W8veSG1yYSERZ0gGRFe4pQ_tB86uVO82cEf568LzMQ",
  p: "8n2p9O-48UH8nyzy2-doN_tChH_H2LGjpHY9V0wMzITMZgXhviut2dm3YcpqaTGVMeOqDsYzQWkbOGxqng4qDJSrd6CgYktWKCZ-ZCakBVwU6nYjNt4PHGOOsloHkt5aN13ay5PEOMTqIPCAFeIiFUB0nE7VFIorSlN4tCTBb7s",
  q: "ttpJIQ3WMCHgKiGR8JqGG3owNYK4ll3lnlZY_jpr2xu36hEOvgXXYzRpUDnPMBgaNZB1pLl80lZ_u8_4_YCWDrFJaVbVf0DGu4OBsz8nux1W4Uyc1ibNA_kvgf5PUCrCi0gN62-z6uYaRFUHywgd2d5SVP2Id77jGRyQ1EW3EH8",
  dp: "k7IAi6RbQ-8KHDV3coM-0iIiwKtHoO-JmYk_EWXLweH80QMyHO9jw3W9IT31lD7T_YAKO1dzLpsDLlmykrRT3jfLPGDEbzotruTLRNrYOj98qdXs2uVj1Mm6x1zYkhcGYgSzWB2XfXBKnmd9zFZgpgsNO4s0c384oNu4gBiHDTM",
  dq: "GHgJhTTWzsYZu0mWv_3NqGune-GsVeLm0VN4wTyMJlwFNntl36PkeNAQr72sriDrkPNt6scvnu4YVce06CeG7RxoWIJYO5ktfvZQKu5uoKmCcM_RxQ6YLMnxw5GGh5HRStYvlqvyBaMZLL-8NT020Wrg1aK_2lZfCYM7Fkzl_H0",
  qi: "dD75_wGmf7mLH9MAJKUpWtIHgd6keqhp-HCkzfWw3YOghPZscYizZwT9k-Ppk-lziF5188pTNuZJ6EOFgopFIuLER_-Bx4HFMahGsypLkDyMvI5SRS1Y0rmjMGpgrDt28etTEJGSDuDktJ6-tuwusjepIDBzMdrRjekp5y3pvoQ",
};
export const teamKeyId = "lakeshore-test-key-1";
const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...teamPublicJwk } = teamPrivateJwk;
export const teamKey = (await importJWK(teamPrivateJwk, "RS256")) as CryptoKey;

/** The JSON Access serves at /cdn-cgi/access/certs. */
export const teamKeySet = () => ({ keys: [{ ...teamPublicJwk, kid: teamKeyId, alg: "RS256", use: "sig" } satisfies JWK] });

type TokenOptions = {
  /** Claims to add or override (e.g. aud, iss); `email: undefined` leaves the e-mail out. */
  claims?: JWTPayload & { email?: string };
  /** Seconds from now; negative for a token that has already expired. */
  expiresIn?: number;
  key?: CryptoKey;
  keyId?: string;
  algorithm?: string;
};

/** A token as Cloudflare Access issues it for `email`, signed by the team's key unless told otherwise. */
export async function accessToken(email: string, options: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const { claims = {}, expiresIn = 3600, key = teamKey, keyId = teamKeyId, algorithm = "RS256" } = options;
  return new SignJWT({
    email,
    type: "app",
    identity_nonce: crypto.randomUUID(),
    country: "US",
    iss: teamDomain,
    aud: [audience],
    sub: crypto.randomUUID(),
    iat: now - 60,
    nbf: now - 60,
    exp: now + expiresIn,
    ...claims,
  })
    .setProtectedHeader({ alg: algorithm, kid: keyId })
    .sign(key);
}

const realFetch = globalThis.fetch;

/**
 * Answers the team's key URL from the outbound fetch stub; any other URL goes to the stub already
 * in place, or to the network. Returns the spy, which counts the key fetches too.
 */
export function serveTeamKeys(): MockInstance<typeof fetch> {
  const spy = vi.isMockFunction(globalThis.fetch)
    ? (globalThis.fetch as unknown as MockInstance<typeof fetch>)
    : vi.spyOn(globalThis, "fetch");
  const previous = spy.getMockImplementation() ?? realFetch;
  spy.mockImplementation(async (input, init) =>
    new Request(input, init).url === certsUrl ? Response.json(teamKeySet()) : previous(input, init),
  );
  return spy;
}

/** Adds or updates a member of the staff table. */
export async function saveStaffMember(email: string, role: StaffRole = "staff", active = true) {
  await env.DB.prepare(
    `INSERT INTO staff (email, role, active) VALUES (?, ?, ?)
     ON CONFLICT (email) DO UPDATE SET role = excluded.role, active = excluded.active`,
  )
    .bind(email, role, active ? 1 : 0)
    .run();
}

let keysCached = false;

/**
 * Makes `email` an active member with `role` and returns the headers of a signed-in request from
 * the desk itself (token plus same-origin Origin), for use with send() and postJson(). The first
 * call lets the Worker fetch and cache the team's keys, so a fetch stub the test installs later
 * (for the messaging channels, say) does not have to serve them.
 */
export async function staffHeaders(email: string, role: StaffRole = "staff"): Promise<Record<string, string>> {
  await saveStaffMember(email, role);
  const headers = { "Cf-Access-Jwt-Assertion": await accessToken(email), Origin: origin };
  if (!keysCached) {
    const testStub = vi.isMockFunction(globalThis.fetch) ? vi.mocked(globalThis.fetch).getMockImplementation() : undefined;
    const spy = serveTeamKeys();
    const response = await exports.default.fetch(new Request(`${origin}/api/admin/me`, { headers }));
    if (testStub) spy.mockImplementation(testStub);
    else spy.mockRestore();
    if (response.status !== 200) throw new Error(`Signing in as ${email} failed: ${response.status} ${await response.text()}`);
    keysCached = true;
  }
  return headers;
}
