import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { EstimateSettings, PriceListItem } from "../../src/lib/estimate-desk";
import { desk } from "./support/desk-leads";
import { createEstimate } from "./support/estimates";
import { json, type Problem } from "./support/http";

/**
 * An estimate in Spanish or French, through the Worker's real entry point: the seeded terms and
 * price list texts per language, a new estimate's defaults per service, and the admins' edits of
 * both. The test files share one D1:
 * the terms changed here are those of siding, which no other test uses, and they are put back.
 */

const settings = async () => (await json<{ settings: EstimateSettings }>(await desk("/api/admin/estimates/settings"))).settings;
const priceList = async () => (await json<{ items: PriceListItem[] }>(await desk("/api/admin/estimates/price-list"))).items;
const saveSettings = (body: unknown) => desk("/api/admin/estimates/settings", { method: "PUT", body });

describe("the seeded defaults", () => {
  it("have terms for any service and for each kind of work, in English, Spanish and French, asbestos only in asbestos's", async () => {
    const { terms } = await settings();
    expect(Object.keys(terms.byWork).sort()).toEqual(["asbestos", "inspection", "lead-paint", "mold", "roofing", "windows"]);
    const all = [["any", terms.anyService] as const, ...Object.entries(terms.byWork)];
    const texts = all.flatMap(([, texts]) => Object.values(texts ?? {}));
    expect(texts).toHaveLength(21);
    expect(new Set(texts).size).toBe(21);
    for (const [work, byLanguage] of all) {
      for (const [language, text] of Object.entries(byLanguage ?? {})) {
        expect(text.split("\n\n").length, `${work} ${language}`).toBeGreaterThanOrEqual(4);
        // Asbestos in the asbestos terms only (the lead paint terms may speak of lead abatement).
        if (work !== "asbestos") expect(text, `${work} ${language}`).not.toMatch(/asbest|amiant/i);
        if (language === "fr") expect(text, work).not.toMatch(/ [;:?!]/);
      }
    }
    expect(terms.byWork["lead-paint"]?.fr).toMatch(/plomb/);
    expect(terms.byWork.asbestos?.es).toMatch(/asbesto/);
    // The English asbestos terms are those every estimate started with before (an admin's edit of them kept).
    const before = await env.DB.prepare("SELECT terms FROM estimate_settings WHERE id = 1").first<{ terms: string }>();
    expect(terms.byWork.asbestos?.en).toBe(before?.terms);
  });

  it("give each of the nine seeded price list items a Spanish and a French name and description", async () => {
    const seeded = [
      "asbestos-tile-removal",
      "asbestos-pipe-insulation",
      "asbestos-clearance-air-test",
      "lead-paint-window-abatement",
      "mold-remediation-area",
      "mold-clearance-test",
      "window-replacement-vinyl",
      "roof-tear-off-shingles",
      "gutters-seamless-aluminum",
    ];
    const items = (await priceList()).filter((item) => seeded.includes(item.id));
    expect(items).toHaveLength(9);
    for (const item of items) {
      for (const language of ["es", "fr"] as const) {
        const text = item.translations[language];
        expect(text?.name, `${item.id} ${language}`).toBeTruthy();
        expect(text?.description, `${item.id} ${language}`).toBeTruthy();
        expect(text?.description, `${item.id} ${language}`).not.toBe(item.description);
      }
    }
  });
});

describe("a new estimate from a lead", () => {
  it("starts with its service's title and the terms of its kind of work, never asbestos terms for other work", async () => {
    const { terms } = await settings();
    for (const [service, expected] of [
      ["Lead Paint Removal", terms.byWork["lead-paint"]?.en],
      ["Window Installation", terms.byWork.windows?.en],
      ["Mold Testing", terms.byWork.inspection?.en],
      ["Asbestos Tile Removal", terms.byWork.asbestos?.en],
      ["Siding", terms.anyService.en],
    ] as const) {
      const { estimate } = await createEstimate({ service });
      expect(estimate, service).toMatchObject({ language: "en", service, title: `${service} estimate`, terms: expected });
    }
  });
});

describe("the default terms in the settings", () => {
  it("are saved by kind of work in the three languages, start new estimates for that work, and can be removed again", async () => {
    const current = await settings();
    const siding = { en: "Siding terms.", es: "Condiciones del revestimiento.", fr: "Conditions du revêtement." };
    const saved = await saveSettings({ ...current, terms: { ...current.terms, byWork: { ...current.terms.byWork, siding } } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const withSiding = (await json<{ settings: EstimateSettings }>(saved)).settings;
    expect(withSiding.terms.byWork.siding).toEqual(siding);
    expect((await createEstimate({ service: "Siding" })).estimate.terms).toBe("Siding terms.");

    // Someone saves over the older version: refused, and the terms stay as they are.
    const stale = await saveSettings({ ...current, terms: { ...current.terms, anyService: siding } });
    expect(stale.status).toBe(409);
    expect((await settings()).terms).toEqual(withSiding.terms);

    const back = await saveSettings({ ...withSiding, terms: current.terms });
    expect(back.status).toBe(200);
    expect((await settings()).terms).toEqual(current.terms);
    expect((await createEstimate({ service: "Siding" })).estimate.terms).toBe(current.terms.anyService.en);
  });

  it("refuse a kind of work with a language left empty, beside its field, and change nothing", async () => {
    const current = await settings();
    const halfDone = { en: "Siding terms.", es: " ", fr: "Conditions du revêtement." };
    const refused = await saveSettings({
      ...current,
      terms: { ...current.terms, byWork: { ...current.terms.byWork, siding: halfDone } },
    });
    expect(refused.status).toBe(400);
    expect((await json<Problem>(refused)).fields).toEqual({ "terms.byWork.siding.es": "Write the Spanish terms." });
    const unknownWork = await saveSettings({ ...current, terms: { ...current.terms, byWork: { chimneys: halfDone } } });
    expect(unknownWork.status).toBe(400);
    expect(await settings()).toEqual(current);
  });
});

describe("the price list's texts per language", () => {
  it("are kept with the item, both name and description or neither, and shown to staff", async () => {
    const item = {
      name: "Dumpster, 20 yards",
      description: "Roll-off container for construction debris",
      translations: { es: { name: "Contenedor de 20 yardas", description: "Contenedor para escombros de obra" }, fr: null },
      unit: "each",
      unitPriceCents: 65_000,
      taxBps: 0,
      service: null,
    };
    const added = await desk("/api/admin/estimates/price-list", { method: "POST", body: item });
    expect(added.status, await added.clone().text()).toBe(201);
    const created = (await json<{ item: PriceListItem }>(added)).item;
    expect(created.translations).toEqual(item.translations);

    const halfFrench = { ...item, version: created.version, translations: { ...item.translations, fr: { name: "Benne" } } };
    const refused = await desk(`/api/admin/estimates/price-list/${created.id}`, { method: "PUT", body: halfFrench });
    expect(refused.status).toBe(400);
    expect((await json<Problem>(refused)).fields).toEqual({
      "translations.fr.description": "The French description is required.",
    });

    const french = { name: "Benne de 20 verges", description: "Benne pour les débris de chantier" };
    const changed = await desk(`/api/admin/estimates/price-list/${created.id}`, {
      method: "PUT",
      body: { ...item, version: created.version, translations: { es: null, fr: french } },
    });
    expect((await json<{ item: PriceListItem }>(changed)).item.translations).toEqual({ es: null, fr: french });
    expect((await priceList()).find((candidate) => candidate.id === created.id)?.translations.fr).toEqual(french);
    expect((await desk(`/api/admin/estimates/price-list/${created.id}`, { method: "DELETE" })).status).toBe(204);
  });
});
