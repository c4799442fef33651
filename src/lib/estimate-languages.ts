import { type EstimateLanguage, estimateLanguages } from "./estimates";
import { defaultTitle, findService, serviceNameIn, serviceNames, type WorkKind, workKindLabels } from "./service-names";

/**
 * An estimate's texts and its language, shared by the desk and the Worker: what a new estimate
 * starts with in each language, translating a draft when staff switch its language, and the
 * "language problems" staff are warned of before sending: a text the customer reads that is
 * known to be in another language. Known texts are the defaults (the terms per kind of work, the
 * services' names and titles, the units) and the price list's texts; what staff typed themselves
 * is theirs and is never changed or judged.
 */

export type TranslatedLanguage = Exclude<EstimateLanguage, "en">;

/** How the desk names the languages (English, for staff). */
export const languageNamesForStaff: Record<EstimateLanguage, string> = { en: "English", es: "Spanish", fr: "French" };

export type TermsTexts = Record<EstimateLanguage, string>;
/** The terms a new estimate starts with: those for any service, and those of each kind of work that has its own. */
export type DefaultTerms = { anyService: TermsTexts; byWork: Partial<Record<WorkKind, TermsTexts>> };

export type PriceItemText = { name: string; description: string };
/** A price list item's texts: English always, Spanish and French once an admin has written them (null until then). */
export type PriceItemTexts = PriceItemText & { translations: Record<TranslatedLanguage, PriceItemText | null> };

/** What the desk and the Worker know the language of, besides the fixed lists: the default terms and the price list. */
export type KnownTexts = { terms: DefaultTerms; priceList: readonly PriceItemTexts[] };

/** An item's name and description in `language`; null if it has none in that language yet. */
export const priceItemText = (item: PriceItemTexts, language: EstimateLanguage): PriceItemText | null =>
  language === "en" ? { name: item.name, description: item.description } : item.translations[language];

/** The units staff use most, in each language. */
const units: ReadonlyArray<TermsTexts> = [
  { en: "sq ft", es: "pie²", fr: "pi²" },
  { en: "linear ft", es: "pie lineal", fr: "pi linéaire" },
  { en: "each", es: "unidad", fr: "unité" },
  { en: "opening", es: "abertura", fr: "ouverture" },
  { en: "area", es: "área", fr: "zone" },
  { en: "square", es: "cuadrado (100 pie²)", fr: "carré (100 pi²)" },
  { en: "hour", es: "hora", fr: "heure" },
  { en: "day", es: "día", fr: "jour" },
  { en: "lump sum", es: "suma global", fr: "forfait" },
];

/** A unit in `language`, for a line made from the price list; a unit not in the list stays as it is. */
export const unitIn = (unit: string, language: EstimateLanguage): string =>
  units.find((known) => Object.values(known).some((text) => comparable(text) === comparable(unit)))?.[language] ?? unit;

/** The default terms for a service (its name in any language) in `language`. */
export function termsFor(terms: DefaultTerms, language: EstimateLanguage, service: string): string {
  const work = findService(service)?.work;
  return (work ? terms.byWork[work] : undefined)?.[language] ?? terms.anyService[language];
}

/** What a new estimate for `service` starts with in `language`: the service's name there, a title and the terms. */
export const estimateDefaults = (terms: DefaultTerms, language: EstimateLanguage, service: string) => ({
  service: serviceNameIn(service, language),
  title: defaultTitle(service, language),
  terms: termsFor(terms, language, service),
});

// ------------------------------------------------------------------------------- known texts

/**
 * One text known in several languages; `terms` says which default terms it is, `priceItem` names
 * the price list item it comes from.
 */
type KnownText = { versions: Partial<TermsTexts>; terms?: string; priceItem?: string };
type Sighting = { text: KnownText; language: EstimateLanguage };

/** Texts compare without case, accents composed alike, and with any run of white space as one space. */
function comparable(text: string): string {
  return text.normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();
}

/** Every known text, the title of `service` included when staff typed the service themselves. */
function knownTexts({ terms, priceList }: KnownTexts, service: string): KnownText[] {
  const texts: KnownText[] = [
    { versions: terms.anyService, terms: "the default terms for any service" },
    ...Object.entries(terms.byWork).map(([work, versions]) => ({
      versions,
      terms: `the default terms for ${workKindLabels[work as WorkKind].toLowerCase()}`,
    })),
    ...Object.values(serviceNames).flatMap((names) => [{ versions: names.name }, { versions: names.title }]),
    ...units.map((versions) => ({ versions })),
    ...priceList.flatMap((item) =>
      (["name", "description"] as const).map((field) => ({
        versions: Object.fromEntries(
          estimateLanguages.flatMap((language) => {
            const text = priceItemText(item, language);
            return text ? [[language, text[field]]] : [];
          }),
        ),
        priceItem: item.name,
      })),
    ),
  ];
  if (!findService(service)) {
    const versions = Object.fromEntries(estimateLanguages.map((language) => [language, defaultTitle(service, language)]));
    texts.push({ versions });
  }
  return texts;
}

/** Where each known text was seen: in which entry and as which language. */
function sightings(texts: KnownText[]): (text: string) => Sighting[] {
  const index = new Map<string, Sighting[]>();
  for (const text of texts) {
    for (const [language, version] of Object.entries(text.versions) as Array<[EstimateLanguage, string]>) {
      const key = comparable(version);
      if (key) index.set(key, [...(index.get(key) ?? []), { text, language }]);
    }
  }
  return (text) => index.get(comparable(text)) ?? [];
}

// -------------------------------------------------------------------------------- translating

export type TranslatableLine = {
  description: string;
  unit: string;
  groupLabel: string | null;
  section: string | null;
};
export type TranslatableDraft<Line extends TranslatableLine = TranslatableLine> = {
  language: EstimateLanguage;
  title: string;
  introduction: string | null;
  service: string;
  terms: string;
  lines: readonly Line[];
};

/**
 * The draft in `to`: each text that is a known text in some language becomes its version in `to`
 * (the title, the terms, the service, and the lines' descriptions, units, headings and areas made
 * from the price list or the defaults). Texts staff typed themselves, and known texts with no
 * version in `to` yet (a price list item not yet translated), stay as they are.
 */
export function translateDraft<Line extends TranslatableLine, Draft extends TranslatableDraft<Line>>(
  draft: Draft,
  to: EstimateLanguage,
  known: KnownTexts,
): Draft {
  const seen = sightings(knownTexts(known, draft.service));
  const translate = <Text extends string | null>(text: Text): Text => {
    if (text === null) return text;
    const found = seen(text);
    if (found.some((sighting) => sighting.language === to)) return text;
    return (found.map((sighting) => sighting.text.versions[to]).find((version) => version !== undefined) ?? text) as Text;
  };
  return {
    ...draft,
    language: to,
    title: translate(draft.title),
    introduction: translate(draft.introduction),
    service: translate(draft.service),
    terms: translate(draft.terms),
    lines: draft.lines.map((line) => ({
      ...line,
      description: translate(line.description),
      unit: translate(line.unit),
      groupLabel: translate(line.groupLabel),
      section: translate(line.section),
    })),
  };
}

// --------------------------------------------------------------------------- language problems

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 60 ? `${flat.slice(0, 59)}…` : flat;
};

/** "line 3", "lines 3 and 4", "lines 3, 4 and 5". */
function linesWord(numbers: readonly number[]): string {
  if (numbers.length === 1) return `line ${numbers[0]}`;
  return `lines ${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`;
}

const inWords = (languages: readonly EstimateLanguage[]) =>
  languages.map((language) => languageNamesForStaff[language]).join(" or ");

/**
 * Each text the customer reads (title, introduction, service, terms, and each line's description,
 * unit, pick-one heading and area) that is known to be in another language than the estimate's,
 * as a sentence for staff naming the field; empty when there is none. A line still carrying a
 * price list item's text that has no version in the estimate's language says so.
 */
export function languageProblems(estimate: TranslatableDraft, known: KnownTexts): string[] {
  const seen = sightings(knownTexts(known, estimate.service));
  const target = estimate.language;
  const targetName = languageNamesForStaff[target];
  const problems: string[] = [];
  const check = (text: string | null, subject: (quoted: string) => string, verb = "is") => {
    if (!text) return;
    const found = seen(text);
    if (found.length === 0 || found.some((sighting) => sighting.language === target)) return;
    const languages = [...new Set(found.map((sighting) => sighting.language))];
    const untranslated = found.find((sighting) => sighting.text.priceItem !== undefined && !sighting.text.versions[target]);
    const where = subject(`“${excerpt(text)}”`);
    problems.push(
      untranslated
        ? `${where} ${verb} the ${inWords(languages)} text of the price list item “${untranslated.text.priceItem}”, which has no ${targetName} text yet: write it in ${targetName} here, or add ${targetName} to the item in the price list.`
        : `${where} ${verb} in ${inWords(languages)}, not ${targetName}.`,
    );
  };
  check(estimate.title, (quoted) => `The title ${quoted}`);
  check(estimate.introduction, () => "The introduction");
  check(estimate.service, (quoted) => `The service ${quoted}`);
  const defaultTerms = seen(estimate.terms).find((sighting) => sighting.text.terms)?.text.terms;
  check(estimate.terms, () => `The terms${defaultTerms ? ` (${defaultTerms})` : ""}`, "are");
  estimate.lines.forEach((line, index) => {
    check(line.description, (quoted) => `The description of line ${index + 1}, ${quoted},`);
    check(line.unit, (quoted) => `The unit of line ${index + 1}, ${quoted},`);
  });
  // A heading or an area is shared by several lines: one sentence for each, naming its lines.
  for (const [field, name] of [
    ["groupLabel", "The pick-one heading"],
    ["section", "The area or section"],
  ] as const) {
    const lines = new Map<string, number[]>();
    estimate.lines.forEach((line, index) => {
      const text = line[field];
      if (text) lines.set(text, [...(lines.get(text) ?? []), index + 1]);
    });
    for (const [text, numbers] of lines) check(text, (quoted) => `${name} ${quoted} (${linesWord(numbers)})`);
  }
  return problems;
}

/** What staff read when sending is refused for language problems (the problems themselves come with it). */
export const languageMessages = {
  notInLanguage: (language: EstimateLanguage) =>
    `Some of what the customer reads is not in ${languageNamesForStaff[language]}. Correct it, or send the estimate anyway if it is meant to be so.`,
};
