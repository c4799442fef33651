import { describe, expect, test, vi } from "vitest";
import { moneyLimits } from "../../src/lib/estimate-money";
import type { EstimateLanguage } from "../../src/lib/estimate-texts";
import type { EstimateDocument, EstimateLine } from "../../src/lib/estimates";
import { renderEstimatePdf, renderSignedEstimatePdf } from "../../worker/domain/estimates/pdf";
import { basementApproval, basementEstimate } from "../support/estimate-documents";
import { outsideMargins, overlaps, textBoxes } from "../support/pdf-text";

/**
 * Every piece of text in the estimate PDFs has room of its own: no two text boxes on a page
 * overlap, and none runs past the page's margins, in every language, as sent and signed, with the
 * ordinary estimate and one whose every customer- and staff-typed text is as long as it gets.
 */

// The first render loads pdf-lib, the fonts and pdf.js: seconds on a busy shared machine.
vi.setConfig({ testTimeout: 30_000 });

/** A name near the 200 characters the desk and the customer page take. */
const long =
  "Maximiliano Alejandro de la Santísima Trinidad Fernández-Villaverde y Montenegro-Łukasiewicz, on behalf of the Fernández-Villaverde Family Revocable Living Trust dated March 3, 2011";

/** Everything typed as long as a person might make it (within the desk's limits), and words no column can hold. */
function longWordsEstimate(language: EstimateLanguage): EstimateDocument {
  const doc = basementEstimate({ language });
  // About 120 characters each, the most the desk takes.
  const section =
    "Basement, laundry room, the crawl space under the kitchen, the old coal room by the stairs and the back storage room";
  return {
    ...doc,
    number: "E-2026-9999 rev 12",
    customer: {
      name: long,
      email: "maximiliano.alejandro.fernandez-villaverde.montenegro@correo-electronico-muy-largo.example",
      phone: "+1 (773) 555-0188 extension 12345",
      address: "12345 South Martin Luther King Jr. Drive, Apartment 4021-B, rear coach house, Chicago, IL 60628-0001",
    },
    service: "Asbestos Removal, Lead Paint Removal, Mold Remediation and Window Replacement",
    title:
      "Complete removal of asbestos floor tile and mastic, lead-safe window replacement and mold remediation of the whole basement, with new flooring throughout",
    lines: doc.lines.map(
      (line, index): EstimateLine => ({
        ...line,
        section: line.section && (index > 4 ? section.replace("Basement", "Cellar") : section),
        groupLabel:
          line.groupLabel &&
          "New floor for the whole basement, the laundry room and the crawl space under the kitchen (material, delivery and labour)",
        description: `${line.description}; ${"supercalifragilisticexpialidocious-".repeat(4)}containment https://example.com/specifications/${"very-long-path-segment-".repeat(3)}end`,
        unit: index % 2 ? "square foot of floor area (measured)" : "square-foot-of-floor-area-as-measured",
        // The largest figures an estimate takes (moneyLimits): the widest numbers the columns print.
        quantityThousandths: moneyLimits.maxQuantityThousandths,
        unitPriceCents: moneyLimits.maxUnitPriceCents,
      }),
    ),
    introduction: `${"Thank you for having us out. ".repeat(6)}${"Pneumonoultramicroscopicsilicovolcanoconiosis".repeat(3)}`,
  };
}

const languages: EstimateLanguage[] = ["en", "es", "fr"];

describe.each(languages)("in %s, no text runs into other text or off the page", (language) => {
  test.each([
    ["the estimate as sent", async () => renderEstimatePdf(basementEstimate({ language }))],
    [
      "the signed copy with its audit page",
      async () => {
        const doc = basementEstimate({ language });
        return renderSignedEstimatePdf(doc, basementApproval(doc));
      },
    ],
    ["the long-worded estimate as sent", async () => renderEstimatePdf(longWordsEstimate(language))],
    [
      "the long-worded signed copy (long signer name, browser and acknowledgments)",
      async () => {
        const doc = longWordsEstimate(language);
        return renderSignedEstimatePdf(
          doc,
          basementApproval(doc, {
            signerName: long,
            userAgent: `Mozilla/5.0 ${"(VeryLongBrowserTokenWithoutAnySpaces/123.456.789)".repeat(4)}`,
          }),
        );
      },
    ],
  ])("%s", async (_, render) => {
    const { boxes, pageWidth } = await textBoxes(await render());
    expect(boxes.length).toBeGreaterThan(50);
    expect(overlaps(boxes)).toEqual([]);
    expect(outsideMargins(boxes, pageWidth)).toEqual([]);
  });
});
