import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type LocalServer, startLocalServer } from "../../scripts/local-server";
import { messages } from "../../src/lib/messages";

/**
 * Answers given before the Worker reads a request body (a 413 on Content-Length, a 429) must reach
 * the client instead of a reset connection. A server of its own, with the rate limit on, so that a
 * client can use up its allowance; CF-Connecting-IP stands for the client, as behind Cloudflare.
 */
const stateDir = `.wrangler/early-refusals-${process.pid}`;
let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer({ persistTo: stateDir, migratedState: inject("migratedState"), removeStateOnStop: true });
});
afterAll(async () => {
  await server?.stop();
});

const MB = 1024 * 1024;
/**
 * One size over each endpoint's cap. How far the Worker reads the rest of a body (up to Cloudflare's
 * 100 MB request limit) is test/worker/early-refusals.test.ts's; here, what a client sees over a socket.
 */
const sizes = [8 * MB, 30 * MB];
const chunkBytes = MB;
const largestBody = Buffer.alloc(Math.max(...sizes), "a");

/** A chat lead may carry about 7 MB of JSON, a quote request about 27 MB: each size is over its endpoint's cap. */
const endpointFor = (bytes: number) => (bytes < 20 * MB ? "/api/leads" : "/api/quote-requests");

let clientCount = 0;
const newClientIp = () => `203.0.113.${++clientCount}`;

type Answer = { status: number; contentType: string; text: string };
type Sender = (path: string, bytes: number, ip: string) => Promise<Answer>;

/** Node's fetch (undici): a Buffer goes out with its Content-Length, a stream chunked without one. */
const viaFetch =
  (truthfulLength: boolean): Sender =>
  async (path, bytes, ip) => {
    const body = largestBody.subarray(0, bytes);
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body: truthfulLength ? body : chunked(body),
      duplex: "half",
    } as RequestInit);
    return { status: response.status, contentType: response.headers.get("Content-Type") ?? "", text: await response.text() };
  };

function chunked(body: Buffer): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      controller.enqueue(body.subarray(offset, offset + chunkBytes));
      offset += chunkBytes;
    },
  });
}

type RawMode = "content-length" | "chunked" | "expect-100-continue";

/** A raw node:http client; with Expect: 100-continue it sends the body only once the server asks for it. */
const viaNodeHttp =
  (mode: RawMode, extraHeaders: Record<string, string> = {}, contentType = "application/json"): Sender =>
  (path, bytes, ip) =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string> = { "Content-Type": contentType, "CF-Connecting-IP": ip, ...extraHeaders };
      if (mode !== "chunked") headers["Content-Length"] = String(bytes);
      if (mode === "expect-100-continue") headers.Expect = "100-continue";
      const request = httpRequest(`${server.baseUrl}${path}`, { method: "POST", headers });
      request.on("error", reject);
      request.on("response", (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, contentType: String(response.headers["content-type"]), text }),
        );
        response.on("error", reject);
      });
      const sendBody = async () => {
        for (let offset = 0; offset < bytes; offset += chunkBytes) {
          const chunk = largestBody.subarray(offset, Math.min(offset + chunkBytes, bytes));
          if (!request.write(chunk)) await new Promise((drained) => request.once("drain", drained));
        }
        request.end();
      };
      if (mode === "expect-100-continue") {
        request.on("continue", () => void sendBody().catch(reject));
        request.flushHeaders();
      } else {
        sendBody().catch(reject);
      }
    });

/** Small posts until the client's allowance is used up and it is told to wait. */
async function exhaustRateLimit(ip: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${server.baseUrl}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body: "{}",
    });
    await response.arrayBuffer();
    if (response.status === 429) return;
  }
  throw new Error(`${ip} was never rate-limited`);
}

async function expectServerAnswersNormally() {
  const health = await fetch(`${server.baseUrl}/api/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ ok: true });
}

const senders: [string, Sender][] = [
  ["Node's fetch with a truthful Content-Length", viaFetch(true)],
  ["Node's fetch streaming without Content-Length", viaFetch(false)],
  ["node:http with a truthful Content-Length", viaNodeHttp("content-length")],
  ["node:http chunked without Content-Length", viaNodeHttp("chunked")],
  ["node:http with Expect: 100-continue", viaNodeHttp("expect-100-continue")],
];

describe("an early refusal reaches the client instead of a reset connection", () => {
  it.each(senders)(
    "%s reads its 413 from a fresh client and its 429 once rate-limited",
    async (_, send) => {
      for (const bytes of sizes) {
        const tooLarge = await send(endpointFor(bytes), bytes, newClientIp());
        expect(tooLarge.status, `${bytes / MB} MB from a fresh client`).toBe(413);
        expect(tooLarge.contentType).toContain("application/json");
        expect(JSON.parse(tooLarge.text)).toEqual({ error: messages.submission.tooLarge, fields: {} });
        await expectServerAnswersNormally();

        const limitedIp = newClientIp();
        await exhaustRateLimit(limitedIp);
        const tooMany = await send(endpointFor(bytes), bytes, limitedIp);
        expect(tooMany.status, `${bytes / MB} MB from a rate-limited client`).toBe(429);
        expect(JSON.parse(tooMany.text)).toEqual({ error: messages.api.tooManyRequests, fields: {} });
        await expectServerAnswersNormally();
      }
    },
    300_000,
  );

  it("a no-JavaScript form post too large for the server gets the HTML error page", async () => {
    const boundary = "----early-refusal";
    const send = viaNodeHttp("content-length", { Accept: "text/html" }, `multipart/form-data; boundary=${boundary}`);
    const answer = await send("/api/quote-requests", 30 * MB, newClientIp());
    expect(answer.status).toBe(413);
    expect(answer.contentType).toContain("text/html");
    expect(answer.text).toContain(messages.submission.tooLarge);

    const limitedIp = newClientIp();
    await exhaustRateLimit(limitedIp);
    const limited = await send("/api/quote-requests", 8 * MB, limitedIp);
    expect(limited.status).toBe(429);
    expect(limited.contentType).toContain("text/html");
    expect(limited.text).toContain(messages.api.tooManyRequests);
    await expectServerAnswersNormally();
  }, 120_000);
});
