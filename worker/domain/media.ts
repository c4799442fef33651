import { limits } from "../../src/lib/quote";

/**
 * Photo intake. What a file is comes from its bytes, never from the name or type the browser
 * claims: each format is recognised by its magic number and then walked structure by structure
 * to its end, reading the dimensions on the way. What is stored is a rebuilt copy without the
 * metadata that can locate or identify a customer (EXIF with GPS, XMP, comments, text chunks).
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

/** Anything that could make a browser or viewer treat the bytes as a document. */
const markupSignatures = ["<!doctype", "<html", "<head", "<body", "<script", "<svg", "<iframe", "<object", "<embed", "<?php"];
/** Browsers sniff content from the start of a file; markup in this window is refused outright. */
const sniffWindowBytes = 4096;
/** Larger images are decompression bombs for whoever opens them, whatever their file size. */
const maxPixels = 200_000_000;

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

/** Base64, either plain or as a data URL ("data:image/png;base64,..."). */
function decodeImageData(data: string): Uint8Array {
  let payload = data;
  if (data.startsWith("data:")) {
    const comma = data.indexOf(",");
    if (comma < 0 || !/;base64$/i.test(data.slice(0, comma))) throw new NotAnImage("Not a base64 data URL.");
    payload = data.slice(comma + 1);
  }
  return Uint8Array.fromBase64(payload);
}

/** Proves what the bytes are and returns a metadata-free copy. Throws NotAnImage otherwise. */
export function cleanImage(bytes: Uint8Array): CleanImage {
  if (bytes.length === 0) throw new NotAnImage("The file is empty.");
  refuseMarkup(bytes.subarray(0, sniffWindowBytes));
  const image = parseByFormat(bytes);
  if (image.width * image.height > maxPixels) throw new NotAnImage(`${image.width}x${image.height} is too many pixels.`);
  refuseMarkup(image.bytes.subarray(0, sniffWindowBytes));
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

function refuseMarkup(window: Uint8Array) {
  const text = latin1(window).toLowerCase();
  const found = markupSignatures.find((signature) => text.includes(signature));
  if (found) throw new NotAnImage(`Contains markup (${found}).`);
}

// ---------------------------------------------------------------------------------------- JPEG

/**
 * Keeps SOI, APP0 (JFIF), APP2 ICC profile, APP14 Adobe (without it CMYK and some RGB files
 * decode with wrong colours), the tables, frames and scans, and EOI. Drops every other APPn
 * (EXIF with GPS, XMP, MPF, maker notes) and comments. The EXIF orientation is the one fact
 * worth keeping (phone photos are stored sideways and rely on it), so it is re-emitted alone.
 */
function cleanJpeg(bytes: Uint8Array): CleanImage {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let pos = 2;
  let width = 0;
  let height = 0;
  let orientation = 1;
  let sawScan = false;

  for (;;) {
    if (pos >= bytes.length) throw new NotAnImage("The JPEG is truncated.");
    if (bytes[pos] !== 0xff) throw new NotAnImage("The JPEG is corrupt.");
    while (bytes[pos] === 0xff) pos++; // fill bytes before a marker
    if (pos >= bytes.length) throw new NotAnImage("The JPEG is truncated.");
    const marker = at(bytes, pos);
    const markerStart = pos - 1;
    pos++;

    if (marker === 0xd9) {
      if (!sawScan) throw new NotAnImage("The JPEG has no image data.");
      kept.push(bytes.subarray(markerStart, pos));
      break;
    }
    if (marker === 0x00 || marker === 0x01 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) {
      throw new NotAnImage("The JPEG is corrupt.");
    }
    if (pos + 2 > bytes.length) throw new NotAnImage("The JPEG is truncated.");
    const segmentEnd = pos + readU16(bytes, pos);
    if (segmentEnd < pos + 2) throw new NotAnImage("The JPEG is corrupt.");
    if (segmentEnd > bytes.length) throw new NotAnImage("The JPEG is truncated.");
    const payload = bytes.subarray(pos + 2, segmentEnd);

    if (isStartOfFrame(marker)) {
      if (payload.length < 6) throw new NotAnImage("The JPEG is corrupt.");
      height = readU16(payload, 1);
      width = readU16(payload, 3);
    }
    if (marker === 0xe1) orientation = exifOrientation(payload) ?? orientation;
    if (keepJpegSegment(marker, payload)) kept.push(bytes.subarray(markerStart, segmentEnd));
    pos = segmentEnd;

    if (marker === 0xda) {
      if (width === 0 || height === 0) throw new NotAnImage("The JPEG has no frame header.");
      sawScan = true;
      const scanEnd = entropyCodedEnd(bytes, pos);
      kept.push(bytes.subarray(pos, scanEnd));
      pos = scanEnd;
    }
  }

  refuseUnknownJpegTrailer(bytes.subarray(pos));
  if (orientation !== 1) kept.splice(at(kept[1] ?? [], 1) === 0xe0 ? 2 : 1, 0, orientationSegment(orientation));
  return { format: "jpeg", contentType: "image/jpeg", width, height, bytes: concat(kept) };
}

const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function keepJpegSegment(marker: number, payload: Uint8Array): boolean {
  if (marker === 0xe0) return ascii(payload, 0, 5) === "JFIF\0" || ascii(payload, 0, 5) === "JFXX\0";
  if (marker === 0xe2) return ascii(payload, 0, 12) === "ICC_PROFILE\0";
  if (marker === 0xee) return ascii(payload, 0, 5) === "Adobe";
  if (marker > 0xe0 && marker <= 0xef) return false;
  return marker !== 0xfe; // COM
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

/**
 * Phones append data after the end of the main image: Ultra HDR gain maps and MPF pictures are
 * further JPEGs, motion photos an MP4; some encoders pad with zeros. Those are dropped with the
 * MPF and XMP segments that point at them, so they are never stored. Anything else after EOI
 * (HTML, ZIP, script) makes a polyglot and the upload is refused.
 */
function refuseUnknownJpegTrailer(trailer: Uint8Array) {
  if (trailer.length === 0 || trailer.every((byte) => byte === 0)) return;
  const appendedJpeg = startsWith(trailer, [0xff, 0xd8, 0xff]);
  const appendedVideo = ascii(trailer, 4, 4) === "ftyp";
  if (!appendedJpeg && !appendedVideo) throw new NotAnImage("The JPEG has data after its end.");
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
  const entries = view.getUint16(ifd, little);
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return null;
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
  const payload = [...asciiBytes("Exif\0\0"), ...tiff];
  const length = payload.length + 2;
  return Uint8Array.of(0xff, 0xe1, length >> 8, length & 0xff, ...payload);
}

// ----------------------------------------------------------------------------------------- PNG

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** EXIF (eXIf), free text that cameras and editors fill with names and places, and the edit time. */
const droppedPngChunks = new Set(["eXIf", "tEXt", "zTXt", "iTXt", "tIME"]);

function cleanPng(bytes: Uint8Array): CleanImage {
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let pos = 8;
  let width = 0;
  let height = 0;
  let sawData = false;
  for (;;) {
    if (pos + 12 > bytes.length) throw new NotAnImage("The PNG is truncated.");
    const length = readU32(bytes, pos);
    const type = ascii(bytes, pos + 4, 4);
    const end = pos + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type)) throw new NotAnImage("The PNG is corrupt.");
    if (end > bytes.length) throw new NotAnImage("The PNG is truncated.");
    if (pos === 8) {
      if (type !== "IHDR" || length !== 13 || crc32(bytes.subarray(pos + 4, end - 4)) !== readU32(bytes, end - 4)) {
        throw new NotAnImage("The PNG header is corrupt.");
      }
      width = readU32(bytes, pos + 8);
      height = readU32(bytes, pos + 12);
      if (width === 0 || height === 0) throw new NotAnImage("The PNG has no pixels.");
    }
    if (type === "IDAT") sawData = true;
    if (!droppedPngChunks.has(type)) kept.push(bytes.subarray(pos, end));
    pos = end;
    if (type === "IEND") break;
  }
  if (!sawData) throw new NotAnImage("The PNG has no image data.");
  if (pos !== bytes.length) throw new NotAnImage("The PNG has data after its end.");
  return { format: "png", contentType: "image/png", width, height, bytes: concat(kept) };
}

// ----------------------------------------------------------------------------------------- GIF

/** Application extensions that carry animation or colour; others (XMP among them) are dropped. */
const keptGifApplications = new Set(["NETSCAPE2.0", "ANIMEXTS1.0", "ICCRGBG1012"]);

function cleanGif(bytes: Uint8Array): CleanImage {
  if (bytes.length < 13) throw new NotAnImage("The GIF is truncated.");
  const width = readU16LE(bytes, 6);
  const height = readU16LE(bytes, 8);
  if (width === 0 || height === 0) throw new NotAnImage("The GIF has no pixels.");
  let pos = 13 + colorTableBytes(at(bytes, 10));
  const kept: Uint8Array[] = [bytes.subarray(0, pos)];
  let sawImage = false;
  for (;;) {
    if (pos >= bytes.length) throw new NotAnImage("The GIF is truncated.");
    const block = at(bytes, pos);
    if (block === 0x3b) {
      kept.push(bytes.subarray(pos, pos + 1));
      pos += 1;
      break;
    }
    if (block === 0x2c) {
      if (pos + 11 > bytes.length) throw new NotAnImage("The GIF is truncated.");
      const end = skipGifSubBlocks(bytes, pos + 10 + colorTableBytes(at(bytes, pos + 9)) + 1);
      kept.push(bytes.subarray(pos, end));
      sawImage = true;
      pos = end;
    } else if (block === 0x21) {
      const label = at(bytes, pos + 1);
      const end = skipGifSubBlocks(bytes, pos + 2);
      const application = label === 0xff && at(bytes, pos + 2) === 11 ? ascii(bytes, pos + 3, 11) : null;
      const isComment = label === 0xfe;
      if (!isComment && (application === null || keptGifApplications.has(application))) kept.push(bytes.subarray(pos, end));
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
  let pos = from;
  for (;;) {
    if (pos >= bytes.length) throw new NotAnImage("The GIF is truncated.");
    const size = at(bytes, pos);
    pos += 1 + size;
    if (size === 0) return pos;
  }
}

// ---------------------------------------------------------------------------------------- WebP

const webpMetadataFlags = 0x08 | 0x04; // VP8X flags: EXIF, XMP

function cleanWebp(bytes: Uint8Array): CleanImage {
  const riffEnd = 8 + readU32LE(bytes, 4);
  if (riffEnd > bytes.length) throw new NotAnImage("The WebP is truncated.");
  if (riffEnd < bytes.length) throw new NotAnImage("The WebP has data after its end.");
  const kept: Uint8Array[] = [];
  let width = 0;
  let height = 0;
  let sawImage = false;
  let pos = 12;
  while (pos < riffEnd) {
    if (pos + 8 > riffEnd) throw new NotAnImage("The WebP is truncated.");
    const type = ascii(bytes, pos, 4);
    const size = readU32LE(bytes, pos + 4);
    const dataStart = pos + 8;
    const dataEnd = dataStart + size;
    if (dataEnd > riffEnd) throw new NotAnImage("The WebP is truncated.");
    const data = bytes.subarray(dataStart, dataEnd);
    const chunkEnd = Math.min(dataEnd + (size & 1), riffEnd);

    if (pos === 12) [width, height] = webpDimensions(type, data);
    if (type === "VP8 " || type === "VP8L" || type === "ANMF") sawImage = true;
    if (type === "VP8X") {
      const chunk = bytes.slice(pos, chunkEnd);
      chunk[8] = at(chunk, 8) & ~webpMetadataFlags;
      kept.push(chunk);
    } else if (type !== "EXIF" && type !== "XMP ") {
      kept.push(bytes.subarray(pos, chunkEnd));
    }
    pos = chunkEnd;
  }
  if (!sawImage) throw new NotAnImage("The WebP has no image data.");
  const body = concat(kept);
  const header = new Uint8Array(12);
  header.set(asciiBytes("RIFF"), 0);
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  header.set(asciiBytes("WEBP"), 8);
  return { format: "webp", contentType: "image/webp", width, height, bytes: concat([header, body]) };
}

function webpDimensions(type: string, data: Uint8Array): [number, number] {
  if (type === "VP8 " && data.length >= 10 && startsWith(data.subarray(3), [0x9d, 0x01, 0x2a])) {
    return nonEmpty(readU16LE(data, 6) & 0x3fff, readU16LE(data, 8) & 0x3fff);
  }
  if (type === "VP8L" && data.length >= 5 && data[0] === 0x2f) {
    const bits = readU32LE(data, 1);
    return nonEmpty((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (type === "VP8X" && data.length >= 10) {
    return nonEmpty(1 + readU24LE(data, 4), 1 + readU24LE(data, 7));
  }
  throw new NotAnImage("The WebP header is corrupt.");
}

// ---------------------------------------------------------------------------------------- AVIF

type Box = { type: string; start: number; dataStart: number; end: number };
type ItemExtent = { offset: number; length: number };

/**
 * AVIF is an ISO-BMFF file: boxes that must tile the file exactly. Its metadata lives in items
 * ("Exif", or "mime" items holding XMP) whose bytes sit wherever the item-location box points.
 * Removing them would shift every offset, so their bytes are overwritten with zeros in place.
 */
function cleanAvif(source: Uint8Array): CleanImage {
  const bytes = source.slice();
  const top = readBoxes(bytes, 0, bytes.length);
  const ftyp = top[0];
  if (ftyp?.type !== "ftyp" || !brandsOf(bytes, ftyp).some((brand) => brand === "avif" || brand === "avis")) {
    throw new NotAnImage("Not an AVIF file.");
  }
  const meta = top.find((box) => box.type === "meta");
  if (!meta || !top.some((box) => box.type === "mdat")) throw new NotAnImage("The AVIF has no image data.");
  const metaChildren = readBoxes(bytes, meta.dataStart + 4, meta.end);
  const child = (type: string) => metaChildren.find((box) => box.type === type);

  const primaryItem = primaryItemId(bytes, child("pitm"));
  const [width, height] = avifDimensions(bytes, child("iprp"), primaryItem);
  const metadataItems = metadataItemIds(bytes, child("iinf"));
  if (metadataItems.size > 0) {
    const iloc = child("iloc");
    if (!iloc) throw new NotAnImage("The AVIF metadata cannot be located.");
    const idat = child("idat");
    for (const [item, extents] of itemLocations(bytes, iloc)) {
      if (!metadataItems.has(item)) continue;
      for (const extent of extents.resolve(idat)) {
        if (extent.length === 0 || extent.offset + extent.length > bytes.length) {
          throw new NotAnImage("The AVIF metadata cannot be located.");
        }
        bytes.fill(0, extent.offset, extent.offset + extent.length);
      }
    }
  }
  return { format: "avif", contentType: "image/avif", width, height, bytes };
}

function readBoxes(bytes: Uint8Array, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let pos = from;
  while (pos < to) {
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

function primaryItemId(bytes: Uint8Array, pitm: Box | undefined): number | null {
  if (!pitm) return null;
  const version = at(bytes, pitm.dataStart);
  return version === 0 ? readU16(bytes, pitm.dataStart + 4) : readU32(bytes, pitm.dataStart + 4);
}

/** Width and height from the 'ispe' property of the primary item (or the first one). */
function avifDimensions(bytes: Uint8Array, iprp: Box | undefined, primaryItem: number | null): [number, number] {
  if (!iprp) throw new NotAnImage("The AVIF has no image properties.");
  const [ipco, ...rest] = readBoxes(bytes, iprp.dataStart, iprp.end);
  if (ipco?.type !== "ipco") throw new NotAnImage("The AVIF has no image properties.");
  const properties = readBoxes(bytes, ipco.dataStart, ipco.end);
  const ipma = rest.find((box) => box.type === "ipma");
  const primaryProperties = ipma && primaryItem !== null ? associatedProperties(bytes, ipma, primaryItem) : [];
  const ispe =
    primaryProperties.map((index) => properties[index - 1]).find((box) => box?.type === "ispe") ??
    properties.find((box) => box.type === "ispe");
  if (!ispe || ispe.dataStart + 12 > ispe.end) throw new NotAnImage("The AVIF has no dimensions.");
  return nonEmpty(readU32(bytes, ispe.dataStart + 4), readU32(bytes, ispe.dataStart + 8));
}

function associatedProperties(bytes: Uint8Array, ipma: Box, item: number): number[] {
  const version = at(bytes, ipma.dataStart);
  const wideIndexes = (at(bytes, ipma.dataStart + 3) & 1) === 1;
  let pos = ipma.dataStart + 4;
  const entries = readU32(bytes, pos);
  pos += 4;
  for (let entry = 0; entry < entries && pos < ipma.end; entry++) {
    const id = version < 1 ? readU16(bytes, pos) : readU32(bytes, pos);
    pos += version < 1 ? 2 : 4;
    const count = at(bytes, pos);
    pos += 1;
    const indexes: number[] = [];
    for (let association = 0; association < count; association++) {
      indexes.push(wideIndexes ? readU16(bytes, pos) & 0x7fff : at(bytes, pos) & 0x7f);
      pos += wideIndexes ? 2 : 1;
    }
    if (id === item) return indexes;
  }
  return [];
}

function metadataItemIds(bytes: Uint8Array, iinf: Box | undefined): Set<number> {
  const ids = new Set<number>();
  if (!iinf) return ids;
  const version = at(bytes, iinf.dataStart);
  const entries = readBoxes(bytes, iinf.dataStart + (version === 0 ? 6 : 8), iinf.end);
  for (const infe of entries) {
    const infeVersion = at(bytes, infe.dataStart);
    if (infe.type !== "infe" || infeVersion < 2) continue;
    const idSize = infeVersion === 2 ? 2 : 4;
    const id = idSize === 2 ? readU16(bytes, infe.dataStart + 4) : readU32(bytes, infe.dataStart + 4);
    const itemType = ascii(bytes, infe.dataStart + 4 + idSize + 2, 4);
    if (itemType === "Exif" || itemType === "mime") ids.add(id);
  }
  return ids;
}

/** Item extents from the 'iloc' box; offsets are resolved against the file or the 'idat' box. */
function itemLocations(bytes: Uint8Array, iloc: Box): Map<number, { resolve: (idat: Box | undefined) => ItemExtent[] }> {
  const version = at(bytes, iloc.dataStart);
  let pos = iloc.dataStart + 4;
  const offsetSize = at(bytes, pos) >> 4;
  const lengthSize = at(bytes, pos) & 0x0f;
  const baseOffsetSize = at(bytes, pos + 1) >> 4;
  const indexSize = version === 1 || version === 2 ? at(bytes, pos + 1) & 0x0f : 0;
  pos += 2;
  const read = (size: number) => {
    if (pos + size > iloc.end) throw new NotAnImage("The AVIF is corrupt.");
    const value =
      size === 0
        ? 0
        : size === 2
          ? readU16(bytes, pos)
          : size === 4
            ? readU32(bytes, pos)
            : size === 8
              ? readU64(bytes, pos)
              : Number.NaN;
    if (Number.isNaN(value)) throw new NotAnImage("The AVIF is corrupt.");
    pos += size;
    return value;
  };
  const itemCount = read(version < 2 ? 2 : 4);
  const locations = new Map<number, { resolve: (idat: Box | undefined) => ItemExtent[] }>();
  for (let item = 0; item < itemCount; item++) {
    const id = read(version < 2 ? 2 : 4);
    const constructionMethod = version === 1 || version === 2 ? read(2) & 0x0f : 0;
    read(2); // data reference index
    const baseOffset = read(baseOffsetSize);
    const extentCount = read(2);
    const extents: ItemExtent[] = [];
    for (let extent = 0; extent < extentCount; extent++) {
      read(indexSize);
      extents.push({ offset: baseOffset + read(offsetSize), length: read(lengthSize) });
    }
    locations.set(id, {
      resolve: (idat) => {
        if (constructionMethod === 0) return extents;
        if (constructionMethod === 1 && idat) return extents.map((e) => ({ ...e, offset: idat.dataStart + e.offset }));
        throw new NotAnImage("The AVIF metadata cannot be located.");
      },
    });
  }
  return locations;
}

// ------------------------------------------------------------------------------------- helpers

function nonEmpty(width: number, height: number): [number, number] {
  if (width === 0 || height === 0) throw new NotAnImage("The image has no pixels.");
  return [width, height];
}

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
