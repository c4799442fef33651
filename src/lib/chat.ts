import type { TranscriptEntry } from "./desk";
import { messages } from "./messages";
import { isValidPhone } from "./quote";

/**
 * The chatbot's rules, steps and sentences in its three languages: one source for the widget, the
 * desk's chatbot screen and the Worker. No React and no zod here, so the widget stays small.
 */

export const chatLanguages = ["en", "es", "fr"] as const;
export type ChatLanguage = (typeof chatLanguages)[number];
export const chatLanguageNames: Record<ChatLanguage, string> = { en: "English", es: "Español", fr: "Français" };

/** Spec section 4: form, then service, then picture, then summary. */
export const chatSteps = ["form", "service", "picture", "summary"] as const;
export type ChatStep = (typeof chatSteps)[number];

/** Everything the widget shows, translated. The configured texts (welcome, offline) come from the Worker. */
export const chatStrings = {
  en: {
    open: "Chat with us",
    close: "Close chat",
    title: "Get a free quote",
    language: "Language",
    log: "Conversation",
    placeholder: "Type your message…",
    send: "Send",
    photo: "Add a photo",
    services: "Services",
    startOver: "Start over",
    name: "Name",
    phone: "Phone",
    email: "Email (optional)",
    address: "Address",
    submitContact: "Continue",
    you: "You",
    bot: "Assistant",
    photoAlt: "Your photo",
    messaging: "Send on WhatsApp",
    newTab: "(opens in a new tab)",
    missingFields: messages.chatMissingFields,
    invalidPhone: messages.invalidPhone.description,
    invalidEmail: messages.invalidEmail.description,
    askService: (name: string) => `Thanks, ${name}! Which service do you need?`,
    askPicture: "Do you have a picture of the area you can share?",
    askPhoto: "Great! Please upload the photo with the camera button below.",
    sending: "Thanks for the photo! I'm sending your information to our team now.",
    thanks: "Thank you! Our team will be in touch soon.",
    leadSent: messages.chatLeadSent,
    photoProblem: messages.imageReadError.description,
    photoTooLarge: messages.imageTooLarge.description,
  },
  es: {
    open: "Chatee con nosotros",
    close: "Cerrar el chat",
    title: "Presupuesto gratis",
    language: "Idioma",
    log: "Conversación",
    placeholder: "Escriba su mensaje…",
    send: "Enviar",
    photo: "Añadir una foto",
    services: "Servicios",
    startOver: "Empezar de nuevo",
    name: "Nombre",
    phone: "Teléfono",
    email: "Correo electrónico (opcional)",
    address: "Dirección",
    submitContact: "Continuar",
    you: "Usted",
    bot: "Asistente",
    photoAlt: "Su foto",
    messaging: "Enviar por WhatsApp",
    newTab: "(se abre en una pestaña nueva)",
    missingFields: "Por favor, complete todos los campos obligatorios: Nombre, Teléfono y Dirección.",
    invalidPhone: "Introduzca un número de teléfono válido (10-15 dígitos)",
    invalidEmail: "Introduzca un correo electrónico válido",
    askService: (name: string) => `¡Gracias, ${name}! ¿Qué servicio necesita?`,
    askPicture: "¿Tiene una foto de la zona que pueda compartir?",
    askPhoto: "¡Perfecto! Suba la foto con el botón de la cámara de abajo.",
    sending: "¡Gracias por la foto! Estoy enviando su información a nuestro equipo.",
    thanks: "¡Gracias! Nuestro equipo se pondrá en contacto pronto.",
    leadSent: (phone: string) =>
      `¡Perfecto! He enviado su información a nuestro equipo. Se pondrán en contacto con usted en breve. También puede llamarnos directamente al ${phone}.`,
    photoProblem: "No se pudo procesar la imagen. Inténtelo de nuevo.",
    photoTooLarge: "La imagen supera el límite de 5 MB. Redúzcala e inténtelo de nuevo.",
  },
  fr: {
    open: "Discutez avec nous",
    close: "Fermer la discussion",
    title: "Devis gratuit",
    language: "Langue",
    log: "Conversation",
    placeholder: "Écrivez votre message…",
    send: "Envoyer",
    photo: "Ajouter une photo",
    services: "Services",
    startOver: "Recommencer",
    name: "Nom",
    phone: "Téléphone",
    email: "E-mail (facultatif)",
    address: "Adresse",
    submitContact: "Continuer",
    you: "Vous",
    bot: "Assistant",
    photoAlt: "Votre photo",
    messaging: "Envoyer sur WhatsApp",
    newTab: "(s'ouvre dans un nouvel onglet)",
    missingFields: "Veuillez remplir tous les champs obligatoires : Nom, Téléphone et Adresse.",
    invalidPhone: "Veuillez saisir un numéro de téléphone valide (10 à 15 chiffres)",
    invalidEmail: "Veuillez saisir une adresse e-mail valide",
    askService: (name: string) => `Merci, ${name} ! De quel service avez-vous besoin ?`,
    askPicture: "Avez-vous une photo de la zone à nous montrer ?",
    askPhoto: "Parfait ! Envoyez la photo avec le bouton appareil photo ci-dessous.",
    sending: "Merci pour la photo ! J'envoie vos informations à notre équipe.",
    thanks: "Merci ! Notre équipe vous contactera bientôt.",
    leadSent: (phone: string) =>
      `Parfait ! J'ai transmis vos informations à notre équipe. Elle vous contactera rapidement. Vous pouvez aussi nous appeler directement au ${phone}.`,
    photoProblem: "Impossible de traiter l'image. Veuillez réessayer.",
    photoTooLarge: "L'image dépasse la limite de 5 Mo. Réduisez-la et réessayez.",
  },
} as const;
export type ChatStrings = (typeof chatStrings)[ChatLanguage];

/** The texts staff configure per language (spec section 3), with the defaults the migration does not hold. */
export type ChatTexts = { welcomeMessage: string; offlineMessage: string };
export const defaultChatTexts: Record<ChatLanguage, ChatTexts> = {
  en: {
    welcomeMessage: "Hi! I can help you get a free quote. Tell us a little about your project.",
    offlineMessage: "We are closed right now. Leave your details and we will call you back during business hours.",
  },
  es: {
    welcomeMessage: "¡Hola! Puedo ayudarle a obtener un presupuesto gratis. Cuéntenos un poco sobre su proyecto.",
    offlineMessage: "Ahora mismo estamos cerrados. Deje sus datos y le llamaremos durante nuestro horario de atención.",
  },
  fr: {
    welcomeMessage: "Bonjour ! Je peux vous aider à obtenir un devis gratuit. Parlez-nous un peu de votre projet.",
    offlineMessage:
      "Nous sommes fermés pour le moment. Laissez vos coordonnées et nous vous rappellerons aux heures d'ouverture.",
  },
};

export type CustomPrompt = { name: string; prompt: string; step: ChatStep | "any" };
export type BusinessHours = { enabled: boolean; start: string; end: string; timeZone: string };

/** What GET /api/chatbot/config gives the widget: nothing secret, nothing staff-only. */
export type ChatWidgetConfig = {
  texts: Record<ChatLanguage, ChatTexts>;
  services: string[];
  /** Where the messaging link goes: the configured group id, else the messaging number. */
  messagingTarget: string;
  leadMessageTemplate: string;
  /** An AI key is set and auto-response is on: free-text turns ask POST /api/chatbot/reply. */
  aiReplies: boolean;
  hours: BusinessHours;
};

/** The whole configuration as staff edit it on /admin/chatbot. The AI key is write-only: only whether one is set. */
export type ChatbotSettings = {
  texts: Record<ChatLanguage, ChatTexts>;
  services: string[];
  messagingNumber: string | null;
  groupId: string | null;
  customPrompts: CustomPrompt[];
  leadMessageTemplate: string;
  autoResponse: boolean;
  hours: BusinessHours;
  aiBaseUrl: string;
  aiModel: string;
  aiKeySet: boolean;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
};

export const chatLimits = { messageChars: 2000, transcriptEntries: 200, services: 30, customPrompts: 20 } as const;
export const timeOfDay = /^([01]\d|2[0-3]):[0-5]\d$/;

/** POST /api/chatbot/reply. */
export type ChatReplyRequest = {
  language: ChatLanguage;
  step: ChatStep;
  /** What the visitor has told us so far; only this conversation goes to the model. */
  known: { name?: string; service?: string; address?: string };
  history: Array<{ from: "bot" | "visitor"; text: string }>;
};
export type ChatReplyResponse = { reply: string | null };

/** yes, sí, si or oui as a word, in any case, with or without the accent (spec section 4). */
export function wantsToSendPicture(answer: string): boolean {
  const plain = answer.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  return /(^|[^\p{L}])(yes|si|oui)(?![\p{L}])/u.test(plain);
}

/** Minutes past midnight of `at` in the given time zone. */
function minutesInZone(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
    .formatToParts(at)
    .reduce<Record<string, string>>((all, part) => Object.assign(all, { [part.type]: part.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Business hours are on and `at` falls outside them (an end before the start spans midnight). */
export function isOutsideHours(hours: BusinessHours, at: Date): boolean {
  if (!hours.enabled) return false;
  const now = minutesInZone(at, hours.timeZone);
  const start = minutesOf(hours.start);
  const end = minutesOf(hours.end);
  const open = start <= end ? now >= start && now < end : now >= start || now < end;
  return !open;
}

export type ChatContact = { name: string; phone: string; email: string; address: string };

/** The inline form's problem in the visitor's language, or null. Required: name, phone, address. */
export function contactProblem(contact: ChatContact, strings: ChatStrings): string | null {
  if (!contact.name.trim() || !contact.phone.trim() || !contact.address.trim()) return strings.missingFields;
  if (!isValidPhone(contact.phone)) return strings.invalidPhone;
  if (contact.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email.trim())) return strings.invalidEmail;
  return null;
}

/** A lead summary for the messaging link: {name}, {phone}, {email}, {address}, {service}, {hasPicture}. */
export function fillLeadTemplate(
  template: string,
  lead: { name: string; phone: string; email: string; address: string; service: string; hasPicture: boolean },
): string {
  const values: Record<string, string> = {
    name: lead.name,
    phone: lead.phone,
    email: lead.email || "-",
    address: lead.address,
    service: lead.service,
    hasPicture: lead.hasPicture ? "yes" : "no",
  };
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export const messagingLink = (target: string, text: string) =>
  `https://wa.me/${encodeURIComponent(target.replace(/[^\dA-Za-z]/g, ""))}?text=${encodeURIComponent(text)}`;

/** Service used when a photo arrives before the visitor named one: the lead is sent at once either way. */
export const serviceNotGiven = "Not given in chat";

export type { TranscriptEntry };

/** The desk's chatbot screen and its API. */
export const chatbotDeskMessages = {
  aiProviderAdminOnly: "Only an admin can change the AI provider: its base URL, model or key.",
  stale: "Someone else saved the chatbot settings meanwhile. Their version is shown; make your change again.",
  keySecretMissing: "The AI key cannot be stored: the Worker secret CHATBOT_KEY_SECRET is not set.",
  keySecretMissingField: "Set CHATBOT_KEY_SECRET first.",
} as const;
