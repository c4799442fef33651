import { Camera, RotateCcw, Send, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import {
  type ChatLanguage,
  type ChatStrings,
  chatLanguageNames,
  chatLanguages,
  fillLeadTemplate,
  messagingLink,
} from "../../lib/chat";
import { ContactForm } from "./ContactForm";
import type { ChatMessage } from "./session";
import { useChat } from "./useChat";

type Props = { onClose: () => void };

/** The chat panel: language, conversation (a log for screen readers) and the composer. Loaded on use. */
export default function ChatPanel({ onClose }: Props) {
  const chat = useChat();
  const { session, strings, config } = chat;
  const titleId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  // Opening moves the focus into the panel, so screen readers announce it and Tab starts inside.
  useEffect(() => panelRef.current?.focus(), []);

  const close = () => {
    chat.endIfDone();
    onClose();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message is what scrolls the log
  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [session.messages.length]);

  const summary = session.contact && {
    ...session.contact,
    service: session.service,
    hasPicture: session.hasPicture,
  };
  const messagingHref =
    summary && config ? messagingLink(config.messagingTarget, fillLeadTemplate(config.leadMessageTemplate, summary)) : null;

  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      // Escape closes from anywhere in the panel; the launcher takes the focus back.
      onKeyDown={(event) => event.key === "Escape" && close()}
      id="chat-panel"
      aria-labelledby={titleId}
      lang={session.language}
      className="fixed inset-0 z-[70] flex flex-col bg-white shadow-2xl outline-none sm:inset-auto sm:right-4 sm:bottom-20 sm:h-[min(640px,calc(100vh-7rem))] sm:w-[380px] sm:rounded-2xl sm:border sm:border-slate-200 dark:bg-slate-900 sm:dark:border-slate-700"
    >
      <header className="flex items-center gap-2 border-b border-slate-200 bg-brand-800 px-3 py-2 text-white sm:rounded-t-2xl dark:border-slate-700">
        <h2 id={titleId} className="flex-1 text-base text-white">
          {strings.title}
        </h2>
        <label className="sr-only" htmlFor={`${titleId}-language`}>
          {strings.language}
        </label>
        <select
          id={`${titleId}-language`}
          value={session.language}
          onChange={(event) => chat.setLanguage(event.target.value as ChatLanguage)}
          className="min-h-11 rounded-md border border-white/40 bg-brand-900 px-2 text-sm text-white"
        >
          {chatLanguages.map((language) => (
            <option key={language} value={language} lang={language}>
              {chatLanguageNames[language]}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={chat.startOver}
          className="inline-flex size-11 items-center justify-center rounded-md hover:bg-brand-700"
        >
          <RotateCcw aria-hidden="true" className="size-5" />
          <span className="sr-only">{strings.startOver}</span>
        </button>
        <button
          type="button"
          onClick={close}
          className="inline-flex size-11 items-center justify-center rounded-md hover:bg-brand-700"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{strings.close}</span>
        </button>
      </header>

      <div
        ref={logRef}
        role="log"
        aria-label={strings.log}
        aria-live="polite"
        className="flex flex-1 flex-col gap-3 overflow-y-auto px-3 py-4"
      >
        {session.messages.map((entry) =>
          entry.form ? (
            session.contact ? null : (
              <ContactForm key={entry.id} strings={strings} onSubmit={chat.submitContact} />
            )
          ) : (
            <Bubble key={entry.id} entry={entry} strings={strings} messagingHref={entry.final ? messagingHref : null} />
          ),
        )}
        {session.step === "service" && config ? (
          <ul aria-label={strings.services} className="flex flex-wrap gap-2">
            {config.services.map((service) => (
              <li key={service}>
                <button
                  type="button"
                  onClick={() => void chat.sendText(service)}
                  className="min-h-11 rounded-full border border-brand-700 px-3 text-sm text-brand-800 hover:bg-brand-50 dark:border-brand-400 dark:text-brand-200 dark:hover:bg-slate-800"
                >
                  {service}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {chat.busy ? (
          <p className="self-start text-sm text-slate-600 dark:text-slate-400" aria-hidden="true">
            …
          </p>
        ) : null}
      </div>

      <Composer
        strings={strings}
        busy={chat.busy}
        photoAllowed={!session.leadSent}
        onText={chat.sendText}
        onPhoto={chat.sendPhoto}
      />
    </section>
  );
}

function Bubble({ entry, strings, messagingHref }: { entry: ChatMessage; strings: ChatStrings; messagingHref: string | null }) {
  const fromBot = entry.from === "bot";
  return (
    <div
      className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap ${
        fromBot
          ? "self-start bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100"
          : "self-end bg-brand-700 text-white"
      }`}
    >
      <span className="sr-only">{fromBot ? strings.bot : strings.you}: </span>
      {entry.image ? <img src={entry.image} alt={strings.photoAlt} className="max-h-48 rounded-lg" /> : null}
      {entry.text ? <span>{entry.text}</span> : null}
      {messagingHref ? (
        <a href={messagingHref} target="_blank" rel="noopener noreferrer" className="btn-primary mt-2 w-full text-sm">
          {strings.messaging}
          <span className="sr-only"> {strings.newTab}</span>
        </a>
      ) : null}
    </div>
  );
}

type ComposerProps = {
  strings: ChatStrings;
  busy: boolean;
  photoAllowed: boolean;
  onText: (text: string) => void;
  onPhoto: (file: File) => void;
};

/** Text, photo and send. Enter sends, Shift+Enter starts a new line; blank text cannot be sent. */
function Composer({ strings, busy, photoAllowed, onText, onPhoto }: ComposerProps) {
  const [text, setText] = useState("");
  const fileRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const blank = text.trim() === "";

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || busy) return;
    onText(text.trim());
    setText("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <form onSubmit={send} className="flex items-end gap-2 border-t border-slate-200 p-3 dark:border-slate-700">
      <label htmlFor={inputId} className="sr-only">
        {strings.placeholder}
      </label>
      <textarea
        id={inputId}
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={strings.placeholder}
        maxLength={2000}
        className="field-input min-h-11 flex-1 resize-none text-sm"
      />
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onPhoto(file);
        }}
      />
      <button
        type="button"
        disabled={!photoAllowed || busy}
        onClick={() => fileRef.current?.click()}
        className="btn-secondary size-11 p-0"
      >
        <Camera aria-hidden="true" className="size-5" />
        <span className="sr-only">{strings.photo}</span>
      </button>
      <button type="submit" disabled={blank || busy} className="btn-primary size-11 p-0">
        <Send aria-hidden="true" className="size-5" />
        <span className="sr-only">{strings.send}</span>
      </button>
    </form>
  );
}
