import { useId } from "react";
import { type DefaultTerms, languageNamesForStaff, type TermsTexts } from "../../lib/estimate-languages";
import { estimateLanguages } from "../../lib/estimates";
import { serviceNames, type WorkKind, workKindLabels, workKinds } from "../../lib/service-names";
import { Field, problemProps } from "./Field";

/**
 * The default terms on the estimate settings screen: one kind of work at a time (chosen from a
 * list), its terms in English, Spanish and French. Any service has terms; a kind of work may have
 * its own, else its estimates start with those for any service.
 */

export type TermsKind = "any" | WorkKind;
const kinds: readonly TermsKind[] = ["any", ...workKinds];
const kindLabel = (kind: TermsKind) => (kind === "any" ? "Any service" : workKindLabels[kind]);

/** The form's terms: each kind's texts as typed, kept while "own terms" is unticked so ticking it again restores them. */
export type TermsDraft = Record<TermsKind, { own: boolean; texts: TermsTexts }>;

const noTexts: TermsTexts = { en: "", es: "", fr: "" };

export const termsDraftOf = (terms: DefaultTerms): TermsDraft =>
  Object.fromEntries(
    kinds.map((kind) => {
      const texts = kind === "any" ? terms.anyService : terms.byWork[kind];
      return [kind, { own: texts !== undefined, texts: texts ?? noTexts }];
    }),
  ) as TermsDraft;

export const defaultTermsOf = (draft: TermsDraft): DefaultTerms => ({
  anyService: draft.any.texts,
  byWork: Object.fromEntries(workKinds.flatMap((kind) => (draft[kind].own ? [[kind, draft[kind].texts]] : []))),
});

/** Where the server's sentence for a kind's text is keyed ("terms.byWork.siding.es"). */
const problemKey = (kind: TermsKind, language: keyof TermsTexts) =>
  kind === "any" ? `terms.anyService.${language}` : `terms.byWork.${kind}.${language}`;

/** The first kind of work a refused save has a problem with, to show it. */
export const kindWithProblem = (problems: Record<string, string>): TermsKind | null =>
  kinds.find((kind) => estimateLanguages.some((language) => problems[problemKey(kind, language)])) ?? null;

const servicesOf = (kind: TermsKind) =>
  Object.entries(serviceNames)
    .filter(([name, names]) => (kind === "any" ? names.work === null && name !== "Other" : names.work === kind))
    .map(([name]) => name);

function KindSelect({
  id,
  shown,
  onShow,
  hasOwn,
}: {
  id: string;
  shown: TermsKind;
  onShow: (kind: TermsKind) => void;
  hasOwn: (kind: WorkKind) => boolean;
}) {
  const services = servicesOf(shown);
  const hint =
    shown === "any"
      ? `For ${services.join(", ")}, any service not listed, and each kind of work without terms of its own.`
      : `Services: ${services.join(", ")}.`;
  return (
    <Field id={id} label="Terms for" hint={hint}>
      <select id={id} value={shown} onChange={(event) => onShow(event.target.value as TermsKind)} className="field-input">
        {kinds.map((kind) => (
          <option key={kind} value={kind}>
            {kind === "any"
              ? "Any service"
              : `${workKindLabels[kind]}: ${hasOwn(kind) ? "its own terms" : "the terms for any service"}`}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The admin's fields for one kind of work at a time; `problems` are keyed as the server names them. */
export function DefaultTermsFields({
  draft,
  onChange,
  problems,
  shown,
  onShow,
}: {
  draft: TermsDraft;
  onChange: (draft: TermsDraft) => void;
  problems: Record<string, string>;
  shown: TermsKind;
  onShow: (kind: TermsKind) => void;
}) {
  const id = useId();
  const current = draft[shown];
  const change = (patch: Partial<TermsDraft[TermsKind]>) => onChange({ ...draft, [shown]: { ...current, ...patch } });
  return (
    <div className="grid gap-4">
      <KindSelect id={`${id}-kind`} shown={shown} onShow={onShow} hasOwn={(kind) => draft[kind].own} />
      {shown !== "any" && (
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={current.own}
            onChange={(event) => change({ own: event.target.checked })}
            className="size-5"
          />
          {kindLabel(shown)} has terms of its own
        </label>
      )}
      {current.own ? (
        estimateLanguages.map((language) => {
          const fieldId = `${id}-${shown}-${language}`;
          const problem = problems[problemKey(shown, language)];
          return (
            <Field key={`${shown}-${language}`} id={fieldId} label={`${languageNamesForStaff[language]} terms`} problem={problem}>
              <textarea
                id={fieldId}
                lang={language}
                rows={10}
                value={current.texts[language]}
                onChange={(event) => change({ texts: { ...current.texts, [language]: event.target.value } })}
                className="field-input"
                {...problemProps(fieldId, problem)}
              />
            </Field>
          );
        })
      ) : (
        <p className="text-slate-700 dark:text-slate-300">
          Estimates for {kindLabel(shown).toLowerCase()} start with the terms for any service. Tick the box to write terms of its
          own.
        </p>
      )}
    </div>
  );
}

/** Staff read the terms: the same choice of kind, the texts as paragraphs. */
export function DefaultTermsView({
  terms,
  shown,
  onShow,
}: {
  terms: DefaultTerms;
  shown: TermsKind;
  onShow: (kind: TermsKind) => void;
}) {
  const id = useId();
  const own = shown === "any" ? terms.anyService : terms.byWork[shown];
  return (
    <div className="grid gap-4">
      <KindSelect id={`${id}-kind`} shown={shown} onShow={onShow} hasOwn={(kind) => terms.byWork[kind] !== undefined} />
      {own ? (
        estimateLanguages.map((language) => (
          <div key={language} className="grid gap-1">
            <h3 className="font-semibold text-slate-900 dark:text-white">{languageNamesForStaff[language]}</h3>
            <p lang={language} className="whitespace-pre-line">
              {own[language]}
            </p>
          </div>
        ))
      ) : (
        <p className="text-slate-700 dark:text-slate-300">
          Estimates for {kindLabel(shown).toLowerCase()} start with the terms for any service.
        </p>
      )}
    </div>
  );
}
