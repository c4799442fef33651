import { useCallback, useEffect, useRef, useState } from "react";
import { business } from "../../config/business";
import {
  type ChatContact,
  type ChatLanguage,
  type ChatReplyResponse,
  type ChatWidgetConfig,
  chatStrings,
  contactProblem,
  isOutsideHours,
  serviceNotGiven,
  wantsToSendPicture,
} from "../../lib/chat";
import { prepareImages } from "../quote/images";
import { type ChatLeadPayload, deliverLead } from "./delivery";
import {
  type ChatMessage,
  type ChatPhoto,
  type ChatSession,
  emptySession,
  fallbackConfig,
  fetchWidgetConfig,
  loadSession,
  message,
  pageLanguage,
  saveSession,
  transcriptOf,
} from "./session";

/** The opening of spec section 4: the welcome message (and the offline message out of hours), then the form. */
function intro(config: ChatWidgetConfig, language: ChatLanguage): ChatMessage[] {
  const texts = config.texts[language];
  return [
    message("bot", texts.welcomeMessage),
    ...(isOutsideHours(config.hours, new Date()) ? [message("bot", texts.offlineMessage)] : []),
    message("bot", "", { form: true }),
  ];
}

function leadPayload(session: ChatSession, messages: ChatMessage[], photo: ChatPhoto | null): ChatLeadPayload {
  const contact = session.contact as ChatContact;
  return {
    type: "chat",
    name: contact.name.trim(),
    email: contact.email.trim(),
    phone: contact.phone.trim(),
    address: contact.address.trim(),
    service: session.service || serviceNotGiven,
    description: `Picture offered: ${session.hasPicture || photo ? "yes" : "no"}`,
    source: "chatbot",
    status: "new",
    priority: "high",
    ...(photo ? { image: photo } : {}),
    transcript: transcriptOf(messages),
    language: session.language,
  };
}

/**
 * The conversation of spec section 4 as a small state machine, kept in local storage until the
 * visitor starts over (or closes the panel after the lead went out).
 */
export function useChat() {
  const [config, setConfig] = useState<ChatWidgetConfig | null>(null);
  const [session, setSession] = useState<ChatSession>(() => loadSession() ?? emptySession(pageLanguage()));
  const [busy, setBusy] = useState(false);
  const latest = useRef(session);
  latest.current = session;

  const update = useCallback((next: ChatSession) => {
    latest.current = next;
    setSession(next);
    saveSession(next);
  }, []);

  useEffect(() => {
    let live = true;
    void fetchWidgetConfig().then((loaded) => live && setConfig(loaded));
    return () => {
      live = false;
    };
  }, []);

  // A new chat opens with the intro, in the chosen language (before a photo sent while it loaded).
  useEffect(() => {
    const current = latest.current;
    if (config && !current.messages.some((entry) => entry.form)) {
      update({ ...current, messages: [...intro(config, current.language), ...current.messages] });
    }
  }, [config, update]);

  const strings = chatStrings[session.language];

  /** Sends the lead (with a photo if there is one) and posts the confirmation: the visitor always gets it. */
  const sendLead = (current: ChatSession, messages: ChatMessage[], photo: ChatPhoto | null): ChatSession => {
    void deliverLead(leadPayload(current, messages, photo));
    const confirmation = message("bot", chatStrings[current.language].leadSent(business.phone.display), { final: true });
    return { ...current, leadSent: true, pendingPhoto: null, step: "summary", messages: [...messages, confirmation] };
  };

  /** A free-text turn outside the scripted steps: the AI's reply when configured, else the thank-you. */
  const replyFreely = async (current: ChatSession, messages: ChatMessage[]): Promise<string> => {
    const fallback = chatStrings[current.language].thanks;
    if (!config?.aiReplies) return fallback;
    try {
      const response = await fetch("/api/chatbot/reply", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          language: current.language,
          step: current.step,
          known: { name: current.contact?.name, service: current.service || undefined, address: current.contact?.address },
          history: messages
            .filter((entry) => entry.text)
            .slice(-20)
            .map(({ from, text }) => ({ from, text })),
        }),
      });
      const body = response.ok ? ((await response.json()) as ChatReplyResponse) : null;
      return body?.reply || fallback;
    } catch {
      return fallback;
    }
  };

  const submitContact = (contact: ChatContact): boolean => {
    const current = latest.current;
    const problem = contactProblem(contact, chatStrings[current.language]);
    if (problem) {
      update({ ...current, messages: [...current.messages, message("bot", problem)] });
      return false;
    }
    const said = [contact.name, contact.phone, contact.email, contact.address].map((part) => part.trim()).filter(Boolean);
    const messages = [...current.messages, message("visitor", said.join(" · "))];
    const withContact: ChatSession = { ...current, contact };
    if (current.pendingPhoto) {
      const sending = [...messages, message("bot", chatStrings[current.language].sending)];
      update(sendLead(withContact, sending, current.pendingPhoto));
    } else {
      const ask = message("bot", chatStrings[current.language].askService(contact.name.trim()));
      update({ ...withContact, step: "service", messages: [...messages, ask] });
    }
    return true;
  };

  const sendText = async (text: string) => {
    const current = latest.current;
    const s = chatStrings[current.language];
    const messages = [...current.messages, message("visitor", text)];
    switch (current.step) {
      case "service":
        update({ ...current, service: text, step: "picture", messages: [...messages, message("bot", s.askPicture)] });
        return;
      case "picture":
        if (wantsToSendPicture(text)) {
          update({ ...current, hasPicture: true, step: "summary", messages: [...messages, message("bot", s.askPhoto)] });
        } else {
          update(sendLead({ ...current, hasPicture: false }, messages, null));
        }
        return;
      default: {
        update({ ...current, messages });
        setBusy(true);
        const reply = await replyFreely(current, messages);
        setBusy(false);
        const after = { ...latest.current, messages: [...latest.current.messages, message("bot", reply)] };
        // A visitor who said yes to a photo but writes instead: the lead goes out without one.
        update(after.contact && !after.leadSent && after.step === "summary" ? sendLead(after, after.messages, null) : after);
      }
    }
  };

  const sendPhoto = async (file: File) => {
    setBusy(true);
    const prepared = await prepareImages([file], []);
    setBusy(false);
    const current = latest.current;
    const s = chatStrings[current.language];
    const image = prepared.images[0];
    if (!image) {
      const problem = prepared.problem?.title === "Image Too Large" ? s.photoTooLarge : s.photoProblem;
      update({ ...current, messages: [...current.messages, message("bot", problem)] });
      return;
    }
    const photo: ChatPhoto = { data: image.data, name: image.name, type: image.type, size: image.size };
    const shown = [...current.messages, message("visitor", "", { image: image.data })];
    if (!current.contact) {
      // The lead needs a name, phone and address: the photo waits for the form.
      update({ ...current, pendingPhoto: photo, hasPicture: true, messages: [...shown, message("bot", s.missingFields)] });
      return;
    }
    update(sendLead({ ...current, hasPicture: true }, [...shown, message("bot", s.sending)], photo));
  };

  const setLanguage = (language: ChatLanguage) => {
    const current = latest.current;
    // Before the visitor said anything, the intro is simply said again in the new language.
    const untouched = !current.messages.some((entry) => entry.from === "visitor");
    update({
      ...current,
      language,
      messages: untouched && config ? intro(config, language) : current.messages,
    });
  };

  const startOver = () => {
    const fresh = emptySession(latest.current.language);
    update({ ...fresh, messages: intro(config ?? fallbackConfig, fresh.language) });
  };

  /** A conversation whose lead went out ends when the panel closes: the next opening starts afresh. */
  const endIfDone = () => {
    if (latest.current.leadSent) saveSession(null);
  };

  return { config, session, strings, busy, submitContact, sendText, sendPhoto, setLanguage, startOver, endIfDone };
}
