import { describe, expect, it } from "vitest";
import { limits } from "../../src/lib/quote";
import { Budget, cleanImage, maxParts, maxPixels, maxSide } from "../../worker/domain/media";
import { json, type Problem, postJson, quoteRequest } from "./support/http";
import {
  ascii,
  av1SequenceHeader,
  avifExtentBomb,
  avifOf,
  concat,
  editAvifMeta,
  fixture,
  flood,
  gifOfOneByteSubBlocks,
  iccpChunk,
  imagePayload,
  insertPngChunks,
  isoBox,
  jpegOfNearMissMarkup,
  pngChunk,
  riffChunk,
  webpChunks,
  webpOf,
} from "./support/images";
import { count } from "./support/store";

/** Walks `bytes` with a fresh budget, accepted or refused, and returns what the walk cost. */
function work(bytes: Uint8Array): Budget {
  const budget = new Budget();
  try {
    cleanImage(bytes, budget);
  } catch {}
  return budget;
}

/**
 * Wall time is not asserted here (tests share a busy machine): the work each bomb causes is
 * counted instead, and `npm run bench -- media` times them.
 */
describe("memory and CPU bombs are refused before any work in proportion to their claims", () => {
  it("refuses the 941-byte AVIF whose iloc declares 40 × 65,535 extents before walking any extent", () => {
    const bomb = avifExtentBomb();
    expect(bomb.length).toBe(941);
    expect(() => cleanImage(bomb)).toThrow(/corrupt/);
    expect(work(bomb).parts).toBeLessThan(40); // its boxes and the first item's entry
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
  ])("refuses an AVIF with tens of thousands of %s at the cap on parts", (_, bytes) => {
    expect(() => cleanImage(bytes)).toThrow(/too many parts/);
    expect(work(bytes).parts).toBe(maxParts + 1);
  });

  it("answers a quote request carrying ten of them with a 400 naming the first, and stores nothing", async () => {
    const leadsBefore = await count("leads");
    const images = Array.from({ length: 10 }, (_, index) => imagePayload(avifExtentBomb(), `bomb-${index}.avif`, "image/avif"));
    const response = await postJson("/api/quote-requests", quoteRequest({ images }));
    expect(response.status).toBe(400);
    expect(Object.keys((await json<Problem>(response)).fields)).toEqual(["images.0"]);
    expect(await count("leads")).toBe(leadsBefore);
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
    [
      "AVIF top-level boxes",
      (() => {
        const avif = fixture("exif.avif");
        return flood(avif.subarray(0, 28), isoBox("free", new Uint8Array(0)), fiveMegabytes / 8, avif.subarray(28)); // after ftyp
      })(),
    ],
  ];

  /** Accepted or refused, but the work must stay proportional to the bytes: these are timed by the bench. */
  const handledFloods: [string, Uint8Array][] = [
    // One 40x30 frame whose image data comes in 1-byte sub-blocks: 2.5 million of them.
    ["GIF image data in 1-byte sub-blocks", gifOfOneByteSubBlocks(gif, fiveMegabytes)],
    ["near-miss markup in a JPEG's scan data", jpegOfNearMissMarkup(jpeg, fiveMegabytes)],
  ];

  it.each(floods)("refuses 5 MB of minimal %s at the cap on parts", (_, bytes) => {
    expect(() => cleanImage(bytes)).toThrow(/too many parts/);
    expect(work(bytes).parts).toBe(maxParts + 1);
  });

  it.each(handledFloods)("handles 5 MB of %s", (_, bytes) => {
    expect(bytes.length).toBeGreaterThan(fiveMegabytes - 100);
    expect(cleanImage(bytes).bytes.length).toBeGreaterThan(fiveMegabytes - 100);
  });

  const maxInflated = 1 << 20;
  /** The inflater is fed 1 KB slices and deflate expands at most 1032-fold, so it stops within 1032 KB past the cap. */
  const mostInflated = maxInflated + 1032 * 1024;
  it.each([
    ["a megabyte of literals", 1 << 20, 16],
    ["two megabytes of literals (past the limit)", 2 << 20, 16],
    ["five megabytes of zeros", 5 << 20, 1],
  ])("drops a PNG ICC profile that is %s, inflating at most 1 MB and one slice", async (_, size, alphabet) => {
    let seed = 1;
    const data = Uint8Array.from({ length: size }, () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return (seed >>> 16) % alphabet;
    });
    const zlib = new Uint8Array(
      await new Response(new Blob([data]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer(),
    );
    const bytes = insertPngChunks(png, iccpChunk(zlib));
    expect(cleanImage(bytes).bytes).toEqual(cleanImage(png).bytes);
    const { inflatedBytes } = work(bytes);
    expect(inflatedBytes).toBeLessThanOrEqual(Math.min(size, mostInflated));
    expect(inflatedBytes < size).toBe(size > maxInflated); // stopped early exactly when past the cap
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

  it(`caps a JPEG frame header at ${maxSide} px per side and ${maxPixels / 1e6} MP`, () => {
    const sof = 0x8c; // plain.jpg: FF C0, length, precision, height, width
    const jpegOfSize = (width: number, height: number) => {
      const bytes = jpeg.slice();
      bytes.set([height >> 8, height & 0xff, width >> 8, width & 0xff], sof + 5);
      return bytes;
    };
    expect(Array.from(jpeg.subarray(sof, sof + 2))).toEqual([0xff, 0xc0]);
    expect(cleanImage(jpegOfSize(8192, 6103))).toMatchObject({ width: 8192, height: 6103 });
    expect(() => cleanImage(jpegOfSize(8193, 30))).toThrow(/too many pixels/);
    expect(() => cleanImage(jpegOfSize(40, 8193))).toThrow(/too many pixels/);
    expect(() => cleanImage(jpegOfSize(8192, 6104))).toThrow(/too many pixels/);
  });

  const u24le = (value: number) => [value & 0xff, (value >> 8) & 0xff, value >> 16];
  const vp8x = (flags: number, width: number, height: number) =>
    riffChunk("VP8X", Uint8Array.of(flags, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)));
  /** A lossless bitstream's header, all photo intake reads of it: signature, then 14-bit sizes. */
  const vp8lHeader = (width: number, height: number) => {
    const bits = (width - 1) | ((height - 1) << 14);
    return riffChunk("VP8L", Uint8Array.of(0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24));
  };

  it(`caps a WebP canvas at ${maxSide} px per side`, () => {
    const bitstream = webpChunks(fixture("exif.webp")).find((chunk) => chunk.type === "VP8 ")?.chunk ?? new Uint8Array(0);
    expect(cleanImage(webpOf(vp8x(0, 8192, 6103), vp8lHeader(8192, 6103)))).toMatchObject({ width: 8192, height: 6103 });
    expect(() => cleanImage(webpOf(vp8x(0, 8193, 30), bitstream))).toThrow(/too many pixels/);
    expect(() => cleanImage(webpOf(vp8x(0, 40, 8193), bitstream))).toThrow(/too many pixels/);
    expect(() => cleanImage(webpOf(vp8x(0, 8193, 100), vp8lHeader(8193, 100)))).toThrow(/too many pixels/);
  });

  it(`caps an AVIF whose ispe and AV1 sequence header agree on more than ${maxSide} px per side or ${maxPixels / 1e6} MP`, () => {
    const avifOfSize = (width: number, height: number) => avifOf(width, height, av1SequenceHeader(width, height));
    expect(cleanImage(avifOfSize(8192, 6103))).toMatchObject({ width: 8192, height: 6103 });
    expect(() => cleanImage(avifOfSize(8193, 100))).toThrow(/too many pixels/);
    expect(() => cleanImage(avifOfSize(100, 8193))).toThrow(/too many pixels/);
    expect(() => cleanImage(avifOfSize(8192, 6104))).toThrow(/too many pixels/);
  });

  it(`caps a GIF's logical screen at ${maxSide} px per side`, () => {
    const screen = (width: number, height: number) =>
      concat(ascii("GIF89a"), Uint8Array.of(width & 0xff, width >> 8, height & 0xff, height >> 8, 0, 0, 0));
    const frame = Uint8Array.of(0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b);
    expect(cleanImage(concat(screen(8192, 6103), frame))).toMatchObject({ width: 8192, height: 6103 });
    expect(() => cleanImage(concat(screen(8193, 1), frame))).toThrow(/too many pixels/);
    expect(() => cleanImage(concat(screen(1, 8193), frame))).toThrow(/too many pixels/);
  });

  it("caps the pixels of a WebP animation summed over its frames", () => {
    // Frames of 8000x6000 are 48 MP each: one is fine, two are 96 MP.
    const frame = riffChunk(
      "ANMF",
      concat(Uint8Array.of(0, 0, 0, 0, 0, 0, ...u24le(7999), ...u24le(5999), 100, 0, 0, 0), vp8lHeader(8000, 6000)),
    );
    const animation = (frames: number) =>
      webpOf(vp8x(0x02, 8000, 6000), riffChunk("ANIM", new Uint8Array(6)), ...Array.from({ length: frames }, () => frame));
    expect(cleanImage(animation(1))).toMatchObject({ width: 8000, height: 6000 });
    expect(() => cleanImage(animation(2))).toThrow(/too many pixels in total/);
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
