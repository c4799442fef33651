import { describe, expect, it } from "vitest";
import { cleanImage } from "../../worker/domain/media";
import {
  ascii,
  concat,
  contains,
  editAvifMeta,
  editChildren,
  fixture,
  gifExtension,
  gifWith,
  iccSegment,
  insertAfterSoi,
  insertPngChunks,
  isoBox,
  jpegSegment,
  keepBoxes,
  pngChunk,
  riffChunk,
  webpChunks,
  webpOf,
} from "./support/images";

/** Planted in every kind of chunk, segment, block and box that does not draw the image. */
const marker = "PLANTED-7f3a-MARKER";
const planted = ascii(marker);

const expectStrippedOfMarker = (bytes: Uint8Array) => {
  expect(contains(bytes, marker), "the marker is in the upload").toBe(true);
  const clean = cleanImage(bytes);
  expect(contains(clean.bytes, marker), "the marker is in the stored copy").toBe(false);
  expect(cleanImage(clean.bytes).bytes).toEqual(clean.bytes);
  return clean;
};

describe("JPEG: only what draws the image is stored", () => {
  const jpeg = fixture("plain.jpg");
  const appSegments = Array.from(
    { length: 16 },
    (_, n) => [`APP${n}`, jpegSegment(0xe0 + n, concat(ascii("Vendor\0"), planted))] as const,
  );
  it.each<readonly [string, Uint8Array]>([
    ...appSegments,
    ["a JFIF header with a thumbnail", jpegSegment(0xe0, concat(ascii("JFIF\0\x01\x02\x01\0\x48\0\x48\x01\x01"), planted))],
    ["a JFXX thumbnail", jpegSegment(0xe0, concat(ascii("JFXX\0\x10"), planted))],
    ["EXIF", jpegSegment(0xe1, concat(ascii("Exif\0\0MM\0\x2a\0\0\0\x08\0\0"), planted))],
    ["XMP", jpegSegment(0xe1, ascii(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/">${marker}</x:xmpmeta>`))],
    ["MPF", jpegSegment(0xe2, concat(ascii("MPF\0II*\0"), planted))],
    ["a C2PA manifest (APP11 JUMBF)", jpegSegment(0xeb, concat(ascii("JP\0\0\0\0\0\x01\0\0\0\x20jumbc2pa"), planted))],
    ["IPTC (APP13)", jpegSegment(0xed, concat(ascii("Photoshop 3.0\x008BIM\x04\x04"), planted))],
    ["the tail of an Adobe segment", jpegSegment(0xee, concat(ascii("Adobe\0\x64\0\0\0\0\x01"), planted))],
    ["a comment", jpegSegment(0xfe, planted)],
  ])("drops %s", (_, segment) => {
    const clean = expectStrippedOfMarker(insertAfterSoi(jpeg, segment));
    expect(clean).toMatchObject({ width: 40, height: 30 });
  });

  it("keeps a minimal JFIF header with the original density, and the ICC profile", () => {
    const jfif = jpegSegment(0xe0, concat(ascii("JFIF\0\x01\x02\x01\0\x48\0\x48\x01\x01"), planted));
    const clean = expectStrippedOfMarker(insertAfterSoi(jpeg, jfif, iccSegment()));
    expect(Array.from(clean.bytes.subarray(2, 20))).toEqual(
      Array.from(jpegSegment(0xe0, ascii("JFIF\0\x01\x01\x01\0\x48\0\x48\0\0"))),
    );
    expect(contains(clean.bytes, "fake-profile-bytes")).toBe(true);
  });

  it("drops an appended gain-map JPEG with whatever its own segments hold", () => {
    const gainMap = insertAfterSoi(jpeg, jpegSegment(0xfe, planted));
    const mpf = jpegSegment(0xe2, ascii("MPF\0II*\0"));
    expectStrippedOfMarker(concat(insertAfterSoi(jpeg, mpf), gainMap));
  });
});

describe("PNG: only the critical, colour and transparency chunks are stored", () => {
  const png = fixture("plain.png");
  it.each([
    "tEXt",
    "zTXt",
    "iTXt",
    "eXIf",
    "tIME",
    "pHYs",
    "caBX",
    "prVt",
    "bKGD",
    "sPLT",
    "acTL",
    "fcTL",
    "vpAg",
    "orNt",
    "zzZz",
  ])("drops %s", (type) => {
    expectStrippedOfMarker(insertPngChunks(png, pngChunk(type, planted)));
    // Also between the image data and the end.
    const end = png.length - 12;
    expectStrippedOfMarker(concat(png.subarray(0, end), pngChunk(type, planted), png.subarray(end)));
  });

  it("refuses an unknown critical chunk, which a decoder would refuse too", () => {
    expect(() => cleanImage(insertPngChunks(png, pngChunk("ZZZZ", planted)))).toThrow(/critical/);
  });
});

describe("WebP: only VP8X, ICCP, ANIM, ANMF, ALPH and the bitstream are stored", () => {
  const webp = fixture("exif.webp");
  const chunks = webpChunks(webp);
  const vp8x = chunks.find((chunk) => chunk.type === "VP8X")?.chunk ?? new Uint8Array(0);
  const bitstream = chunks.find((chunk) => chunk.type === "VP8 ")?.chunk ?? new Uint8Array(0);

  it.each(["EXIF", "XMP ", "C2PA", "ZZZZ", "META", "ANMF"])("drops a %s chunk of a still image", (type) => {
    expectStrippedOfMarker(webpOf(vp8x, riffChunk(type, planted), bitstream));
    expectStrippedOfMarker(webpOf(vp8x, bitstream, riffChunk(type, planted)));
  });

  it("stores a simple-format file as its bitstream alone", () => {
    const clean = expectStrippedOfMarker(webpOf(bitstream, riffChunk("ZZZZ", planted)));
    expect(clean.bytes).toEqual(webpOf(bitstream));
  });
});

describe("GIF: only image data, graphic control and the NETSCAPE loop are stored", () => {
  const gif = fixture("plain.gif");
  it.each<[string, Uint8Array]>([
    ["a comment", gifExtension(0xfe, planted)],
    ["plain text", gifExtension(0x01, new Uint8Array(12), planted)],
    ["XMP", gifExtension(0xff, ascii("XMP DataXMP"), planted)],
    ["an ICC profile", gifExtension(0xff, ascii("ICCRGBG1012"), planted)],
    ["an unknown application", gifExtension(0xff, ascii("MARKERAP1.0"), planted)],
    ["an unknown extension", gifExtension(0x99, planted)],
    ["extra sub-blocks of the NETSCAPE loop", gifExtension(0xff, ascii("NETSCAPE2.0"), Uint8Array.of(1, 0, 0), planted)],
    ["extra sub-blocks of a graphic control", gifExtension(0xf9, Uint8Array.of(0, 10, 0, 0), planted)],
  ])("drops %s", (_, block) => {
    // Before the image, so that a graphic control applies to it.
    const screen = 13 + 3 * 2 ** (((gif[10] ?? 0) & 7) + 1);
    expectStrippedOfMarker(concat(gif.subarray(0, screen), block, gif.subarray(screen)));
    expectStrippedOfMarker(gifWith(gif, block));
  });

  it("keeps the loop count and the frame delay", () => {
    const loop = gifExtension(0xff, ascii("NETSCAPE2.0"), Uint8Array.of(1, 0, 0));
    const control = gifExtension(0xf9, Uint8Array.of(0, 10, 0, 0));
    const clean = cleanImage(gifWith(gif, loop, control, gif.subarray(gif.indexOf(0x2c, 13), gif.length - 1)));
    expect(contains(clean.bytes, "NETSCAPE2.0\x03\x01\0\0\0")).toBe(true);
    expect(contains(clean.bytes, "\x21\xf9\x04\0\x0a\0\0\0")).toBe(true);
  });
});

describe("AVIF: a fresh file with the primary image alone", () => {
  const avif = fixture("exif.avif");
  it.each<[string, Uint8Array]>([
    ["a free box at the top", concat(avif, isoBox("free", planted))],
    [
      "a uuid box at the top",
      concat(isoBox("ftyp", ascii("avif\0\0\0\0avifmif1miaf")), avif.subarray(28), isoBox("uuid", planted)),
    ],
    ["bytes in mdat that no item uses", concat(avif.subarray(0, 307), isoBox("mdat", avif.subarray(315), planted))],
    [
      "a free box in meta",
      editAvifMeta(avif, (children) => [...keepBoxes(children), isoBox("free", planted)], { shiftOffsets: true }),
    ],
    [
      "the handler's name",
      editAvifMeta(
        avif,
        (children) =>
          children.map((box) =>
            box.type === "hdlr"
              ? isoBox("hdlr", box.body.subarray(0, 24), planted, Uint8Array.of(0))
              : isoBox(box.type, box.body),
          ),
        { shiftOffsets: true },
      ),
    ],
    [
      "a property no item uses",
      editAvifMeta(
        avif,
        (children) =>
          editChildren(children, "iprp", (iprp) =>
            editChildren(iprp, "ipco", (ipco) => [...keepBoxes(ipco), isoBox("mark", planted)]),
          ),
        {
          shiftOffsets: true,
        },
      ),
    ],
  ])("drops %s", (_, bytes) => {
    const clean = expectStrippedOfMarker(bytes);
    expect(clean).toMatchObject({ width: 40, height: 30 });
    expect(contains(clean.bytes, "TestPhone")).toBe(false);
  });
});

describe("markup anywhere in what is kept is refused", () => {
  const jpeg = fixture("plain.jpg");
  // A dropped 6 KB comment first, so that the markup lies beyond the window where browsers sniff.
  const padding = jpegSegment(0xfe, new Uint8Array(6000));
  it.each<[string, Uint8Array]>([
    [
      "a JPEG's ICC profile",
      insertAfterSoi(jpeg, padding, jpegSegment(0xe2, ascii("ICC_PROFILE\0\x01\x01<script>alert(1)</script>"))),
    ],
    [
      "a JPEG's scan data",
      (() => {
        const scan = jpeg.indexOf(0xda, 2) + 1;
        const dataStart = scan + (((jpeg[scan] ?? 0) << 8) | (jpeg[scan + 1] ?? 0));
        return concat(
          insertAfterSoi(jpeg.subarray(0, dataStart), padding),
          ascii("<html><body onload=alert(1)>"),
          jpeg.subarray(dataStart),
        );
      })(),
    ],
    [
      "a PNG's ICC profile chunk",
      insertPngChunks(
        fixture("plain.png"),
        pngChunk("zzZz", new Uint8Array(6000)),
        pngChunk("iCCP", ascii("p\0\0<?xpacket begin")),
      ),
    ],
    [
      "a GIF's image data",
      gifWith(
        fixture("plain.gif"),
        ...Array.from({ length: 24 }, () => gifExtension(0xfe, new Uint8Array(250))),
        concat(
          Uint8Array.of(0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2),
          Uint8Array.of(19),
          ascii("<iframe src=//x.y/>"),
          Uint8Array.of(0),
        ),
      ),
    ],
  ])("in %s", (_, bytes) => {
    expect(() => cleanImage(bytes)).toThrow(/markup/);
  });
});
