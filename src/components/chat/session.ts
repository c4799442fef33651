import { business } from "../../config/business";
import {
  type ChatContact,
  type ChatLanguage,
  type ChatStep,
  type ChatWidgetConfig,
  chatLanguages,
  defaultChatTexts,
  type TranscriptEntry,
} from "../../lib/chat";
import { chatServices } from "../../lib/options";
import { chatSessionKey } from "../../state/chat";
import { readStored, writeStored } from "./storage";

/** A message in the panel. `form` marks where the inline contact form sits; `final` carries the messaging link. */
export type ChatMessage = {
  id: string;
  from: "bot" | "visitor";
  text: string;
  at: string;
  /** A photo as a data URL (dropped from storage if it does not fit there). */
  image?: string;
  form?: true;
  final?: true;
};

export type ChatPhoto = { data: string; name: string; type: string; size: number };

export type ChatSession = {
  language: ChatLanguage;
  step: ChatStep;
  contact: ChatContact | null;
  service: string;
  hasPicture: boolean;
  /** A photo sent before the contact form: it goes with the lead as soon as the form is filled in. */
  pendingPhoto: ChatPhoto | null;
  leadSent: boolean;
  messages: ChatMessage[];
};

export const emptySession = (language: ChatLanguage): ChatSession => ({
  language,
  step: "form",
  contact: null,
  service: "",
  hasPicture: false,
  pendingPhoto: null,
  leadSent: false,
  messages: [],
});

/** The page's language if the chat speaks it, else English. */
export function pageLanguage(): ChatLanguage {
  const lang = document.documentElement.lang.slice(0, 2) as ChatLanguage;
  return chatLanguages.includes(lang) ? lang : "en";
}

export const loadSession = () => readStored<ChatSession>(chatSessionKey);

/** Saves the conversation; when photos do not fit in storage, it is saved without them. */
export function saveSession(session: ChatSession | null) {
  if (writeStored(chatSessionKey, session) || !session) return;
  writeStored(chatSessionKey, {
    ...session,
    pendingPhoto: null,
    messages: session.messages.map(({ image: _image, ...message }) => message),
  });
}

let nextId = 0;
export const message = (from: ChatMessage["from"], text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `${Date.now().toString(36)}-${nextId++}`,
  from,
  text,
  at: new Date().toISOString(),
  ...extra,
});

/** What staff read in the desk: every message, a photo as a marker. */
export const transcriptOf = (messages: readonly ChatMessage[]): TranscriptEntry[] =>
  messages
    .filter((entry) => entry.text || entry.image)
    .map((entry) => ({ from: entry.from, text: entry.text || "[photo]", at: entry.at }));

/** Used when the configuration cannot be fetched: the defaults of spec section 3. */
export const fallbackConfig: ChatWidgetConfig = {
  texts: defaultChatTexts,
  services: [...chatServices],
  messagingTarget: business.messagingNumber,
  leadMessageTemplate: "New lead: {name}, {phone}, {email}, {address}. Service: {service}. Photos: {hasPicture}.",
  aiReplies: false,
  hours: { enabled: false, start: "08:00", end: "18:00", timeZone: business.timeZone },
};

let configRequest: Promise<ChatWidgetConfig> | null = null;

export function fetchWidgetConfig(): Promise<ChatWidgetConfig> {
  configRequest ??= fetch("/api/chatbot/config")
    .then((response) => (response.ok ? (response.json() as Promise<ChatWidgetConfig>) : fallbackConfig))
    .catch(() => fallbackConfig);
  return configRequest;
}
