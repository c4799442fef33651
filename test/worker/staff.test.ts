import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { accessMessages, type StaffMember, staffDeskMessages } from "../../src/lib/desk";
import { Refusal } from "../../worker/domain/refusal";
import { activeMember, changeStaffMember, removeStaffMember } from "../../worker/domain/staff";
import { accessToken, saveStaffMember, serveTeamKeys, staffHeaders } from "./support/access";
import { fetchWithEnv, json, origin, type Problem, send } from "./support/http";

const owner = "owner@lakeshore.example";
const office = "office@lakeshore.example";
const crew = "crew@lakeshore.example";

/** A request from the desk, signed in as `email` (who must already be on the list, or not, as the test wants). */
async function asMember(email: string, path: string, init: { method?: string; body?: unknown } = {}) {
  return send(path, {
    method: init.method ?? "GET",
    headers: {
      "Cf-Access-Jwt-Assertion": await accessToken(email),
      Origin: origin,
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const staffList = async (email: string) =>
  (await json<{ staff: StaffMember[] }>(await asMember(email, "/api/admin/staff"))).staff;

/** The sentence the domain refused with. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Refusal);
  return (error as Refusal).message;
}

beforeEach(async () => {
  vi.restoreAllMocks();
  serveTeamKeys();
  await env.DB.prepare("DELETE FROM staff").run();
});

describe("the first admin", () => {
  const firstAdmin = { FIRST_ADMIN_EMAIL: "Owner@Lakeshore.example" };
  const signIn = (email: string) =>
    accessToken(email).then((token) =>
      fetchWithEnv(new Request(`${origin}/api/admin/me`, { headers: { "Cf-Access-Jwt-Assertion": token } }), firstAdmin),
    );

  it("is FIRST_ADMIN_EMAIL, made an admin on first sign-in while no active admin exists", async () => {
    const { response } = await signIn(owner);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: owner, name: null, role: "admin" });
    expect(await staffList(owner)).toEqual([expect.objectContaining({ email: owner, role: "admin", active: true })]);
  });

  it("is nobody else: any other e-mail is refused on an empty list", async () => {
    expect((await signIn(crew)).response.status).toBe(403);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM staff").first<{ n: number }>())?.n).toBe(0);
  });

  it("does not come back once an admin runs the desk: a disabled first admin stays disabled", async () => {
    await saveStaffMember(office, "admin");
    await saveStaffMember(owner, "admin", false);
    expect((await signIn(owner)).response.status).toBe(403);
  });

  it("is decided once when two first requests arrive together", async () => {
    await Promise.all([activeMember(env.DB, owner, owner), activeMember(env.DB, owner, owner)]);
    const { results } = await env.DB.prepare("SELECT email, role, active FROM staff").all();
    expect(results).toEqual([{ email: owner, role: "admin", active: 1 }]);
  });
});

describe("admins manage the staff", () => {
  beforeEach(() => saveStaffMember(owner, "admin"));

  it("add a member, who can then sign in with the role given", async () => {
    const added = await asMember(owner, "/api/admin/staff", {
      method: "POST",
      body: { email: "  New.Crew@Lakeshore.example ", name: "Dana Ruiz", role: "staff" },
    });
    expect(added.status).toBe(201);
    expect((await json<{ member: StaffMember }>(added)).member).toMatchObject({
      email: "new.crew@lakeshore.example",
      name: "Dana Ruiz",
      role: "staff",
      active: true,
    });
    const me = await asMember("new.crew@lakeshore.example", "/api/admin/me");
    expect(await me.json()).toEqual({ email: "new.crew@lakeshore.example", name: "Dana Ruiz", role: "staff" });
  });

  it("cannot add the same e-mail twice, in any letter case (409)", async () => {
    await saveStaffMember(crew);
    const again = await asMember(owner, "/api/admin/staff", {
      method: "POST",
      body: { email: "CREW@lakeshore.example", role: "admin" },
    });
    expect(again.status).toBe(409);
    expect((await json<Problem>(again)).error).toBe(staffDeskMessages.alreadyStaff);
  });

  it.each([
    [{ email: "not an e-mail", role: "staff" }, staffDeskMessages.invalidEmail, "email"],
    [{ email: crew, role: "owner" }, staffDeskMessages.invalidRole, "role"],
    [{ email: crew, role: "staff", name: "x".repeat(101) }, "Keep the name under 100 characters.", "name"],
  ])("refuse a bad new member with a sentence per field (400): %o", async (body, sentence, field) => {
    const response = await asMember(owner, "/api/admin/staff", { method: "POST", body });
    expect(response.status).toBe(400);
    expect((await json<Problem>(response)).fields[field]).toBe(sentence);
  });

  it("change a member's role and name (the e-mail in the path may be percent-encoded, as the desk sends it)", async () => {
    await saveStaffMember(crew);
    const response = await asMember(owner, `/api/admin/staff/${encodeURIComponent(crew)}`, {
      method: "PATCH",
      body: { role: "admin", name: "Crew Lead" },
    });
    expect(response.status).toBe(200);
    expect((await json<{ member: StaffMember }>(response)).member).toMatchObject({
      email: crew,
      role: "admin",
      name: "Crew Lead",
    });
    expect(await (await asMember(crew, "/api/admin/me")).json()).toMatchObject({ role: "admin" });
  });

  it("disable a member, who is refused on the very next request, and enable them again", async () => {
    await saveStaffMember(crew);
    expect((await asMember(crew, "/api/admin/leads")).status).toBe(200);
    expect((await asMember(owner, `/api/admin/staff/${crew}`, { method: "PATCH", body: { active: false } })).status).toBe(200);

    const refused = await asMember(crew, "/api/admin/leads");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: accessMessages.notStaff, fields: {} });
    expect(
      (await send("/admin/leads", { method: "GET", headers: { "Cf-Access-Jwt-Assertion": await accessToken(crew) } })).status,
    ).toBe(403);

    expect((await asMember(owner, `/api/admin/staff/${crew}`, { method: "PATCH", body: { active: true } })).status).toBe(200);
    expect((await asMember(crew, "/api/admin/leads")).status).toBe(200);
  });

  it("remove a member, who is refused from then on", async () => {
    await saveStaffMember(crew);
    expect((await asMember(owner, `/api/admin/staff/${crew}`, { method: "DELETE" })).status).toBe(204);
    expect((await asMember(crew, "/api/admin/me")).status).toBe(403);
    expect((await asMember(owner, `/api/admin/staff/${crew}`, { method: "DELETE" })).status).toBe(404);
  });

  it("cannot change or remove someone who is not on the list (404)", async () => {
    const response = await asMember(owner, "/api/admin/staff/nobody@example.com", { method: "PATCH", body: { role: "admin" } });
    expect(response.status).toBe(404);
    expect((await json<Problem>(response)).error).toBe(staffDeskMessages.notFound);
  });

  it("must send something to change (400)", async () => {
    await saveStaffMember(crew);
    const response = await asMember(owner, `/api/admin/staff/${crew}`, { method: "PATCH", body: {} });
    expect(response.status).toBe(400);
    expect((await json<Problem>(response)).error).toBe(staffDeskMessages.nothingToChange);
  });
});

describe("nobody can lock the desk", () => {
  beforeEach(() => saveStaffMember(owner, "admin"));

  it.each([
    ["disable", "PATCH", { active: false }],
    ["demote", "PATCH", { role: "staff" }],
    ["remove", "DELETE", undefined],
  ])("an admin cannot %s themselves (409), and stays an admin", async (_verb, method, body) => {
    await saveStaffMember(office, "admin");
    const response = await asMember(owner, `/api/admin/staff/${owner}`, { method, body });
    expect(response.status).toBe(409);
    expect((await json<Problem>(response)).error).toBe(staffDeskMessages.notYourself);
    expect(await (await asMember(owner, "/api/admin/me")).json()).toMatchObject({ role: "admin" });
  });

  it("an admin can still rename themselves", async () => {
    const response = await asMember(owner, `/api/admin/staff/${owner}`, { method: "PATCH", body: { name: "Pat Owner" } });
    expect(response.status).toBe(200);
  });

  it("the last active admin cannot be disabled, demoted or removed", async () => {
    // Only the domain can be asked this: through the API the acting admin is always another active admin.
    for (const change of [{ active: false }, { role: "staff" as const }]) {
      expect(await refusal(changeStaffMember(env.DB, owner, change, "system"))).toBe(staffDeskMessages.lastAdmin);
    }
    expect(await refusal(removeStaffMember(env.DB, owner, "system"))).toBe(staffDeskMessages.lastAdmin);
    expect(await activeMember(env.DB, owner)).toEqual({ email: owner, name: null, role: "admin" });
  });

  it("two admins demoting each other at once leave one admin", async () => {
    await saveStaffMember(office, "admin");
    const outcomes = await Promise.allSettled([
      changeStaffMember(env.DB, office, { role: "staff" }, owner),
      changeStaffMember(env.DB, owner, { role: "staff" }, office),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const { results } = await env.DB.prepare("SELECT email FROM staff WHERE role = 'admin' AND active = 1").all();
    expect(results).toHaveLength(1);
  });

  it("a disabled admin does not count as the other admin", async () => {
    await saveStaffMember(office, "admin", false);
    expect(await refusal(changeStaffMember(env.DB, owner, { active: false }, office))).toBe(staffDeskMessages.lastAdmin);
  });
});

describe("the staff role", () => {
  beforeEach(async () => {
    await saveStaffMember(owner, "admin");
    await saveStaffMember(crew, "staff");
  });

  it("sees who it is and the team (the assignee picker), active members first", async () => {
    await saveStaffMember("gone@lakeshore.example", "staff", false);
    expect(await (await asMember(crew, "/api/admin/me")).json()).toEqual({ email: crew, name: null, role: "staff" });
    const list = await staffList(crew);
    expect(list.map((member) => [member.email, member.active])).toEqual([
      [owner, true],
      [crew, true],
      ["gone@lakeshore.example", false],
    ]);
  });

  it.each([
    ["POST", "/api/admin/staff", { email: "friend@example.com", role: "admin" }],
    ["PATCH", `/api/admin/staff/${crew}`, { role: "admin" }],
    ["PATCH", `/api/admin/staff/${owner}`, { active: false }],
    ["DELETE", `/api/admin/staff/${owner}`, undefined],
  ])("cannot %s %s (403) and changes nothing", async (method, path, body) => {
    const response = await asMember(crew, path, { method, body });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: accessMessages.adminOnly, fields: {} });
    expect((await staffList(owner)).map((member) => [member.email, member.role, member.active])).toEqual([
      [owner, "admin", true],
      [crew, "staff", true],
    ]);
  });
});

describe("staffHeaders (the helper other Worker tests sign in with)", () => {
  it("signs in a member with the role asked for, even after the test stubs fetch for something else", async () => {
    vi.restoreAllMocks();
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("not the key set", { status: 500 }));
    const headers = await staffHeaders("helper@lakeshore.example", "admin");
    const response = await send("/api/admin/me", { method: "GET", headers });
    expect(await response.json()).toEqual({ email: "helper@lakeshore.example", name: null, role: "admin" });
  });
});
