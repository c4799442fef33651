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
  it("answers 204 and stores each web vital; a page view goes to the day's rollup, not here (sources-capture.test.ts)", async () => {
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
    await postJson("/api/metrics", [{ name: "FCP", value: 640, path: `${path}?email=maria@example.com#form` }]);
    expect(await samplesFrom(path)).toHaveLength(1);
  });

  it("accepts a single sample, validated like a sample in a batch", async () => {
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

  it("accepts the spec's collected-metrics object and stores each known metric once", async () => {
    const path = `/services/${crypto.randomUUID()}`;
    const response = await postJson("/api/metrics", {
      url: path,
      timestamp: "2026-11-20T15:04:05.000Z",
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)",
      CLS: 0.01,
      INP: 48,
      FCP: 820,
      LCP: 1450,
      TTFB: 95,
      metrics: [{ name: "LCP", value: 1450, rating: "good", timestamp: 1763651045000 }],
    });
    expect(response.status).toBe(204);
    const stored = await samplesFrom(path);
    expect(stored).toHaveLength(5);
    expect(stored).toEqual(
      expect.arrayContaining([
        { name: "CLS", value: 0.01, rating: null, path, metric_id: null, navigation_type: null },
        { name: "INP", value: 48, rating: null, path, metric_id: null, navigation_type: null },
        { name: "FCP", value: 820, rating: null, path, metric_id: null, navigation_type: null },
        { name: "LCP", value: 1450, rating: "good", path, metric_id: null, navigation_type: null },
        { name: "TTFB", value: 95, rating: null, path, metric_id: null, navigation_type: null },
      ]),
    );
  });

  it("takes a collected object's sample over its value of the same name, and its page from path or url", async () => {
    const path = `/projects/${crypto.randomUUID()}`;
    const byPath = await postJson("/api/metrics", {
      path,
      LCP: 1500,
      metrics: [
        { name: "LCP", value: 1450, rating: "good", id: "v5-9" },
        { name: "CLS", value: 0.2, rating: "needs-improvement" },
        { name: "FID", value: 12 },
      ],
    });
    expect(byPath.status).toBe(204);
    expect(await samplesFrom(path)).toEqual([
      { name: "LCP", value: 1450, rating: "good", path, metric_id: "v5-9", navigation_type: null },
      { name: "CLS", value: 0.2, rating: "needs-improvement", path, metric_id: null, navigation_type: null },
    ]);

    const page = `/blog/${crypto.randomUUID()}`;
    const byUrl = await postJson("/api/metrics", {
      url: `https://www.example.com${page}?utm_source=mail#top`,
      TTFB: 80,
      INP: null,
    });
    expect(byUrl.status).toBe(204);
    expect(await samplesFrom(page)).toEqual([
      { name: "TTFB", value: 80, rating: null, path: page, metric_id: null, navigation_type: null },
    ]);
  });

  it.each([
    ["without a page", { LCP: 1450 }, "url"],
    ["with a negative value", { url: "/", LCP: -1 }, "LCP"],
    ["with a value that is not a number", { url: "/", CLS: "low" }, "CLS"],
    ["with a bad sample", { url: "/", metrics: [{ name: "LCP", value: -3 }] }, "metrics.0.value"],
    ["with no metric at all", { url: "/", timestamp: "2026-11-20T15:04:05.000Z" }, "metrics"],
  ])("refuses a collected-metrics object %s with 400, naming the field", async (_, body, field) => {
    const response = await postJson("/api/metrics", body);
    expect(response.status).toBe(400);
    expect(await json<{ fields: Record<string, string> }>(response)).toMatchObject({ fields: { [field]: expect.any(String) } });
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
    ["a single sample without a path", { name: "LCP", value: 1 }],
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
