import type { EstimateLanguage } from "./estimate-texts";
import type { chatServices, quoteServices } from "./options";

/**
 * Each service a lead can name, in the estimate's three languages: its name (the estimate's
 * "Service"), the title a new estimate for it starts with, and the kind of work whose default terms
 * it starts with. One source for the Worker, which makes estimates from leads, and the desk, which
 * translates them. The names are the quote form's and the chatbot's (src/lib/options.ts) and the
 * site's service pages' (src/content/service-index.ts, checked by test/app/estimate-languages.test.ts).
 */

/** The kinds of work that can have default terms of their own; any other service starts with the terms for any service. */
export const workKinds = ["inspection", "asbestos", "lead-paint", "mold", "windows", "roofing", "siding", "gutters"] as const;
export type WorkKind = (typeof workKinds)[number];

/** How the desk names each kind of work (English, for staff). */
export const workKindLabels: Record<WorkKind, string> = {
  inspection: "Inspection and testing",
  asbestos: "Asbestos abatement",
  "lead-paint": "Lead paint",
  mold: "Mold remediation",
  windows: "Windows",
  roofing: "Roofing",
  siding: "Siding",
  gutters: "Gutters",
};

export type ServiceNames = {
  name: Record<EstimateLanguage, string>;
  title: Record<EstimateLanguage, string>;
  /** null: the terms for any service. */
  work: WorkKind | null;
};

type ListedService = (typeof quoteServices)[number] | (typeof chatServices)[number];

const service = (work: WorkKind | null, en: string, es: string, fr: string, titles: [string, string, string]) => ({
  name: { en, es, fr },
  title: { en: titles[0], es: titles[1], fr: titles[2] },
  work,
});

/** Keyed by the English name, which is what a lead stores. */
export const serviceNames = {
  "Asbestos Inspection": service("inspection", "Asbestos Inspection", "Inspección de asbesto", "Inspection de l’amiante", [
    "Asbestos Inspection estimate",
    "Presupuesto de inspección de asbesto",
    "Devis d’inspection de l’amiante",
  ]),
  "Asbestos Testing": service("inspection", "Asbestos Testing", "Análisis de asbesto", "Analyse de l’amiante", [
    "Asbestos Testing estimate",
    "Presupuesto de análisis de asbesto",
    "Devis d’analyse de l’amiante",
  ]),
  "Asbestos Removal": service("asbestos", "Asbestos Removal", "Remoción de asbesto", "Désamiantage", [
    "Asbestos Removal estimate",
    "Presupuesto de remoción de asbesto",
    "Devis de désamiantage",
  ]),
  "Asbestos Tile Removal": service(
    "asbestos",
    "Asbestos Tile Removal",
    "Remoción de baldosas con asbesto",
    "Retrait de carreaux amiantés",
    [
      "Asbestos Tile Removal estimate",
      "Presupuesto de remoción de baldosas con asbesto",
      "Devis de retrait de carreaux amiantés",
    ],
  ),
  "Lead Paint Removal": service(
    "lead-paint",
    "Lead Paint Removal",
    "Remoción de pintura con plomo",
    "Retrait de peinture au plomb",
    ["Lead Paint Removal estimate", "Presupuesto de remoción de pintura con plomo", "Devis de retrait de peinture au plomb"],
  ),
  "Mold Inspection": service("inspection", "Mold Inspection", "Inspección de moho", "Inspection des moisissures", [
    "Mold Inspection estimate",
    "Presupuesto de inspección de moho",
    "Devis d’inspection des moisissures",
  ]),
  "Mold Testing": service("inspection", "Mold Testing", "Análisis de moho", "Analyse des moisissures", [
    "Mold Testing estimate",
    "Presupuesto de análisis de moho",
    "Devis d’analyse des moisissures",
  ]),
  "Mold Remediation": service("mold", "Mold Remediation", "Remediación de moho", "Traitement des moisissures", [
    "Mold Remediation estimate",
    "Presupuesto de remediación de moho",
    "Devis de traitement des moisissures",
  ]),
  "Window Installation": service("windows", "Window Installation", "Instalación de ventanas", "Installation de fenêtres", [
    "Window Installation estimate",
    "Presupuesto de instalación de ventanas",
    "Devis d’installation de fenêtres",
  ]),
  Roofing: service("roofing", "Roofing", "Techos", "Toiture", ["Roofing estimate", "Presupuesto de techo", "Devis de toiture"]),
  Siding: service("siding", "Siding", "Revestimiento exterior", "Revêtement extérieur", [
    "Siding estimate",
    "Presupuesto de revestimiento exterior",
    "Devis de revêtement extérieur",
  ]),
  Gutters: service("gutters", "Gutters", "Canaletas", "Gouttières", [
    "Gutters estimate",
    "Presupuesto de canaletas",
    "Devis de gouttières",
  ]),
  "Commercial/Industrial Services": service(
    null,
    "Commercial/Industrial Services",
    "Servicios comerciales e industriales",
    "Services commerciaux et industriels",
    [
      "Commercial/Industrial Services estimate",
      "Presupuesto de servicios comerciales e industriales",
      "Devis de services commerciaux et industriels",
    ],
  ),
  Other: service(null, "Other", "Otro servicio", "Autre service", ["Estimate", "Presupuesto", "Devis"]),
} satisfies Record<ListedService, ServiceNames> & Record<string, ServiceNames>;

const known: ServiceNames[] = Object.values(serviceNames);

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The service a name stands for, in any of the three languages; null for a service staff typed themselves. */
export const findService = (text: string): ServiceNames | null =>
  known.find((entry) => Object.values(entry.name).some((name) => sameText(name, text))) ?? null;

/** A service's name in `language`; a service staff typed themselves stays as typed. */
export const serviceNameIn = (text: string, language: EstimateLanguage): string => findService(text)?.name[language] ?? text;

/** The title a new estimate for the service starts with, in `language`. */
export function defaultTitle(text: string, language: EstimateLanguage): string {
  const found = findService(text);
  if (found) return found.title[language];
  return { en: `${text} estimate`, es: `Presupuesto: ${text}`, fr: `Devis\u00a0: ${text}` }[language];
}
