import { describe, expect, it } from "vitest";
import { staffHeaders } from "./support/access";
import { send } from "./support/http";

const MB = 1024 * 1024;

/** A request body that counts how much of it the Worker read: `total` bytes, or endless. */
function countedBody(total = Number.POSITIVE_INFINITY) {
  const chunk = new Uint8Array(MB).fill(0x20);
  const counter = { read: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.read >= total) return controller.close();
      counter.read += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, counter };
}

async function postCounted(path: string, headers: Record<string, string>, total?: number, ip?: string) {
  const { body, counter } = countedBody(total);
  // @ts-expect-error workerd needs duplex for streamed request bodies; the type lacks it
  const response = await send(path, { headers, body, duplex: "half", ip });
  return { response, read: counter.read };
}

/**
 * Every answer given before the body is read (so the client would see a reset connection instead)
 * first reads the rest of the body: one middleware, whoever answers early. The client-side view,
 * over a real socket, is in test/e2e/early-refusals.test.ts.
 */
describe("an early answer reads the rest of the request body first", () => {
  const json = { "Content-Type": "application/json" };

  it("the desk's 401 without an Access token", async () => {
    const { response, read } = await postCounted("/api/admin/boards", json, 20 * MB);
    expect(response.status).toBe(401);
    expect(read).toBe(20 * MB);
  });

  it("the desk's 403s: a write from another site, and the staff role on an admin-only route", async () => {
    const crew = await staffHeaders("drain.crew@lakeshore.example");
    const crossSite = await postCounted("/api/admin/boards", { ...json, ...crew, Origin: "https://evil.example" }, 7 * MB);
    expect(crossSite.response.status).toBe(403);
    expect(crossSite.read).toBe(7 * MB);

    const notAdmin = await postCounted("/api/admin/boards", { ...json, ...crew }, 6 * MB);
    expect(notAdmin.response.status).toBe(403);
    expect(notAdmin.read).toBe(6 * MB);
  });

  it("a 429 from the rate limit", async () => {
    const ip = "198.51.100.77";
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await send("/api/leads", { ip, headers: json, body: "{}" });
      await response.arrayBuffer();
      if (response.status === 429) break;
    }
    const { response, read } = await postCounted("/api/leads", json, 12 * MB, ip);
    expect(response.status).toBe(429);
    expect(read).toBe(12 * MB);
  });

  it("a 415 for a type the endpoint does not take, and a 413 on Content-Length", async () => {
    const unsupported = await postCounted("/api/quote-requests", { "Content-Type": "application/xml" }, 9 * MB);
    expect(unsupported.response.status).toBe(415);
    expect(unsupported.read).toBe(9 * MB);

    const declared = await postCounted("/api/metrics", { ...json, "Content-Length": String(9 * MB) }, 9 * MB);
    expect(declared.response.status).toBe(413);
    expect(declared.read).toBe(9 * MB);
  });

  it("a 404 for an unknown API path", async () => {
    const { response, read } = await postCounted("/api/nowhere", json, 3 * MB);
    expect(response.status).toBe(404);
    expect(read).toBe(3 * MB);
  });

  it("stops reading at Cloudflare's 100 MB request limit", async () => {
    const { response, read } = await postCounted("/api/metrics", json);
    expect(response.status).toBe(413);
    expect(read).toBeGreaterThan(100 * MB);
    expect(read).toBeLessThan(160 * MB);
  });
});
