import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useToast } from "../../components/ui/toast";
import {
  type ChatbotSettings,
  type ChatLanguage,
  type CustomPrompt,
  chatbotDeskMessages,
  chatLanguages,
  chatSteps,
} from "../../lib/chat";
import type { ChatbotSettingsUpdate } from "../../lib/desk-schemas/chatbot";
import { answer, cancelledBy, DeskError, desk, problemText } from "../api/client";
import { useIsAdmin } from "../api/me";
import { Field } from "../components/Field";
import { PageHeader } from "../components/PageHeader";
import { Failed, Pending, Section } from "../components/Section";

/** /admin/chatbot: the chatbot's texts in each language, services, messaging, hours and the optional AI. */

const languageWords: Record<ChatLanguage, string> = { en: "English", es: "Spanish", fr: "French" };
const stepWords: Record<CustomPrompt["step"], string> = {
  any: "Every step",
  form: "Contact form",
  service: "Service question",
  picture: "Picture question",
  summary: "After the lead is sent",
};

const settingsKey = ["chatbot-settings"];

/** A prompt row being edited; `key` only tells rows apart on screen. */
type DraftPrompt = CustomPrompt & { key: string };
type Draft = Omit<ChatbotSettingsUpdate, "aiKey" | "customPrompts"> & {
  customPrompts: DraftPrompt[];
  aiKey: string;
  removeKey: boolean;
};

const draftPrompt = (prompt: CustomPrompt): DraftPrompt => ({ ...prompt, key: crypto.randomUUID() });

const draftOf = ({ aiKeySet: _set, updatedAt: _at, updatedBy: _by, ...settings }: ChatbotSettings): Draft => ({
  ...settings,
  customPrompts: settings.customPrompts.map(draftPrompt),
  aiKey: "",
  removeKey: false,
});

function updateOf({ aiKey, removeKey, ...draft }: Draft): ChatbotSettingsUpdate {
  const services = draft.services.map((service) => service.trim()).filter(Boolean);
  const customPrompts = draft.customPrompts.map(({ key: _key, ...prompt }) => prompt);
  const key = removeKey ? { aiKey: "" } : aiKey.trim() ? { aiKey: aiKey.trim() } : {};
  return { ...draft, services, customPrompts, ...key };
}

export function Component() {
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => answer(desk.chatbot.$get({}, cancelledBy(signal))),
    select: (data) => data.settings,
  });
  return (
    <div className="grid gap-6">
      <PageHeader title="Chatbot">What the chat on the public site says, where leads can be messaged, and its hours.</PageHeader>
      {settings.isPending ? <Pending what="the chatbot settings" /> : null}
      {settings.error ? <Failed error={settings.error} retry={() => void settings.refetch()} /> : null}
      {/* A new version from the server (a save, or someone else's) starts a fresh draft. */}
      {settings.data ? <SettingsForm key={settings.data.version} settings={settings.data} /> : null}
    </div>
  );
}

function SettingsForm({ settings }: { settings: ChatbotSettings }) {
  const [draft, setDraft] = useState(() => draftOf(settings));
  const isAdmin = useIsAdmin();
  const queryClient = useQueryClient();
  const toast = useToast();
  const id = useId();
  const save = useMutation({
    mutationFn: (update: ChatbotSettingsUpdate) => answer(desk.chatbot.$put({ json: update })),
    onSuccess: (data) => {
      queryClient.setQueryData(settingsKey, data);
      toast.success({ title: "Saved", description: "Chatbot settings saved." });
    },
    onError: (error) => {
      toast.error({ title: "Not saved", description: problemText(error) });
      if (error instanceof DeskError && error.status === 409) void queryClient.invalidateQueries({ queryKey: settingsKey });
    },
  });

  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const setText = (language: ChatLanguage, field: "welcomeMessage" | "offlineMessage", value: string) =>
    change({ texts: { ...draft.texts, [language]: { ...draft.texts[language], [field]: value } } });
  const setPrompt = (index: number, patch: Partial<CustomPrompt>) =>
    change({ customPrompts: draft.customPrompts.map((prompt, i) => (i === index ? { ...prompt, ...patch } : prompt)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(updateOf(draft));
  };

  return (
    <form onSubmit={submit} className="grid gap-6">
      <Section title="What the chat says">
        <div className="grid gap-4 lg:grid-cols-3">
          {chatLanguages.map((language) => (
            <fieldset key={language} className="grid gap-3" lang={language}>
              <legend className="font-semibold">{languageWords[language]}</legend>
              <Field id={`${id}-welcome-${language}`} label={`Welcome message (${languageWords[language]})`}>
                <textarea
                  id={`${id}-welcome-${language}`}
                  required
                  rows={3}
                  value={draft.texts[language].welcomeMessage}
                  onChange={(event) => setText(language, "welcomeMessage", event.target.value)}
                  className="field-input"
                />
              </Field>
              <Field id={`${id}-offline-${language}`} label={`Offline message (${languageWords[language]})`}>
                <textarea
                  id={`${id}-offline-${language}`}
                  required
                  rows={3}
                  value={draft.texts[language].offlineMessage}
                  onChange={(event) => setText(language, "offlineMessage", event.target.value)}
                  className="field-input"
                />
              </Field>
            </fieldset>
          ))}
        </div>
        <Field id={`${id}-services`} label="Services (one per line)">
          <textarea
            id={`${id}-services`}
            rows={6}
            value={draft.services.join("\n")}
            onChange={(event) => change({ services: event.target.value.split("\n") })}
            className="field-input"
          />
        </Field>
      </Section>

      <Section title="Messaging link">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-number`} label="Messaging number (blank: the company number)">
            <input
              id={`${id}-number`}
              type="tel"
              value={draft.messagingNumber ?? ""}
              onChange={(event) => change({ messagingNumber: event.target.value || null })}
              className="field-input"
            />
          </Field>
          <Field id={`${id}-group`} label="Group id (used instead of the number when set)">
            <input
              id={`${id}-group`}
              value={draft.groupId ?? ""}
              onChange={(event) => change({ groupId: event.target.value || null })}
              className="field-input"
            />
          </Field>
        </div>
        <Field
          id={`${id}-template`}
          label="Lead message template"
          hint="Placeholders: {name}, {phone}, {email}, {address}, {service}, {hasPicture}."
        >
          <textarea
            id={`${id}-template`}
            required
            rows={3}
            value={draft.leadMessageTemplate}
            onChange={(event) => change({ leadMessageTemplate: event.target.value })}
            className="field-input"
          />
        </Field>
      </Section>

      <Section title="Business hours">
        <Check
          label="Show the offline message outside these hours (leads are still collected)"
          checked={draft.hours.enabled}
          onChange={(enabled) => change({ hours: { ...draft.hours, enabled } })}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id={`${id}-start`} label="Opens at">
            <input
              id={`${id}-start`}
              type="time"
              required
              value={draft.hours.start}
              onChange={(event) => change({ hours: { ...draft.hours, start: event.target.value } })}
              className="field-input"
            />
          </Field>
          <Field id={`${id}-end`} label="Closes at">
            <input
              id={`${id}-end`}
              type="time"
              required
              value={draft.hours.end}
              onChange={(event) => change({ hours: { ...draft.hours, end: event.target.value } })}
              className="field-input"
            />
          </Field>
          <Field id={`${id}-zone`} label="Time zone">
            <input
              id={`${id}-zone`}
              required
              value={draft.hours.timeZone}
              onChange={(event) => change({ hours: { ...draft.hours, timeZone: event.target.value } })}
              className="field-input"
            />
          </Field>
        </div>
      </Section>

      <Section title="AI replies (optional)">
        <Check
          label="Answer free-text questions with AI when a key is set"
          checked={draft.autoResponse}
          onChange={(autoResponse) => change({ autoResponse })}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id={`${id}-base`} label="API base URL (OpenAI-compatible)">
            <input
              id={`${id}-base`}
              type="url"
              required
              value={draft.aiBaseUrl}
              disabled={!isAdmin}
              onChange={(event) => change({ aiBaseUrl: event.target.value })}
              className="field-input"
            />
          </Field>
          <Field id={`${id}-model`} label="Model">
            <input
              id={`${id}-model`}
              required
              value={draft.aiModel}
              disabled={!isAdmin}
              onChange={(event) => change({ aiModel: event.target.value })}
              className="field-input"
            />
          </Field>
          <Field
            id={`${id}-key`}
            label="API key"
            hint={settings.aiKeySet ? "A key is stored. It is never shown; type a new one to replace it." : "No key is stored."}
          >
            <input
              id={`${id}-key`}
              type="password"
              autoComplete="off"
              value={draft.aiKey}
              disabled={draft.removeKey || !isAdmin}
              onChange={(event) => change({ aiKey: event.target.value })}
              className="field-input"
            />
          </Field>
        </div>
        {!isAdmin && <p className="text-sm text-slate-700 dark:text-slate-300">{chatbotDeskMessages.aiProviderAdminOnly}</p>}
        {settings.aiKeySet && isAdmin ? (
          <Check label="Remove the stored key" checked={draft.removeKey} onChange={(removeKey) => change({ removeKey })} />
        ) : null}
        <fieldset className="grid gap-3">
          <legend className="font-semibold">Custom prompts</legend>
          {draft.customPrompts.map((prompt, index) => (
            <div
              key={prompt.key}
              className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_2fr_auto] dark:border-slate-700"
            >
              <Field id={`${id}-prompt-name-${index}`} label="Name">
                <input
                  id={`${id}-prompt-name-${index}`}
                  required
                  value={prompt.name}
                  onChange={(event) => setPrompt(index, { name: event.target.value })}
                  className="field-input"
                />
              </Field>
              <Field id={`${id}-prompt-step-${index}`} label="Step">
                <select
                  id={`${id}-prompt-step-${index}`}
                  value={prompt.step}
                  onChange={(event) => setPrompt(index, { step: event.target.value as CustomPrompt["step"] })}
                  className="field-input"
                >
                  {(["any", ...chatSteps] as const).map((step) => (
                    <option key={step} value={step}>
                      {stepWords[step]}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id={`${id}-prompt-text-${index}`} label="Prompt">
                <textarea
                  id={`${id}-prompt-text-${index}`}
                  required
                  rows={2}
                  value={prompt.prompt}
                  onChange={(event) => setPrompt(index, { prompt: event.target.value })}
                  className="field-input"
                />
              </Field>
              <button
                type="button"
                className="btn-secondary self-end"
                onClick={() => change({ customPrompts: draft.customPrompts.filter((_, i) => i !== index) })}
              >
                Remove<span className="sr-only"> prompt {prompt.name}</span>
              </button>
            </div>
          ))}
          <button
            type="button"
            className="btn-secondary justify-self-start"
            onClick={() =>
              change({ customPrompts: [...draft.customPrompts, draftPrompt({ name: "", prompt: "", step: "any" })] })
            }
          >
            Add a prompt
          </button>
        </fieldset>
      </Section>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          Save
        </button>
        {settings.updatedBy ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Last saved by {settings.updatedBy} on {new Date(settings.updatedAt).toLocaleString("en-US")}.
          </p>
        ) : null}
      </div>
    </form>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-center gap-2">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-5" />
      {label}
    </label>
  );
}
