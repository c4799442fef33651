import { getDocumentProxy } from "unpdf";
import { describe, expect, test } from "vitest";
import { credentials } from "../../src/config/business";
import { type JobLanguage, jobTexts } from "../../src/lib/job-texts";
import { longDay } from "../../src/lib/long-dates";
import { renderCloseoutDocument } from "../../worker/domain/jobs/closeout-pdf";
import { closeoutDocument as packet } from "../support/closeout-documents";

/** The closeout packet read back as a person reads it (pdf.js, offline), and its bytes the same for the same job. */

async function textOf(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(bytes.slice());
  let text = "";
  for (let number = 1; number <= pdf.numPages; number++) {
    const { items } = await (await pdf.getPage(number)).getTextContent();
    text += `${items.map((item) => ("str" in item ? item.str : "")).join(" ")}\n`;
  }
  return text.replace(/\s+/g, " ");
}

describe("the closeout packet", () => {
  test("prints the work, the dates, the clearance results, the waste record numbers, the licences and the warranty", async () => {
    const text = await textOf(await renderCloseoutDocument(packet()));
    for (const expected of [
      "J-2026-0042",
      "E-2026-0042 rev 2",
      "Ana Peña",
      "November 6, 2026",
      "Remove asbestos floor tile under containment",
      "Mold clearance: Post-remediation verification, November 6, 2026",
      "Reference: Lakeview Indoor Air",
      "Record number WSR-0042",
      "Midwest Haulers",
      ...credentials.licences.map((licence) => licence.number),
      jobTexts.en.packet.warranty,
    ])
      expect(text).toContain(expected);
  });

  test("is in the customer's language", async () => {
    const text = await textOf(await renderCloseoutDocument(packet({ language: "es" })));
    expect(text).toContain(jobTexts.es.packet.title.toLocaleUpperCase("es-US"));
    expect(text).toContain("6 de noviembre de 2026");
    expect(text).toContain(jobTexts.es.packet.warranty);
  });

  test.each<JobLanguage>(["en", "es", "fr"])(
    "prints its dates in %s as the estimate's documents print them (src/lib/long-dates.ts)",
    async (language) => {
      const doc = packet({ language });
      const text = await textOf(await renderCloseoutDocument(doc));
      const days = [doc.startedOn, doc.workDoneOn, doc.closedOn, doc.records[0]?.doneOn, doc.loads[0]?.returnedOn];
      for (const day of days) expect(text).toContain(longDay(day as string, language));
    },
  );

  test("gives the same bytes for the same job, so its stored SHA-256 can be checked", async () => {
    const [a, b] = [await renderCloseoutDocument(packet()), await renderCloseoutDocument(packet())];
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(await renderCloseoutDocument(packet({ closedOn: "2026-11-21" }))).equals(Buffer.from(a))).toBe(false);
  });
});
