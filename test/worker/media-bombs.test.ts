import { describe, expect, it } from "vitest";
import { limits } from "../../src/lib/quote";
import { cleanImage, maxPixels, maxSide } from "../../worker/domain/media";
import { json, type Problem, postJson, quoteRequest } from "./support/http";
import { ascii, avifExtentBomb, concat, editAvifMeta, fixture, flood, imagePayload, isoBox, pngChunk } from "./support/images";
import { count } from "./support/store";

/**
 * Whether `run`, which must refuse, can finish within `ms`. Tests share a busy machine, where one
 * run's wall time can be many times its cost, so a slow run is repeated after a pause, up to ten
 * times: a refusal that really costs more is slow every time.
 */
async function refusesWithin(ms: number, run: () => unknown): Promise<number> {
  let fastest = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 10 && fastest >= ms; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const startedAt = performance.now();
    expect(run).toThrow();
    fastest = Math.min(fastest, performance.now() - startedAt);
  }
  return fastest;
}

describe("memory and CPU bombs are refused before any work in proportion to their claims", () => {
  it("refuses the 941-byte AVIF whose iloc declares 40 × 65,535 extents, in under 10 ms", async () => {
    const bomb = avifExtentBomb();
    expect(bomb.length).toBe(941);
    expect(() => cleanImage(bomb)).toThrow(/corrupt/);
    expect(await refusesWithin(10, () => cleanImage(bomb))).toBeLessThan(10);
  });

  const u16 = (value: number) => [value >> 8, value & 0xff];
  const avifWithBox = (type: string, box: Uint8Array) =>
    editAvifMeta(fixture("exif.avif"), (children) =>
      children.map((child) => (child.type === type ? box : isoBox(child.type, child.body))),
    );
  it.each<[string, Uint8Array]>([
    // One item with 65,535 extents of one byte each (4-byte lengths, no offsets): bytes are there for all of them.
    [
      "extents",
      avifWithBox(
        "iloc",
        isoBox(
          "iloc",
          Uint8Array.of(0, 0, 0, 0, 0x04, 0x00, 0, 1, 0, 1, 0, 0, 0xff, 0xff),
          Uint8Array.from({ length: 65535 * 4 }, (_, index) => (index % 4 === 3 ? 1 : 0)),
        ),
      ),
    ],
    // 65,535 references from item 1.
    [
      "item references",
      avifWithBox(
        "iref",
        isoBox(
          "iref",
          Uint8Array.of(0, 0, 0, 0),
          isoBox("dimg", Uint8Array.of(0, 1, 0xff, 0xff), new Uint8Array(65535 * 2).fill(1)),
        ),
      ),
    ],
    // 60,000 items with one property each.
    [
      "property associations",
      avifWithBox(
        "iprp",
        isoBox(
          "iprp",
          isoBox("ipco", isoBox("free", new Uint8Array(0))),
          isoBox(
            "ipma",
            Uint8Array.of(0, 0, 0, 0, 0, 0, 0xea, 0x60),
            Uint8Array.from({ length: 60000 * 4 }, (_, index) => [...u16(index >> 2), 1, 1][index % 4] ?? 0),
          ),
        ),
      ),
    ],
  ])("refuses an AVIF with tens of thousands of %s within 50 ms", async (_, bytes) => {
    expect(() => cleanImage(bytes)).toThrow(/too many parts/);
    expect(await refusesWithin(50, () => cleanImage(bytes))).toBeLessThan(50);
  });

  it("answers a quote request carrying ten of them with a 400 naming the first, and stores nothing", async () => {
    const leadsBefore = await count("leads");
    const images = Array.from({ length: 10 }, (_, index) => imagePayload(avifExtentBomb(), `bomb-${index}.avif`, "image/avif"));
    const startedAt = performance.now();
    const response = await postJson("/api/quote-requests", quoteRequest({ images }));
    const elapsed = performance.now() - startedAt;
    expect(response.status).toBe(400);
    expect(Object.keys((await json<Problem>(response)).fields)).toEqual(["images.0"]);
    expect(await count("leads")).toBe(leadsBefore);
    expect(elapsed).toBeLessThan(1000); // the whole request; the refusal itself is timed above
  });

  const fiveMegabytes = limits.imageBytes;
  const gif = fixture("plain.gif");
  const png = fixture("plain.png");
  const jpeg = fixture("plain.jpg");
  const gifHeader = 13 + 3 * 2 ** (((gif[10] ?? 0) & 7) + 1); // screen descriptor and global colour table
  const floods: [string, Uint8Array][] = [
    [
      "PNG chunks",
      flood(png.subarray(0, 33), pngChunk("abCd", new Uint8Array(0)), Math.floor(fiveMegabytes / 12), png.subarray(33)),
    ],
    [
      "WebP chunks",
      (() => {
        const webp = fixture("exif.webp");
        const count = Math.floor(fiveMegabytes / 8);
        const out = flood(webp.subarray(0, 30), ascii("ICCP\0\0\0\0"), count, webp.subarray(30)); // after VP8X;
        new DataView(out.buffer).setUint32(4, out.length - 8, true);
        return out;
      })(),
    ],
    // Graphic control extensions: 21 F9 04 .. .. .. .. 00, eight bytes each.
    [
      "GIF blocks",
      flood(gif.subarray(0, gifHeader), Uint8Array.of(0x21, 0xf9, 4, 0, 0, 0, 0, 0), fiveMegabytes / 8, gif.subarray(gifHeader)),
    ],
    ["JPEG segments", flood(jpeg.subarray(0, 2), Uint8Array.of(0xff, 0xdb, 0, 2), fiveMegabytes / 4, jpeg.subarray(2))],
  ];

  it.each(floods)("refuses 5 MB of minimal %s within 50 ms", async (_, bytes) => {
    expect(() => cleanImage(bytes)).toThrow(/too many parts/);
    expect(await refusesWithin(50, () => cleanImage(bytes))).toBeLessThan(50);
  });

  it("refuses a JPEG with more than 100 scans", () => {
    const start = jpeg.indexOf(0xda, 2) - 1; // the fixture's one scan: SOS segment and its data
    const eoi = jpeg.length - 2;
    const scan = jpeg.subarray(start, eoi);
    const manyScans = concat(jpeg.subarray(0, start), ...Array.from({ length: 101 }, () => scan), jpeg.subarray(eoi));
    expect(() => cleanImage(manyScans)).toThrow(/too many scans/);
    const enoughScans = concat(jpeg.subarray(0, start), ...Array.from({ length: 10 }, () => scan), jpeg.subarray(eoi));
    expect(cleanImage(enoughScans).width).toBe(40);
  });

  it(`caps a frame at ${maxSide} px per side and ${maxPixels / 1e6} MP`, () => {
    const pngOfSize = (width: number, height: number) => {
      const ihdr = new Uint8Array(13);
      new DataView(ihdr.buffer).setUint32(0, width);
      new DataView(ihdr.buffer).setUint32(4, height);
      ihdr.set([8, 2, 0, 0, 0], 8);
      return concat(png.subarray(0, 8), pngChunk("IHDR", ihdr), png.subarray(33));
    };
    expect(cleanImage(pngOfSize(8192, 6103))).toMatchObject({ width: 8192, height: 6103 });
    expect(() => cleanImage(pngOfSize(8193, 10))).toThrow(/too many pixels/);
    expect(() => cleanImage(pngOfSize(10, 8193))).toThrow(/too many pixels/);
    expect(() => cleanImage(pngOfSize(8192, 6104))).toThrow(/too many pixels/);
  });

  it("caps the pixels of an animation summed over its frames", () => {
    // 40 frames of 1000x1000 are each fine; together they are 40 MP, and 60 of them are 60 MP.
    const frame = concat(Uint8Array.of(0x2c, 0, 0, 0, 0, 0xe8, 0x03, 0xe8, 0x03, 0, 2, 2, 0x4c, 0x01, 0));
    const screen = concat(ascii("GIF89a"), Uint8Array.of(0xe8, 0x03, 0xe8, 0x03, 0, 0, 0));
    const animation = (frames: number) => concat(screen, ...Array.from({ length: frames }, () => frame), Uint8Array.of(0x3b));
    expect(cleanImage(animation(40))).toMatchObject({ width: 1000, height: 1000 });
    expect(() => cleanImage(animation(60))).toThrow(/too many pixels in total/);
  });
});
