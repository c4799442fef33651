import { describe, expect, it } from "vitest";
import { limits } from "../../src/lib/quote";
import { cleanImage, PhotoRejected, preparePhotos } from "../../worker/domain/media";
import {
  ascii,
  commentSegment,
  concat,
  contains,
  exifWithGps,
  fixture,
  iccSegment,
  insertAfterSoi,
  insertPngChunks,
  iptcSegment,
  jpegMarkers,
  jpegOfSize,
  jpegSegment,
  pngChunk,
  pngChunkTypes,
  xmpSegment,
} from "./support/images";

const rejection = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
  throw new Error("expected the image to be refused");
};

describe("images are recognised by their bytes, with their dimensions", () => {
  it.each([
    ["plain.jpg", "jpeg", "image/jpeg"],
    ["plain.png", "png", "image/png"],
    ["exif.webp", "webp", "image/webp"],
    ["plain.gif", "gif", "image/gif"],
    ["plain.avif", "avif", "image/avif"],
  ])("%s is a %s of 40x30", (name, format, contentType) => {
    const image = cleanImage(fixture(name));
    expect(image).toMatchObject({ format, contentType, width: 40, height: 30 });
  });

  it("ignores the name and type the browser claims", () => {
    const [photo] = preparePhotos([{ name: "holiday.png", data: fixture("plain.jpg").toBase64() }]);
    expect(photo).toMatchObject({ contentType: "image/jpeg", originalName: "holiday.png" });
  });

  it("accepts plain base64 and data URLs", () => {
    const bytes = fixture("plain.png");
    expect(preparePhotos([{ name: "a", data: bytes.toBase64() }])[0]?.format).toBe("png");
    expect(preparePhotos([{ name: "b", data: `data:image/png;base64,${bytes.toBase64()}` }])[0]?.format).toBe("png");
  });
});

describe("JPEG metadata is stripped before storing", () => {
  it("drops EXIF with its GPS IFD, XMP, IPTC and comments, and keeps JFIF-free image data intact", () => {
    const original = insertAfterSoi(fixture("plain.jpg"), exifWithGps(), xmpSegment(), iptcSegment(), commentSegment());
    expect(contains(original, "TestPhone")).toBe(true);

    const clean = cleanImage(original);
    expect(jpegMarkers(clean.bytes)).not.toContain(0xe1);
    expect(jpegMarkers(clean.bytes)).not.toContain(0xed);
    expect(jpegMarkers(clean.bytes)).not.toContain(0xfe);
    for (const text of ["Exif", "TestPhone", "GPSLatitude", "Roscoe", "Maria"]) expect(contains(clean.bytes, text)).toBe(false);
    expect(clean.bytes).toEqual(cleanImage(fixture("plain.jpg")).bytes);
  });

  it("strips the EXIF and GPS that a real encoder (libvips) wrote", () => {
    const original = fixture("camera-gps.jpg");
    expect(contains(original, "TestPhone")).toBe(true);
    const clean = cleanImage(original);
    expect(contains(clean.bytes, "Exif")).toBe(false);
    expect(contains(clean.bytes, "TestPhone")).toBe(false);
    expect(clean.bytes.length).toBeLessThan(original.length);
    expect(cleanImage(clean.bytes).bytes).toEqual(clean.bytes);
  });

  it("keeps the orientation alone, so portrait phone photos are not shown sideways", () => {
    const clean = cleanImage(insertAfterSoi(fixture("plain.jpg"), exifWithGps(6)));
    // APP1 = FF E1, length, "Exif\0\0", then a big-endian TIFF whose one IFD entry is tag 0x0112.
    const app1 = new DataView(clean.bytes.buffer, clean.bytes.byteOffset + 2);
    expect(jpegMarkers(clean.bytes)[0]).toBe(0xe1);
    expect(app1.getUint16(2)).toBe(34);
    expect(contains(clean.bytes.subarray(6, 12), "Exif\0\0")).toBe(true);
    expect(app1.getUint16(10 + 8)).toBe(1);
    expect(app1.getUint16(10 + 10)).toBe(0x0112);
    expect(app1.getUint16(10 + 18)).toBe(6);
    expect(contains(clean.bytes, "TestPhone")).toBe(false);
  });

  it("keeps the ICC colour profile and the Adobe segment", () => {
    const adobe = jpegSegment(0xee, ascii("Adobe\0\x64\0\0\0\0\x01"));
    const clean = cleanImage(insertAfterSoi(fixture("plain.jpg"), iccSegment(), adobe));
    expect(jpegMarkers(clean.bytes)).toEqual(expect.arrayContaining([0xe2, 0xee]));
  });

  it("drops a phone's appended gain-map JPEG (Ultra HDR / MPF) instead of refusing the photo", () => {
    const mpf = jpegSegment(0xe2, ascii("MPF\0II*\0"));
    const clean = cleanImage(concat(insertAfterSoi(fixture("plain.jpg"), mpf), fixture("plain.jpg")));
    expect(clean.bytes).toEqual(cleanImage(fixture("plain.jpg")).bytes);
  });
});

describe("other formats lose their metadata too", () => {
  it("PNG: only the chunks that draw the image are kept", () => {
    const original = insertPngChunks(
      fixture("plain.png"),
      pngChunk("tEXt", ascii("Author\0Maria Kowalski")),
      pngChunk("eXIf", exifWithGps().subarray(10)),
    );
    const clean = cleanImage(original);
    expect(pngChunkTypes(fixture("plain.png"))).toEqual(["IHDR", "pHYs", "IDAT", "IEND"]);
    expect(pngChunkTypes(clean.bytes)).toEqual(["IHDR", "IDAT", "IEND"]);
    expect(contains(clean.bytes, "Maria")).toBe(false);
  });

  it("WebP: the EXIF chunk is dropped and the VP8X flag cleared", () => {
    const original = fixture("exif.webp");
    expect(contains(original, "TestPhone")).toBe(true);
    const clean = cleanImage(original);
    expect(contains(clean.bytes, "EXIF")).toBe(false);
    expect(contains(clean.bytes, "TestPhone")).toBe(false);
    expect((clean.bytes[20] ?? 0) & 0x08).toBe(0);
    expect(new DataView(clean.bytes.buffer, clean.bytes.byteOffset).getUint32(4, true)).toBe(clean.bytes.length - 8);
  });

  it("AVIF: the file is rebuilt with the primary image alone, without its EXIF item", () => {
    const original = fixture("exif.avif");
    expect(contains(original, "TestPhone")).toBe(true);
    const clean = cleanImage(original);
    expect(clean.bytes.length).toBeLessThan(original.length);
    expect(contains(clean.bytes, "Exif")).toBe(false);
    expect(cleanImage(clean.bytes).bytes).toEqual(clean.bytes);
    expect(contains(clean.bytes, "TestPhone")).toBe(false);
    expect(clean).toMatchObject({ width: 40, height: 30 });
  });

  it("GIF: comments are dropped", () => {
    const gif = fixture("plain.gif");
    const comment = concat(Uint8Array.of(0x21, 0xfe, 12), ascii("Maria's home"), Uint8Array.of(0));
    const clean = cleanImage(concat(gif.subarray(0, gif.length - 1), comment, Uint8Array.of(0x3b)));
    expect(contains(clean.bytes, "Maria")).toBe(false);
  });
});

describe("anything that is not exactly an image is refused", () => {
  const svg = ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const html = ascii("<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>");

  it.each([
    ["an SVG", svg],
    ["an HTML page", html],
    ["an SVG with an XML prolog", ascii('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["a PNG signature followed by HTML", concat(fixture("plain.png").subarray(0, 8), html)],
    ["a PNG with HTML after IEND", concat(fixture("plain.png"), html)],
    [
      "a PNG with a script in a text chunk",
      insertPngChunks(fixture("plain.png"), pngChunk("tEXt", ascii("c\0<script>alert(1)</script>"))),
    ],
    ["a JPEG with HTML after EOI", concat(fixture("plain.jpg"), html)],
    ["a JPEG with a ZIP after EOI", concat(fixture("plain.jpg"), ascii("PK\x03\x04payload"))],
    [
      "a JPEG with an HTML comment segment",
      insertAfterSoi(fixture("plain.jpg"), jpegSegment(0xfe, ascii("<html><script>x</script>"))),
    ],
    ["a GIF with data after its trailer", concat(fixture("plain.gif"), ascii("<script>alert(1)</script>"))],
    ["a WebP with data after its RIFF chunk", concat(fixture("exif.webp"), ascii("extra"))],
    ["an empty file", new Uint8Array(0)],
    ["random bytes", crypto.getRandomValues(new Uint8Array(256))],
    ["a PDF", ascii("%PDF-1.7\n1 0 obj <<>> endobj")],
  ])("refuses %s", (_, bytes) => {
    expect(rejection(() => cleanImage(bytes)).message).not.toBe("");
  });

  it.each(["plain.jpg", "plain.png", "plain.gif", "exif.webp", "plain.avif", "camera-gps.jpg"])(
    "refuses %s cut short at any point",
    (name) => {
      const bytes = fixture(name);
      for (const length of [1, 3, 8, 12, 20, Math.floor(bytes.length / 2), bytes.length - 2, bytes.length - 1]) {
        expect(() => cleanImage(bytes.subarray(0, length)), `${name} cut at ${length}`).toThrow();
      }
    },
  );

  it("refuses a PNG whose header checksum is wrong", () => {
    const png = fixture("plain.png").slice();
    png[20] = (png[20] ?? 0) ^ 0xff;
    expect(() => cleanImage(png)).toThrow(/header/);
  });

  it("reports which photo failed and why", () => {
    const error = rejection(() =>
      preparePhotos([
        { name: "ok.jpg", data: fixture("plain.jpg").toBase64() },
        { name: "fake.png", data: ascii("<html></html>").toBase64() },
      ]),
    );
    expect(error).toBeInstanceOf(PhotoRejected);
    expect(error).toMatchObject({ problem: "not-an-image", index: 1, photoName: "fake.png" });
  });

  it("refuses data that is not base64", () => {
    expect(rejection(() => preparePhotos([{ name: "x", data: "not*base64!" }]))).toMatchObject({ problem: "not-an-image" });
    expect(rejection(() => preparePhotos([{ name: "x", data: "data:image/png,rawtext" }]))).toMatchObject({
      problem: "not-an-image",
    });
  });
});

describe("size limits apply to the decoded bytes", () => {
  it("accepts a photo of exactly 5 MB and refuses one byte more", () => {
    const [photo] = preparePhotos([{ name: "big.jpg", data: jpegOfSize(limits.imageBytes).toBase64() }]);
    expect(photo?.bytes).toEqual(cleanImage(fixture("plain.jpg")).bytes);
    expect(
      rejection(() => preparePhotos([{ name: "big.jpg", data: jpegOfSize(limits.imageBytes + 1).toBase64() }])),
    ).toMatchObject({
      problem: "image-too-large",
      index: 0,
    });
  });

  it("accepts 20 MB in total and refuses one byte more, even when each photo fits", () => {
    const data = jpegOfSize(limits.imageBytes).toBase64();
    expect(preparePhotos(Array.from({ length: 4 }, () => ({ name: "p.jpg", data })))).toHaveLength(4);
    const extra = { name: "one-more.jpg", data: jpegOfSize(1 + fixture("plain.jpg").length).toBase64() };
    const error = rejection(() => preparePhotos([...Array.from({ length: 4 }, () => ({ name: "p.jpg", data })), extra]));
    expect(error).toMatchObject({ problem: "total-too-large", index: null });
  });
});
