import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import type { Env } from "../../../worker/env";
import worker from "../../../worker/index";

export const origin = "https://www.lakeshore-environmental.example";

const randomGroups = (count: number) =>
  [...crypto.getRandomValues(new Uint16Array(count))].map((part) => part.toString(16)).join(":");

/** A fresh IPv6 /64 (the Worker counts rate limits per /64), as its first four groups. */
export function newClientNetwork(): string {
  return `2001:db8:${randomGroups(2)}`;
}

/** A fresh client address per call, in its own /64, so one test's requests never share another's rate limit. */
export function newClientIp(): string {
  return `${newClientNetwork()}::${randomGroups(1)}`;
}

type SendOptions = { ip?: string; headers?: Record<string, string> };

/** Through the Worker's real entry point, with its real bindings (D1, R2, Queue). */
export function send(path: string, init: RequestInit & SendOptions = {}): Promise<Response> {
  const { ip = newClientIp(), headers = {}, ...rest } = init;
  return exports.default.fetch(
    new Request(`${origin}${path}`, { method: "POST", ...rest, headers: { "CF-Connecting-IP": ip, ...headers } }),
  );
}

export function postJson(path: string, body: unknown, options: SendOptions = {}): Promise<Response> {
  return send(path, {
    ...options,
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...options.headers },
  });
}

/** Calls the Worker's fetch handler directly with changed bindings, then waits for its background work. */
export async function fetchWithEnv(request: Request, overrides: Partial<Env>) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...env, ...overrides }, ctx);
  return { response, settled: waitOnExecutionContext(ctx) };
}

export type Problem = { error: string; fields: Record<string, string> };

export const json = <T = Record<string, unknown>>(response: Response) => response.json() as Promise<T>;

export { chatLead, quoteRequest } from "../../support/payloads";
