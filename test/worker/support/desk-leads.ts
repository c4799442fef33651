import { env } from "cloudflare:workers";
import { type LeadStatus, pipelineColumnId } from "../../../src/lib/desk";
import type { Env } from "../../../worker/env";
import { fetchWithEnv } from "./http";

/** A stored lead as the desk tests need it, written straight to D1 (the public API is tested elsewhere). */
export type SeedLead = {
  id?: string;
  name?: string;
  email?: string | null;
  phone?: string | null;
  city?: string | null;
  address?: string | null;
  description?: string | null;
  service?: string;
  source?: string;
  status?: LeadStatus;
  priority?: string;
  assignee?: string | null;
  columnId?: string | null;
  isSpam?: boolean;
  forwardStatus?: string;
  createdAt?: string;
  photos?: number;
};

export async function insertLead(lead: SeedLead = {}): Promise<string> {
  const id = lead.id ?? crypto.randomUUID();
  const createdAt = lead.createdAt ?? new Date().toISOString();
  const status = lead.status ?? "new";
  await env.DB.prepare(
    `INSERT INTO leads (id, source, status, priority, column_id, assignee, name, email, phone, service, description,
       address, city, is_spam, forward_status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      lead.source ?? "quote-form",
      status,
      lead.priority ?? "normal",
      lead.columnId === undefined ? (lead.isSpam ? null : pipelineColumnId(status)) : lead.columnId,
      lead.assignee ?? null,
      lead.name ?? "Maria Kowalski",
      lead.email === undefined ? "maria.kowalski@example.com" : lead.email,
      lead.phone === undefined ? "(312) 555-0187" : lead.phone,
      lead.service ?? "Asbestos Removal",
      lead.description === undefined ? "Old floor tiles in the basement." : lead.description,
      lead.address === undefined ? "2150 W Roscoe St" : lead.address,
      lead.city === undefined ? "Chicago" : lead.city,
      lead.isSpam ? 1 : 0,
      lead.forwardStatus ?? (lead.isSpam ? "spam" : "forwarded"),
      createdAt,
      createdAt,
    )
    .run();
  for (let position = 0; position < (lead.photos ?? 0); position++) {
    const key = `photos/test/${id}/${position}.jpg`;
    await env.PHOTOS.put(key, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), { httpMetadata: { contentType: "image/jpeg" } });
    await env.DB.prepare(
      `INSERT INTO lead_photos (id, lead_id, r2_key, original_name, content_type, size_bytes, width, height, position, created_at)
       VALUES (?, ?, ?, ?, 'image/jpeg', 4, 1, 1, ?, ?)`,
    )
      .bind(crypto.randomUUID(), id, key, `photo ${position}.jpg`, position, createdAt)
      .run();
  }
  await env.DB.prepare("INSERT INTO lead_events (lead_id, kind, detail, created_at) VALUES (?, 'created', ?, ?)")
    .bind(id, `Received from the ${lead.source ?? "quote-form"}`, createdAt)
    .run();
  return id;
}

export async function addStaff(email: string, role: "admin" | "staff" = "staff", active = true) {
  await env.DB.prepare("INSERT INTO staff (email, name, role, active) VALUES (?, ?, ?, ?)")
    .bind(email, email.split("@")[0] ?? email, role, active ? 1 : 0)
    .run();
}

/** An ISO time `minutes` before now. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** The admin the desk tests act as unless they name someone else (who is then plain staff). */
export const deskAdmin = "owner@lakeshore.example";
const deskOrigin = "http://localhost";

type DeskCall = { as?: string; method?: string; body?: unknown; headers?: Record<string, string>; env?: Partial<Env> };

/**
 * A request from the desk on this machine as `as` (the dev-only local identity of the access
 * middleware), through the Worker's real entry point; waits for the work it leaves running.
 */
export async function desk(
  path: string,
  { as = deskAdmin, method = "GET", body, headers = {}, env: bindings = {} }: DeskCall = {},
): Promise<Response> {
  await env.DB.prepare("INSERT OR IGNORE INTO staff (email, role) VALUES (?, ?)")
    .bind(as, as === deskAdmin ? "admin" : "staff")
    .run();
  const request = new Request(`${deskOrigin}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(method === "GET" ? {} : { Origin: deskOrigin, "Sec-Fetch-Site": "same-origin" }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const { response, settled } = await fetchWithEnv(request, { DEV_STAFF_EMAIL: as, ...bindings });
  await settled;
  return response;
}
