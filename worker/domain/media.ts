import { Unzlib } from "fflate";
import { limits } from "../../src/lib/quote";

/**
 * Photo intake, facing the internet. What a file is comes from its bytes, never from the name or
 * type the browser claims: each format is recognised by its magic number and walked structure by
 * structure to its end. The walk is structural (no pixel decoding, which costs a Worker about a
 * second per photo) and bounded: every count is checked against the bytes present before
 * anything is allocated, structures and scans are capped, and a frame may not exceed 8192 px per
 * side or 50 MP, nor an animation 50 MP in total. The size recorded is the one a decoder draws;
 * where two fields describe it they must agree. What is stored is a copy rebuilt from a keep-list
 * of what draws the image, each kept structure exactly as long as its fields, so EXIF with GPS,
 * XMP, comments, text, C2PA and anything unknown are gone and nothing rides after a kept field;
 * markup anywhere in that copy is refused.
 */

export type ImageFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

export type CleanImage = {
  format: ImageFormat;
  contentType: `image/${ImageFormat}`;
  width: number;
  height: number;
  bytes: Uint8Array;
};

export type PreparedPhoto = CleanImage & { originalName: string };

export type PhotoProblem = "image-too-large" | "total-too-large" | "not-an-image";

export class PhotoRejected extends Error {
  constructor(
    readonly problem: PhotoProblem,
    /** Position in the upload list, or null when the problem is the whole set. */
    readonly index: number | null,
    readonly photoName: string,
    reason: string,
  ) {
    super(reason);
    this.name = "PhotoRejected";
  }
}

class NotAnImage extends Error {}

/**
 * Larger images are decompression bombs for whoever opens them, whatever their file size. Phones
 * take at most 50 MP; the form downscales to 2560 px per side. The pixel cap holds per frame and
 * summed over an animation's frames.
 */
export const maxSide = 8192;
export const maxPixels = 50_000_000;
/** Chunks, segments, blocks, boxes or OBUs per file: real photos have tens to hundreds. */
const maxStructures = 5000;
/** Progressive JPEGs have about ten scans; thousands hang the browser that opens one. */
const maxJpegScans = 100;
/** Gain maps, MPF previews: phones append one or two images after the main one. */
const maxAppendedImages = 4;

/**
 * Markup that makes a browser or viewer treat bytes as a document, run them, load or embed
 * content, or take input; refused anywhere in a stored copy. A tag counts only with a tag-ending
 * byte after its name. In random bytes, which is what compressed pixel data looks like, `<`, a
 * given name of four letters or more and an ending occur once in 2^41 bytes (a terabyte); with
 * three letters once in 2^34 bytes, in about one 5 MB photo in 4,000.
 */
const documentTags = [
  "!doctype",
  "?php",
  "html",
  "head",
  "body",
  "title",
  "base",
  "meta",
  "link",
  "style",
  "script",
  "noscript",
  "template",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "portal",
  "form",
  "input",
  "button",
  "select",
  "textarea",
  "details",
  "dialog",
  "marquee",
  "plaintext",
  "video",
  "audio",
  "source",
  "track",
  "picture",
  "canvas",
  "image",
  "math",
  "animate",
  "foreignobject",
  "xsl:stylesheet",
];
/** XML and XMP packets: metadata carriers, never part of what draws an image. */
const xmlTags = ["?xml", "?xml-stylesheet", "?xpacket", "x:xmpmeta", "rdf:rdf", "x:xapmeta"];
/**
 * `<svg` and `<img` are refused anywhere in the first 4 KB, where browsers sniff, and beyond it
 * only as a whole tag: an ending, then printable ASCII up to a closing `>`, as in
 * `<img src=x onerror=...>`, which random bytes make about once in 2^41 bytes.
 */
const shortTags = new Set(["svg", "img"]);
const sniffWindowBytes = 4096;

type MarkupRule = { tags: ReadonlySet<string>; within: number; whole?: boolean };
/** Uploads that begin like a page are refused outright, whatever follows (metadata may hold XMP). */
const uploadRules: MarkupRule[] = [{ tags: new Set([...documentTags, "svg"]), within: sniffWindowBytes }];
const storedCopyRules: MarkupRule[] = [
  { tags: new Set([...documentTags, ...xmlTags]), within: Number.POSITIVE_INFINITY },
  { tags: shortTags, within: sniffWindowBytes },
  { tags: shortTags, within: Number.POSITIVE_INFINITY, whole: true },
];
const longestTag = Math.max(...[...documentTags, ...xmlTags].map((tag) => tag.length));

/**
 * Decodes, size-checks and cleans the photos of one submission, in order. Throws PhotoRejected
 * naming the first photo (or the set) that cannot be accepted.
 */
export function preparePhotos(images: ReadonlyArray<{ name: string; data: string }>): PreparedPhoto[] {
  const decoded = images.map((image, index) => {
    try {
      return decodeImageData(image.data);
    } catch {
      throw new PhotoRejected("not-an-image", index, image.name, "The data is not base64.");
    }
  });
  decoded.forEach((bytes, index) => {
    if (bytes.length > limits.imageBytes) {
      throw new PhotoRejected("image-too-large", index, images[index]?.name ?? "", `${bytes.length} bytes`);
    }
  });
  const total = decoded.reduce((sum, bytes) => sum + bytes.length, 0);
  if (total > limits.totalImageBytes) throw new PhotoRejected("total-too-large", null, "", `${total} bytes in total`);

  return decoded.map((bytes, index) => {
    const originalName = images[index]?.name ?? "";
    try {
      return { ...cleanImage(bytes), originalName };
    } catch (error) {
      // Bytes a parser cannot handle are still the client's upload, not a server fault; a parser bug must be seen, though.
      if (!(error instanceof NotAnImage)) console.error(`Image parser failed on "${originalName}":`, error);
      throw new PhotoRejected("not-an-image", index, originalName, error instanceof Error ? error.message : String(error));
    }
  });
}

/** workerd has the TC39 `Uint8Array.fromBase64`; TypeScript's libs outside the Worker do not declare it yet. */
type Base64Decoder = { fromBase64(base64: string): Uint8Array };

/** Base64, either plain or as a data URL ("data:image/png;base64,..."). */
function decodeImageData(data: string): Uint8Array {
  let payload = data;
  if (data.startsWith("data:")) {
    const comma = data.indexOf(",");
    if (comma < 0 || !/;base64$/i.test(data.slice(0, comma))) throw new NotAnImage("Not a base64 data URL.");
    payload = data.slice(comma + 1);
  }
  return (Uint8Array as unknown as Base64Decoder).fromBase64(payload);
}

/** Proves what the bytes are and returns a metadata-free copy. Throws NotAnImage otherwise. */
export function cleanImage(bytes: Uint8Array): CleanImage {
  if (bytes.length === 0) throw new NotAnImage("The file is empty.");
  refuseMarkup(bytes, uploadRules);
  const image = parseByFormat(bytes);
  checkFrameSize(image.width, image.height);
  refuseMarkup(image.bytes, storedCopyRules);
  return image;
}

function parseByFormat(bytes: Uint8Array): CleanImage {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return cleanJpeg(bytes);
  if (startsWith(bytes, pngSignature)) return cleanPng(bytes);
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return cleanGif(bytes);
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return cleanWebp(bytes);
  if (ascii(bytes, 4, 4) === "ftyp") return cleanAvif(bytes);
  throw new NotAnImage("Not a JPEG, PNG, WebP, GIF or AVIF file.");
}

function checkFrameSize(width: number, height: number) {
  if (width === 0 || height === 0) throw new NotAnImage("The image has no pixels.");
  if (width > maxSide || height > maxSide || width * height > maxPixels) {
    throw new NotAnImage(`${width}x${height} is too many pixels.`);
  }
}

/** Counts what a parser walks (chunks, frames and their pixels) and refuses past the caps. */
class Budget {
  private structures = 0;
  private pixels = 0;
  constructor(private readonly format: string) {}
  structure() {
    if (++this.structures > maxStructures) throw new NotAnImage(`The ${this.format} has too many parts.`);
  }
  frame(width: number, height: number) {
    checkFrameSize(width, height);
    this.pixels += width * height;
    if (this.pixels > maxPixels) throw new NotAnImage("The animation has too many pixels in total.");
  }
}

/** Refuses a `<` followed by a tag of one of the rules, within that rule's distance from the start. */
function refuseMarkup(bytes: Uint8Array, rules: readonly MarkupRule[]) {
  const reach = Math.min(bytes.length, Math.max(...rules.map((rule) => rule.within)));
  for (let pos = bytes.indexOf(0x3c); pos >= 0 && pos < reach; pos = bytes.indexOf(0x3c, pos + 1)) {
    const name = tagNameAt(bytes, pos + 1);
    if (!name) continue;
    const after = pos + 1 + name.length;
    for (const rule of rules) {
      if (pos >= rule.within || !rule.tags.has(name)) continue;
      if (rule.whole ? isWholeTag(bytes, after) : endsTag(bytes, after)) throw new NotAnImage(`Contains markup (<${name}).`);
    }
  }
}

/**
 * Every refused tag, indexed by its length and first character: the scan then compares a
 * candidate's bytes in place, so a flood of near misses (`<scrip`, `<htm`...) allocates nothing.
 */
const tagsByLengthAndStart: string[][] = Array.from({ length: (longestTag + 1) << 7 }, () => []);
for (const tag of new Set([...documentTags, ...xmlTags, ...shortTags])) {
  tagsByLengthAndStart[(tag.length << 7) | tag.charCodeAt(0)]?.push(tag);
}

/** The refused tag named after a `<`, or "" (what most `<` in pixel data give). */
function tagNameAt(bytes: Uint8Array, from: number): string {
  const limit = Math.min(bytes.length, from + longestTag + 1);
  let end = from;
  while (end < limit && tagNameBytes[bytes[end] as number]) end++;
  for (const tag of tagsByLengthAndStart[((end - from) << 7) | (lowerCase(bytes, from) & 0x7f)] ?? []) {
    let index = 1;
    while (index < tag.length && lowerCase(bytes, from + index) === tag.charCodeAt(index)) index++;
    if (index === tag.length) return tag;
  }
  return "";
}

/** Letters, digits, `:`, `!`, `?` and `-`, as a table: the scan looks at every byte after a `<`. */
const tagNameBytes = Uint8Array.from({ length: 256 }, (_, byte) => (/[A-Za-z0-9:!?-]/.test(String.fromCharCode(byte)) ? 1 : 0));
/** `| 0x20` lower-cases letters and leaves the other name bytes as they are. */
const lowerCase = (bytes: Uint8Array, index: number) => at(bytes, index) | 0x20;
const isSpace = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d;
const endsTag = (bytes: Uint8Array, pos: number) =>
  pos >= bytes.length || isSpace(at(bytes, pos)) || at(bytes, pos) === 0x2f || at(bytes, pos) === 0x3e;

/** After a tag's name: an ending other than `>`, then printable ASCII (no `<`) up to a closing `>`. */
function isWholeTag(bytes: Uint8Array, from: number): boolean {
  if (from >= bytes.length || !endsTag(bytes, from) || at(bytes, from) === 0x3e) return false;
  for (let pos = from + 1; pos < bytes.length; pos++) {
    const byte = at(bytes, pos);
    if (byte === 0x3e) return true;
    if (byte === 0x3c || (byte < 0x20 && !isSpace(byte)) || byte > 0x7e) return false;
  }
  return false;
}

// ---------------------------------------------------------------------------------------- JPEG

type JpegScan = {
  /** Segments to store, in order: tables, frame header, scans with their data. */
  image: Uint8Array[];
  width: number;
  height: number;
  jfif: Uint8Array | null;
  /** APP2 ICC_PROFILE payloads, in file order. */
  iccPieces: Uint8Array[];
  adobe: Uint8Array | null;
  orientation: number;
  /** Position right after EOI. */
  end: number;
};

/**
 * Rebuilt from a keep-list: the frame header (exactly one), scans and their entropy-coded data,
 * quantisation, Huffman and arithmetic tables, restart intervals, each exactly as long as its
 * fields; a minimal JFIF header without thumbnail, a well-formed ICC profile, a minimal Adobe
 * segment (without it CMYK files decode with wrong colours), and the EXIF orientation as a lone
 * tag (phone photos are stored sideways and rely on it). Every other APPn (EXIF with GPS, XMP,
 * MPF, JFXX thumbnails, C2PA) and comments are dropped; reserved and unknown markers are refused.
 * What follows EOI must be a known phone trailer.
 */
function cleanJpeg(bytes: Uint8Array): CleanImage {
  const main = walkJpeg(bytes, 0);
  skipJpegTrailer(bytes, main.end);
  const header: Uint8Array[] = [bytes.subarray(0, 2)];
  if (main.jfif) header.push(main.jfif);
  if (main.orientation !== 1) header.push(orientationSegment(main.orientation));
  header.push(...jpegIccSegments(main.iccPieces));
  if (main.adobe) header.push(main.adobe);
  const eoi = Uint8Array.of(0xff, 0xd9);
  return {
    format: "jpeg",
    contentType: "image/jpeg",
    width: main.width,
    height: main.height,
    bytes: concat([...header, ...main.image, eoi]),
  };
}

const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** DHT, DAC, DQT, DRI. */
const isJpegTable = (marker: number) => marker === 0xc4 || marker === 0xcc || marker === 0xdb || marker === 0xdd;

function walkJpeg(bytes: Uint8Array, start: number): JpegScan {
  const found: JpegScan = { image: [], width: 0, height: 0, jfif: null, iccPieces: [], adobe: null, orientation: 1, end: 0 };
  const budget = new Budget("JPEG");
  let pos = start + 2;
  let scans = 0;
  for (;;) {
    budget.structure();
    if (at(bytes, pos) !== 0xff) throw new NotAnImage(pos >= bytes.length ? "The JPEG is truncated." : "The JPEG is corrupt.");
    while (at(bytes, pos) === 0xff) pos++; // fill bytes before a marker
    if (pos >= bytes.length) throw new NotAnImage("The JPEG is truncated.");
    const marker = at(bytes, pos);
    pos++;
    if (marker === 0xd9) {
      if (scans === 0) throw new NotAnImage("The JPEG has no image data.");
      found.end = pos;
      return found;
    }
    const known =
      isStartOfFrame(marker) || isJpegTable(marker) || marker === 0xda || (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe;
    if (!known) throw new NotAnImage(`The JPEG has a reserved or unknown marker (FF${marker.toString(16).toUpperCase()}).`);
    if (pos + 2 > bytes.length) throw new NotAnImage("The JPEG is truncated.");
    const segmentEnd = pos + readU16(bytes, pos);
    if (segmentEnd < pos + 2) throw new NotAnImage("The JPEG is corrupt.");
    if (segmentEnd > bytes.length) throw new NotAnImage("The JPEG is truncated.");
    const segment = bytes.subarray(pos - 2, segmentEnd);
    const payload = bytes.subarray(pos + 2, segmentEnd);
    pos = segmentEnd;

    if (isStartOfFrame(marker)) {
      if (found.width !== 0) throw new NotAnImage("The JPEG has two frame headers.");
      const components = at(payload, 5);
      if (payload.length !== 6 + 3 * components || components === 0) throw new NotAnImage("The JPEG frame header is corrupt.");
      // A height of 0 defers it to a DNL marker after the first scan; decoders disagree on those.
      [found.width, found.height] = [readU16(payload, 3), readU16(payload, 1)];
      checkFrameSize(found.width, found.height);
      found.image.push(segment);
    } else if (isJpegTable(marker)) {
      checkJpegTables(marker, payload);
      found.image.push(segment);
    } else if (marker === 0xda) {
      if (found.width === 0) throw new NotAnImage("The JPEG has no frame header.");
      if (++scans > maxJpegScans) throw new NotAnImage("The JPEG has too many scans.");
      const components = at(payload, 0);
      if (components === 0 || components > 4 || payload.length !== 4 + 2 * components) {
        throw new NotAnImage("The JPEG scan header is corrupt.");
      }
      const scanEnd = entropyCodedEnd(bytes, pos);
      found.image.push(segment, bytes.subarray(pos, scanEnd));
      pos = scanEnd;
    } else if (marker === 0xe0 && ascii(payload, 0, 5) === "JFIF\0" && payload.length >= 14) {
      found.jfif = jfifSegment(payload);
    } else if (marker === 0xe1) {
      found.orientation = exifOrientation(payload) ?? found.orientation;
    } else if (marker === 0xe2 && ascii(payload, 0, 12) === "ICC_PROFILE\0") {
      found.iccPieces.push(payload);
    } else if (marker === 0xee && ascii(payload, 0, 5) === "Adobe" && payload.length >= 12) {
      // Version 100, no flags: decoders read only the colour transform.
      found.adobe = jpegSegment(0xee, Uint8Array.of(...asciiBytes("Adobe"), 0, 100, 0, 0, 0, 0, at(payload, 11)));
    }
  }
}

/**
 * A table segment must be exactly as long as the tables it declares (ITU T.81 B.2.4): per table,
 * DQT 1 + 64 bytes (8-bit) or 1 + 128 (16-bit), DHT 17 bytes plus one per code its counts declare,
 * DAC 2 bytes; DRI is 2 bytes.
 */
function checkJpegTables(marker: number, payload: Uint8Array) {
  let pos = marker === 0xdd ? 2 : 0;
  while (pos < payload.length && marker !== 0xdd) {
    const table = at(payload, pos); // precision or class in the high four bits, destination in the low
    if (table >> 4 > 1 || (table & 0x0f) > 3) break;
    if (marker === 0xdb) {
      pos += 1 + 64 * (1 + (table >> 4));
    } else if (marker === 0xc4) {
      let codes = 0;
      for (let length = 1; length <= 16; length++) codes += at(payload, pos + length);
      if (codes > 256) break;
      pos += 17 + codes;
    } else {
      pos += 2;
    }
  }
  if (pos !== payload.length) throw new NotAnImage("The JPEG tables are corrupt.");
}

/**
 * The ICC profile, split over APP2 segments numbered 1 to n (ICC.1 B.4), is kept only when every
 * piece is there once and together they make a well-formed profile; it is stored re-split. A
 * broken one is dropped, as decoders ignore it.
 */
function jpegIccSegments(pieces: Uint8Array[]): Uint8Array[] {
  const count = pieces.length;
  const ordered: Uint8Array[] = [];
  for (const piece of pieces) {
    const sequence = at(piece, 12);
    if (at(piece, 13) !== count || sequence === 0 || sequence > count || ordered[sequence - 1]) return [];
    ordered[sequence - 1] = piece.subarray(14);
  }
  const profile = concat(ordered);
  if (!isWellFormedIcc(profile)) return [];
  const pieceBytes = 65535 - 2 - 14;
  const total = Math.ceil(profile.length / pieceBytes);
  return Array.from({ length: total }, (_, index) =>
    jpegSegment(
      0xe2,
      concat([
        asciiBytes("ICC_PROFILE\0"),
        Uint8Array.of(index + 1, total),
        profile.subarray(index * pieceBytes, (index + 1) * pieceBytes),
      ]),
    ),
  );
}

/** End of a scan's entropy-coded data: the first 0xFF that starts a real marker. */
function entropyCodedEnd(bytes: Uint8Array, from: number): number {
  let pos = from;
  for (;;) {
    pos = bytes.indexOf(0xff, pos);
    if (pos < 0 || pos + 1 >= bytes.length) throw new NotAnImage("The JPEG is truncated.");
    const next = at(bytes, pos + 1);
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7))
      pos += 2; // stuffed byte or restart marker
    else if (next === 0xff) pos += 1;
    else return pos;
  }
}

/** JFIF version 1.01 with the original density and no thumbnail. */
function jfifSegment(payload: Uint8Array): Uint8Array {
  const units = at(payload, 7);
  const [x, y] = [readU16(payload, 8), readU16(payload, 10)];
  const density = units <= 2 && x > 0 && y > 0 ? [units, x >> 8, x & 0xff, y >> 8, y & 0xff] : [0, 0, 1, 0, 1];
  return jpegSegment(0xe0, Uint8Array.of(...asciiBytes("JFIF\0"), 1, 1, ...density, 0, 0));
}

/**
 * Phones append data after the main image's EOI: Ultra HDR gain maps and MPF pictures are
 * further JPEGs, Google motion photos an MP4, Samsung a SEFH…SEFT trailer (motion and edit
 * data); some encoders pad with zeros. All of it is dropped, never stored. Anything else after
 * EOI (HTML, ZIP, script) makes a polyglot and the upload is refused.
 */
function skipJpegTrailer(bytes: Uint8Array, from: number) {
  const end = samsungTrailerStart(bytes, from) ?? bytes.length;
  let pos = from;
  for (let appended = 0; pos < end; appended++) {
    if (appended === maxAppendedImages) throw new NotAnImage("The JPEG has too much data after its end.");
    if (startsWith(bytes.subarray(pos, end), [0xff, 0xd8, 0xff])) {
      pos = walkJpeg(bytes.subarray(0, end), pos).end;
    } else if (ascii(bytes, pos + 4, 4) === "ftyp") {
      readBoxes(bytes, pos, end); // an MP4 whose boxes tile the rest exactly
      pos = end;
    } else if (allZero(bytes, pos, end)) {
      pos = end;
    } else {
      throw new NotAnImage("The JPEG has data after its end.");
    }
  }
}

/** Padding: zeros to the end (a plain loop; `every` with a callback is slower on megabytes). */
function allZero(bytes: Uint8Array, from: number, to: number): boolean {
  for (let pos = from; pos < to; pos++) if (bytes[pos] !== 0) return false;
  return true;
}

/**
 * Samsung's trailer ends with a directory: "SEFH", version, entry count, then per entry a type,
 * the distance back from "SEFH" to a data block and the block's length; after it the directory's
 * length and "SEFT". Recognised only when every block lies between `from` and the directory and
 * together they cover that span. Returns where the trailer begins, or null without one.
 */
function samsungTrailerStart(bytes: Uint8Array, from: number): number | null {
  const end = bytes.length;
  if (end - from < 24 || ascii(bytes, end - 4, 4) !== "SEFT") return null;
  const directoryLength = readU32LE(bytes, end - 8);
  const directory = end - 8 - directoryLength;
  if (directory < from || ascii(bytes, directory, 4) !== "SEFH") throw new NotAnImage("The JPEG's Samsung trailer is corrupt.");
  const count = readU32LE(bytes, directory + 8);
  if (12 + count * 12 > directoryLength || count === 0 || count > maxStructures)
    throw new NotAnImage("The JPEG's Samsung trailer is corrupt.");
  const blocks: [number, number][] = [];
  for (let entry = 0; entry < count; entry++) {
    const at = directory + 12 + entry * 12;
    const start = directory - readU32LE(bytes, at + 4);
    const length = readU32LE(bytes, at + 8);
    if (start < from || start + length > directory) throw new NotAnImage("The JPEG's Samsung trailer is corrupt.");
    blocks.push([start, start + length]);
  }
  blocks.sort((a, b) => a[0] - b[0]);
  let covered = blocks[0]?.[0] ?? directory;
  for (const [start, blockEnd] of blocks) {
    if (start > covered) throw new NotAnImage("The JPEG's Samsung trailer is corrupt.");
    covered = Math.max(covered, blockEnd);
  }
  if (covered !== directory) throw new NotAnImage("The JPEG's Samsung trailer is corrupt.");
  return blocks[0]?.[0] ?? directory;
}

function exifOrientation(app1: Uint8Array): number | null {
  if (ascii(app1, 0, 6) !== "Exif\0\0" || app1.length < 14) return null;
  const tiff = app1.subarray(6);
  const order = ascii(tiff, 0, 2);
  if (order !== "II" && order !== "MM") return null;
  const little = order === "II";
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  if (view.getUint16(2, little) !== 42) return null;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return null;
  const entries = Math.min(view.getUint16(ifd, little), Math.floor((tiff.length - ifd - 2) / 12));
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12;
    if (view.getUint16(entry, little) !== 0x0112) continue;
    const isShort = view.getUint16(entry + 2, little) === 3;
    const value = view.getUint16(entry + 8, little);
    return isShort && value >= 1 && value <= 8 ? value : null;
  }
  return null;
}

/** An APP1 EXIF segment holding nothing but the orientation tag. */
function orientationSegment(orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  return jpegSegment(0xe1, Uint8Array.of(...asciiBytes("Exif\0\0"), ...tiff));
}

function jpegSegment(marker: number, payload: Uint8Array): Uint8Array {
  const length = payload.length + 2;
  return concat([Uint8Array.of(0xff, marker, length >> 8, length & 0xff), payload]);
}

// ----------------------------------------------------------------------------------------- PNG

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The critical chunks and those that set colour and transparency; everything else is dropped. */
const keptPngChunks = new Set(["IHDR", "PLTE", "IDAT", "IEND", "tRNS", "cHRM", "gAMA", "iCCP", "sBIT", "sRGB", "cICP"]);
/** Data lengths of the fixed-size colour chunks (PNG, third edition, 11.3). */
const pngChunkLengths = new Map([
  ["gAMA", 4],
  ["cHRM", 32],
  ["sRGB", 1],
  ["cICP", 4],
  ["IEND", 0],
]);
/** Per colour type (grey, -, RGB, palette, grey+alpha, -, RGBA): sBIT has a byte per channel, a palette's being RGB. */
const sBitLengths = [1, 0, 3, 3, 2, 0, 4];
/** tRNS holds a 16-bit grey or three 16-bit RGB values; palette images have an alpha per entry instead. */
const tRnsLengths = [2, 0, 6];
/** Inflated, a PNG's ICC profile may be this large; RGB and grey profiles are a few kilobytes. */
const maxPngIccBytes = 1 << 20;

type PngHeader = { colourType: number; bitDepth: number; paletteEntries: number };

/**
 * Rebuilt from the critical chunks and the colour and transparency chunks, each exactly as long
 * as its fields and stored with a fresh CRC; IDAT is kept as it is.
 */
function cleanPng(bytes: Uint8Array): CleanImage {
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  const budget = new Budget("PNG");
  const seen = new Set<string>();
  const header: PngHeader = { colourType: 0, bitDepth: 0, paletteEntries: 0 };
  let pos = 8;
  let width = 0;
  let height = 0;
  for (;;) {
    budget.structure();
    if (pos + 12 > bytes.length) throw new NotAnImage("The PNG is truncated.");
    const length = readU32(bytes, pos);
    const type = ascii(bytes, pos + 4, 4);
    const end = pos + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || length > 0x7fffffff) throw new NotAnImage("The PNG is corrupt.");
    if (end > bytes.length) throw new NotAnImage("The PNG is truncated.");
    const data = bytes.subarray(pos + 8, end - 4);
    if (pos === 8) {
      if (type !== "IHDR" || length !== 13 || crc32(bytes.subarray(pos + 4, end - 4)) !== readU32(bytes, end - 4)) {
        throw new NotAnImage("The PNG header is corrupt.");
      }
      [header.bitDepth, header.colourType] = [at(data, 8), at(data, 9)];
      const depths = [[1, 2, 4, 8, 16], [], [8, 16], [1, 2, 4, 8], [8, 16], [], [8, 16]][header.colourType] ?? [];
      if (!depths.includes(header.bitDepth) || at(data, 10) !== 0 || at(data, 11) !== 0 || at(data, 12) > 1) {
        throw new NotAnImage("The PNG header is corrupt.");
      }
      [width, height] = [readU32(data, 0), readU32(data, 4)];
      checkFrameSize(width, height);
    }
    const critical = (at(bytes, pos + 4) & 0x20) === 0;
    if (critical && !keptPngChunks.has(type)) throw new NotAnImage(`The PNG has an unknown critical chunk (${type}).`);
    if (type !== "IDAT" && keptPngChunks.has(type) && seen.has(type)) throw new NotAnImage(`The PNG has two ${type} chunks.`);
    if (type === "IDAT" && header.colourType === 3 && !seen.has("PLTE")) throw new NotAnImage("The PNG has no palette.");
    seen.add(type);
    if (type === "IDAT") kept.push(bytes.subarray(pos, end));
    else if (keptPngChunks.has(type)) kept.push(...keptPngChunk(type, data, header));
    pos = end;
    if (type === "IEND") break;
  }
  if (!seen.has("IDAT")) throw new NotAnImage("The PNG has no image data.");
  if (pos !== bytes.length) throw new NotAnImage("The PNG has data after its end.");
  return { format: "png", contentType: "image/png", width, height, bytes: concat(kept) };
}

/**
 * A kept chunk other than IDAT, rebuilt, or nothing: a palette is dropped from truecolour images,
 * which do not draw with it, and an ICC profile that is not well formed is dropped. Any length
 * its fields do not explain is refused.
 */
function keptPngChunk(type: string, data: Uint8Array, header: PngHeader): Uint8Array[] {
  const { colourType, bitDepth } = header;
  const fixedLength = pngChunkLengths.get(type);
  const wrongLength = () => new NotAnImage(`The PNG's ${type} chunk has the wrong length.`);
  if (fixedLength !== undefined && data.length !== fixedLength) throw wrongLength();
  if (type === "sBIT" && data.length !== sBitLengths[colourType]) throw wrongLength();
  if (type === "PLTE") {
    const entries = data.length / 3;
    if (colourType === 0 || colourType === 4) throw new NotAnImage("A grey PNG has a palette.");
    if (!Number.isInteger(entries) || entries === 0 || entries > (colourType === 3 ? 2 ** bitDepth : 256)) throw wrongLength();
    if (colourType !== 3) return [];
    header.paletteEntries = entries;
  }
  if (type === "tRNS") {
    if (colourType === 4 || colourType === 6) throw new NotAnImage("A PNG with an alpha channel has a tRNS chunk.");
    const fits =
      colourType === 3 ? data.length >= 1 && data.length <= header.paletteEntries : data.length === tRnsLengths[colourType];
    if (!fits) throw wrongLength();
  }
  if (type === "iCCP") return pngIccChunk(data);
  return [pngChunk(type, data)];
}

/**
 * iCCP: a profile name, a compression method, then the zlib-compressed profile. Kept only when the
 * stream fills the chunk and inflates to a well-formed profile, and stored under a fixed name as
 * uncompressed (stored) zlib blocks, so neither the name nor the compressed stream carries anything.
 */
function pngIccChunk(data: Uint8Array): Uint8Array[] {
  const nameEnd = data.subarray(0, 80).indexOf(0);
  if (nameEnd < 1 || at(data, nameEnd + 1) !== 0) return [];
  const profile = inflateZlib(data.subarray(nameEnd + 2), maxPngIccBytes);
  if (!profile || !isWellFormedIcc(profile)) return [];
  return [pngChunk("iCCP", concat([asciiBytes("ICC Profile\0\0"), zlibStored(profile)]))];
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(asciiBytes(type), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

// ----------------------------------------------------------------------------------------- GIF

/**
 * Rebuilt from the screen descriptor with its colour table, image descriptors with their
 * colour tables and LZW data, graphic control extensions and the NETSCAPE loop count. Comments,
 * plain text and other application extensions (XMP, ICC) are dropped. The size is the logical
 * screen, and every frame must lie inside it: decoders grow the canvas to fit a frame.
 */
function cleanGif(bytes: Uint8Array): CleanImage {
  if (bytes.length < 13) throw new NotAnImage("The GIF is truncated.");
  const width = readU16LE(bytes, 6);
  const height = readU16LE(bytes, 8);
  checkFrameSize(width, height);
  let pos = 13 + colorTableBytes(at(bytes, 10));
  const kept: Uint8Array[] = [bytes.subarray(0, pos)];
  const budget = new Budget("GIF");
  let sawImage = false;
  for (;;) {
    budget.structure();
    if (pos >= bytes.length) throw new NotAnImage("The GIF is truncated.");
    const block = at(bytes, pos);
    if (block === 0x3b) {
      kept.push(bytes.subarray(pos, pos + 1));
      pos += 1;
      break;
    }
    if (block === 0x2c) {
      if (pos + 11 > bytes.length) throw new NotAnImage("The GIF is truncated.");
      const [left, top, frameWidth, frameHeight] = [1, 3, 5, 7].map((offset) => readU16LE(bytes, pos + offset)) as [
        number,
        number,
        number,
        number,
      ];
      budget.frame(frameWidth, frameHeight);
      if (left + frameWidth > width || top + frameHeight > height) throw new NotAnImage("A GIF frame lies outside its screen.");
      const end = skipGifSubBlocks(bytes, pos + 10 + colorTableBytes(at(bytes, pos + 9)) + 1);
      kept.push(bytes.subarray(pos, end));
      sawImage = true;
      pos = end;
    } else if (block === 0x21) {
      const label = at(bytes, pos + 1);
      const end = skipGifSubBlocks(bytes, pos + 2);
      if (label === 0xf9) {
        if (at(bytes, pos + 2) !== 4) throw new NotAnImage("The GIF is corrupt.");
        kept.push(Uint8Array.of(...bytes.subarray(pos, pos + 7), 0));
      } else if (label === 0xff && at(bytes, pos + 2) === 11 && ascii(bytes, pos + 3, 11) === "NETSCAPE2.0") {
        // Sub-block 1 holds the loop count; anything else in the extension is dropped.
        if (at(bytes, pos + 14) >= 3 && at(bytes, pos + 15) === 1) {
          kept.push(
            Uint8Array.of(0x21, 0xff, 11, ...asciiBytes("NETSCAPE2.0"), 3, 1, at(bytes, pos + 16), at(bytes, pos + 17), 0),
          );
        }
      }
      pos = end;
    } else {
      throw new NotAnImage("The GIF is corrupt.");
    }
  }
  if (!sawImage) throw new NotAnImage("The GIF has no image.");
  if (pos !== bytes.length) throw new NotAnImage("The GIF has data after its end.");
  return { format: "gif", contentType: "image/gif", width, height, bytes: concat(kept) };
}

const colorTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

function skipGifSubBlocks(bytes: Uint8Array, from: number): number {
  const end = bytes.length;
  for (let pos = from; pos < end; ) {
    const size = bytes[pos] as number; // a tight loop: image data may come in a million 1-byte sub-blocks
    pos += 1 + size;
    if (size === 0) return pos;
  }
  throw new NotAnImage("The GIF is truncated.");
}

// ---------------------------------------------------------------------------------------- WebP

const vp8xIcc = 0x20;
const vp8xAlpha = 0x10;
const vp8xAnimation = 0x02;

type RiffChunk = { type: string; data: Uint8Array };

/**
 * Rebuilt from VP8X, ICCP (when the profile is well formed), ANIM, ANMF (keeping only their ALPH
 * and bitstream sub-chunks), ALPH and the VP8/VP8L bitstream; EXIF, XMP and unknown chunks are
 * dropped. The size a decoder draws is the bitstream's; a VP8X canvas must agree with it, and
 * animation frames must lie inside it.
 */
function cleanWebp(bytes: Uint8Array): CleanImage {
  const riffEnd = 8 + readU32LE(bytes, 4);
  if (riffEnd > bytes.length) throw new NotAnImage("The WebP is truncated.");
  if (riffEnd < bytes.length) throw new NotAnImage("The WebP has data after its end.");
  const budget = new Budget("WebP");
  const chunks = riffChunks(bytes.subarray(0, riffEnd), 12, budget);
  const [first] = chunks;
  if (!first) throw new NotAnImage("The WebP has no image data.");
  if (first.type !== "VP8X") {
    const [width, height] = webpBitstreamSize(first);
    return webpImage(width, height, [riffChunk(first.type, first.data)]);
  }

  if (first.data.length < 10) throw new NotAnImage("The WebP header is corrupt.");
  const width = 1 + readU24LE(first.data, 4);
  const height = 1 + readU24LE(first.data, 7);
  checkFrameSize(width, height);
  const firstIcc = chunks.find((chunk) => chunk.type === "ICCP");
  const icc = firstIcc && isWellFormedIcc(firstIcc.data) ? firstIcc : undefined;
  const flags = at(first.data, 0) & (vp8xAlpha | vp8xAnimation | (icc ? vp8xIcc : 0));
  const header = riffChunk("VP8X", Uint8Array.of(flags, 0, 0, 0, ...first.data.subarray(4, 10)));
  const colour = icc ? [riffChunk("ICCP", icc.data)] : [];

  if (flags & vp8xAnimation) {
    const anim = chunks.find((chunk) => chunk.type === "ANIM");
    const frames = chunks.filter((chunk) => chunk.type === "ANMF");
    if (anim?.data.length !== 6 || frames.length === 0) throw new NotAnImage("The WebP animation is corrupt.");
    const kept = frames.map((frame) => riffChunk("ANMF", webpFrame(frame.data, width, height, budget)));
    return webpImage(width, height, [header, ...colour, riffChunk("ANIM", anim.data), ...kept]);
  }
  const image = webpStill(chunks);
  const [imageWidth, imageHeight] = webpBitstreamSize(image.bitstream);
  if (imageWidth !== width || imageHeight !== height) throw new NotAnImage("The WebP canvas and image sizes disagree.");
  return webpImage(width, height, [header, ...colour, ...image.kept]);
}

function riffChunks(bytes: Uint8Array, from: number, budget: Budget): RiffChunk[] {
  const chunks: RiffChunk[] = [];
  let pos = from;
  while (pos < bytes.length) {
    budget.structure();
    if (pos + 8 > bytes.length) throw new NotAnImage("The WebP is truncated.");
    const dataEnd = pos + 8 + readU32LE(bytes, pos + 4);
    if (dataEnd > bytes.length) throw new NotAnImage("The WebP is truncated.");
    chunks.push({ type: ascii(bytes, pos, 4), data: bytes.subarray(pos + 8, dataEnd) });
    pos = Math.min(dataEnd + ((dataEnd - pos) & 1), bytes.length); // odd sizes are padded to even
  }
  return chunks;
}

/** The bitstream of a still image, with the alpha chunk that must precede a lossy one. */
function webpStill(chunks: RiffChunk[]): { bitstream: RiffChunk; kept: Uint8Array[] } {
  const index = chunks.findIndex((chunk) => chunk.type === "VP8 " || chunk.type === "VP8L");
  const bitstream = chunks[index];
  if (!bitstream) throw new NotAnImage("The WebP has no image data.");
  const alpha = chunks[index - 1]?.type === "ALPH" && bitstream.type === "VP8 " ? chunks[index - 1] : undefined;
  const kept = alpha ? [riffChunk("ALPH", alpha.data)] : [];
  kept.push(riffChunk(bitstream.type, bitstream.data));
  return { bitstream, kept };
}

/** An ANMF payload rebuilt: its 16-byte header, then only its alpha and bitstream chunks. */
function webpFrame(data: Uint8Array, canvasWidth: number, canvasHeight: number, budget: Budget): Uint8Array {
  if (data.length < 16) throw new NotAnImage("The WebP animation is corrupt.");
  const [x, y] = [2 * readU24LE(data, 0), 2 * readU24LE(data, 3)];
  const [width, height] = [1 + readU24LE(data, 6), 1 + readU24LE(data, 9)];
  budget.frame(width, height);
  if (x + width > canvasWidth || y + height > canvasHeight) throw new NotAnImage("A WebP frame lies outside its canvas.");
  const image = webpStill(riffChunks(data, 16, budget));
  const [imageWidth, imageHeight] = webpBitstreamSize(image.bitstream);
  if (imageWidth !== width || imageHeight !== height) throw new NotAnImage("A WebP frame and its image sizes disagree.");
  return concat([data.subarray(0, 16), ...image.kept]);
}

function webpBitstreamSize({ type, data }: RiffChunk): [number, number] {
  if (type === "VP8 " && data.length >= 10 && (at(data, 0) & 1) === 0 && startsWith(data.subarray(3), [0x9d, 0x01, 0x2a])) {
    return [readU16LE(data, 6) & 0x3fff, readU16LE(data, 8) & 0x3fff];
  }
  if (type === "VP8L" && data.length >= 5 && data[0] === 0x2f) {
    const bits = readU32LE(data, 1);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  throw new NotAnImage("The WebP header is corrupt.");
}

function riffChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + data.length + (data.length & 1));
  out.set(asciiBytes(type));
  new DataView(out.buffer).setUint32(4, data.length, true);
  out.set(data, 8);
  return out;
}

function webpImage(width: number, height: number, chunks: Uint8Array[]): CleanImage {
  const body = concat(chunks);
  const header = new Uint8Array(12);
  header.set(asciiBytes("RIFF"), 0);
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  header.set(asciiBytes("WEBP"), 8);
  return { format: "webp", contentType: "image/webp", width, height, bytes: concat([header, body]) };
}

// ---------------------------------------------------------------------------------------- AVIF

type Box = { type: string; start: number; dataStart: number; end: number };
type AvifItem = { id: number; type: string; properties: { box: Box; essential: boolean }[]; data: Uint8Array };

/**
 * Properties a decoder needs to draw an AV1 image item, with the size of their fields after the
 * box header (a function of the first bytes where it varies); others (unknown, or `clap`) are
 * dropped. ispe and pixi are full boxes: their fields follow 4 bytes of version and flags, which
 * are zero in every version AVIF uses.
 */
const avifPropertySizes = new Map<string, (body: Uint8Array) => number>([
  ["ispe", () => 12],
  ["pasp", () => 8],
  ["irot", () => 1],
  ["imir", () => 1],
  ["a1op", () => 1],
  ["lsel", () => 2],
  ["a1lx", (body) => 1 + 3 * (at(body, 0) & 1 ? 4 : 2)],
  ["pixi", (body) => 5 + at(body, 4)],
]);
const keptAvifProperties = new Set([...avifPropertySizes.keys(), "av1C", "colr", "auxC"]);
const avifFullBoxes = new Set(["ispe", "pixi"]);
const alphaAuxiliaryTypes = new Set(["urn:mpeg:mpegB:cicp:systems:auxiliary:alpha", "urn:mpeg:hevc:2015:auxid:1"]);

/**
 * AVIF is an ISO-BMFF file whose images are items: their type in `iinf`, bytes located by
 * `iloc`, properties in `iprp`. Rebuilt from scratch with only the primary AV1 item and its alpha
 * plane: a fixed `ftyp`, a `meta` with exactly their entries, and one `mdat` with their bytes.
 * EXIF and XMP items, thumbnails, depth and gain maps, `free` boxes and tracks are all dropped.
 * The size comes from the AV1 sequence header a decoder will use, which must agree with `ispe`.
 */
function cleanAvif(bytes: Uint8Array): CleanImage {
  const top = readBoxes(bytes, 0, bytes.length);
  const ftyp = top[0];
  if (ftyp?.type !== "ftyp" || !brandsOf(bytes, ftyp).some((brand) => brand === "avif" || brand === "avis")) {
    throw new NotAnImage("Not an AVIF file.");
  }
  const metas = top.filter((box) => box.type === "meta");
  const [meta] = metas;
  if (!meta || metas.length > 1) throw new NotAnImage("The AVIF has no image data.");
  const children = readBoxes(bytes, meta.dataStart + 4, meta.end);
  const child = (type: string) => children.find((box) => box.type === type);
  const hdlr = child("hdlr");
  if (!hdlr || ascii(bytes, hdlr.dataStart + 8, 4) !== "pict") throw new NotAnImage("The AVIF has no image data.");

  // Items, extents, property associations and references all count against one cap.
  const budget = new Budget("AVIF");
  const items = avifItems(bytes, children, budget);
  const primaryId = primaryItemId(bytes, child("pitm"));
  const primary = items.get(primaryId);
  if (!primary) throw new NotAnImage("The AVIF has no primary image.");
  if (primary.type !== "av01") throw new NotAnImage("Only single AV1 images are supported in AVIF (not tiled or other codecs).");
  const references = itemReferences(bytes, child("iref"), budget);
  const alphaIds = new Set(references.filter((ref) => ref.type === "auxl" && ref.to === primaryId).map((ref) => ref.from));
  const alpha = [...alphaIds]
    .map((id) => items.get(id))
    .find(
      (item) =>
        item?.type === "av01" &&
        alphaAuxiliaryTypes.has(auxiliaryType(bytes, item.properties.find((property) => property.box.type === "auxC")?.box)),
    );

  const [width, height] = avifItemSize(bytes, primary);
  if (alpha) {
    const [alphaWidth, alphaHeight] = avifItemSize(bytes, alpha);
    if (alphaWidth !== width || alphaHeight !== height) throw new NotAnImage("The AVIF alpha plane has another size.");
  }
  const rotation = primary.properties.find((property) => property.box.type === "irot");
  const quarterTurn = rotation ? at(bytes, rotation.box.dataStart) & 1 : 0;
  const kept = alpha ? [primary, alpha] : [primary];
  return {
    format: "avif",
    contentType: "image/avif",
    width: quarterTurn ? height : width,
    height: quarterTurn ? width : height,
    bytes: buildAvif(bytes, kept),
  };
}

/** Every item with its type, its bytes and its properties. */
function avifItems(bytes: Uint8Array, metaChildren: Box[], budget: Budget): Map<number, AvifItem> {
  const child = (type: string) => metaChildren.find((box) => box.type === type);
  const types = itemTypes(bytes, child("iinf"));
  const iloc = child("iloc");
  if (!iloc) throw new NotAnImage("The AVIF image data cannot be located.");
  const locations = itemLocations(bytes, iloc, child("idat"), budget);
  const iprp = child("iprp");
  if (!iprp) throw new NotAnImage("The AVIF has no image properties.");
  const [ipco, ...rest] = readBoxes(bytes, iprp.dataStart, iprp.end);
  if (ipco?.type !== "ipco") throw new NotAnImage("The AVIF has no image properties.");
  const properties = readBoxes(bytes, ipco.dataStart, ipco.end);
  const associations = new Map<number, { box: Box; essential: boolean }[]>();
  for (const ipma of rest.filter((box) => box.type === "ipma")) {
    for (const [id, indexes] of propertyAssociations(bytes, ipma, budget)) {
      const boxes = indexes.map(({ index, essential }) => {
        const box = properties[index - 1];
        if (index === 0 || !box) throw new NotAnImage("The AVIF properties are corrupt.");
        return { box, essential };
      });
      associations.set(id, [...(associations.get(id) ?? []), ...boxes]);
    }
  }
  const items = new Map<number, AvifItem>();
  for (const [id, type] of types) {
    const extents = locations.get(id);
    if (!extents) continue;
    const data = type === "av01" ? concat(extents.map(([start, end]) => bytes.subarray(start, end))) : new Uint8Array(0);
    items.set(id, { id, type, properties: associations.get(id) ?? [], data });
  }
  return items;
}

function readBoxes(bytes: Uint8Array, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let pos = from;
  while (pos < to) {
    if (boxes.length === maxStructures) throw new NotAnImage("The AVIF has too many parts.");
    if (pos + 8 > to) throw new NotAnImage("The AVIF is truncated.");
    let size = readU32(bytes, pos);
    const type = ascii(bytes, pos + 4, 4);
    let headerSize = 8;
    if (size === 1) {
      if (pos + 16 > to || readU32(bytes, pos + 8) !== 0) throw new NotAnImage("The AVIF is corrupt.");
      size = readU32(bytes, pos + 12);
      headerSize = 16;
    } else if (size === 0) {
      size = to - pos;
    }
    if (size < headerSize) throw new NotAnImage("The AVIF is corrupt.");
    if (pos + size > to) throw new NotAnImage("The AVIF is truncated.");
    boxes.push({ type, start: pos, dataStart: pos + headerSize, end: pos + size });
    pos += size;
  }
  return boxes;
}

function brandsOf(bytes: Uint8Array, ftyp: Box): string[] {
  const brands = [ascii(bytes, ftyp.dataStart, 4)];
  for (let pos = ftyp.dataStart + 8; pos + 4 <= ftyp.end; pos += 4) brands.push(ascii(bytes, pos, 4));
  return brands;
}

function primaryItemId(bytes: Uint8Array, pitm: Box | undefined): number {
  if (!pitm || pitm.dataStart + 6 > pitm.end) throw new NotAnImage("The AVIF has no primary image.");
  return at(bytes, pitm.dataStart) === 0 ? readU16(bytes, pitm.dataStart + 4) : readU32(bytes, pitm.dataStart + 4);
}

/** Item types from `iinf` (entries of version 2 and 3, which AVIF requires). */
function itemTypes(bytes: Uint8Array, iinf: Box | undefined): Map<number, string> {
  if (!iinf) throw new NotAnImage("The AVIF has no item information.");
  const types = new Map<number, string>();
  const entries = readBoxes(bytes, iinf.dataStart + (at(bytes, iinf.dataStart) === 0 ? 6 : 8), iinf.end);
  for (const infe of entries) {
    const version = at(bytes, infe.dataStart);
    if (infe.type !== "infe" || version < 2) continue;
    const idSize = version === 2 ? 2 : 4;
    if (infe.dataStart + 4 + idSize + 6 > infe.end) throw new NotAnImage("The AVIF item information is corrupt.");
    const id = idSize === 2 ? readU16(bytes, infe.dataStart + 4) : readU32(bytes, infe.dataStart + 4);
    const protectedItem = readU16(bytes, infe.dataStart + 4 + idSize) !== 0;
    types.set(id, protectedItem ? "protected" : ascii(bytes, infe.dataStart + 4 + idSize + 2, 4));
  }
  return types;
}

/**
 * Item extents from `iloc`, as [start, end) positions in the file. Every count is checked against
 * the bytes that are there before anything is allocated for it, and all extents together may not
 * add up to more than the file: a few bytes cannot claim gigabytes.
 */
function itemLocations(bytes: Uint8Array, iloc: Box, idat: Box | undefined, budget: Budget): Map<number, [number, number][]> {
  const version = at(bytes, iloc.dataStart);
  if (version > 2) throw new NotAnImage("The AVIF is corrupt.");
  let pos = iloc.dataStart + 4;
  const offsetSize = at(bytes, pos) >> 4;
  const lengthSize = at(bytes, pos) & 0x0f;
  const baseOffsetSize = at(bytes, pos + 1) >> 4;
  const indexSize = version === 0 ? 0 : at(bytes, pos + 1) & 0x0f;
  if (![offsetSize, lengthSize, baseOffsetSize, indexSize].every((size) => [0, 4, 8].includes(size))) {
    throw new NotAnImage("The AVIF is corrupt.");
  }
  pos += 2;
  const read = (size: number) => {
    if (pos + size > iloc.end) throw new NotAnImage("The AVIF is corrupt.");
    const value = size === 0 ? 0 : size === 2 ? readU16(bytes, pos) : size === 4 ? readU32(bytes, pos) : readU64(bytes, pos);
    if (Number.isNaN(value)) throw new NotAnImage("The AVIF is corrupt.");
    pos += size;
    return value;
  };
  const fits = (count: number, entryBytes: number) => {
    if (count * Math.max(entryBytes, 1) > iloc.end - pos) throw new NotAnImage("The AVIF is corrupt.");
  };
  const idSize = version < 2 ? 2 : 4;
  const itemCount = read(idSize);
  fits(itemCount, idSize + (version === 0 ? 0 : 2) + 2 + baseOffsetSize + 2);
  const locations = new Map<number, [number, number][]>();
  let claimed = 0;
  for (let item = 0; item < itemCount; item++) {
    budget.structure();
    const id = read(idSize);
    const constructionMethod = version === 0 ? 0 : read(2) & 0x0f;
    const dataReference = read(2);
    const baseOffset = read(baseOffsetSize);
    const extentCount = read(2);
    fits(extentCount, indexSize + offsetSize + lengthSize);
    const base = constructionMethod === 0 ? 0 : constructionMethod === 1 && idat ? idat.dataStart : Number.NaN;
    const limit = constructionMethod === 0 ? bytes.length : (idat?.end ?? 0);
    const extents: [number, number][] = [];
    for (let extent = 0; extent < extentCount; extent++) {
      budget.structure();
      read(indexSize);
      const start = base + baseOffset + read(offsetSize);
      const length = read(lengthSize);
      claimed += length;
      if (dataReference !== 0 || Number.isNaN(start) || length === 0 || start + length > limit || claimed > bytes.length) {
        throw new NotAnImage("The AVIF image data cannot be located.");
      }
      extents.push([start, start + length]);
    }
    locations.set(id, extents);
  }
  return locations;
}

/** Property indexes (1-based into `ipco`) associated with each item by one `ipma` box. */
function propertyAssociations(
  bytes: Uint8Array,
  ipma: Box,
  budget: Budget,
): Map<number, { index: number; essential: boolean }[]> {
  const version = at(bytes, ipma.dataStart);
  const wideIndexes = (at(bytes, ipma.dataStart + 3) & 1) === 1;
  const idSize = version < 1 ? 2 : 4;
  const indexSize = wideIndexes ? 2 : 1;
  let pos = ipma.dataStart + 8;
  const entries = readU32(bytes, ipma.dataStart + 4);
  if (pos > ipma.end || entries * (idSize + 1) > ipma.end - pos) throw new NotAnImage("The AVIF properties are corrupt.");
  const associations = new Map<number, { index: number; essential: boolean }[]>();
  for (let entry = 0; entry < entries; entry++) {
    budget.structure();
    const id = idSize === 2 ? readU16(bytes, pos) : readU32(bytes, pos);
    const count = at(bytes, pos + idSize);
    pos += idSize + 1;
    if (pos + count * indexSize > ipma.end) throw new NotAnImage("The AVIF properties are corrupt.");
    const indexes = [];
    for (let association = 0; association < count; association++) {
      budget.structure();
      const value = wideIndexes ? readU16(bytes, pos) : at(bytes, pos);
      const essentialBit = wideIndexes ? 0x8000 : 0x80;
      indexes.push({ index: value & (essentialBit - 1), essential: (value & essentialBit) !== 0 });
      pos += indexSize;
    }
    associations.set(id, indexes);
  }
  return associations;
}

/** References between items from `iref`: e.g. an alpha plane's `auxl` to its image. */
function itemReferences(bytes: Uint8Array, iref: Box | undefined, budget: Budget): { type: string; from: number; to: number }[] {
  if (!iref) return [];
  const idSize = at(bytes, iref.dataStart) === 0 ? 2 : 4;
  const readId = (pos: number) => (idSize === 2 ? readU16(bytes, pos) : readU32(bytes, pos));
  const references: { type: string; from: number; to: number }[] = [];
  for (const box of readBoxes(bytes, iref.dataStart + 4, iref.end)) {
    const count = readU16(bytes, box.dataStart + idSize);
    if (box.dataStart + idSize + 2 + count * idSize > box.end) throw new NotAnImage("The AVIF references are corrupt.");
    for (let index = 0; index < count; index++) {
      budget.structure();
      references.push({ type: box.type, from: readId(box.dataStart), to: readId(box.dataStart + idSize + 2 + index * idSize) });
    }
  }
  return references;
}

/** The URN of an auxiliary image (`auxC`: a full box, then a NUL-terminated string). */
function auxiliaryType(bytes: Uint8Array, auxC: Box | undefined): string {
  if (!auxC) return "";
  const text = bytes.subarray(auxC.dataStart + 4, auxC.end);
  return ascii(text, 0, Math.max(0, text.indexOf(0)));
}

/** The item's `ispe`, which must agree with the AV1 sequence header that sizes decoded frames. */
function avifItemSize(bytes: Uint8Array, item: AvifItem): [number, number] {
  const ispe = item.properties.find((property) => property.box.type === "ispe")?.box;
  if (!ispe || ispe.dataStart + 12 > ispe.end) throw new NotAnImage("The AVIF has no dimensions.");
  const width = readU32(bytes, ispe.dataStart + 4);
  const height = readU32(bytes, ispe.dataStart + 8);
  checkFrameSize(width, height);
  if (!item.properties.some((property) => property.box.type === "av1C"))
    throw new NotAnImage("The AVIF has no AV1 configuration.");
  const [frameWidth, frameHeight] = av1FrameSize(item.data);
  if (frameWidth !== width || frameHeight !== height) throw new NotAnImage("The AVIF's declared and encoded sizes disagree.");
  return [width, height];
}

/** The maximum frame size from the first AV1 sequence header OBU in an item's data. */
function av1FrameSize(data: Uint8Array): [number, number] {
  let pos = 0;
  for (let obu = 0; pos < data.length; obu++) {
    if (obu === maxStructures) throw new NotAnImage("The AVIF image has too many parts.");
    const header = at(data, pos);
    if (header & 0x80) throw new NotAnImage("The AVIF image data is corrupt.");
    const type = (header >> 3) & 0x0f;
    pos += header & 0x04 ? 2 : 1;
    let size = data.length - pos;
    if (header & 0x02) [size, pos] = leb128(data, pos);
    if (pos + size > data.length) throw new NotAnImage("The AVIF image data is truncated.");
    if (type === 1) return sequenceHeaderFrameSize(new BitReader(data.subarray(pos, pos + size)));
    pos += size;
  }
  throw new NotAnImage("The AVIF image has no AV1 sequence header.");
}

function leb128(data: Uint8Array, from: number): [number, number] {
  let value = 0;
  for (let index = 0; index < 8; index++) {
    const byte = at(data, from + index);
    value += (byte & 0x7f) * 2 ** (7 * index);
    if ((byte & 0x80) === 0) return [value, from + index + 1];
  }
  throw new NotAnImage("The AVIF image data is corrupt.");
}

/** AV1 spec 5.5.1, read as far as max_frame_width_minus_1 and max_frame_height_minus_1. */
function sequenceHeaderFrameSize(bits: BitReader): [number, number] {
  bits.read(3); // seq_profile
  bits.read(1); // still_picture
  if (bits.read(1)) {
    bits.read(5); // reduced_still_picture_header: seq_level_idx[0]
  } else {
    let bufferDelayBits = 0;
    let decoderModelInfo = false;
    if (bits.read(1)) {
      bits.read(32); // timing_info: num_units_in_display_tick, time_scale
      bits.read(32);
      if (bits.read(1)) bits.uvlc(); // num_ticks_per_picture_minus_1
      decoderModelInfo = bits.read(1) === 1;
      if (decoderModelInfo) {
        bufferDelayBits = bits.read(5) + 1;
        bits.read(32);
        bits.read(10); // buffer_removal_time_length_minus_1, frame_presentation_time_length_minus_1
      }
    }
    const initialDisplayDelay = bits.read(1) === 1;
    const operatingPoints = bits.read(5) + 1;
    for (let point = 0; point < operatingPoints; point++) {
      bits.read(12); // operating_point_idc
      if (bits.read(5) > 7) bits.read(1); // seq_level_idx, seq_tier
      if (decoderModelInfo && bits.read(1)) bits.read(2 * bufferDelayBits + 1);
      if (initialDisplayDelay && bits.read(1)) bits.read(4);
    }
  }
  const widthBits = bits.read(4) + 1;
  const heightBits = bits.read(4) + 1;
  return [bits.read(widthBits) + 1, bits.read(heightBits) + 1];
}

class BitReader {
  private position = 0;
  constructor(private readonly bytes: Uint8Array) {}
  /** The next `count` bits (up to 53), most significant first. */
  read(count: number): number {
    if (this.position + count > this.bytes.length * 8) throw new NotAnImage("The AVIF image data is truncated.");
    let value = 0;
    for (let index = 0; index < count; index++, this.position++) {
      value = value * 2 + ((at(this.bytes, this.position >> 3) >> (7 - (this.position & 7))) & 1);
    }
    return value;
  }
  uvlc(): number {
    let leadingZeros = 0;
    while (this.read(1) === 0) if (++leadingZeros >= 32) throw new NotAnImage("The AVIF image data is corrupt.");
    return this.read(leadingZeros);
  }
}

/**
 * A kept property, rebuilt, or null to drop it. Fixed-size properties must be exactly as long as
 * their fields. `av1C` loses its optional copies of the sequence header (decoders read the one in
 * the image data), `auxC` is reduced to its alpha URN, and a `colr` keeps nclx colour
 * coordinates (exactly 11 bytes) or a well-formed ICC profile, and is dropped otherwise.
 */
function keptAvifProperty(bytes: Uint8Array, box: Box): Uint8Array | null {
  const body = bytes.subarray(box.dataStart, box.end);
  const size = avifPropertySizes.get(box.type)?.(body);
  if (size !== undefined) {
    if (body.length !== size || (box.type === "pixi" && at(body, 4) === 0)) {
      throw new NotAnImage(`The AVIF ${box.type} property has the wrong size.`);
    }
    return avifFullBoxes.has(box.type) ? isoBox(box.type, new Uint8Array(4), body.subarray(4)) : isoBox(box.type, body);
  }
  if (box.type === "av1C") {
    if (body.length < 4 || at(body, 0) !== 0x81) throw new NotAnImage("The AVIF's AV1 configuration is corrupt.");
    return isoBox("av1C", body.subarray(0, 4));
  }
  if (box.type === "auxC") {
    const urn = auxiliaryType(bytes, box);
    return alphaAuxiliaryTypes.has(urn) ? isoBox("auxC", new Uint8Array(4), asciiBytes(`${urn}\0`)) : null;
  }
  const colourType = ascii(body, 0, 4);
  if (colourType === "nclx" && body.length !== 11) throw new NotAnImage("The AVIF colr property has the wrong size.");
  if (colourType === "nclx") return isoBox("colr", body);
  const isProfile = (colourType === "prof" || colourType === "rICC") && isWellFormedIcc(body.subarray(4));
  return isProfile ? isoBox("colr", body) : null;
}

/** A fresh AVIF: fixed `ftyp`, then a `meta` holding exactly the kept items, then their bytes. */
function buildAvif(bytes: Uint8Array, items: AvifItem[]): Uint8Array {
  const rebuilt = new Map<Box, Uint8Array | null>();
  const properties: Uint8Array[] = [];
  const associations = items.map((item) =>
    item.properties.flatMap(({ box, essential }) => {
      if (!rebuilt.has(box)) {
        const property = keptAvifProperties.has(box.type) ? keptAvifProperty(bytes, box) : null;
        rebuilt.set(box, property);
        if (property) properties.push(property);
      }
      const property = rebuilt.get(box);
      if (!property) {
        if (essential) throw new NotAnImage(`The AVIF needs a property that is not supported (${box.type}).`);
        return [];
      }
      return [(essential ? 0x80 : 0) | (properties.indexOf(property) + 1)];
    }),
  );
  if (properties.length > 127) throw new NotAnImage("The AVIF has too many properties.");
  const u16 = (value: number) => [value >> 8, value & 0xff];
  const u32 = (value: number) => [value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
  const fullBox = (type: string, ...body: Uint8Array[]) => isoBox(type, Uint8Array.of(0, 0, 0, 0), ...body);
  const newId = (index: number) => index + 1;

  const ftyp = isoBox("ftyp", asciiBytes("avif"), Uint8Array.of(0, 0, 0, 0), asciiBytes("avifmif1miaf"));
  const meta = (dataOffset: number) => {
    let offset = dataOffset;
    const locations = items.map((item, index) => {
      const entry = Uint8Array.of(...u16(newId(index)), 0, 0, 0, 1, ...u32(offset), ...u32(item.data.length));
      offset += item.data.length;
      return entry;
    });
    return fullBox(
      "meta",
      fullBox("hdlr", Uint8Array.of(0, 0, 0, 0), asciiBytes("pict"), new Uint8Array(13)),
      fullBox("pitm", Uint8Array.of(...u16(1))),
      fullBox("iloc", Uint8Array.of(0x44, 0x00, ...u16(items.length)), ...locations),
      fullBox(
        "iinf",
        Uint8Array.of(...u16(items.length)),
        ...items.map((_, index) => isoBox("infe", Uint8Array.of(2, 0, 0, 0, ...u16(newId(index)), 0, 0), asciiBytes("av01\0"))),
      ),
      ...(items.length > 1 ? [fullBox("iref", isoBox("auxl", Uint8Array.of(...u16(2), 0, 1, ...u16(1))))] : []),
      isoBox(
        "iprp",
        isoBox("ipco", ...properties),
        fullBox(
          "ipma",
          Uint8Array.of(...u32(items.length)),
          ...associations.map((indexes, index) => Uint8Array.of(...u16(newId(index)), indexes.length, ...indexes)),
        ),
      ),
    );
  };
  const metaLength = meta(0).length;
  const mdat = isoBox("mdat", ...items.map((item) => item.data));
  return concat([ftyp, meta(ftyp.length + metaLength + 8), mdat]);
}

function isoBox(type: string, ...body: Uint8Array[]): Uint8Array {
  const content = concat(body);
  const header = new Uint8Array(8);
  new DataView(header.buffer).setUint32(0, content.length + 8);
  header.set(asciiBytes(type), 4);
  return concat([header, content]);
}

// ------------------------------------------------------------------------------- ICC profiles

/** Real profiles have ten to fifty tags. */
const maxIccTags = 1000;

/**
 * A profile as colour engines read it (ICC.1 7.2, 7.3): its header's first field is its size,
 * which must be the bytes there; the `acsp` signature; a tag table; and tag data that follows the
 * table with at most three zero pad bytes before or after each tag. So nothing can ride in an
 * unreferenced gap or after the end.
 */
function isWellFormedIcc(profile: Uint8Array): boolean {
  if (profile.length < 132 || readU32(profile, 0) !== profile.length || ascii(profile, 36, 4) !== "acsp") return false;
  const count = readU32(profile, 128);
  const tableEnd = 132 + 12 * count;
  if (count === 0 || count > maxIccTags || tableEnd > profile.length) return false;
  const tags: [number, number][] = [];
  for (let entry = 132; entry < tableEnd; entry += 12) {
    const [start, size] = [readU32(profile, entry + 4), readU32(profile, entry + 8)];
    if (start < tableEnd || size === 0 || start + size > profile.length) return false;
    tags.push([start, start + size]);
  }
  tags.sort((a, b) => a[0] - b[0]);
  const isPadding = (from: number, to: number) => to - from <= 3 && allZero(profile, from, to);
  let covered = tableEnd;
  for (const [start, end] of tags) {
    if (start > covered && !isPadding(covered, start)) return false;
    covered = Math.max(covered, end);
  }
  return isPadding(covered, profile.length);
}

/** Compressed bytes fed to the inflater at a time: deflate expands at most 1032-fold, so one slice adds at most about 1 MB. */
const inflateSliceBytes = 1024;

/**
 * Inflates a zlib stream whose checksum is right; null when it is not one, or when it inflates to
 * more than `limit` bytes. Fed in slices, so a bomb is stopped after about `limit` + 1 MB of output.
 */
function inflateZlib(data: Uint8Array, limit: number): Uint8Array | null {
  const pieces: Uint8Array[] = [];
  let size = 0;
  const unzlib = new Unzlib((piece) => {
    size += piece.length;
    if (size > limit) throw new NotAnImage("Inflates past the limit.");
    pieces.push(piece);
  });
  try {
    for (let start = 0; start < data.length; start += inflateSliceBytes) {
      unzlib.push(data.subarray(start, start + inflateSliceBytes), start + inflateSliceBytes >= data.length);
    }
  } catch {
    return null; // fflate's own errors (a broken stream) and the limit alike
  }
  const out = concat(pieces);
  return data.length >= 6 && adler32(out) === readU32(data, data.length - 4) ? out : null;
}

function adler32(bytes: Uint8Array): number {
  let [a, b] = [1, 0];
  for (let start = 0; start < bytes.length; start += 5552) {
    const end = Math.min(bytes.length, start + 5552); // the most bytes before the sums can pass 2^32
    for (let index = start; index < end; index++) {
      a += bytes[index] ?? 0;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** A zlib stream of stored (uncompressed) blocks. */
function zlibStored(data: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [Uint8Array.of(0x78, 0x01)];
  for (let start = 0; start < data.length || start === 0; start += 65535) {
    const block = data.subarray(start, start + 65535);
    const last = start + 65535 >= data.length ? 1 : 0;
    const size = block.length;
    parts.push(Uint8Array.of(last, size & 0xff, size >> 8, ~size & 0xff, (~size >> 8) & 0xff), block);
  }
  const checksum = adler32(data);
  parts.push(Uint8Array.of(checksum >>> 24, (checksum >> 16) & 0xff, (checksum >> 8) & 0xff, checksum & 0xff));
  return concat(parts);
}

// ------------------------------------------------------------------------------------- helpers

/** Reading past the end yields 0 so truncation surfaces as a structural error, not a crash. */
const at = (bytes: ArrayLike<number>, index: number) => bytes[index] ?? 0;
const readU16 = (b: Uint8Array, i: number) => (at(b, i) << 8) | at(b, i + 1);
const readU16LE = (b: Uint8Array, i: number) => at(b, i) | (at(b, i + 1) << 8);
const readU24LE = (b: Uint8Array, i: number) => at(b, i) | (at(b, i + 1) << 8) | (at(b, i + 2) << 16);
const readU32 = (b: Uint8Array, i: number) =>
  ((at(b, i) << 24) | (at(b, i + 1) << 16) | (at(b, i + 2) << 8) | at(b, i + 3)) >>> 0;
const readU32LE = (b: Uint8Array, i: number) =>
  (at(b, i) | (at(b, i + 1) << 8) | (at(b, i + 2) << 16) | (at(b, i + 3) << 24)) >>> 0;
function readU64(b: Uint8Array, i: number): number {
  const value = readU32(b, i) * 2 ** 32 + readU32(b, i + 4);
  return Number.isSafeInteger(value) ? value : Number.NaN;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array, from: number, length: number): string {
  return latin1(bytes.subarray(from, from + length));
}

function latin1(bytes: Uint8Array): string {
  let text = "";
  for (let index = 0; index < bytes.length; index += 8192) {
    text += String.fromCharCode(...bytes.subarray(index, index + 8192));
  }
  return text;
}

const asciiBytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const crcTable = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
