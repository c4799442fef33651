import type { ChatLanguage, TranscriptEntry } from "../../lib/chat";
import type { LeadAttribution } from "../../lib/touches";
import { chatOutboxKey } from "../../state/chat";
import { leadAttribution } from "../../state/sources";
import { readStored, writeStored } from "./storage";

/** The chatbot lead of spec section 3, plus the photo, the transcript and the conversation's language. */
export type ChatLeadPayload = {
  type: "chat";
  name: string;
  email: string;
  phone: string;
  address: string;
  service: string;
  description: string;
  source: "chatbot";
  status: "new";
  priority: "high";
  image?: { data: string; name: string; type: string; size: number };
  transcript: TranscriptEntry[];
  language: ChatLanguage;
  /** Where the visitor came from, as it stood when the lead was made (src/state/sources.ts). */
  attribution?: LeadAttribution;
};

/** One lead waiting for the server; the key stays the same through every retry, so it is stored once. */
type OutboxEntry = { idempotencyKey: string; payload: ChatLeadPayload };

/** Leads this page could not keep in storage (a photo too large for it): retried while the page lives. */
const inMemory: OutboxEntry[] = [];

const stored = () => readStored<OutboxEntry[]>(chatOutboxKey) ?? [];

/** Answers worth retrying: no answer at all, a server fault, rate limit, or the same key still in progress. */
const worthRetrying = (status: number) => status >= 500 || status === 408 || status === 409 || status === 429;

async function post(entry: OutboxEntry): Promise<"done" | "retry"> {
  try {
    const response = await fetch("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": entry.idempotencyKey },
      body: JSON.stringify(entry.payload),
    });
    if (response.ok) return "done";
    if (worthRetrying(response.status)) return "retry";
    // A refusal cannot change by sending the same thing again; the visitor was already told we will call.
    console.error("The chat lead was refused:", response.status, await response.text().catch(() => ""));
    return "done";
  } catch {
    return "retry";
  }
}

let flushing: Promise<void> | null = null;

/** Sends every waiting lead once; what fails stays for the next page load. */
export function flushOutbox(): Promise<void> {
  flushing ??= (async () => {
    for (const entry of [...stored(), ...inMemory]) {
      if ((await post(entry)) === "retry") continue;
      writeStored(
        chatOutboxKey,
        stored().filter((waiting) => waiting.idempotencyKey !== entry.idempotencyKey),
      );
      const index = inMemory.indexOf(entry);
      if (index >= 0) inMemory.splice(index, 1);
    }
    if (stored().length === 0) writeStored(chatOutboxKey, null);
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Puts the lead in the outbox first, so a closed tab or a failed request never loses it, then sends it. */
export async function deliverLead(payload: ChatLeadPayload): Promise<void> {
  const entry: OutboxEntry = { idempotencyKey: crypto.randomUUID(), payload: { ...payload, attribution: leadAttribution() } };
  if (!writeStored(chatOutboxKey, [...stored(), entry])) inMemory.push(entry);
  await flushing;
  await flushOutbox();
}
