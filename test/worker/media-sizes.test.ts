import { describe, expect, it } from "vitest";
import { cleanImage } from "../../worker/domain/media";
import { ascii, concat, fixture, insertAfterSoi, jpegSegment, riffChunk, webpChunks, webpOf } from "./support/images";

/** The dimensions stored are those a decoder draws; where two fields describe them, they must agree. */

const u16le = (value: number) => [value & 0xff, value >> 8];
const u24le = (value: number) => [value & 0xff, (value >> 8) & 0xff, value >> 16];

/** A GIF with a 1x1 screen (two-colour table) and one frame, 35 bytes when the frame is 1x1. */
function gifWithFrame(left: number, top: number, width: number, height: number): Uint8Array {
  return concat(
    ascii("GIF89a"),
    Uint8Array.of(1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255),
    Uint8Array.of(0x2c, ...u16le(left), ...u16le(top), ...u16le(width), ...u16le(height), 0),
    Uint8Array.of(2, 2, 0x44, 0x01, 0, 0x3b),
  );
}

describe("GIF: every frame lies inside the logical screen", () => {
  it("accepts a 1x1 frame on a 1x1 screen", () => {
    expect(gifWithFrame(0, 0, 1, 1)).toHaveLength(35);
    expect(cleanImage(gifWithFrame(0, 0, 1, 1))).toMatchObject({ width: 1, height: 1 });
  });

  it("refuses the 35-byte GIF whose 1x1 frame sits at (20000, 20000), which decoders draw at 20001x20001", () => {
    const bomb = gifWithFrame(20000, 20000, 1, 1);
    expect(bomb).toHaveLength(35);
    expect(() => cleanImage(bomb)).toThrow(/outside its screen/);
  });

  it("refuses a 15000x15000 frame behind a 1x1 screen", () => {
    expect(() => cleanImage(gifWithFrame(0, 0, 15000, 15000))).toThrow(/too many pixels|outside/);
    expect(() => cleanImage(gifWithFrame(0, 0, 2, 1))).toThrow(/outside its screen/);
  });
});

describe("WebP: the canvas agrees with the bitstream, frames lie inside the canvas", () => {
  const chunks = webpChunks(fixture("exif.webp"));
  const bitstream = chunks.find((chunk) => chunk.type === "VP8 ")?.chunk ?? new Uint8Array(0);
  const vp8 = bitstream.subarray(8);
  const vp8x = (flags: number, width: number, height: number) =>
    riffChunk("VP8X", Uint8Array.of(flags, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)));
  const frame = (x: number, y: number, width: number, height: number) =>
    riffChunk(
      "ANMF",
      concat(Uint8Array.of(...u24le(x / 2), ...u24le(y / 2), ...u24le(width - 1), ...u24le(height - 1), 100, 0, 0, 0), bitstream),
    );
  const anim = riffChunk("ANIM", Uint8Array.of(0, 0, 0, 0, 0, 0));

  it("accepts the real 40x30 file and a 40x30 canvas over it", () => {
    expect(cleanImage(webpOf(vp8x(0, 40, 30), bitstream))).toMatchObject({ width: 40, height: 30 });
    expect(cleanImage(webpOf(riffChunk("VP8 ", vp8)))).toMatchObject({ width: 40, height: 30 });
  });

  it("refuses a VP8X canvas over a differently sized bitstream", () => {
    expect(() => cleanImage(webpOf(vp8x(0, 41, 30), bitstream))).toThrow(/disagree/);
    expect(() => cleanImage(webpOf(vp8x(0, 1, 1), bitstream))).toThrow(/disagree/);
  });

  it("accepts an animation whose frames lie inside the canvas, and refuses one that does not", () => {
    const animated = webpOf(vp8x(0x02, 40, 30), anim, frame(0, 0, 40, 30), frame(0, 0, 40, 30));
    expect(cleanImage(animated)).toMatchObject({ width: 40, height: 30 });
    expect(() => cleanImage(webpOf(vp8x(0x02, 40, 30), anim, frame(2, 0, 40, 30)))).toThrow(/outside its canvas/);
    expect(() => cleanImage(webpOf(vp8x(0x02, 40, 30), anim, frame(0, 0, 20, 30)))).toThrow(/disagree/);
  });
});

describe("AVIF: ispe agrees with the AV1 sequence header", () => {
  const avif = fixture("exif.avif");
  const ispeWidth = 235; // exif.avif: ispe box at 223, full-box header, then width and height
  const withIspe = (width: number, height: number) => {
    const bytes = avif.slice();
    new DataView(bytes.buffer).setUint32(ispeWidth, width);
    new DataView(bytes.buffer).setUint32(ispeWidth + 4, height);
    return bytes;
  };

  it("reads 40x30 from both", () => {
    expect(cleanImage(withIspe(40, 30))).toMatchObject({ width: 40, height: 30 });
  });

  it.each([
    [41, 30],
    [1, 1],
    [30, 40],
  ])("refuses an ispe of %ix%i over a 40x30 frame", (width, height) => {
    expect(() => cleanImage(withIspe(width, height))).toThrow(/disagree/);
  });
});

describe("JPEG: one frame header, no reserved or unknown markers", () => {
  const jpeg = fixture("plain.jpg");
  const sof = jpeg.subarray(0x8c, 0x8c + 19);

  it("finds the fixture's frame header where the test expects it", () => {
    expect(Array.from(sof.subarray(0, 2))).toEqual([0xff, 0xc0]);
  });

  it("refuses a JPEG with two frame headers", () => {
    const bigger = sof.slice();
    bigger.set([0x7f, 0xff], 5); // height 32767
    expect(() => cleanImage(concat(jpeg.subarray(0, 0x8c + 19), bigger, jpeg.subarray(0x8c + 19)))).toThrow(/two frame headers/);
  });

  it("refuses a frame header whose height is left to a DNL marker", () => {
    const deferred = jpeg.slice();
    deferred.set([0, 0], 0x8c + 5);
    expect(() => cleanImage(deferred)).toThrow(/no pixels/);
  });

  it.each([0x02, 0x4f, 0xbf, 0xc8, 0xdc, 0xde, 0xdf, 0xf0, 0xf7, 0xfd])(
    "refuses the reserved or unknown marker FF%s",
    (marker) => {
      expect(() => cleanImage(insertAfterSoi(jpeg, jpegSegment(marker, ascii("x"))))).toThrow(/reserved or unknown marker/);
    },
  );

  it("refuses a stray TEM or restart marker between segments", () => {
    expect(() => cleanImage(insertAfterSoi(jpeg, Uint8Array.of(0xff, 0x01)))).toThrow();
    expect(() => cleanImage(insertAfterSoi(jpeg, Uint8Array.of(0xff, 0xd0)))).toThrow();
  });
});
