import type { EstimateDraft } from "../../src/lib/desk-schemas/estimates";
import type { EstimateDetail } from "../../src/lib/estimate-desk";

/**
 * Estimate drafts as the desk saves them, for the Worker tests and the browser tests alike: the
 * lines a basement tile abatement would have.
 */

/** Required tile removal, an optional clearance test, and a pick-one group of three floor finishes. */
export const tileLines = (): EstimateDraft["lines"] => [
  {
    kind: "required",
    group: null,
    groupLabel: null,
    section: "Basement",
    description: "Remove 9×9 asbestos floor tile and mastic under negative-pressure containment",
    unit: "sq ft",
    quantityThousandths: 450_000,
    unitPriceCents: 650,
    taxBps: 0,
    preselected: false,
    priceItemId: "asbestos-tile-removal",
  },
  {
    kind: "optional",
    group: null,
    groupLabel: null,
    section: "Basement",
    description: "Independent clearance air test",
    unit: "each",
    quantityThousandths: 1000,
    unitPriceCents: 45_000,
    taxBps: 0,
    preselected: false,
    priceItemId: null,
  },
  ...(
    [
      ["Sealed concrete", 180],
      ["Luxury vinyl plank", 640],
      ["Porcelain tile", 1190],
    ] as const
  ).map(([finish, cents], index) => ({
    kind: "choice" as const,
    group: "finish",
    groupLabel: "New floor",
    section: "Basement",
    description: finish,
    unit: "sq ft",
    quantityThousandths: 450_000,
    unitPriceCents: cents,
    taxBps: 1025,
    preselected: index === 1,
    priceItemId: null,
  })),
];

/** The draft's fields as the desk sends them, from the estimate as loaded. */
export const draftOf = (estimate: EstimateDetail, changes: Partial<EstimateDraft> = {}): EstimateDraft => ({
  version: estimate.version,
  title: estimate.title,
  introduction: estimate.introduction,
  language: estimate.language,
  customer: estimate.customer,
  service: estimate.service,
  yearBuilt: estimate.yearBuilt,
  expiresOn: estimate.expiresOn,
  discount: estimate.discount,
  deposit: estimate.deposit,
  terms: estimate.terms,
  lines: estimate.lines,
  photoIds: estimate.photos.map((photo) => photo.id),
  ...changes,
});
