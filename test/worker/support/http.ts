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

/** Submitted as a person would: the form was opened a while ago and the hidden field is empty. */
export function quoteRequest(overrides: Record<string, unknown> = {}) {
  return {
    type: "quote-request",
    name: "Maria Kowalski",
    email: "maria.kowalski@example.com",
    phone: "(312) 555-0187",
    service: "Asbestos Removal",
    timeline: "Within 1-2 weeks",
    description: "Old floor tiles in the basement, about 400 sq ft.",
    propertyAddress: "2150 W Roscoe St",
    city: "Chicago",
    state: "IL",
    zipCode: "60618",
    propertyType: "Residential - Single Family",
    images: [],
    submittedAt: new Date().toISOString(),
    formStartedAt: Date.now() - 45_000,
    website: "",
    ...overrides,
  };
}

export function chatLead(overrides: Record<string, unknown> = {}) {
  return {
    type: "chat",
    name: "Dev Patel",
    email: "dev.patel@example.com",
    phone: "773-555-0199",
    address: "4410 N Kedzie Ave, Chicago",
    service: "Mold Remediation",
    description: "Picture offered: yes",
    source: "chatbot",
    status: "new",
    priority: "high",
    ...overrides,
  };
}
