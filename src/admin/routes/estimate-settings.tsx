import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { EstimateSettings } from "../../lib/estimate-desk";
import { DeskError } from "../api/client";
import { fieldProblems, useEstimateSettings, useSaveEstimateSettings } from "../api/estimate-settings";
import { useIsAdmin } from "../api/me";
import {
  DefaultTermsFields,
  DefaultTermsView,
  defaultTermsOf,
  kindWithProblem,
  type TermsDraft,
  type TermsKind,
  termsDraftOf,
} from "../components/DefaultTerms";
import { Field, problemProps } from "../components/Field";
import { PageHeader } from "../components/PageHeader";
import { Failed, Pending, Section } from "../components/Section";
import { formatDateTime } from "../format";

/**
 * /admin/estimate-settings: the default terms (per kind of work, in English, Spanish and French),
 * how long an estimate stays open, when the customer is reminded.
 */

type Draft = { terms: TermsDraft; validDays: string; followUpDays: string };

const draftOf = (settings: EstimateSettings): Draft => ({
  terms: termsDraftOf(settings.terms),
  validDays: String(settings.validDays),
  followUpDays: String(settings.followUpDays),
});

const daysWord = "Type a whole number of days, like 30.";

/** Whole days as typed; null for anything else (the server says which range it accepts). */
const wholeDays = (text: string) => (/^\s*\d{1,4}\s*$/.test(text) ? Number(text) : null);

/** The settings a 409 carries: the ones saved meanwhile by someone else. */
function settingsInConflict(error: unknown): Pick<EstimateSettings, "version" | "updatedBy" | "updatedAt"> | null {
  if (!(error instanceof DeskError) || error.status !== 409) return null;
  const current = error.body.settings;
  if (typeof current !== "object" || current === null) return null;
  if (!("version" in current) || typeof current.version !== "number") return null;
  const updatedBy = "updatedBy" in current && typeof current.updatedBy === "string" ? current.updatedBy : null;
  const updatedAt = "updatedAt" in current && typeof current.updatedAt === "string" ? current.updatedAt : "";
  return { version: current.version, updatedBy, updatedAt };
}

export function Component() {
  const settings = useEstimateSettings();
  const isAdmin = useIsAdmin();
  /** A new form (from the settings as saved now) each time the admin drops their draft. */
  const [generation, setGeneration] = useState(0);
  const restart = () => void settings.refetch().then(() => setGeneration((current) => current + 1));
  return (
    <div className="grid gap-6">
      <PageHeader title="Estimate settings">
        What every new estimate starts with, and when customers are reminded.
        {isAdmin ? "" : " Only admins change these settings."}
      </PageHeader>
      {settings.isPending ? <Pending what="the estimate settings" /> : null}
      {settings.error ? <Failed error={settings.error} retry={() => void settings.refetch()} /> : null}
      {settings.data ? (
        isAdmin ? (
          <SettingsForm key={generation} settings={settings.data} restart={restart} />
        ) : (
          <SettingsView settings={settings.data} />
        )
      ) : null}
    </div>
  );
}

function LastSaved({ settings }: { settings: Pick<EstimateSettings, "updatedAt" | "updatedBy"> }) {
  if (!settings.updatedBy) return null;
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      Last saved by {settings.updatedBy} on {formatDateTime(settings.updatedAt)}.
    </p>
  );
}

const termsIntro =
  "A new estimate starts with the terms for its language and its kind of work. Staff can change them on each estimate; changing them here leaves estimates already written as they are.";

/** Staff read the settings as text: nothing here is theirs to change. */
function SettingsView({ settings }: { settings: EstimateSettings }) {
  const [shown, setShown] = useState<TermsKind>("any");
  return (
    <>
      <Section title="Timing">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-700 dark:text-slate-300">An estimate stays open for</dt>
            <dd className="text-lg font-semibold text-slate-900 dark:text-white">{settings.validDays} days</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700 dark:text-slate-300">The customer is reminded after</dt>
            <dd className="text-lg font-semibold text-slate-900 dark:text-white">{settings.followUpDays} days</dd>
          </div>
        </dl>
      </Section>
      <Section title="Default terms">
        <p className="text-slate-700 dark:text-slate-300">{termsIntro}</p>
        <DefaultTermsView terms={settings.terms} shown={shown} onShow={setShown} />
      </Section>
      <LastSaved settings={settings} />
    </>
  );
}

/**
 * The admin's form. It keeps its own draft: a refused save (a field out of range, or someone else's
 * save in the meantime) leaves every edit on screen with the reason beside it.
 */
function SettingsForm({ settings, restart }: { settings: EstimateSettings; restart: () => void }) {
  const id = useId();
  const save = useSaveEstimateSettings();
  const [draft, setDraft] = useState(() => draftOf(settings));
  /** The version this draft replaces: what was loaded, what we saved, or (after a 409, knowingly) the newer one. */
  const [baseVersion, setBaseVersion] = useState(settings.version);
  const [localProblems, setLocalProblems] = useState<Record<string, string>>({});
  const conflict = settingsInConflict(save.error);
  const problems = { ...fieldProblems(save.error), ...localProblems };
  const problemCount = Object.keys(problems).length;
  const form = useRef<HTMLFormElement>(null);
  const [shownTerms, setShownTerms] = useState<TermsKind>("any");
  const termsProblem = kindWithProblem(problems);

  // A refused save shows the terms it refused, which may be another kind's than those on screen,
  // then focuses the first problem once it is on screen.
  const focusPending = useRef(false);
  useEffect(() => {
    focusPending.current = problemCount > 0;
    if (termsProblem) setShownTerms(termsProblem);
  }, [problemCount, termsProblem]);
  useEffect(() => {
    const invalid = focusPending.current && form.current?.querySelector<HTMLElement>("[aria-invalid=true]");
    if (!invalid) return;
    invalid.focus();
    focusPending.current = false;
  });

  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const validDays = wholeDays(draft.validDays);
    const followUpDays = wholeDays(draft.followUpDays);
    if (validDays === null || followUpDays === null) {
      setLocalProblems({
        ...(validDays === null ? { validDays: daysWord } : {}),
        ...(followUpDays === null ? { followUpDays: daysWord } : {}),
      });
      return;
    }
    setLocalProblems({});
    save.mutate(
      { version: baseVersion, terms: defaultTermsOf(draft.terms), validDays, followUpDays },
      {
        onSuccess: ({ settings: saved }) => {
          setBaseVersion(saved.version);
          setDraft(draftOf(saved));
        },
        onError: (error) => {
          const current = settingsInConflict(error);
          // Saving again now replaces their version with this draft: the alert below says so.
          if (current) setBaseVersion(current.version);
        },
      },
    );
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="grid gap-6">
      <Section title="Timing">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={`${id}-valid`}
            label="Days an estimate stays open"
            hint="A new estimate's last day is this many days after it is written (1 to 365)."
            problem={problems.validDays}
          >
            <input
              id={`${id}-valid`}
              inputMode="numeric"
              autoComplete="off"
              value={draft.validDays}
              onChange={(event) => set({ validDays: event.target.value })}
              className="field-input tabular-nums"
              {...problemProps(`${id}-valid`, problems.validDays)}
            />
          </Field>
          <Field
            id={`${id}-follow-up`}
            label="Days before the customer is reminded"
            hint="One reminder e-mail when a sent estimate has no answer after this many days (1 to 60)."
            problem={problems.followUpDays}
          >
            <input
              id={`${id}-follow-up`}
              inputMode="numeric"
              autoComplete="off"
              value={draft.followUpDays}
              onChange={(event) => set({ followUpDays: event.target.value })}
              className="field-input tabular-nums"
              {...problemProps(`${id}-follow-up`, problems.followUpDays)}
            />
          </Field>
        </div>
      </Section>
      <Section title="Default terms">
        <p className="text-slate-700 dark:text-slate-300">{termsIntro}</p>
        <DefaultTermsFields
          draft={draft.terms}
          onChange={(terms) => set({ terms })}
          problems={problems}
          shown={shownTerms}
          onShow={setShownTerms}
        />
      </Section>
      {conflict ? (
        <div role="alert" className="grid gap-2 rounded-lg bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          <p>{save.error?.message}</p>
          <p>
            {conflict.updatedBy ? `${conflict.updatedBy} saved them` : "They were saved"}
            {conflict.updatedAt ? ` on ${formatDateTime(conflict.updatedAt)}` : ""}. Your edits are still here: Save replaces
            their version with yours, or start again from theirs.
          </p>
          <button type="button" className="btn-secondary justify-self-start" onClick={restart}>
            Start again from the saved settings
          </button>
        </div>
      ) : save.error && problemCount === 0 ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
          {save.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          Save settings
        </button>
        <LastSaved settings={settings} />
      </div>
    </form>
  );
}
