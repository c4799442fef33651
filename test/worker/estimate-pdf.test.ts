import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { renderEstimatePdf, renderSignedEstimatePdf } from "../../worker/domain/estimates/pdf";
import { basementApproval, basementEstimate, longEstimate } from "../support/estimate-documents";

/** The estimate PDFs rendered inside workerd, as the Worker renders them. */

const sha256 = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)).toHex();
const isPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.slice(0, 5)) === "%PDF-";

describe("estimate PDFs in workerd", () => {
  it("renders the estimate as sent: a PDF that pdf-lib loads back, with its metadata from the input", async () => {
    const doc = basementEstimate();
    const bytes = await renderEstimatePdf(doc);
    expect(isPdf(bytes)).toBe(true);
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBe(2);
    expect(loaded.getTitle()).toBe("Estimate E-2026-0042 rev 2");
    expect(loaded.getAuthor()).toBe("Lakeshore Environmental & Construction");
    // Midnight in Chicago on the day it was issued: no clock is read.
    expect(loaded.getCreationDate()?.toISOString()).toBe("2026-11-20T06:00:00.000Z");
    expect(loaded.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  });

  it("renders the signed copy with the drawn signature and an audit page", async () => {
    const doc = basementEstimate();
    const bytes = await renderSignedEstimatePdf(doc, basementApproval(doc));
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBe(3);
    expect(loaded.getCreationDate()?.toISOString()).toBe("2026-11-22T21:04:05.000Z");
    expect(new TextDecoder("latin1").decode(bytes)).toMatch(/\/Subtype\s*\/Image/);
    const unsigned = await renderSignedEstimatePdf(doc, basementApproval(doc, { drawnSignaturePng: null }));
    expect(new TextDecoder("latin1").decode(unsigned)).not.toMatch(/\/Subtype\s*\/Image/);
  });

  it("gives the same bytes for the same input, so a stored copy's SHA-256 can be checked", async () => {
    const doc = basementEstimate();
    expect(await sha256(await renderEstimatePdf(doc))).toBe(await sha256(await renderEstimatePdf(basementEstimate())));
    const approval = basementApproval(doc);
    expect(await sha256(await renderSignedEstimatePdf(doc, approval))).toBe(
      await sha256(await renderSignedEstimatePdf(doc, approval)),
    );
    // And different bytes when anything printed changes.
    expect(await sha256(await renderEstimatePdf(basementEstimate({ expiresOn: "2026-12-21" })))).not.toBe(
      await sha256(await renderEstimatePdf(doc)),
    );
  });

  it("breaks a long estimate over the pages it needs", async () => {
    const loaded = await PDFDocument.load(await renderEstimatePdf(longEstimate(90)));
    expect(loaded.getPageCount()).toBe(8);
    const short = await PDFDocument.load(await renderEstimatePdf(longEstimate(10)));
    expect(short.getPageCount()).toBe(2);
  });

  it("takes tens of milliseconds (logged, not asserted: the machine is shared)", async () => {
    const doc = basementEstimate();
    const long = longEstimate(90);
    await renderEstimatePdf(doc); // warm: fonts parsed once per isolate
    const timings: Record<string, number> = {};
    for (const [name, render] of [
      ["estimate (6 lines)", () => renderEstimatePdf(doc)],
      ["signed copy (5 lines)", () => renderSignedEstimatePdf(doc, basementApproval(doc))],
      ["estimate (90 lines, 8 pages)", () => renderEstimatePdf(long)],
    ] as const) {
      const runs = 5;
      const started = performance.now();
      for (let run = 0; run < runs; run++) await render();
      timings[name] = Math.round((performance.now() - started) / runs);
    }
    console.log("estimate PDF, ms per render in workerd (wall time, includes CPU only):", timings);
    expect(Object.keys(timings)).toHaveLength(3);
  });
});
