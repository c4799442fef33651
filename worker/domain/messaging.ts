import { sendEmail } from "./email";
import { describeFailure, post } from "./outbound";
import { timelineStatement } from "./timeline";

/**
 * Forwarding new leads to the staff: one queue message per stored lead, delivered by the queue
 * consumer to every configured channel. Each attempt and its result becomes a lead event; a
 * channel that already accepted a lead is not sent it again when the others are retried.
 */

export type LeadForwardMessage = { leadId: string };

export type ChannelName = "whatsapp" | "webhook" | "email";

export type ChannelSettings = {
  STAFF_DESK_URL: string;
  WHATSAPP_TOKEN?: string | undefined;
  WHATSAPP_PHONE_NUMBER_ID?: string | undefined;
  WHATSAPP_TO?: string | undefined;
  LEAD_WEBHOOK_URL?: string | undefined;
  LEAD_WEBHOOK_SECRET?: string | undefined;
  RESEND_API_KEY?: string | undefined;
  LEAD_EMAIL_TO?: string | undefined;
  LEAD_EMAIL_FROM?: string | undefined;
};

export type LeadSummary = {
  id: string;
  source: string;
  priority: string;
  name: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  service: string;
  timeline: string | null;
  description: string | null;
  photoCount: number;
  deskUrl: string;
};

type Channel = { name: ChannelName; send: (summary: LeadSummary) => Promise<void> };

const whatsappApi = "https://graph.facebook.com/v23.0";

/** Hands a stored lead to the queue. A failure leaves it 'pending' for requeueStrandedLeads. */
export async function enqueueForward(db: D1Database, queue: Queue<LeadForwardMessage>, leadId: string) {
  try {
    await queue.send({ leadId });
    await db
      .prepare("UPDATE leads SET forward_status = 'queued', updated_at = ? WHERE id = ? AND forward_status = 'pending'")
      .bind(new Date().toISOString(), leadId)
      .run();
  } catch (error) {
    console.error(`Lead ${leadId} could not be queued for forwarding; the scheduled job will retry.`, error);
    await recordEvents(db, leadId, [
      { kind: "forward_attempt", channel: "queue", outcome: "failed", detail: describeFailure(error) },
    ]).catch(() => {});
  }
}

/** Leads stored but never handed to the queue (the request's background work died). */
export async function requeueStrandedLeads(db: D1Database, queue: Queue<LeadForwardMessage>, now: Date): Promise<number> {
  const { results } = await db
    .prepare("SELECT id FROM leads WHERE forward_status = 'pending' AND created_at < ? ORDER BY created_at LIMIT 100")
    .bind(new Date(now.getTime() - 5 * 60_000).toISOString())
    .all<{ id: string }>();
  if (results.length === 0) return 0;
  await queue.sendBatch(results.map((row) => ({ body: { leadId: row.id } })));
  await db.batch(
    results.map((row) =>
      db
        .prepare("UPDATE leads SET forward_status = 'queued', updated_at = ? WHERE id = ? AND forward_status = 'pending'")
        .bind(now.toISOString(), row.id),
    ),
  );
  return results.length;
}

/** Seconds before the next delivery of a message that failed `attempts` times: 30 s doubling, at most an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);

/**
 * One delivery of a queue message. "done": nothing is left to send (or nothing can be);
 * "retry": a channel failed and the message should come back later.
 */
export async function forwardLead(
  db: D1Database,
  settings: ChannelSettings,
  leadId: string,
  attempt: number,
): Promise<"done" | "retry"> {
  const lead = await loadLead(db, leadId, settings.STAFF_DESK_URL);
  if (!lead) {
    console.warn(`Lead ${leadId} no longer exists; nothing to forward.`);
    return "done";
  }
  // Queues deliver at least once: a lead already settled is not forwarded again.
  if (lead.forwardStatus !== "pending" && lead.forwardStatus !== "queued") return "done";

  const channels = configuredChannels(settings);
  if (channels.length === 0) {
    console.log(`Lead ${leadId} not forwarded: no channel configured.\n${summaryText(lead.summary)}`);
    await recordEvents(
      db,
      leadId,
      [{ kind: "forward_attempt", channel: "none", outcome: "skipped", attempt, detail: "not forwarded: no channel configured" }],
      "not_forwarded",
    );
    return "done";
  }

  const alreadySent = await sentChannels(db, leadId);
  const results = await Promise.all(
    channels
      .filter((channel) => !alreadySent.has(channel.name))
      .map(async (channel) => {
        try {
          await channel.send(lead.summary);
          return { channel: channel.name, ok: true, detail: "sent" };
        } catch (error) {
          return { channel: channel.name, ok: false, detail: describeFailure(error) };
        }
      }),
  );
  const allSent = results.every((result) => result.ok);
  await recordEvents(
    db,
    leadId,
    results.map((result) => ({
      kind: "forward_attempt" as const,
      channel: result.channel,
      outcome: result.ok ? "sent" : "failed",
      attempt,
      detail: result.detail,
    })),
    allSent ? "forwarded" : undefined,
  );
  return allSent ? "done" : "retry";
}

/** The dead-letter queue's consumer: every retry failed, so the desk must show it. */
export async function recordForwardAbandoned(db: D1Database, leadId: string) {
  const exists = await db.prepare("SELECT 1 FROM leads WHERE id = ?").bind(leadId).first();
  const failing = exists ? [...(await unsentChannels(db, leadId))] : [];
  const detail = `Gave up forwarding after the last retry${failing.length ? `; still failing: ${failing.join(", ")}` : ""}. Contact the customer from the desk.`;
  console.error(`Lead ${leadId}: ${detail}`);
  if (!exists) return;
  await recordEvents(
    db,
    leadId,
    [{ kind: "forward_abandoned", channel: failing.join(",") || null, outcome: "failed", detail }],
    "failed",
  );
}

async function loadLead(db: D1Database, leadId: string, deskUrl: string) {
  const row = await db
    .prepare(
      `SELECT source, priority, name, phone, email, address, city, state, zip_code, service, timeline, description, forward_status,
              (SELECT COUNT(*) FROM lead_photos WHERE lead_id = leads.id) AS photo_count
       FROM leads WHERE id = ?`,
    )
    .bind(leadId)
    .first<Record<string, string | number | null>>();
  if (!row) return null;
  const text = (key: string) => (row[key] === null || row[key] === undefined ? null : String(row[key]));
  const cityLine = [text("city"), [text("state"), text("zip_code")].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const summary: LeadSummary = {
    id: leadId,
    source: String(row.source),
    priority: String(row.priority),
    name: String(row.name),
    phone: text("phone"),
    email: text("email"),
    address: [text("address"), cityLine].filter(Boolean).join(", ") || null,
    service: String(row.service),
    timeline: text("timeline"),
    description: text("description"),
    photoCount: Number(row.photo_count),
    deskUrl: `${deskUrl.replace(/\/+$/, "")}/leads/${leadId}`,
  };
  return { summary, forwardStatus: String(row.forward_status) };
}

const descriptionPreviewChars = 280;

/** The message staff read on their phone. Every value is forced onto one line so a visitor cannot forge extra lines. */
function summaryText(summary: LeadSummary): string {
  const line = (value: string | null) => (value ? value.replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, " ").trim() : "—");
  const description = summary.description ? line(summary.description) : null;
  return [
    `New lead: ${line(summary.service)} (${summary.priority} priority, ${summary.source})`,
    `Name: ${line(summary.name)}`,
    `Phone: ${line(summary.phone)}`,
    `Email: ${line(summary.email)}`,
    `Address: ${line(summary.address)}`,
    `Service: ${line(summary.service)}`,
    ...(summary.timeline ? [`Timeline: ${line(summary.timeline)}`] : []),
    `Photos: ${summary.photoCount > 0 ? `yes (${summary.photoCount})` : "no"}`,
    ...(description
      ? [
          `Details: ${description.length > descriptionPreviewChars ? `${description.slice(0, descriptionPreviewChars)}…` : description}`,
        ]
      : []),
    `Open in the staff desk: ${summary.deskUrl}`,
  ].join("\n");
}

function configuredChannels(settings: ChannelSettings): Channel[] {
  const channels: Channel[] = [];
  const { WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TO } = settings;
  if (WHATSAPP_TOKEN && WHATSAPP_PHONE_NUMBER_ID && WHATSAPP_TO) {
    const isPhoneNumber = /^\+?[\d\s()-]{6,20}$/.test(WHATSAPP_TO);
    channels.push({
      name: "whatsapp",
      send: (summary) =>
        post(`${whatsappApi}/${encodeURIComponent(WHATSAPP_PHONE_NUMBER_ID)}/messages`, {
          headers: { Authorization: `Bearer ${WHATSAPP_TOKEN}` },
          json: {
            messaging_product: "whatsapp",
            recipient_type: isPhoneNumber ? "individual" : "group",
            to: isPhoneNumber ? WHATSAPP_TO.replace(/\D/g, "") : WHATSAPP_TO,
            type: "text",
            text: { preview_url: false, body: summaryText(summary) },
          },
        }),
    });
  }
  const { LEAD_WEBHOOK_URL, LEAD_WEBHOOK_SECRET } = settings;
  if (LEAD_WEBHOOK_URL) {
    channels.push({
      name: "webhook",
      send: async (summary) => {
        const body = JSON.stringify({ type: "lead.created", lead: summary, text: summaryText(summary) });
        const signature: Record<string, string> = LEAD_WEBHOOK_SECRET
          ? { "X-Lead-Signature": `sha256=${await hmacHex(LEAD_WEBHOOK_SECRET, body)}` }
          : {};
        await post(LEAD_WEBHOOK_URL, { headers: signature, body });
      },
    });
  }
  const { RESEND_API_KEY, LEAD_EMAIL_TO } = settings;
  if (RESEND_API_KEY && LEAD_EMAIL_TO) {
    channels.push({
      name: "email",
      send: (summary) =>
        sendEmail(
          settings,
          {
            to: LEAD_EMAIL_TO.split(",").map((address) => address.trim()),
            subject: `New lead: ${summary.name.replace(/\s+/g, " ")} – ${summary.service}`,
            text: summaryText(summary),
            idempotencyKey: `lead-${summary.id}`,
          },
          "leads",
        ),
    });
  }
  return channels;
}

async function hmacHex(secret: string, body: string) {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(body))).toHex();
}

async function sentChannels(db: D1Database, leadId: string): Promise<Set<string>> {
  const { results } = await db
    .prepare("SELECT DISTINCT channel FROM lead_events WHERE lead_id = ? AND kind = 'forward_attempt' AND outcome = 'sent'")
    .bind(leadId)
    .all<{ channel: string }>();
  return new Set(results.map((row) => row.channel));
}

async function unsentChannels(db: D1Database, leadId: string): Promise<Set<string>> {
  const { results } = await db
    .prepare(
      `SELECT channel FROM lead_events WHERE lead_id = ? AND kind = 'forward_attempt' AND channel NOT IN ('none', 'queue')
       GROUP BY channel HAVING SUM(outcome = 'sent') = 0 ORDER BY channel`,
    )
    .bind(leadId)
    .all<{ channel: string }>();
  return new Set(results.map((row) => row.channel));
}

type LeadEvent = {
  kind: "forward_attempt" | "forward_abandoned";
  channel: string | null;
  outcome: string;
  attempt?: number;
  detail: string;
};

async function recordEvents(
  db: D1Database,
  leadId: string,
  events: LeadEvent[],
  forwardStatus?: "forwarded" | "not_forwarded" | "failed",
) {
  const now = new Date().toISOString();
  const statements = events.length > 0 ? [timelineStatement(db, leadId, events, now)] : [];
  if (forwardStatus) {
    statements.push(
      db.prepare("UPDATE leads SET forward_status = ?, updated_at = ? WHERE id = ?").bind(forwardStatus, now, leadId),
    );
  }
  if (statements.length > 0) await db.batch(statements);
}
