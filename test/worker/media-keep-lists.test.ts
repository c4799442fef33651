import { describe, expect, it } from "vitest";
import { cleanImage } from "../../worker/domain/media";
import {
  ascii,
  avifOf,
  concat,
  contains,
  editAvifMeta,
  editAvifProperties,
  editChildren,
  editPngChunks,
  fixture,
  gifExtension,
  gifWith,
  iccProfile,
  iccpChunk,
  iccSegment,
  insertAfterSoi,
  insertPngChunks,
  isoBox,
  isoBoxes,
  jpegSegment,
  keepBoxes,
  pngChunk,
  riffChunk,
  webpChunks,
  webpOf,
  withAvifProperties,
  zlibStored,
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
    ["a JPEG's ICC profile", insertAfterSoi(jpeg, padding, iccSegment(iccProfile("<script>alert(1)</script>")))],
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
        iccpChunk(zlibStored(iccProfile("<?xpacket begin"))),
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

describe("markup far from the start", () => {
  const padding = new Uint8Array(6000);
  const vp8 =
    webpChunks(fixture("exif.webp"))
      .find((chunk) => chunk.type === "VP8 ")
      ?.chunk.subarray(8) ?? new Uint8Array(0);
  const av1 = isoBoxes(fixture("plain.avif")).find((box) => box.type === "mdat")?.body ?? new Uint8Array(0);

  /** The fixture's image data, then 6 KB, then `tail`, in a WebP's VP8 chunk or an AVIF's item. */
  const imageDataThen = {
    webp: (tail: Uint8Array) => webpOf(riffChunk("VP8 ", concat(vp8, padding, tail))),
    avif: (tail: Uint8Array) => avifOf(40, 30, concat(av1, padding, tail)),
  };
  it.each<[string, keyof typeof imageDataThen]>([
    ["<video src=x onerror=alert(1)>", "webp"],
    ["<details open ontoggle=alert(1)>", "webp"],
    ["<img src=x onerror=alert(1)>", "webp"],
    ["<textarea autofocus onfocus=alert(1)>", "avif"],
    ["<svg onload=alert(1)>", "avif"],
    ["<svg/onload=alert(1)>", "avif"],
  ])("refuses %s after 6 KB of image data in %s", (markup, format) => {
    expect(cleanImage(imageDataThen[format](new Uint8Array(0)))).toMatchObject({ width: 40, height: 30 });
    expect(() => cleanImage(imageDataThen[format](ascii(markup)))).toThrow(/markup/);
  });

  it("accepts near misses there: `<svg` and `<img` without a whole tag, and names that only begin like a tag", () => {
    const nearMisses = [
      "<svg>",
      "<img>",
      "<svg\x00onload=x>",
      "<img src=\x90>",
      "<imgs src=x>",
      "<scripts>",
      "<htm>",
      "<svg <b>",
    ];
    expect(cleanImage(imageDataThen.avif(concat(...nearMisses.map(ascii)))).bytes.length).toBeGreaterThan(6000);
    expect(() => cleanImage(avifOf(40, 30, concat(av1, ascii("<svg>"))))).toThrow(/markup/); // in the first 4 KB
  });
});

describe("kept structures are exactly as long as their fields", () => {
  const png = fixture("plain.png"); // RGB, 8 bits
  const palettePng = fixture("palette.png"); // 192 entries, each with an alpha in tRNS
  const greyPng = editPngChunks(png, (chunks) =>
    chunks.map(({ type, data }) => pngChunk(type, type === "IHDR" ? Uint8Array.of(...data.subarray(0, 9), 0, 0, 0, 0) : data)),
  );
  const replacingPng = (image: Uint8Array, type: string, data: (old: Uint8Array) => Uint8Array) =>
    editPngChunks(image, (chunks) =>
      chunks.map((chunk) => pngChunk(chunk.type, chunk.type === type ? data(chunk.data) : chunk.data)),
    );
  const withPlanted = (...fields: number[]) => concat(Uint8Array.from(fields), planted);

  it.each<[string, Uint8Array]>([
    ["gAMA", insertPngChunks(png, pngChunk("gAMA", withPlanted(0, 0, 0xb1, 0x8f)))],
    ["cHRM", insertPngChunks(png, pngChunk("cHRM", concat(new Uint8Array(32), planted)))],
    ["sRGB", insertPngChunks(png, pngChunk("sRGB", withPlanted(0)))],
    ["cICP", insertPngChunks(png, pngChunk("cICP", withPlanted(1, 13, 0, 1)))],
    ["sBIT", insertPngChunks(png, pngChunk("sBIT", withPlanted(8, 8, 8)))],
    ["an RGB tRNS", insertPngChunks(png, pngChunk("tRNS", withPlanted(0, 1, 0, 2, 0, 3)))],
    ["a grey tRNS", insertPngChunks(greyPng, pngChunk("tRNS", withPlanted(0, 1)))],
    ["a palette's tRNS, past the palette's entries", replacingPng(palettePng, "tRNS", (old) => concat(old, planted))],
    ["PLTE", replacingPng(palettePng, "PLTE", (old) => concat(old, planted))],
    ["PLTE, past 256 entries", replacingPng(palettePng, "PLTE", (old) => concat(old, planted, new Uint8Array(768 - 576 - 16)))],
    ["IEND", concat(png.subarray(0, png.length - 12), pngChunk("IEND", planted))],
  ])("PNG: refuses %s with data after its fields", (_, bytes) => {
    expect(contains(bytes, marker)).toBe(true);
    expect(() => cleanImage(bytes)).toThrow(/wrong length/);
  });

  it("PNG: accepts those chunks at their lengths, and drops a suggested palette from an RGB image", () => {
    const chunks = [
      pngChunk("gAMA", Uint8Array.of(0, 0, 0xb1, 0x8f)),
      pngChunk("cHRM", new Uint8Array(32)),
      pngChunk("sRGB", Uint8Array.of(0)),
      pngChunk("cICP", Uint8Array.of(1, 13, 0, 1)),
      pngChunk("sBIT", Uint8Array.of(8, 8, 8)),
      pngChunk("tRNS", Uint8Array.of(0, 1, 0, 2, 0, 3)),
    ];
    expect(cleanImage(insertPngChunks(png, ...chunks)).bytes).toEqual(insertPngChunks(cleanImage(png).bytes, ...chunks));
    expect(cleanImage(insertPngChunks(greyPng, pngChunk("tRNS", Uint8Array.of(0, 1)))).width).toBe(40);
    expectStrippedOfMarker(insertPngChunks(png, pngChunk("PLTE", concat(planted, new Uint8Array(2)))));
  });

  it.each<[string, Uint8Array]>([
    ["after the profile inside the zlib stream", iccpChunk(zlibStored(concat(iccProfile(), planted)))],
    ["in an unreferenced gap counted in the profile's size", iccpChunk(zlibStored(iccProfile("fake-profile-bytes", planted)))],
    ["after the zlib stream", iccpChunk(concat(zlibStored(iccProfile()), planted))],
  ])("PNG: drops an ICC profile with data %s", (_, chunk) => {
    const clean = expectStrippedOfMarker(insertPngChunks(png, chunk));
    expect(clean.bytes).toEqual(cleanImage(png).bytes);
  });

  it("PNG: keeps a well-formed ICC profile, uncompressed and under a fixed name", () => {
    const clean = expectStrippedOfMarker(insertPngChunks(png, iccpChunk(zlibStored(iccProfile()), marker)));
    expect(contains(clean.bytes, "fake-profile-bytes")).toBe(true);
  });

  const jpeg = fixture("plain.jpg");
  const scanHeader = jpeg.indexOf(0xda, 2) - 1; // FF DA, then the length and the scan header
  const scanHeaderEnd = scanHeader + 2 + (((jpeg[scanHeader + 2] ?? 0) << 8) | (jpeg[scanHeader + 3] ?? 0));
  const huffmanTable = concat(Uint8Array.of(0x00, 1), new Uint8Array(15), Uint8Array.of(0)); // one 1-bit code
  it.each<[string, Uint8Array]>([
    ["DQT", insertAfterSoi(jpeg, jpegSegment(0xdb, concat(Uint8Array.of(0), new Uint8Array(64).fill(1), planted)))],
    ["16-bit DQT", insertAfterSoi(jpeg, jpegSegment(0xdb, concat(Uint8Array.of(0x10), new Uint8Array(128).fill(1), planted)))],
    ["DHT", insertAfterSoi(jpeg, jpegSegment(0xc4, concat(huffmanTable, planted)))],
    ["DRI", insertAfterSoi(jpeg, jpegSegment(0xdd, withPlanted(0, 0)))],
    ["DAC", insertAfterSoi(jpeg, jpegSegment(0xcc, withPlanted(0x00, 0x10)))],
    [
      "a scan header",
      concat(
        jpeg.subarray(0, scanHeader),
        jpegSegment(0xda, concat(jpeg.subarray(scanHeader + 4, scanHeaderEnd), planted)),
        jpeg.subarray(scanHeaderEnd),
      ),
    ],
  ])("JPEG: refuses %s with data after its fields", (_, bytes) => {
    expect(contains(bytes, marker)).toBe(true);
    expect(() => cleanImage(bytes)).toThrow(/corrupt/);
  });

  it("JPEG: accepts those tables at their lengths", () => {
    const tables = [
      jpegSegment(0xdb, concat(Uint8Array.of(0), new Uint8Array(64).fill(1), Uint8Array.of(0x11), new Uint8Array(128).fill(1))),
      jpegSegment(0xc4, concat(huffmanTable, huffmanTable)),
      jpegSegment(0xdd, Uint8Array.of(0, 0)),
    ];
    expect(cleanImage(insertAfterSoi(jpeg, ...tables)).width).toBe(40);
  });

  it.each<[string, Uint8Array[]]>([
    ["after the profile's declared size", [iccSegment(concat(iccProfile(), planted))]],
    ["in an unreferenced gap counted in the profile's size", [iccSegment(iccProfile("fake-profile-bytes", planted))]],
    [
      "in a piece beyond the profile",
      [
        jpegSegment(0xe2, concat(ascii("ICC_PROFILE\0"), Uint8Array.of(1, 2), iccProfile())),
        jpegSegment(0xe2, concat(ascii("ICC_PROFILE\0"), Uint8Array.of(2, 2), planted)),
      ],
    ],
    [
      "in a piece numbered past the count",
      [iccSegment(), jpegSegment(0xe2, concat(ascii("ICC_PROFILE\0"), Uint8Array.of(2, 1), planted))],
    ],
  ])("JPEG: drops an ICC profile with data %s", (_, segments) => {
    const clean = expectStrippedOfMarker(insertAfterSoi(jpeg, ...segments));
    expect(clean.bytes).toEqual(cleanImage(jpeg).bytes);
  });

  it("WebP: drops an ICC profile with data after its declared size, and its VP8X flag", () => {
    const [vp8x, ...rest] = webpChunks(fixture("exif.webp")).map(({ chunk }) => chunk);
    const flagged = (vp8x ?? new Uint8Array(0)).slice();
    flagged[8] = (flagged[8] ?? 0) | 0x20;
    const clean = expectStrippedOfMarker(webpOf(flagged, riffChunk("ICCP", concat(iccProfile(), planted)), ...rest));
    expect((clean.bytes[20] ?? 0) & 0x20).toBe(0);
    const kept = cleanImage(webpOf(flagged, riffChunk("ICCP", iccProfile()), ...rest));
    expect(contains(kept.bytes, "fake-profile-bytes")).toBe(true);
    expect((kept.bytes[20] ?? 0) & 0x20).toBe(0x20);
  });

  const avif = fixture("exif.avif");
  const nclx = Uint8Array.of(...ascii("nclx"), 0, 1, 0, 13, 0, 6, 0x80);
  /** Name, type, fields, and the box's size as the specifications fix it. */
  const sizedProperties: [string, string, Uint8Array, number][] = [
    ["pasp", "pasp", Uint8Array.of(0, 0, 0, 1, 0, 0, 0, 1), 16],
    ["irot", "irot", Uint8Array.of(0), 9],
    ["imir", "imir", Uint8Array.of(0), 9],
    ["colr (nclx)", "colr", nclx, 19],
    ["a1op", "a1op", Uint8Array.of(0), 9],
    ["a1lx", "a1lx", Uint8Array.of(0, 0, 1, 0, 2, 0, 3), 15],
    ["a1lx with 32-bit sizes", "a1lx", Uint8Array.of(1, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3), 21],
    ["lsel", "lsel", Uint8Array.of(0xff, 0xff), 10],
  ];

  it.each<[string, Uint8Array]>([
    ...sizedProperties.map(([name, type, fields]): [string, Uint8Array] => [
      name,
      withAvifProperties(avif, isoBox(type, fields, planted)),
    ]),
    ...["ispe", "pixi"].map((type): [string, Uint8Array] => [
      type,
      editAvifProperties(avif, (properties) =>
        properties.map((box) => isoBox(box.type, box.body, box.type === type ? planted : new Uint8Array(0))),
      ),
    ]),
  ])("AVIF: refuses %s with data after its fields", (_, bytes) => {
    expect(contains(bytes, marker)).toBe(true);
    expect(() => cleanImage(bytes)).toThrow(/wrong size/);
  });

  it("AVIF: keeps those properties at their sizes", () => {
    const boxes = sizedProperties.map(([, type, fields]) => isoBox(type, fields));
    expect(boxes.map((box) => box.length)).toEqual(sizedProperties.map(([, , , size]) => size));
    const clean = cleanImage(withAvifProperties(avif, ...boxes));
    for (const box of boxes) expect(contains(clean.bytes, String.fromCharCode(...box))).toBe(true);
  });

  it.each<[string, Uint8Array]>([
    [
      "a colr ICC profile with data after its declared size",
      withAvifProperties(avif, isoBox("colr", ascii("prof"), iccProfile(), planted)),
    ],
    [
      "a colr ICC profile with data in an unreferenced gap",
      withAvifProperties(avif, isoBox("colr", ascii("prof"), iccProfile("fake-profile-bytes", planted))),
    ],
    ["a colr of an unknown colour type", withAvifProperties(avif, isoBox("colr", ascii("zzzz"), planted))],
    [
      "copies of the sequence header in av1C",
      editAvifProperties(avif, (properties) =>
        properties.map((box) => isoBox(box.type, box.body, box.type === "av1C" ? planted : new Uint8Array(0))),
      ),
    ],
    [
      "an alpha plane's auxC subtype, after its URN",
      editAvifProperties(fixture("alpha.avif"), (properties) =>
        properties.map((box) => isoBox(box.type, box.body, box.type === "auxC" ? planted : new Uint8Array(0))),
      ),
    ],
  ])("AVIF: drops %s", (_, bytes) => {
    expectStrippedOfMarker(bytes);
  });

  it("AVIF: keeps a colr with a well-formed ICC profile, and the alpha plane's URN", () => {
    const clean = cleanImage(withAvifProperties(avif, isoBox("colr", ascii("prof"), iccProfile())));
    expect(contains(clean.bytes, "fake-profile-bytes")).toBe(true);
    expect(contains(cleanImage(fixture("alpha.avif")).bytes, "urn:mpeg:mpegB:cicp:systems:auxiliary:alpha\0")).toBe(true);
  });
});
