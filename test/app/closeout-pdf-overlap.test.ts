import { describe, expect, test, vi } from "vitest";
import { federalRules } from "../../src/lib/compliance/rules";
import { moneyLimits } from "../../src/lib/estimate-money";
import type { JobLanguage } from "../../src/lib/job-texts";
import { type CloseoutDocument, renderCloseoutDocument } from "../../worker/domain/jobs/closeout-pdf";
import { closeoutDocument } from "../support/closeout-documents";
import { outsideMargins, overlaps, textBoxes } from "../support/pdf-text";

/**
 * Every piece of text in the closeout packet has room of its own, as in the estimate PDFs
 * (estimate-pdf-overlap.test.ts): no two text boxes on a page overlap, and none runs past the
 * page's margins, in every language, with the ordinary packet and one whose every typed text is as
 * long as the desk takes it, over several pages.
 */

// The first render loads pdf-lib, the fonts and pdf.js: seconds on a busy shared machine.
vi.setConfig({ testTimeout: 30_000 });

const long = (text: string, length: number) => text.repeat(Math.ceil(length / text.length)).slice(0, length);

/** Everything typed as long as the desk and the customer page take it, words no column can hold, many records and loads. */
function longWordsPacket(language: JobLanguage): CloseoutDocument {
  const ordinary = closeoutDocument({ language });
  return {
    ...ordinary,
    number: "J-2026-9999",
    estimateNumber: "E-2026-9999 rev 12",
    customerName: long("Maximiliano Alejandro de la Santísima Trinidad Fernández-Villaverde y Montenegro-Łukasiewicz ", 200),
    siteAddress: "12345 South Martin Luther King Jr. Drive, Apartment 4021-B, rear coach house, Chicago, IL 60628-0001",
    scope: Array.from({ length: 12 }, (_, index) => ({
      description: `Remove asbestos floor tile and mastic under containment; ${"supercalifragilisticexpialidocious-".repeat(4)}end`,
      section: index % 2 ? long("Basement, laundry room and the crawl space under the kitchen ", 120) : null,
      // The largest quantity an estimate takes, with a unit as long as staff may type.
      quantityThousandths: moneyLimits.maxQuantityThousandths,
      unit: index % 3 ? "square-foot-of-floor-area-as-measured" : "sq ft",
    })),
    records: federalRules.flatMap((rule) =>
      rule.ways.map((way) => ({
        title: rule.title,
        way: way.label,
        doneOn: "2026-11-06",
        reference: long("IEPA-2026-000118-AMENDED-NOTICE-FOR-THE-REVISED-START-DATE ", 200),
      })),
    ),
    loads: Array.from({ length: 6 }, (_, index) => ({
      shippedOn: "2026-11-06",
      transporter: long("Midwest Regulated Asbestos Haulers and Environmental Transport Cooperative of Northern Illinois ", 200),
      disposalSite: long("Countryside Landfill, Grayslake, special waste cell for regulated asbestos-containing material ", 200),
      recordNumber: long(`WSR-2026-${index}-`, 100),
      returnedOn: index % 2 ? null : "2026-11-18",
    })),
  };
}

const languages: JobLanguage[] = ["en", "es", "fr"];

describe.each(languages)("in %s, no text of the closeout packet runs into other text or off the page", (language) => {
  test.each([
    ["the packet", () => closeoutDocument({ language }), 1],
    ["the long-worded packet over several pages", () => longWordsPacket(language), 3],
  ])("%s", async (_, packet, leastPages) => {
    const { boxes, pageWidth, pages } = await textBoxes(await renderCloseoutDocument(packet()));
    expect(pages).toBeGreaterThanOrEqual(leastPages);
    expect(boxes.length).toBeGreaterThan(20);
    expect(overlaps(boxes)).toEqual([]);
    expect(outsideMargins(boxes, pageWidth)).toEqual([]);
  });
});
