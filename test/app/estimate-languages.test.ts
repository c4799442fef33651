import { describe, expect, test } from "vitest";
import { serviceIndex } from "../../src/content/service-index";
import {
  type DefaultTerms,
  estimateDefaults,
  type KnownTexts,
  languageProblems,
  type PriceItemTexts,
  priceItemText,
  type TranslatableDraft,
  translateDraft,
  unitIn,
} from "../../src/lib/estimate-languages";
import { estimateLanguages } from "../../src/lib/estimates";
import { chatServices, quoteServices } from "../../src/lib/options";
import { defaultTitle, findService, serviceNameIn, serviceNames } from "../../src/lib/service-names";

/** Terms, a price list and drafts written for these tests; the seeded ones are checked in test/worker/estimate-languages.test.ts. */

const terms: DefaultTerms = {
  anyService: { en: "General terms.", es: "Condiciones generales.", fr: "Conditions générales." },
  byWork: {
    asbestos: { en: "Asbestos abatement terms.", es: "Condiciones de remoción de asbesto.", fr: "Conditions de désamiantage." },
    "lead-paint": { en: "Lead-safe terms.", es: "Condiciones para el plomo.", fr: "Conditions pour le plomb." },
  },
};

const tile: PriceItemTexts & { id: string } = {
  id: "tile",
  name: "Asbestos floor tile removal",
  description: "Remove asbestos floor tile under containment",
  translations: {
    es: { name: "Remoción de baldosas con asbesto", description: "Retiro de baldosas con asbesto con el área aislada" },
    fr: { name: "Retrait de carreaux amiantés", description: "Retrait de carreaux amiantés en zone confinée" },
  },
};
const airTest: PriceItemTexts & { id: string } = {
  id: "air-test",
  name: "Clearance air test",
  description: "Independent clearance air sampling",
  translations: { es: { name: "Prueba de aire final", description: "Muestreo de aire final independiente" }, fr: null },
};
const known: KnownTexts = { terms, priceList: [tile, airTest] };

type Line = TranslatableDraft["lines"][number] & { priceItemId: string | null; quantity: number };
const line = (description: string, changes: Partial<Line> = {}): Line => ({
  description,
  unit: "sq ft",
  groupLabel: null,
  section: "Basement",
  priceItemId: null,
  quantity: 1,
  ...changes,
});

/** An English asbestos estimate as the Worker makes it from a lead, with a price list line and a typed one. */
const englishDraft = () => ({
  ...estimateDefaults(terms, "en", "Asbestos Removal"),
  language: "en" as const,
  introduction: null as string | null,
  customerName: "Ana Peña",
  lines: [
    line(tile.description, { priceItemId: tile.id }),
    line(airTest.description, { priceItemId: airTest.id, unit: "each" }),
    line("Patch the drywall where the sample was taken", { unit: "area" }),
  ],
});

describe("the services in each language", () => {
  test("every service a lead can name (quote form, chatbot, service pages) has a name and a title in every language", () => {
    const listed = [...quoteServices, ...chatServices, ...serviceIndex.map((service) => service.name)];
    for (const name of listed) {
      const found = findService(name);
      expect(found, name).not.toBeNull();
      for (const language of estimateLanguages) {
        expect(found?.name[language].trim(), `${name} ${language}`).not.toBe("");
        expect(found?.title[language].trim(), `${name} ${language}`).not.toBe("");
      }
    }
    // Two services never share a name in any language, or translating one could turn it into the other.
    for (const language of estimateLanguages) {
      const names = Object.values(serviceNames).map((names) => names.name[language].toLowerCase());
      expect(new Set(names).size, language).toBe(names.length);
    }
  });

  test("a service is found by its name in any language, whatever its case, and named in another", () => {
    expect(serviceNameIn("Désamiantage", "es")).toBe("Remoción de asbesto");
    expect(serviceNameIn("lead paint removal", "fr")).toBe("Retrait de peinture au plomb");
    expect(defaultTitle("Remoción de pintura con plomo", "en")).toBe("Lead Paint Removal estimate");
    // A service staff typed themselves keeps their words, inside a title in the language.
    expect(serviceNameIn("Chimney repair", "fr")).toBe("Chimney repair");
    expect(defaultTitle("Chimney repair", "es")).toBe("Presupuesto: Chimney repair");
  });
});

describe("the defaults of a new estimate", () => {
  test("are the service's name, its title and the terms of its kind of work, in the language asked for", () => {
    expect(estimateDefaults(terms, "fr", "Lead Paint Removal")).toEqual({
      service: "Retrait de peinture au plomb",
      title: "Devis de retrait de peinture au plomb",
      terms: "Conditions pour le plomb.",
    });
    expect(estimateDefaults(terms, "es", "Asbestos Tile Removal").terms).toBe("Condiciones de remoción de asbesto.");
  });

  test("fall back to the terms for any service when the kind of work has none of its own, or the service is unknown", () => {
    expect(estimateDefaults(terms, "en", "Window Installation").terms).toBe("General terms.");
    expect(estimateDefaults(terms, "fr", "Chimney repair")).toEqual({
      service: "Chimney repair",
      title: "Devis\u00a0: Chimney repair",
      terms: "Conditions générales.",
    });
  });
});

describe("translating a draft", () => {
  test("replaces every known text with its version in the new language and keeps what staff typed", () => {
    const spanish = translateDraft(englishDraft(), "es", known);
    expect(spanish).toMatchObject({
      language: "es",
      service: "Remoción de asbesto",
      title: "Presupuesto de remoción de asbesto",
      terms: "Condiciones de remoción de asbesto.",
      customerName: "Ana Peña",
    });
    expect(spanish.lines.map(({ description, unit, section }) => [description, unit, section])).toEqual([
      ["Retiro de baldosas con asbesto con el área aislada", "pie²", "Basement"],
      ["Muestreo de aire final independiente", "unidad", "Basement"],
      ["Patch the drywall where the sample was taken", "área", "Basement"],
    ]);
    expect(spanish.lines.map((line) => line.priceItemId)).toEqual(["tile", "air-test", null]);
  });

  test("leaves a price list text with no version in the new language as it is, and comes back whole", () => {
    const french = translateDraft(englishDraft(), "fr", known);
    expect(french.lines[1]?.description).toBe(airTest.description);
    expect(french.terms).toBe("Conditions de désamiantage.");
    expect(translateDraft(french, "en", known)).toEqual(englishDraft());
    // From Spanish to French directly, without going through English.
    expect(translateDraft(translateDraft(englishDraft(), "es", known), "fr", known).title).toBe("Devis de désamiantage");
  });

  test("recognises a known text whatever its case and spacing", () => {
    const typedAgain = { ...englishDraft(), terms: "  asbestos   abatement\r\nterms. " };
    expect(translateDraft(typedAgain, "es", known).terms).toBe("Condiciones de remoción de asbesto.");
  });
});

describe("language problems", () => {
  test("name each customer-visible text known to be in another language, field by field", () => {
    const draft: TranslatableDraft = {
      ...englishDraft(),
      language: "fr",
      introduction: "Condiciones generales.",
      lines: [
        line(tile.description, { priceItemId: tile.id, groupLabel: "Clearance air test" }),
        line("Retrait de carreaux amiantés en zone confinée", { groupLabel: "Clearance air test", unit: "pi²" }),
      ],
    };
    expect(languageProblems(draft, known)).toEqual([
      "The title “Asbestos Removal estimate” is in English, not French.",
      "The introduction is in Spanish, not French.",
      "The service “Asbestos Removal” is in English, not French.",
      "The terms (the default terms for asbestos abatement) are in English, not French.",
      "The description of line 1, “Remove asbestos floor tile under containment”, is in English, not French.",
      "The unit of line 1, “sq ft”, is in English, not French.",
      "The pick-one heading “Clearance air test” (lines 1 and 2) is the English text of the price list item “Clearance air test”, which has no French text yet: write it in French here, or add French to the item in the price list.",
    ]);
  });

  test("say which price list line has no text in the estimate's language yet", () => {
    const french = translateDraft(englishDraft(), "fr", known);
    expect(languageProblems(french, known)).toEqual([
      "The description of line 2, “Independent clearance air sampling”, is the English text of the price list item “Clearance air test”, which has no French text yet: write it in French here, or add French to the item in the price list.",
    ]);
    expect(priceItemText(airTest, "fr")).toBeNull();
  });

  test("are none for an estimate in one language, for texts staff typed, or for a text that is the same in both", () => {
    expect(languageProblems(englishDraft(), known)).toEqual([]);
    expect(languageProblems(translateDraft(englishDraft(), "es", known), known)).toEqual([]);
    const sameInBoth: KnownTexts = {
      terms,
      priceList: [
        { ...tile, translations: { es: tile.translations.es, fr: { name: tile.name, description: tile.description } } },
      ],
    };
    expect(
      languageProblems(
        {
          ...englishDraft(),
          language: "fr",
          title: "Mon devis",
          service: "Désamiantage",
          terms: "Nos conditions.",
          lines: [line(tile.description, { unit: "pi²" })],
        },
        sameInBoth,
      ),
    ).toEqual([]);
  });
});

test("a unit is named in each language; one staff typed stays", () => {
  expect(unitIn("sq ft", "fr")).toBe("pi²");
  expect(unitIn("pie lineal", "en")).toBe("linear ft");
  expect(unitIn("pallet", "es")).toBe("pallet");
});
