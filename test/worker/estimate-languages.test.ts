import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Dashboard, LeadDetailResponse } from "../../src/lib/desk";
import type { EstimateDetail, EstimateSettings, PriceListItem, SentEstimate } from "../../src/lib/estimate-desk";
import { type KnownTexts, languageMessages, translateDraft } from "../../src/lib/estimate-languages";
import type { EstimateLanguage } from "../../src/lib/estimate-texts";
import { desk } from "./support/desk-leads";
import { approval, createEstimate, customer, draftOf, recordingQueue, saveDraft, tileLines } from "./support/estimates";
import { json, type Problem } from "./support/http";

/**
 * An estimate in Spanish or French, through the Worker's real entry point: the seeded terms and
 * price list texts per language, a new estimate's defaults per service, the language problems on
 * the desk's detail, and sending, which asks staff to confirm them. The test files share one D1:
 * the terms changed here are those of siding, which no other test uses, and they are put back.
 */

const settings = async () => (await json<{ settings: EstimateSettings }>(await desk("/api/admin/estimates/settings"))).settings;
const priceList = async () => (await json<{ items: PriceListItem[] }>(await desk("/api/admin/estimates/price-list"))).items;
const knownTexts = async (): Promise<KnownTexts> => ({ terms: (await settings()).terms, priceList: await priceList() });
const detail = async (id: string) =>
  (await json<{ estimate: EstimateDetail }>(await desk(`/api/admin/estimates/${id}`))).estimate;

const saveSettings = (body: unknown) => desk("/api/admin/estimates/settings", { method: "PUT", body });
const send = (estimate: EstimateDetail, body: Record<string, unknown> = {}) =>
  desk(`/api/admin/estimates/${estimate.id}/send`, {
    method: "POST",
    body: { version: estimate.version, ...body },
    env: { ESTIMATE_MAIL: recordingQueue().queue },
  });

/** A line made from a seeded price list item, as the desk adds it (its English text). */
const lineFrom = (item: PriceListItem, quantityThousandths = 1000) => ({
  kind: "required" as const,
  group: null,
  groupLabel: null,
  section: null,
  description: item.description,
  unit: item.unit,
  quantityThousandths,
  unitPriceCents: item.unitPriceCents,
  taxBps: item.taxBps,
  preselected: false,
  priceItemId: item.id,
});

/** A draft from a lead, with a price list line and a line staff typed, switched to `language` the way the desk does. */
async function translatedEstimate(service: string, itemId: string, language: EstimateLanguage) {
  const { leadId, estimate } = await createEstimate({ service });
  const item = (await priceList()).find((candidate) => candidate.id === itemId) as PriceListItem;
  const typed = { ...lineFrom(item), description: "Ventana del sótano", priceItemId: null };
  const english = await saveDraft(estimate, { lines: [lineFrom(item, 4000), typed], yearBuilt: 1956 });
  const translated = translateDraft(draftOf(english), language, await knownTexts());
  return { leadId, english, estimate: await saveDraft(english, translated) };
}

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
      expect(estimate.languageProblems, service).toEqual([]);
    }
  });
});

describe("the estimate's language problems", () => {
  it("list each English default and price list text left in a French estimate, field by field", async () => {
    const { estimate } = await createEstimate({ service: "Lead Paint Removal" });
    const item = (await priceList()).find((candidate) => candidate.id === "lead-paint-window-abatement") as PriceListItem;
    const french = await saveDraft(estimate, { language: "fr", lines: [lineFrom(item)] });
    expect(french.languageProblems).toEqual([
      "The title “Lead Paint Removal estimate” is in English, not French.",
      "The service “Lead Paint Removal” is in English, not French.",
      "The terms (the default terms for lead paint) are in English, not French.",
      `The description of line 1, “${item.description}”, is in English, not French.`,
      "The unit of line 1, “opening”, is in English, not French.",
    ]);
  });

  it("are none once the draft is translated: French title, service, terms and price list texts, typed lines kept", async () => {
    const { estimate } = await translatedEstimate("Lead Paint Removal", "lead-paint-window-abatement", "fr");
    const { terms } = await settings();
    expect(estimate).toMatchObject({
      language: "fr",
      title: "Devis de retrait de peinture au plomb",
      service: "Retrait de peinture au plomb",
      terms: terms.byWork["lead-paint"]?.fr,
      languageProblems: [],
    });
    const item = (await priceList()).find((candidate) => candidate.id === "lead-paint-window-abatement");
    expect(estimate.lines.map((line) => [line.description, line.unit])).toEqual([
      [item?.translations.fr?.description, "ouverture"],
      ["Ventana del sótano", "ouverture"],
    ]);
  });
});

describe("sending an estimate with language problems", () => {
  it("is refused with a 409 listing them, sending nothing, until staff say to send it anyway", async () => {
    const { leadId, estimate } = await createEstimate({ service: "Lead Paint Removal" });
    const draft = await saveDraft(estimate, { language: "es", lines: tileLines(), yearBuilt: 1956 });
    expect(draft.languageProblems.length).toBeGreaterThanOrEqual(3);

    const refused = await send(draft);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({
      error: languageMessages.notInLanguage("es"),
      fields: {},
      languageProblems: draft.languageProblems,
    });
    expect((await send(draft, { acceptLanguageProblems: false })).status).toBe(409);
    expect(await detail(draft.id)).toMatchObject({ status: "draft", version: draft.version });
    const emails = await env.DB.prepare("SELECT COUNT(*) AS count FROM estimate_emails WHERE estimate_id = ?")
      .bind(draft.id)
      .first<{ count: number }>();
    expect(emails?.count).toBe(0);
    expect((await json<LeadDetailResponse>(await desk(`/api/admin/leads/${leadId}`))).lead.status).toBe("estimate_scheduled");

    const notYesOrNo = await send(draft, { acceptLanguageProblems: "yes" });
    expect(notYesOrNo.status).toBe(400);
    expect((await json<Problem>(notYesOrNo)).fields).toHaveProperty("acceptLanguageProblems");

    const sent = await send(draft, { acceptLanguageProblems: true });
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect((await json<SentEstimate>(sent)).estimate.status).toBe("sent");
  });

  it("goes through without a word once the draft is in its language", async () => {
    const { estimate } = await translatedEstimate("Window Installation", "window-replacement-vinyl", "es");
    expect(estimate.languageProblems).toEqual([]);
    expect((await send(estimate)).status).toBe(200);
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

describe("the dashboard's win rate per service", () => {
  it("counts an estimate written in Spanish under its service's English name", async () => {
    const winRate = async () =>
      (await json<Dashboard>(await desk("/api/admin/dashboard"))).estimates.winRateByService.find(
        (row) => row.service === "Mold Remediation",
      )?.decided ?? 0;
    const before = await winRate();
    const { estimate } = await translatedEstimate("Mold Remediation", "mold-remediation-area", "es");
    expect(estimate.service).toBe("Remediación de moho");
    const sent = await json<SentEstimate>(await send(estimate));
    const token = new URL(sent.link).pathname.split("/").at(-1) as string;
    const approve = await customer(`/estimates/${token}/decision`, {
      method: "POST",
      body: { ...approval(sent.estimate), optional: [], choices: {}, language: "es" },
    });
    expect(approve.status, await approve.clone().text()).toBe(200);
    const dashboard = await json<Dashboard>(await desk("/api/admin/dashboard"));
    expect(dashboard.estimates.winRateByService.some((row) => row.service === "Remediación de moho")).toBe(false);
    expect(await winRate()).toBe(before + 1);
  });
});
