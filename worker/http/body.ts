import type { MiddlewareHandler } from "hono";
import { messages } from "../../src/lib/messages";
import type { AppEnv } from "../env";
import { ClientProblem } from "./problems";

type ReadBodyOptions = {
  /** Largest JSON body accepted, in bytes. */
  jsonBytes: number;
  /** navigator.sendBeacon posts a string as text/plain; accept it as JSON. */
  textAsJson?: boolean;
  /** Accept multipart/form-data up to `bytes`, turned into the JSON payload by `toPayload`. */
  multipart?: { bytes: number; toPayload: (form: FormData) => Promise<unknown> };
};

const jsonMediaType = /^application\/([\w.-]+\+)?json$/;

/**
 * Reads the body under a byte cap: a declared Content-Length over the cap is refused before
 * reading, and the stream is counted while it is read, so a body longer than its declared length
 * is refused too. The body then reaches @hono/zod-validator as JSON: multipart forms are
 * converted first, and JSON text is handed over through Hono's body cache rather than re-encoded.
 */
export function readBody(options: ReadBodyOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const contentType = c.req.header("Content-Type") ?? "";
    const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
    const isJson = jsonMediaType.test(mediaType) || (options.textAsJson === true && mediaType === "text/plain");
    const multipart = mediaType === "multipart/form-data" ? options.multipart : undefined;
    if (!isJson && !multipart)
      throw new ClientProblem(415, options.multipart ? messages.api.unsupportedType : messages.api.jsonOnly);

    const maxBytes = isJson ? options.jsonBytes : (multipart?.bytes ?? 0);
    const declaredBytes = Number(c.req.header("Content-Length"));
    if (declaredBytes > maxBytes) throw new ClientProblem(413, messages.submission.tooLarge);
    const bytes = await readCapped(c.req.raw.body, maxBytes);
    c.set("rawBody", bytes);
    c.set("bodyFormat", isJson ? "json" : "multipart");

    const jsonText = multipart
      ? JSON.stringify(await multipart.toPayload(await parseForm(bytes, contentType)))
      : decodeUtf8(bytes);
    // Hono keeps body promises in bodyCache; c.req.json() (and so the validator) parses this text.
    (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(jsonText);
    if (!jsonMediaType.test(mediaType)) {
      const headers = new Headers(c.req.raw.headers);
      headers.set("Content-Type", "application/json");
      c.req.raw = new Request(c.req.raw.url, { method: c.req.method, headers });
    }
    await next();
  };
}

/** Cloudflare's own limit on a request body; a client sending more than this is not waited for. */
const drainCapBytes = 100 * 1024 * 1024;

/**
 * Lets every early answer reach the client. When the Worker answers before it has read the request
 * body (a 413 on Content-Length, a 429, a 415, a 401), the runtime drops the connection while the
 * client is still sending, and Node's fetch and browsers report a network error instead of the
 * answer. So once a response is ready, whatever of the body is still unread is read and discarded
 * (up to Cloudflare's 100 MB request limit), and only then does the response go out.
 */
export const drainUnreadBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  const body = c.req.raw.body;
  await next();
  // A body read to the end stays locked by its reader; one given up part-way was released.
  if (body && !body.locked) await discard(body, drainCapBytes);
};

async function discard(body: ReadableStream<Uint8Array>, maxBytes: number) {
  const reader = body.getReader();
  let total = 0;
  try {
    while (total <= maxBytes) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client stopped sending: there is nobody left to answer.
  }
}

async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        // The rest is read and discarded by drainUnreadBody before the 413 goes out.
        reader.releaseLock();
        throw new ClientProblem(413, messages.submission.tooLarge);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ClientProblem) throw error;
    throw new ClientProblem(400, messages.api.unreadableBody);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ClientProblem(400, messages.api.invalidJson);
  }
}

async function parseForm(bytes: Uint8Array, contentType: string): Promise<FormData> {
  try {
    return await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw new ClientProblem(400, messages.api.unreadableBody);
  }
}

/** Text fields of a form (the first value of each name), as the JSON payload would carry them. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !Object.hasOwn(fields, name)) fields[name] = value;
  }
  return fields;
}

/** Files chosen under `name`, as the JSON payload's base64 images. An empty file input sends an empty, nameless part. */
export async function formImages(form: FormData, name: string) {
  const files = form
    .getAll(name)
    .filter((value): value is File => typeof value !== "string" && (value.size > 0 || value.name !== ""));
  return Promise.all(
    files.map(async (file) => ({
      data: new Uint8Array(await file.arrayBuffer()).toBase64(),
      name: file.name || "photo",
      type: file.type,
      size: file.size,
    })),
  );
}
