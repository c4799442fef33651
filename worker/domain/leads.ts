import { chatLanguageNames } from "../../src/lib/chat";
import { type LeadPriority, type LeadSource, leadDeskMessages, pipelineColumnId } from "../../src/lib/desk";
import type { timelines } from "../../src/lib/options";
import { limits } from "../../src/lib/quote";
import type { ChatLead, QuoteRequest } from "../../src/lib/schemas";
import type { PreparedPhoto } from "./media";
import { notFound } from "./refusal";
import { timelineStatement } from "./timeline";

/** A lead as the Worker decided it, ready to store. */
export type NewLead = {
  source: LeadSource;
  priority: LeadPriority;
  name: string;
  email: string | null;
  phone: string | null;
  service: string;
  timeline: string | null;
  description: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  propertyType: string | null;
  clientSubmittedAt: string | null;
  /** Why the submission looks automated; spam is stored for review but never forwarded. */
  spamReason: string | null;
  /** Chatbot leads: the conversation as JSON TranscriptEntry[]. */
  transcript?: string | null;
};

type AbuseSignals = { website?: string | undefined; formStartedAt?: number | undefined; submittedAt?: string | undefined };

/** What a source knows of its lead; whatever it does not ask for is stored empty. */
type LeadFields = Pick<NewLead, "name" | "service"> &
  Partial<Omit<NewLead, "source" | "priority" | "spamReason" | "name" | "service">>;

/** The timeline that makes a quote request urgent. */
const urgentTimeline: (typeof timelines)[number] = "As soon as possible";

/**
 * Spam waits; a visitor in a conversation right now (chatbot leads, spec section 3) or one who
 * needs us as soon as possible comes first.
 */
export function leadPriority(lead: { source: LeadSource; timeline: string | null; spam: boolean }): LeadPriority {
  if (lead.spam) return "low";
  return lead.source === "chatbot" || lead.timeline === urgentTimeline ? "high" : "normal";
}

/**
 * Every source's lead is built here: the sources differ only in the fields they pass (a request
 * may pass itself; fields a lead does not have are left out).
 */
export function newLead(source: LeadSource, fields: LeadFields, spamReason: string | null): NewLead {
  const timeline = fields.timeline ?? null;
  return {
    source,
    priority: leadPriority({ source, timeline, spam: spamReason !== null }),
    name: fields.name,
    email: fields.email ?? null,
    phone: fields.phone ?? null,
    service: fields.service,
    timeline,
    description: fields.description ?? null,
    address: fields.address ?? null,
    city: fields.city ?? null,
    state: fields.state ?? null,
    zipCode: fields.zipCode ?? null,
    propertyType: fields.propertyType ?? null,
    clientSubmittedAt: fields.clientSubmittedAt ?? null,
    spamReason,
    transcript: fields.transcript ?? null,
  };
}

export const leadFromQuoteRequest = (request: QuoteRequest, receivedAt: number) =>
  newLead(
    request.source ?? "quote-form",
    { ...request, address: request.propertyAddress, clientSubmittedAt: request.submittedAt },
    detectSpam(request, receivedAt),
  );

export const leadFromChat = (lead: ChatLead, receivedAt: number) =>
  newLead(
    "chatbot",
    {
      ...lead,
      description: [lead.description, `Conversation in ${chatLanguageNames[lead.language]}.`].filter(Boolean).join(" "),
      transcript: lead.transcript.length > 0 ? JSON.stringify(lead.transcript) : null,
    },
    detectSpam(lead, receivedAt),
  );

/**
 * A filled-in hidden field, or a form sent faster than a person can fill it in. The fill time is
 * measured on the browser's clock when it sent both times (a wrong clock then cannot make a
 * person look like a bot), else against the Worker's clock.
 */
export function detectSpam(signals: AbuseSignals, receivedAt: number): string | null {
  if (signals.website?.trim()) return "honeypot field filled in";
  if (signals.formStartedAt === undefined) return null;
  const submittedAt = signals.submittedAt ? Date.parse(signals.submittedAt) : receivedAt;
  const fillMs = submittedAt - signals.formStartedAt;
  return fillMs < limits.minFillMs ? `form filled in ${Math.max(0, Math.round(fillMs))} ms` : null;
}

/** The first entry of every lead's timeline. */
export const receivedDetail = (lead: Pick<NewLead, "source" | "spamReason">) =>
  lead.spamReason ? `Received; marked as spam: ${lead.spamReason}` : `Received from the ${lead.source}`;

export class DuplicateIdempotentLead extends Error {
  constructor() {
    super("A lead with this idempotency key is already stored.");
    this.name = "DuplicateIdempotentLead";
  }
}

type LeadStorage = { db: D1Database; photos: R2Bucket };

type StoreOptions = {
  now: Date;
  /** Stored in the lead's unique column: a second lead with the same key cannot be committed. */
  idempotencyKey?: string | undefined;
  /** Statements committed in the same transaction as the lead. */
  alsoCommit?: ((leadId: string) => D1PreparedStatement[]) | undefined;
};

/**
 * Stores a lead so that it is never visible half-stored: the photos go to R2 first, then the lead,
 * its photo rows and its first event are committed in one D1 batch (a transaction). If anything
 * fails, the photos already in R2 are deleted (what a crash leaves behind is removed by
 * sweepOrphanedPhotos) and the error is rethrown. Returns the new lead's id.
 */
export async function storeLead(storage: LeadStorage, lead: NewLead, photos: readonly PreparedPhoto[], options: StoreOptions) {
  const id = crypto.randomUUID();
  const createdAt = options.now.toISOString();
  const keys = photos.map((photo) => photoKey(options.now, id, photo.format));
  try {
    const puts = await Promise.allSettled(
      photos.map((photo, index) =>
        storage.photos.put(keys[index] as string, photo.bytes, {
          httpMetadata: { contentType: photo.contentType },
          customMetadata: { leadId: id },
        }),
      ),
    );
    const failedPut = puts.find((put) => put.status === "rejected");
    if (failedPut) throw failedPut.reason;

    await storage.db.batch([
      storage.db
        .prepare(
          `INSERT INTO leads (id, source, status, priority, column_id, name, email, phone, service, timeline, description,
             address, city, state, zip_code, property_type, is_spam, spam_reason, forward_status, idempotency_key,
             client_submitted_at, created_at, updated_at, transcript)
           VALUES (?, ?, 'new', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          id,
          lead.source,
          lead.priority,
          pipelineColumnId("new"),
          lead.name,
          lead.email,
          lead.phone,
          lead.service,
          lead.timeline,
          lead.description,
          lead.address,
          lead.city,
          lead.state,
          lead.zipCode,
          lead.propertyType,
          lead.spamReason ? 1 : 0,
          lead.spamReason,
          lead.spamReason ? "spam" : "pending",
          options.idempotencyKey ?? null,
          lead.clientSubmittedAt,
          createdAt,
          createdAt,
          lead.transcript ?? null,
        ),
      ...photos.map((photo, index) =>
        storage.db
          .prepare(
            `INSERT INTO lead_photos (id, lead_id, r2_key, original_name, content_type, size_bytes, width, height, position, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(
            crypto.randomUUID(),
            id,
            keys[index] as string,
            photo.originalName.slice(0, limits.shortTextChars) || "photo",
            photo.contentType,
            photo.bytes.length,
            photo.width,
            photo.height,
            index,
            createdAt,
          ),
      ),
      timelineStatement(
        storage.db,
        id,
        [
          {
            kind: "created",
            detail: receivedDetail(lead),
          },
        ],
        createdAt,
      ),
      ...(options.alsoCommit?.(id) ?? []),
    ]);
  } catch (error) {
    await deletePhotos(storage.photos, keys);
    if (String(error).includes("UNIQUE constraint failed: leads.idempotency_key")) throw new DuplicateIdempotentLead();
    throw error;
  }
  return id;
}

async function deletePhotos(bucket: R2Bucket, keys: string[]) {
  if (keys.length === 0) return;
  try {
    await bucket.delete(keys);
  } catch (error) {
    console.error("Could not delete the photos of a lead that was not stored; the sweep will.", keys, error);
  }
}

const photoPrefix = "photos/";

/**
 * Photos live under a per-day prefix so the sweep only lists the days in which orphans can have
 * appeared; the lead id and a random suffix make the key unguessable.
 */
function photoKey(now: Date, leadId: string, format: PreparedPhoto["format"]) {
  const random = crypto.getRandomValues(new Uint8Array(16)).toHex();
  return `${photoPrefix}${dayPrefix(now)}${leadId}/${random}.${format === "jpeg" ? "jpg" : format}`;
}

const dayPrefix = (day: Date) => `${day.toISOString().slice(0, 10).replaceAll("-", "/")}/`;

/** Photos younger than this may belong to a request still being stored. */
const orphanGraceMs = 60 * 60 * 1000;
const sweptDays = 3;

/**
 * Deletes photos in R2 that no lead_photos row points to (a request that died between the R2
 * put and the D1 commit). Returns the number deleted.
 */
export async function sweepOrphanedPhotos(db: D1Database, bucket: R2Bucket, now: Date): Promise<number> {
  let deleted = 0;
  for (let daysAgo = 0; daysAgo < sweptDays; daysAgo++) {
    const prefix = `${photoPrefix}${dayPrefix(new Date(now.getTime() - daysAgo * 86_400_000))}`;
    let cursor: string | undefined;
    do {
      const page = await bucket.list({ prefix, cursor, limit: 500 });
      const candidates = page.objects
        .filter((object) => now.getTime() - object.uploaded.getTime() > orphanGraceMs)
        .map((o) => o.key);
      const orphans = await keysWithoutRows(db, candidates);
      if (orphans.length > 0) await bucket.delete(orphans);
      deleted += orphans.length;
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
  return deleted;
}

async function keysWithoutRows(db: D1Database, keys: string[]): Promise<string[]> {
  const known = new Set<string>();
  for (let start = 0; start < keys.length; start += 90) {
    const chunk = keys.slice(start, start + 90);
    const { results } = await db
      .prepare(`SELECT r2_key FROM lead_photos WHERE r2_key IN (${chunk.map(() => "?").join(",")})`)
      .bind(...chunk)
      .all<{ r2_key: string }>();
    for (const row of results) known.add(row.r2_key);
  }
  return keys.filter((key) => !known.has(key));
}

export type StoredPhoto = { body: ReadableStream; size: number; contentType: string; originalName: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A lead's photo with its bytes from R2, by its id: a random UUID known only from the lead's detail. */
export async function storedPhoto(storage: LeadStorage, id: string): Promise<StoredPhoto> {
  const row = uuid.test(id)
    ? await storage.db
        .prepare("SELECT r2_key, content_type, original_name FROM lead_photos WHERE id = ?")
        .bind(id)
        .first<{ r2_key: string; content_type: string; original_name: string }>()
    : null;
  if (!row) throw notFound(leadDeskMessages.photoNotFound);
  const object = await storage.photos.get(row.r2_key);
  if (!object) throw notFound(leadDeskMessages.photoFileMissing);
  return { body: object.body, size: object.size, contentType: row.content_type, originalName: row.original_name };
}
