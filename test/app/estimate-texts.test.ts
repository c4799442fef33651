import { describe, expect, test } from "vitest";
import { formatCents } from "../../src/lib/estimate-money";
import { estimateTexts } from "../../src/lib/estimate-texts";
import type { EstimateLanguage } from "../../src/lib/estimates";
import { acknowledgmentIds, acknowledgmentRules } from "../../src/lib/estimates";

const samples = ["ARG1", "ARG2"];

/** Every text as [path, text, arguments used]: a function is called with the samples, as many as it takes. */
function leaves(texts: object, path = ""): Array<[string, string, string[]]> {
  return Object.entries(texts).flatMap(([key, value]): Array<[string, string, string[]]> => {
    const at = `${path}${key}`;
    if (typeof value === "function") return [[`${at}()`, value(...samples), samples.slice(0, value.length)]];
    if (typeof value === "object") return leaves(value, `${at}.`);
    return [[at, value, []]];
  });
}
const languages = Object.keys(estimateTexts) as EstimateLanguage[];

describe("the customer's texts", () => {
  test("every language has every key, and every text is a non-empty sentence or label", () => {
    const keys = leaves(estimateTexts.en).map(([path]) => path);
    for (const language of languages) {
      const texts = leaves(estimateTexts[language]);
      expect(
        texts.map(([path]) => path),
        language,
      ).toEqual(keys);
      for (const [path, text] of texts) expect(text.trim().length, `${language} ${path}`).toBeGreaterThan(0);
    }
  });

  test("functions use every argument they are given", () => {
    for (const language of languages) {
      for (const [path, text, used] of leaves(estimateTexts[language])) {
        for (const sample of used) expect(text, `${language} ${path}`).toContain(sample);
      }
    }
  });

  test("Spanish and French are translated, not copied", () => {
    const english = new Map(leaves(estimateTexts.en).map(([path, text]) => [path, text]));
    // Words that are the same in the three languages.
    const shared = new Set([
      "Total",
      "Service",
      "Date",
      "Photos",
      "General",
      "Signature",
      "Description",
      "Subtotal",
      "Page ARG1 of ARG2",
    ]);
    for (const language of ["es", "fr"] as const) {
      const same = leaves(estimateTexts[language]).filter(([path, text]) => text === english.get(path) && !shared.has(text));
      expect(
        same.filter(([path]) => !["columns.description"].includes(path)),
        language,
      ).toEqual([]);
    }
  });

  test("French puts a no-break space before ; ? ! » and after «, never an ordinary space before :", () => {
    for (const [path, text] of leaves(estimateTexts.fr)) {
      expect(text, path).not.toMatch(/ [:;?!»]|« /);
      expect(text, path).not.toMatch(/«(?!\u00a0)|(?<!\u00a0)»|[^\s\u00a0][;?!]/);
    }
  });

  test("the Illinois sentence names the same threshold the rule applies, in each language's way", () => {
    for (const language of languages) {
      const threshold = formatCents(acknowledgmentRules.homeRepairPamphletOverCents, language).replace(/[.,]00(?=\D*$)/, "");
      expect(estimateTexts[language].acknowledgments["il-home-repair"], language).toContain(threshold);
      expect(estimateTexts[language].acknowledgments["epa-renovate-right"], language).toContain(
        String(acknowledgmentRules.renovateRightBeforeYear),
      );
      expect(Object.keys(estimateTexts[language].acknowledgments)).toEqual([...acknowledgmentIds]);
    }
  });
});
