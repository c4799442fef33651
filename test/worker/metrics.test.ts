import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { messages } from "../../src/lib/messages";
import { json, newClientIp, postJson, send } from "./support/http";

const samplesFrom = async (path: string) => {
  const { results } = await env.DB.prepare(
    "SELECT name, value, rating, path, metric_id, navigation_type FROM web_vitals WHERE path = ? ORDER BY id",
  )
    .bind(path)
    .all();
  return results;
};

describe("POST /api/metrics records web vitals and page views", () => {
  it("answers 204 and stores each sample", async () => {
    const path = `/services/${crypto.randomUUID()}`;
    const response = await postJson("/api/metrics", [
      { name: "LCP", value: 812.4, rating: "good", path, id: "v5-1", navigationType: "navigate" },
      { name: "CLS", value: 0.02, rating: "good", path },
      { name: "page-view", value: 1, path },
    ]);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(await samplesFrom(path)).toEqual([
      { name: "LCP", value: 812.4, rating: "good", path, metric_id: "v5-1", navigation_type: "navigate" },
      { name: "CLS", value: 0.02, rating: "good", path, metric_id: null, navigation_type: null },
      { name: "page-view", value: 1, rating: null, path, metric_id: null, navigation_type: null },
    ]);
  });

  it("accepts navigator.sendBeacon's text/plain body", async () => {
    const path = `/beacon/${crypto.randomUUID()}`;
    const response = await send("/api/metrics", {
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
      body: JSON.stringify([{ name: "INP", value: 64, rating: "good", path }]),
    });
    expect(response.status).toBe(204);
    expect(await samplesFrom(path)).toHaveLength(1);
  });

  it("keeps only the path, never a query string that could carry personal data", async () => {
    const path = `/contact/${crypto.randomUUID()}`;
    await postJson("/api/metrics", [{ name: "page-view", value: 1, path: `${path}?email=maria@example.com#form` }]);
    expect(await samplesFrom(path)).toHaveLength(1);
  });

  it("accepts the spec's single metrics object, validated like a sample in a batch", async () => {
    const path = `/about/${crypto.randomUUID()}`;
    const response = await postJson("/api/metrics", { name: "TTFB", value: 120, rating: "good", path });
    expect(response.status).toBe(204);
    expect(await samplesFrom(path)).toEqual([
      { name: "TTFB", value: 120, rating: "good", path, metric_id: null, navigation_type: null },
    ]);

    const invalid = await postJson("/api/metrics", { name: "TTFB", value: -5, path });
    expect(invalid.status).toBe(400);
    expect(await json(invalid)).toMatchObject({ error: expect.any(String), fields: { "0.value": expect.any(String) } });
  });

  it("accepts unknown metric names but does not store them", async () => {
    const path = `/blog/${crypto.randomUUID()}`;
    const batch = await postJson("/api/metrics", [
      { name: "FID", value: 10, path },
      { name: "LCP", value: 900, path },
    ]);
    expect(batch.status).toBe(204);
    const single = await postJson("/api/metrics", { name: "long-animation-frame", value: 80, path });
    expect(single.status).toBe(204);
    expect(await samplesFrom(path)).toEqual([
      { name: "LCP", value: 900, rating: null, path, metric_id: null, navigation_type: null },
    ]);
  });

  it("refuses a single object over 64 KB with 413, like a batch", async () => {
    const huge = JSON.stringify({ name: "LCP", value: 1, path: `/${"a".repeat(70_000)}` });
    const response = await postJson("/api/metrics", huge);
    expect(response.status).toBe(413);
    expect((await json<{ error: string }>(response)).error).toBe(messages.submission.tooLarge);
  });

  it.each([
    ["an empty list", []],
    ["more than 50 samples", Array.from({ length: 51 }, () => ({ name: "page-view", value: 1, path: "/" }))],
    ["a sample without a name", [{ value: 10, path: "/" }]],
    ["a negative value", [{ name: "LCP", value: -1, path: "/" }]],
    ["a value that is not a number", [{ name: "LCP", value: "fast", path: "/" }]],
    ["a path that is not a path", [{ name: "LCP", value: 1, path: "https://evil.example/" }]],
    ["an unknown rating", [{ name: "LCP", value: 1, path: "/", rating: "great" }]],
    ["a single object that is not a sample", { name: "LCP", value: 1 }],
    ["a bare number", 42],
  ])("refuses %s with 400", async (_, body) => {
    const response = await postJson("/api/metrics", body);
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ error: expect.any(String), fields: expect.any(Object) });
  });

  it("refuses a body over 64 KB with 413 and other types with 415", async () => {
    const huge = JSON.stringify([{ name: "LCP", value: 1, path: `/${"a".repeat(70_000)}` }]);
    const tooLarge = await postJson("/api/metrics", huge, { ip: newClientIp() });
    expect(tooLarge.status).toBe(413);
    expect((await json<{ error: string }>(tooLarge)).error).toBe(messages.submission.tooLarge);
    expect((await send("/api/metrics", { headers: { "Content-Type": "application/xml" }, body: "<x/>" })).status).toBe(415);
  });
});
