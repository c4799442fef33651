/**
 * The facts about a job's site that the compliance rules read: asked on the job, prefilled from
 * the estimate. Quantities are what the work removes or disturbs, never the whole building's.
 * Rules name a fact by its id in `factCatalogue` ("asbestos.pipeLinearFeet"); the catalogue says
 * what kind of value it is, so the condition interpreter and the rule schema can check a rule
 * before it is used. Words for staff are in messages.ts.
 */

export const buildingTypes = ["single-family", "2-4-units", "5-plus-units", "commercial-public", "school"] as const;
export type BuildingType = (typeof buildingTypes)[number];

export type SiteFacts = {
  buildingType: BuildingType;
  /** Owned by a private person or company (not a government body, nor part of a public project). */
  privatelyOwned: boolean;
  /** Null when nobody knows. */
  yearBuilt: number | null;
  /** Children under 6 live there, or regularly use the place (a child-occupied facility). */
  childrenUnder6: boolean;
  /** The city, village or town of the site ("Chicago"), for local permits; null if not recorded. */
  municipality: string | null;
  asbestos: {
    /**
     * The asbestos-containing material is regulated (RACM): friable, or non-friable material that
     * the work will sand, grind, cut or abrade, or that is likely to crumble in it.
     */
    friable: boolean;
    /** On pipes, in linear feet. */
    pipeLinearFeet: number;
    /** On other facility components, in square feet. */
    otherSquareFeet: number;
    /** Off facility components, where length or area could not be measured before, in cubic feet. */
    cubicFeet: number;
  };
  lead: {
    /**
     * Painted surface known or presumed to have lead-based paint, disturbed inside, in square
     * feet: a total for all rooms (the minor-repair limit is per room; see messages.ts).
     */
    interiorSquareFeet: number;
    /** The same outside, in square feet. */
    exteriorSquareFeet: number;
    /** The work replaces windows or demolishes painted surface: never minor repair (40 CFR 745.83). */
    windowsOrDemolition: boolean;
  };
  mold: { squareFeet: number };
};

/** The facts of a job nobody has described yet: a privately owned single-family home with nothing to remove. */
export const blankSiteFacts: SiteFacts = {
  buildingType: "single-family",
  privatelyOwned: true,
  yearBuilt: null,
  childrenUnder6: false,
  municipality: null,
  asbestos: { friable: false, pipeLinearFeet: 0, otherSquareFeet: 0, cubicFeet: 0 },
  lead: { interiorSquareFeet: 0, exteriorSquareFeet: 0, windowsOrDemolition: false },
  mold: { squareFeet: 0 },
};

export type QuantityUnit = "linear-feet" | "square-feet" | "cubic-feet" | "year";

type NumberFact = {
  kind: "number";
  unit: QuantityUnit;
  /** Null is possible (unknown): a condition on it must say how an unknown value counts. */
  nullable: boolean;
  /** A total of quantities that a rule limits one by one (per room): compared as if it were one. */
  totalOfParts: boolean;
  read: (facts: SiteFacts) => number | null;
};
type FlagFact = { kind: "flag"; read: (facts: SiteFacts) => boolean };
type ChoiceFact = { kind: "choice"; values: readonly string[]; read: (facts: SiteFacts) => string };

const quantity = (unit: QuantityUnit, read: (facts: SiteFacts) => number, totalOfParts = false): NumberFact => ({
  kind: "number",
  unit,
  nullable: false,
  totalOfParts,
  read,
});

/** Every fact a rule's condition may name, and how to read it. */
export const factCatalogue = {
  buildingType: { kind: "choice", values: buildingTypes, read: (facts) => facts.buildingType } satisfies ChoiceFact,
  privatelyOwned: { kind: "flag", read: (facts) => facts.privatelyOwned } satisfies FlagFact,
  yearBuilt: {
    kind: "number",
    unit: "year",
    nullable: true,
    totalOfParts: false,
    read: (facts) => facts.yearBuilt,
  } satisfies NumberFact,
  childrenUnder6: { kind: "flag", read: (facts) => facts.childrenUnder6 } satisfies FlagFact,
  "asbestos.friable": { kind: "flag", read: (facts) => facts.asbestos.friable } satisfies FlagFact,
  "asbestos.pipeLinearFeet": quantity("linear-feet", (facts) => facts.asbestos.pipeLinearFeet),
  "asbestos.otherSquareFeet": quantity("square-feet", (facts) => facts.asbestos.otherSquareFeet),
  "asbestos.cubicFeet": quantity("cubic-feet", (facts) => facts.asbestos.cubicFeet),
  "lead.interiorSquareFeet": quantity("square-feet", (facts) => facts.lead.interiorSquareFeet, true),
  "lead.exteriorSquareFeet": quantity("square-feet", (facts) => facts.lead.exteriorSquareFeet),
  "lead.windowsOrDemolition": { kind: "flag", read: (facts) => facts.lead.windowsOrDemolition } satisfies FlagFact,
  "mold.squareFeet": quantity("square-feet", (facts) => facts.mold.squareFeet),
} as const;

export type FactId = keyof typeof factCatalogue;
type FactsOfKind<Kind> = { [Id in FactId]: (typeof factCatalogue)[Id]["kind"] extends Kind ? Id : never }[FactId];
export type NumberFactId = FactsOfKind<"number">;
export type FlagFactId = FactsOfKind<"flag">;
export type ChoiceFactId = FactsOfKind<"choice">;

export const isFactId = (id: string): id is FactId => Object.hasOwn(factCatalogue, id);

/** "City of Chicago", " chicago " and "Chicago" are one municipality. */
export const sameMunicipality = (a: string | null, b: string): boolean =>
  a !== null && normalMunicipality(a) === normalMunicipality(b);

const normalMunicipality = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/^(city|village|town) of\s+/, "")
    .replace(/\s+/g, " ");
