import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Dashboard,
  type LeadConflict,
  type LeadDetail,
  type LeadDetailResponse,
  type LeadEvent,
  type LeadList,
  leadDeskMessages,
} from "../../src/lib/desk";
import { parseCsv } from "./support/csv";
import { addStaff, desk, deskAdmin, insertLead } from "./support/desk-leads";
import { fetchWithEnv, json, type Problem } from "./support/http";

/**
 * /api/admin/leads, /photos and /dashboard through the Worker's real entry point, signed in as
 * staff. Who may call them at all is test/worker/access tests' subject; here: what they answer.
 */

const admin = deskAdmin;
const member = "crew@lakeshore.example";

describe("GET /api/admin/leads", () => {
  it("answers a page of the inbox with the filters of the query string", async () => {
    const service = `API ${crypto.randomUUID()}`;
    const ids = [await insertLead({ service }), await insertLead({ service, status: "won" })];
    const response = await desk(`/api/admin/leads?service=${encodeURIComponent(service)}&limit=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const page = await json<LeadList>(response);
    expect(page.total).toBe(2);
    expect(page.leads).toHaveLength(1);
    const next = await json<LeadList>(
      await desk(`/api/admin/leads?service=${encodeURIComponent(service)}&limit=1&cursor=${page.nextCursor}`),
    );
    expect([page.leads[0]?.id, next.leads[0]?.id].sort()).toEqual([...ids].sort());
    const won = await json<LeadList>(await desk(`/api/admin/leads?service=${encodeURIComponent(service)}&status=won`));
    expect(won.leads.map((lead) => lead.id)).toEqual([ids[1]]);
  });

  it("refuses a bad filter or cursor with 400 and a sentence", async () => {
    const bad = await desk("/api/admin/leads?status=archived");
    expect(bad.status).toBe(400);
    expect(await json<Problem>(bad)).toEqual({
      error: "Choose a status from the list.",
      fields: { status: "Choose a status from the list." },
    });
    const cursor = await desk("/api/admin/leads?cursor=garbage");
    expect(cursor.status).toBe(400);
    expect((await json<Problem>(cursor)).error).toMatch(/first page/);
  });
});

describe("any query string", () => {
  it("gets a page or a 400 with a sentence, never a server error", async () => {
    await insertLead({ name: "Fuzz Target" });
    const names = [
      "q",
      "status",
      "service",
      "source",
      "priority",
      "assignee",
      "from",
      "to",
      "hasPhotos",
      "spam",
      "sort",
      "cursor",
      "limit",
    ];
    const value = fc.oneof(
      fc.string(),
      fc.string({ unit: "grapheme" }),
      fc.constantFrom('"', "NEAR(", "*", "-1", "0", "1", "2026-02-30", "none", "name-desc", "1e9", "AND OR", "\u0000"),
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...names), value, { maxKeys: 5 }), async (query) => {
        const response = await desk(`/api/admin/leads?${new URLSearchParams(query)}`);
        expect([200, 400], JSON.stringify(query)).toContain(response.status);
        if (response.status === 400) expect((await json<Problem>(response)).error).toMatch(/\.$/);
        else await response.body?.cancel();
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});

describe("GET /api/admin/leads/export.csv", () => {
  it("downloads the current filter as CSV that reads back", async () => {
    const service = `CSV API ${crypto.randomUUID()}`;
    const id = await insertLead({ service, name: "=Export, Me" });
    await insertLead({ service: `${service} other` });
    const response = await desk(`/api/admin/leads/export.csv?service=${encodeURIComponent(service)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8; header=present");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(
      new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(await response.arrayBuffer()).slice(1),
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain("'=Export, Me");
    expect(rows[1]?.at(-1)).toBe(id);
  });
});

describe("GET /api/admin/leads/:id", () => {
  it("answers the lead, its photos and its timeline", async () => {
    const id = await insertLead({ photos: 1 });
    const response = await desk(`/api/admin/leads/${id}`);
    expect(response.status).toBe(200);
    const detail = await json<LeadDetailResponse>(response);
    expect(detail.lead.id).toBe(id);
    expect(detail.photos[0]?.url).toMatch(/^\/api\/admin\/photos\/[0-9a-f-]{36}$/);
    expect(detail.events[0]?.kind).toBe("created");
  });

  it("answers 404 with a sentence for an unknown lead", async () => {
    const response = await desk(`/api/admin/leads/${crypto.randomUUID()}`);
    expect(response.status).toBe(404);
    expect(await json<Problem>(response)).toEqual({ error: leadDeskMessages.notFound, fields: {} });
  });
});

describe("PATCH /api/admin/leads/:id", () => {
  it("changes the status as the signed-in member and answers the lead", async () => {
    const id = await insertLead();
    const response = await desk(`/api/admin/leads/${id}`, {
      as: member,
      method: "PATCH",
      body: { version: 1, status: "contacted" },
    });
    expect(response.status).toBe(200);
    expect((await json<{ lead: LeadDetail }>(response)).lead).toMatchObject({
      status: "contacted",
      columnId: "pipeline-contacted",
      version: 2,
    });
    const { events } = await json<LeadDetailResponse>(await desk(`/api/admin/leads/${id}`));
    expect(events.filter((event) => event.actor === member).map((event) => event.kind)).toEqual([
      "status_changed",
      "column_moved",
    ]);
  });

  it("answers 409 with the current lead for a stale version", async () => {
    const id = await insertLead();
    await desk(`/api/admin/leads/${id}`, { method: "PATCH", body: { version: 1, priority: "high" } });
    const response = await desk(`/api/admin/leads/${id}`, { method: "PATCH", body: { version: 1, status: "won" } });
    expect(response.status).toBe(409);
    const conflict = await json<LeadConflict>(response);
    expect(conflict.error).toBe(leadDeskMessages.stale);
    expect(conflict.lead).toMatchObject({ id, priority: "high", status: "new", version: 2 });
  });

  it("refuses bad edits with 400 and a sentence, never 5xx", async () => {
    const id = await insertLead();
    const cases: Array<[unknown, string]> = [
      [{ version: 1 }, leadDeskMessages.nothingToEdit],
      [{ status: "won" }, "Send the version of the lead you are changing."],
      [{ version: 1, status: "archived" }, "Choose a status from the list."],
      [{ version: 1, assignee: "not-an-email" }, leadDeskMessages.notActiveStaff],
      [{ version: 1, assignee: "stranger@example.com" }, leadDeskMessages.notActiveStaff],
      ["[1, 2", "The request body is not valid JSON."],
    ];
    for (const [body, sentence] of cases) {
      const response = await desk(`/api/admin/leads/${id}`, { method: "PATCH", body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json<Problem>(response)).error, JSON.stringify(body)).toBe(sentence);
    }
  });

  it("assigns to an active member", async () => {
    await addStaff("estimator@lakeshore.example");
    const id = await insertLead();
    const response = await desk(`/api/admin/leads/${id}`, {
      method: "PATCH",
      body: { version: 1, assignee: "estimator@lakeshore.example" },
    });
    expect((await json<{ lead: LeadDetail }>(response)).lead.assignee).toBe("estimator@lakeshore.example");
  });
});

describe("POST /api/admin/leads/:id/notes", () => {
  it("adds a note by the signed-in member", async () => {
    const id = await insertLead();
    const response = await desk(`/api/admin/leads/${id}/notes`, {
      as: member,
      method: "POST",
      body: { text: "  Gate code 1234.  " },
    });
    expect(response.status).toBe(201);
    expect((await json<{ event: LeadEvent }>(response)).event).toMatchObject({
      kind: "note",
      detail: "Gate code 1234.",
      actor: member,
    });
  });

  it("refuses an empty note", async () => {
    const response = await desk(`/api/admin/leads/${await insertLead()}/notes`, { method: "POST", body: { text: "   " } });
    expect(response.status).toBe(400);
    expect((await json<Problem>(response)).error).toBe(leadDeskMessages.noteEmpty);
  });
});

describe("POST /api/admin/leads/:id/spam and /forward", () => {
  it("clears the spam flag and forwards; refuses to forward again", async () => {
    const id = await insertLead({ isSpam: true });
    const cleared = await desk(`/api/admin/leads/${id}/spam`, { method: "POST", body: { spam: false } });
    expect(cleared.status).toBe(200);
    expect((await json<{ lead: LeadDetail }>(cleared)).lead).toMatchObject({ isSpam: false, columnId: "pipeline-new" });
    const forwarded = await insertLead({ forwardStatus: "forwarded" });
    const again = await desk(`/api/admin/leads/${forwarded}/forward`, { method: "POST" });
    expect(again.status).toBe(409);
    expect((await json<Problem>(again)).error).toBe(leadDeskMessages.alreadyForwarded);
  });

  it("refuses a spam flag that is not a boolean", async () => {
    const response = await desk(`/api/admin/leads/${await insertLead()}/spam`, { method: "POST", body: { spam: "yes" } });
    expect(response.status).toBe(400);
  });
});

describe("DELETE /api/admin/leads/:id", () => {
  it("is for admins only", async () => {
    const id = await insertLead();
    const response = await desk(`/api/admin/leads/${id}`, { as: member, method: "DELETE" });
    expect(response.status).toBe(403);
    expect((await desk(`/api/admin/leads/${id}`)).status).toBe(200);
  });

  it("deletes the lead for an admin", async () => {
    const id = await insertLead({ photos: 1 });
    const response = await desk(`/api/admin/leads/${id}`, { method: "DELETE" });
    expect(response.status).toBe(204);
    expect((await desk(`/api/admin/leads/${id}`)).status).toBe(404);
    expect((await desk(`/api/admin/leads/${id}`, { method: "DELETE" })).status).toBe(404);
  });
});

describe("GET /api/admin/photos/:id", () => {
  async function photoOf(lead: string) {
    return (await json<LeadDetailResponse>(await desk(`/api/admin/leads/${lead}`)))
      .photos[0] as LeadDetailResponse["photos"][number];
  }

  it("streams the bytes with the proven type, private caching, nosniff, a sandbox and a safe file name", async () => {
    const lead = await insertLead({ photos: 1 });
    await env.DB.prepare("UPDATE lead_photos SET original_name = ? WHERE lead_id = ?").bind('../"évil".svg.jpg', lead).run();
    const photo = await photoOf(lead);
    const response = await desk(photo.url);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/jpeg",
      "x-content-type-options": "nosniff",
      "cache-control": "private, max-age=3600",
      "content-security-policy": "sandbox",
    });
    // The visitor's name, made safe: no quote or path in the plain filename, the rest percent-encoded.
    const disposition = response.headers.get("Content-Disposition") ?? "";
    expect(disposition).toMatch(/^inline; filename="[A-Za-z0-9 ._-]+\.jpg"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+\.jpg$/);
    const download = await desk(`${photo.url}?download=1`);
    expect(download.headers.get("Content-Disposition")).toMatch(/^attachment; filename="/);
  });

  it("says a photo's file is missing when its record is left without it, in the lead's detail and the photo's 404", async () => {
    const lead = await insertLead({ photos: 2 });
    const { r2_key } = (await env.DB.prepare("SELECT r2_key FROM lead_photos WHERE lead_id = ? AND position = 1")
      .bind(lead)
      .first<{ r2_key: string }>()) ?? { r2_key: "" };
    await env.PHOTOS.delete(r2_key);

    const detail = await json<LeadDetailResponse>(await desk(`/api/admin/leads/${lead}`));
    expect(detail.photos.map((photo) => photo.fileMissing)).toEqual([false, true]);
    const missing = await desk(detail.photos[1]?.url ?? "");
    expect(missing.status).toBe(404);
    expect(await json<Problem>(missing)).toEqual({ error: leadDeskMessages.photoFileMissing, fields: {} });
    const unknown = await desk(`/api/admin/photos/${crypto.randomUUID()}`);
    expect((await json<Problem>(unknown)).error).toBe(leadDeskMessages.photoNotFound);
    // The files after this one share the storage and check that every photo record has its file.
    await env.DB.prepare("DELETE FROM lead_photos WHERE r2_key = ?").bind(r2_key).run();
  });

  it("answers 404 JSON for an unknown or malformed id", async () => {
    for (const id of [crypto.randomUUID(), "photos/2026/11/x.jpg", "..%2F..%2Fsecret"]) {
      const response = await desk(`/api/admin/photos/${id}`);
      expect(response.status, id).toBe(404);
      expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    }
  });
});

describe("GET /api/admin/dashboard", () => {
  it("answers the dashboard", async () => {
    await insertLead();
    const response = await desk("/api/admin/dashboard");
    expect(response.status).toBe(200);
    const dashboard = await json<Dashboard>(response);
    expect(dashboard.newLeads.today).toBeGreaterThan(0);
    expect(Array.isArray(dashboard.webVitals)).toBe(true);
  });
});

describe("without a staff identity", () => {
  it("every desk leads route refuses, with no lead data in the answer", async () => {
    const id = await insertLead({ name: "Secret Person" });
    for (const [method, path] of [
      ["GET", "/api/admin/leads"],
      ["GET", "/api/admin/leads/export.csv"],
      ["GET", `/api/admin/leads/${id}`],
      ["PATCH", `/api/admin/leads/${id}`],
      ["DELETE", `/api/admin/leads/${id}`],
      ["GET", "/api/admin/dashboard"],
    ] as const) {
      const request = new Request(`https://www.lakeshore-environmental.example${path}`, { method });
      const { response } = await fetchWithEnv(request, { DEV_STAFF_EMAIL: admin });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.text()).not.toContain("Secret Person");
    }
  });
});
