import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import sharp, { type Sharp } from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { type CleanImage, cleanImage } from "../../worker/domain/media";
import {
  ascii,
  concat,
  editAvifMeta,
  gifExtension,
  gifWith,
  insertAfterSoi,
  insertPngChunks,
  isoBox,
  jpegSegment,
  keepBoxes,
  pngChunk,
  riffChunk,
  samsungTrailer,
  webpChunks,
  webpOf,
  withAvifProperties,
} from "../worker/support/image-bytes";
import { mutatedImage } from "../worker/support/mutations";

/**
 * The photo module proves sizes from structure alone; here, outside the Worker, a real decoder
 * (libvips through sharp) checks that what it stores decodes at exactly those sizes, with the
 * same pixels as the upload.
 */

const fixturesDir = new URL("../worker/fixtures/", import.meta.url);
const fixtures = readdirSync(fixturesDir)
  .filter((name) => !name.endsWith(".md"))
  .map((name): [string, Uint8Array] => [name, new Uint8Array(readFileSync(new URL(name, fixturesDir)))]);

const bytesOf = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);
const exif = { IFD0: { Make: "TestPhone", Model: "Camera 1" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 52/1 1234/100" } };
const xmp =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:City="TestCity"/></rdf:RDF></x:xmpmeta>';

/** A picture with detail (a gradient and noise), optionally translucent. */
function picture(width: number, height: number, alpha = false) {
  const channels = alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let index = 0; index < pixels.length; index++) {
    const pixel = Math.floor(index / channels);
    pixels[index] = ((pixel % width) * 7 + Math.floor(pixel / width) * 3 + ((index * 2654435761) >>> 28)) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels } });
}

async function animation(format: "gif" | "webp") {
  const frames = await Promise.all(
    [40, 120, 200].map((red) =>
      sharp({ create: { width: 48, height: 36, channels: 4, background: { r: red, g: 60, b: 90, alpha: 1 } } })
        .png()
        .toBuffer(),
    ),
  );
  return bytesOf(
    await sharp(frames, { join: { animated: true } })
      .toFormat(format, { loop: 2, delay: [80, 80, 80] })
      .toBuffer(),
  );
}

/** Images as encoders write them, in every format, with the metadata phones and editors add. */
async function encodedCases(): Promise<[string, Uint8Array][]> {
  const withMeta = (image: Sharp) => image.withExif(exif).withXmp(xmp).withIccProfile("p3");
  const cases: [string, Promise<Buffer> | Uint8Array][] = [
    ["JPEG with EXIF, GPS, XMP and ICC", withMeta(picture(320, 240)).jpeg().toBuffer()],
    ["progressive JPEG", picture(320, 240).jpeg({ progressive: true }).toBuffer()],
    [
      "JPEG with orientation 6",
      picture(64, 48)
        .jpeg()
        .withExif({ IFD0: { Orientation: "6" } })
        .toBuffer(),
    ],
    ["CMYK JPEG (Adobe segment)", picture(64, 48).toColourspace("cmyk").jpeg().toBuffer()],
    ["greyscale JPEG", picture(64, 48).greyscale().jpeg().toBuffer()],
    ["12 MP-sized JPEG, 4000x3000", picture(4000, 3000).jpeg({ quality: 70 }).toBuffer()],
    [
      "PNG with EXIF, XMP and ICC",
      withMeta(picture(200, 150, true))
        .png()
        .toBuffer(),
    ],
    ["palette PNG", picture(200, 150).png({ palette: true }).toBuffer()],
    ["interlaced PNG", picture(200, 150).png({ progressive: true }).toBuffer()],
    ["16-bit PNG", picture(100, 75).toColourspace("rgb16").png().toBuffer()],
    [
      "lossy WebP with alpha and metadata",
      withMeta(picture(200, 150, true))
        .webp()
        .toBuffer(),
    ],
    ["lossless WebP", picture(200, 150).webp({ lossless: true }).toBuffer()],
    ["GIF", picture(200, 150).gif().toBuffer()],
    ["AVIF with EXIF, XMP and ICC", withMeta(picture(200, 150)).avif().toBuffer()],
    ["AVIF with alpha", picture(200, 150, true).avif().toBuffer()],
    ["lossless 10-bit AVIF", picture(64, 48).avif({ lossless: true, bitdepth: 10 }).toBuffer()],
    ["animated GIF", await animation("gif")],
    ["animated WebP", await animation("webp")],
  ];
  const encoded = await Promise.all(
    cases.map(
      async ([name, bytes]) => [name, bytes instanceof Uint8Array ? bytes : bytesOf(await bytes)] as [string, Uint8Array],
    ),
  );
  const named = (name: string) => encoded.find(([caseName]) => caseName === name)?.[1] ?? new Uint8Array(0);
  return [...encoded, ...uploadedVariants(named("JPEG with EXIF, GPS, XMP and ICC"), named)];
}

/**
 * What phones, editors and attackers add around encoded images, as the Worker tests build it:
 * every kind of segment, chunk, block and box that is dropped, known trailers, hand-made
 * animations. All must be accepted and decode exactly as the upload does.
 */
function uploadedVariants(jpeg: Uint8Array, named: (name: string) => Uint8Array): [string, Uint8Array][] {
  const planted = ascii("PLANTED");
  const png = named("PNG with EXIF, XMP and ICC");
  const gif = named("GIF");
  const webp = named("lossy WebP with alpha and metadata");
  const avif = named("AVIF with EXIF, XMP and ICC");
  const screen = 13 + 3 * 2 ** (((gif[10] ?? 0) & 7) + 1);
  const gifBlocks = [0xfe, 0x01, 0x99].map((label) => gifExtension(label, new Uint8Array(12), planted));
  const bitstream = webpChunks(named("lossless WebP")).find((chunk) => chunk.type === "VP8L")?.chunk ?? new Uint8Array(0);
  const u24 = (value: number) => [value & 0xff, (value >> 8) & 0xff, value >> 16];
  const frame = (x: number) =>
    riffChunk("ANMF", concat(Uint8Array.of(...u24(x / 2), 0, 0, 0, ...u24(199), ...u24(149), 100, 0, 0, 0), bitstream));
  const mpf = jpegSegment(0xe2, ascii("MPF\0II*\0"));
  const motionVideo = concat(isoBox("ftyp", ascii("isom\0\0\0\0isommp41")), isoBox("mdat", planted));
  return [
    [
      "JPEG with every APPn and a comment",
      insertAfterSoi(
        jpeg,
        ...Array.from({ length: 16 }, (_, n) => jpegSegment(0xe0 + n, concat(ascii("Vendor\0"), planted))),
        jpegSegment(0xfe, planted),
      ),
    ],
    [
      "JPEG with a Samsung motion-photo trailer",
      concat(jpeg, samsungTrailer([{ type: 0x0a30, name: "MotionPhoto_Data", data: motionVideo }])),
    ],
    ["JPEG with a Google motion photo", concat(jpeg, motionVideo)],
    ["JPEG with an Ultra HDR gain map and padding", concat(insertAfterSoi(jpeg, mpf), jpeg, new Uint8Array(100))],
    [
      "PNG with text, private and APNG chunks",
      insertPngChunks(png, ...["tEXt", "zTXt", "iTXt", "prVt", "caBX", "acTL"].map((type) => pngChunk(type, planted))),
    ],
    ["GIF with comment, plain text and unknown extensions", concat(gif.subarray(0, screen), ...gifBlocks, gif.subarray(screen))],
    ["GIF with extensions after its image", gifWith(gif, ...gifBlocks)],
    [
      "PNG with colour chunks at their lengths",
      insertPngChunks(
        named("interlaced PNG"),
        pngChunk("gAMA", Uint8Array.of(0, 0, 0xb1, 0x8f)),
        pngChunk("sBIT", Uint8Array.of(8, 8, 8)),
        pngChunk("bKGD", planted),
      ),
    ],
    [
      "AVIF with pasp, irot and imir",
      withAvifProperties(
        named("AVIF with alpha"),
        isoBox("pasp", Uint8Array.of(0, 0, 0, 1, 0, 0, 0, 1)),
        isoBox("irot", Uint8Array.of(0)),
        isoBox("imir", Uint8Array.of(1)),
      ),
    ],
    ["WebP with unknown chunks", webpOf(...webpChunks(webp).map(({ chunk }) => chunk), riffChunk("ZZZZ", planted))],
    [
      "WebP animation built by hand",
      webpOf(
        riffChunk("VP8X", Uint8Array.of(0x02, 0, 0, 0, ...u24(399), ...u24(149))),
        riffChunk("ANIM", new Uint8Array(6)),
        frame(0),
        frame(200),
      ),
    ],
    [
      "35-byte GIF with a 1x1 frame",
      concat(
        ascii("GIF89a"),
        Uint8Array.of(1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b),
      ),
    ],
    [
      "AVIF with free boxes at the top and in meta",
      concat(
        editAvifMeta(avif, (children) => [...keepBoxes(children), isoBox("free", planted)], { shiftOffsets: true }),
        isoBox("free", planted),
      ),
    ],
  ];
}

/** Decodes every frame; for an animation the frames are stacked, so the height is per page. */
async function decode(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes, { pages: -1 }).raw().toBuffer({ resolveWithObject: true });
  const pageHeight = (await sharp(bytes, { pages: -1 }).metadata()).pageHeight ?? info.height;
  return { data, width: info.width, height: pageHeight };
}

const allCases: [string, Uint8Array][] = [...fixtures];
beforeAll(async () => {
  allCases.push(...(await encodedCases()));
}, 120_000);

describe("every accepted image decodes at the recorded size, with the upload's pixels", () => {
  it("holds for the fixtures and for images in every format as encoders write them", async () => {
    expect(allCases.length).toBeGreaterThan(40);
    for (const [name, bytes] of allCases) {
      let clean: CleanImage;
      try {
        clean = cleanImage(bytes);
      } catch (error) {
        throw new Error(`${name} was refused: ${error}`);
      }
      const stored = await decode(clean.bytes);
      expect({ width: stored.width, height: stored.height }, name).toEqual({ width: clean.width, height: clean.height });
      const original = await decode(bytes);
      expect(stored.data.equals(original.data), `${name}: same pixels`).toBe(true);
      // ICC profiles as encoders write them are well formed, so they are kept, byte for byte.
      const profile = async (image: Uint8Array) => (await sharp(image).metadata()).icc;
      expect(await profile(clean.bytes), `${name}: ICC profile`).toEqual(await profile(bytes));
      for (const text of ["TestPhone", "GPS", "TestCity", "Exif", "PLANTED"])
        expect(Buffer.from(clean.bytes).includes(text), `${name}: ${text}`).toBe(false);
    }
  }, 120_000);
});

describe("fuzzed uploads", () => {
  it("decode at the recorded size whenever they are accepted and sharp can decode them", async () => {
    const seeds = allCases.map(([, bytes]) => bytes).filter((bytes) => bytes.length < 40_000);
    let accepted = 0;
    let decoded = 0;
    await fc.assert(
      fc.asyncProperty(mutatedImage(seeds), async (bytes) => {
        let clean: CleanImage;
        try {
          clean = cleanImage(bytes);
        } catch (error) {
          expect((error as Error).constructor.name, String(error)).toBe("NotAnImage");
          return;
        }
        accepted++;
        let stored: Awaited<ReturnType<typeof decode>>;
        try {
          stored = await decode(clean.bytes);
        } catch {
          return; // damaged pixel data: browsers show a placeholder, the size claim is what matters
        }
        decoded++;
        expect({ width: stored.width, height: stored.height }).toEqual({ width: clean.width, height: clean.height });
      }),
      { numRuns: 1500, seed: 20261122 },
    );
    expect(accepted).toBeGreaterThan(50);
    expect(decoded).toBeGreaterThan(20);
  }, 300_000);
});
