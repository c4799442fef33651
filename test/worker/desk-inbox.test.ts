import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { leadCountCap } from "../../src/lib/desk";
import { type LeadListQuery, leadListQuerySchema, leadListSearchParams } from "../../src/lib/desk-schemas/leads";
import { listLeads } from "../../worker/domain/inbox";
import { Refusal } from "../../worker/domain/refusal";
import { insertLead, type SeedLead } from "./support/desk-leads";

/** The query as the desk sends it: through the URL and the route's schema. */
function filters(query: LeadListQuery) {
  return leadListQuerySchema.parse(Object.fromEntries(leadListSearchParams(query)));
}

/**
 * The tests share one database, so each test files its leads under a service name of its own and
 * every query of the test filters by it (unless the test's query names another service).
 */
function inbox() {
  const service = `Test service ${crypto.randomUUID()}`;
  const list = (query: LeadListQuery = {}) => listLeads(env.DB, filters({ service, ...query }));
  return {
    add: (lead: SeedLead = {}) => insertLead({ service, ...lead }),
    list,
    ids: async (query: LeadListQuery = {}) => (await list(query)).leads.map((lead) => lead.id),
    /** Leads one minute apart, the last one newest. */
    async addInOrder(count: number) {
      const start = Date.parse("2026-05-01T12:00:00.000Z");
      const created: string[] = [];
      for (let i = 0; i < count; i++) {
        const createdAt = new Date(start + i * 60_000).toISOString();
        created.push(await insertLead({ service, name: `Lead ${String(i).padStart(2, "0")}`, createdAt }));
      }
      return created;
    },
  };
}

describe("the inbox list", () => {
  it("shows every lead newest first, spam left out, with its row fields", async () => {
    const { add, list, addInOrder } = inbox();
    const [older, newer] = await addInOrder(2);
    const spam = await add({ isSpam: true });
    const page = await list({});
    expect(page.leads.map((lead) => lead.id)).toEqual([newer, older]);
    expect(page.leads.map((lead) => lead.id)).not.toContain(spam);
    expect(page.total).toBe(2);
    expect(page.totalCapped).toBe(false);
    expect(page.nextCursor).toBeNull();
    expect(page.leads[0]).toMatchObject({
      name: "Lead 01",
      email: "maria.kowalski@example.com",
      phone: "(312) 555-0187",
      city: "Chicago",
      source: "quote-form",
      status: "new",
      priority: "normal",
      assignee: null,
      photoCount: 0,
      isSpam: false,
      forwardStatus: "forwarded",
      createdAt: "2026-05-01T12:01:00.000Z",
      version: 1,
    });
  });

  it("shows only spam in the spam folder", async () => {
    const { add, ids } = inbox();
    await add();
    const spam = await add({ isSpam: true });
    expect(await ids({ spam: true })).toEqual([spam]);
  });

  it("pages with a cursor through every lead exactly once, also when leads share a time", async () => {
    const { add, list, addInOrder } = inbox();
    const created = await addInOrder(5);
    const sameTime = "2026-05-01T12:02:00.000Z";
    const twins = [await add({ createdAt: sameTime }), await add({ createdAt: sameTime })];
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await list({ limit: 3, cursor });
      expect(page.total).toBe(7);
      seen.push(...page.leads.map((lead) => lead.id));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen.slice(0, 2)).toEqual([created[4], created[3]]);
    expect(seen.slice(2, 5).sort()).toEqual([created[2], ...twins].sort());
  });

  it("sorts oldest first and by name both ways, paging in that order", async () => {
    const { add, list, addInOrder } = inbox();
    const created = await addInOrder(4);
    const byName = await Promise.all(
      ["bob", "Alice", "Carol"].map((name) => add({ name, createdAt: "2026-04-01T00:00:00.000Z" })),
    );
    const all = async (sort: LeadListQuery["sort"]) => {
      const result: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await list({ sort, limit: 2, cursor });
        result.push(...page.leads.map((lead) => lead.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return result;
    };
    expect((await all("oldest")).slice(3)).toEqual(created);
    expect((await all("name")).slice(0, 3)).toEqual([byName[1], byName[0], byName[2]]);
    expect((await all("name-desc")).slice(-3)).toEqual([byName[2], byName[0], byName[1]]);
  });

  it("filters by status, service, source, priority and assignee", async () => {
    const { add, ids } = inbox();
    const contacted = await add({ status: "contacted" });
    const moldService = `Mold ${crypto.randomUUID()}`;
    const mold = await add({ service: moldService });
    const chat = await add({ source: "chatbot" });
    const urgent = await add({ priority: "high" });
    const mine = await add({ assignee: "crew@lakeshore.example" });
    expect(await ids({ status: "contacted" })).toEqual([contacted]);
    expect(await ids({ service: moldService })).toEqual([mold]);
    expect(await ids({ source: "chatbot" })).toEqual([chat]);
    expect(await ids({ priority: "high" })).toEqual([urgent]);
    expect(await ids({ assignee: "Crew@Lakeshore.example" })).toEqual([mine]);
    expect(await ids({ assignee: "none" })).not.toContain(mine);
    expect(await ids({ assignee: "none" })).toHaveLength(3);
    expect(await ids({ status: "contacted", source: "chatbot" })).toEqual([]);
  });

  it("filters by calendar dates in Chicago, both ends included", async () => {
    const { add, ids } = inbox();
    // 23:30 on January 14 in Chicago (CST, UTC-6) is already January 15 in UTC.
    const lateJan14 = await add({ createdAt: "2026-01-15T05:30:00.000Z" });
    const jan15 = await add({ createdAt: "2026-01-15T18:00:00.000Z" });
    const jan16 = await add({ createdAt: "2026-01-16T06:30:00.000Z" });
    expect(await ids({ from: "2026-01-14", to: "2026-01-14" })).toEqual([lateJan14]);
    expect(await ids({ from: "2026-01-15", to: "2026-01-15" })).toEqual([jan15]);
    expect(await ids({ from: "2026-01-15" })).toEqual([jan16, jan15]);
    expect(await ids({ to: "2026-01-15" })).toEqual([jan15, lateJan14]);
  });

  it("filters leads with and without photos and counts them", async () => {
    const { add, list, ids } = inbox();
    const withPhotos = await add({ photos: 2 });
    const without = await add();
    expect(await ids({ hasPhotos: true })).toEqual([withPhotos]);
    expect(await ids({ hasPhotos: false })).toEqual([without]);
    expect((await list({ hasPhotos: true })).leads[0]?.photoCount).toBe(2);
  });

  it("refuses a cursor it did not make", async () => {
    const { list } = inbox();
    await expect(list({ cursor: "not-a-cursor" })).rejects.toBeInstanceOf(Refusal);
    await expect(list({ cursor: btoa('{"a":1}') })).rejects.toBeInstanceOf(Refusal);
  });
});

describe("inbox search", () => {
  it("finds a lead by a prefix of its name, e-mail, phone in any format, city, street or description", async () => {
    const { add, ids } = inbox();
    const maria = await add({
      name: "Maria Kowalski",
      email: "mk.home@example.com",
      phone: "(312) 555-0187",
      city: "Evanston",
      address: "2150 W Roscoe St",
      description: "Vermiculite insulation in the attic",
    });
    await add({
      name: "Dev Patel",
      email: "dev@example.com",
      phone: "773-555-0199",
      city: "Skokie",
      address: "1 Main St",
      description: "Black mold",
    });
    for (const q of [
      "kowal",
      "Maria Kow",
      "mk.home@example.com",
      "mk.home",
      "3125550187",
      "312-555-0187",
      "(312) 555",
      "evanst",
      "roscoe",
      "vermicul",
      "ATTIC",
    ]) {
      expect(await ids({ q }), q).toEqual([maria]);
    }
    expect(await ids({ q: "kowalski patel" })).toEqual([]);
  });

  it("finds a chatbot lead by the city inside its address, and ignores accents", async () => {
    const { add, ids } = inbox();
    const chat = await add({ source: "chatbot", city: null, address: "4410 N Kedzie Ave, Chicago", name: "José Muñoz" });
    expect(await ids({ q: "kedzie" })).toEqual([chat]);
    expect(await ids({ q: "jose munoz" })).toEqual([chat]);
  });

  it("combines search with filters, spam and sorting", async () => {
    const { add, ids } = inbox();
    const won = await add({ name: "Nowak Anna", status: "won", createdAt: "2026-02-01T00:00:00.000Z" });
    const fresh = await add({ name: "Nowak Piotr", createdAt: "2026-02-02T00:00:00.000Z" });
    const spam = await add({ name: "Nowak Spam", isSpam: true });
    expect(await ids({ q: "nowak" })).toEqual([fresh, won]);
    expect(await ids({ q: "nowak", sort: "oldest" })).toEqual([won, fresh]);
    expect(await ids({ q: "nowak", status: "won" })).toEqual([won]);
    expect(await ids({ q: "nowak", spam: true })).toEqual([spam]);
  });

  it("pages a search with many matches (read from the inbox index) in the same order as one with few, counting up to the cap", async () => {
    const { list } = inbox();
    const word = `common${crypto.randomUUID().slice(0, 8)}`;
    const service = `Search ${word}`;
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1010)
       INSERT INTO leads (id, source, priority, name, service, forward_status, created_at, updated_at)
       SELECT lower(hex(randomblob(16))), 'quote-form', 'normal', ?1 || ' ' || i, ?2, 'forwarded', ?3, ?3 FROM n`,
    )
      .bind(word, service, "2026-06-01T00:00:00.000Z")
      .run();
    const all = async (query: LeadListQuery) => {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await list({ ...query, limit: 100, cursor });
        seen.push(...page.leads.map((lead) => lead.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return seen;
    };
    const many = await all({ service, q: word });
    // Counting stops at the cap.
    expect(await list({ service, q: word })).toMatchObject({ total: leadCountCap, totalCapped: true });
    expect(many).toHaveLength(1010);
    expect(many).toEqual(await all({ service }));
    // The same leads narrowed below the threshold come from the search index, in the same order.
    const few = await all({ service, q: `${word} 1*` });
    expect(few.length).toBeLessThan(500);
    expect(few).toEqual(many.filter((id) => few.includes(id)));
  });

  it("treats search syntax as plain words and ignores words without letters or digits", async () => {
    const { add, list, ids } = inbox();
    const lead = await add({ name: "Near Andor" });
    for (const q of ['NEAR("x"', "AND OR NOT", "name:near", "* ^ -"]) {
      await expect(list({ q }), q).resolves.toBeDefined();
    }
    expect(await ids({ q: "- * near" })).toEqual([lead]);
    expect(await ids({ q: "- *" })).toEqual([lead]);
  });

  it("follows a changed name and forgets a deleted lead", async () => {
    const { add, ids } = inbox();
    const id = await add({ name: "Oldname Person" });
    await env.DB.prepare("UPDATE leads SET name = 'Newname Person' WHERE id = ?").bind(id).run();
    expect(await ids({ q: "oldname" })).toEqual([]);
    expect(await ids({ q: "newname" })).toEqual([id]);
    const { rowid } = (await env.DB.prepare("SELECT rowid FROM leads WHERE id = ?").bind(id).first<{ rowid: number }>()) ?? {};
    await env.DB.prepare("DELETE FROM leads WHERE id = ?").bind(id).run();
    expect(await ids({ q: "newname" })).toEqual([]);
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM leads_search WHERE rowid = ?")
      .bind(rowid)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});

describe("the inbox's query string", () => {
  const parse = (query: Record<string, string>) => leadListQuerySchema.safeParse(query);

  it("takes blank values as absent and fills in the defaults", () => {
    expect(parse({ q: "", status: "", limit: "" }).data).toEqual({ sort: "newest", limit: 50 });
  });

  it("refuses unknown choices, bad dates, reversed ranges and oversized pages with a sentence per field", () => {
    const result = parse({ status: "archived", from: "2026-13-01", limit: "500", sort: "random" });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? []);
    expect(fields).toEqual({
      status: "Choose a status from the list.",
      from: "Use a date like 2026-03-14.",
      limit: "Ask for 1 to 100 leads per page.",
      sort: "Choose a sort order from the list.",
    });
    expect(parse({ from: "2026-03-02", to: "2026-03-01" }).error?.issues[0]?.message).toBe(
      "The start date must not be after the end date.",
    );
  });
});
