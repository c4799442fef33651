import { allZero, ascii, asciiBytes, at, ByteReader, concat, readU16, startsWith, u16 } from "./bytes";
import { isWellFormedIcc } from "./icc";
import { type Budget, type CleanImage, checkFrameSize, NotAnImage } from "./image";
import { readBoxes } from "./iso-box";
import { samsungTrailerStart } from "./samsung-trailer";

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

/** Progressive JPEGs have about ten scans; thousands hang the browser that opens one. */
const maxJpegScans = 100;
/** Gain maps, MPF previews: phones append one or two images after the main one. */
const maxAppendedImages = 4;

/**
 * Rebuilt from a keep-list: the frame header (exactly one), scans and their entropy-coded data,
 * quantisation, Huffman and arithmetic tables, restart intervals, each exactly as long as its
 * fields; a minimal JFIF header without thumbnail, a well-formed ICC profile, a minimal Adobe
 * segment (without it CMYK files decode with wrong colours), and the EXIF orientation as a lone
 * tag (phone photos are stored sideways and rely on it). Every other APPn (EXIF with GPS, XMP,
 * MPF, JFXX thumbnails, C2PA) and comments are dropped; reserved and unknown markers are refused.
 * What follows EOI must be a known phone trailer.
 */
export function cleanJpeg(bytes: Uint8Array, budget: Budget): CleanImage {
  const main = walkJpeg(new ByteReader(bytes, budget, "JPEG", 2));
  skipJpegTrailer(bytes, main.end, budget);
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

/** One JPEG, read from after its SOI to its EOI: the main image, or one appended after it. */
function walkJpeg(reader: ByteReader): JpegScan {
  const found: JpegScan = { image: [], width: 0, height: 0, jfif: null, iccPieces: [], adobe: null, orientation: 1, end: 0 };
  const { bytes } = reader;
  let scans = 0;
  for (;;) {
    reader.part();
    if (reader.left > 0 && reader.peek() !== 0xff) throw reader.corrupt();
    while (reader.peek() === 0xff) reader.pos++; // fill bytes before a marker
    const marker = reader.u8();
    if (marker === 0xd9) {
      if (scans === 0) throw new NotAnImage("The JPEG has no image data.");
      found.end = reader.pos;
      return found;
    }
    const known =
      isStartOfFrame(marker) || isJpegTable(marker) || marker === 0xda || (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe;
    if (!known) throw new NotAnImage(`The JPEG has a reserved or unknown marker (FF${marker.toString(16).toUpperCase()}).`);
    const segmentStart = reader.pos - 2;
    const length = reader.u16();
    if (length < 2) throw reader.corrupt();
    const payload = reader.take(length - 2);
    const segment = bytes.subarray(segmentStart, reader.pos);

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
      found.image.push(segment, entropyCodedData(reader));
    } else if (marker === 0xe0 && ascii(payload, 0, 5) === "JFIF\0" && payload.length >= 14) {
      found.jfif = jfifSegment(payload);
    } else if (marker === 0xe1) {
      found.orientation = exifOrientation(payload) ?? found.orientation;
    } else if (marker === 0xe2 && ascii(payload, 0, 12) === "ICC_PROFILE\0") {
      found.iccPieces.push(payload);
    } else if (marker === 0xee && ascii(payload, 0, 5) === "Adobe" && payload.length >= 12) {
      // Version 100, no flags: decoders read only the colour transform.
      found.adobe = jpegSegment(0xee, asciiBytes("Adobe"), Uint8Array.of(0, 100, 0, 0, 0, 0, at(payload, 11)));
    }
  }
}

/**
 * Phones append data after the main image's EOI: Ultra HDR gain maps and MPF pictures are
 * further JPEGs, Google motion photos an MP4, Samsung a SEFH…SEFT trailer (motion and edit
 * data); some encoders pad with zeros. All of it is dropped, never stored. Anything else after
 * EOI (HTML, ZIP, script) makes a polyglot and the upload is refused.
 */
function skipJpegTrailer(bytes: Uint8Array, from: number, budget: Budget) {
  const end = samsungTrailerStart(bytes, from) ?? bytes.length;
  let pos = from;
  for (let appended = 0; pos < end; appended++) {
    if (appended === maxAppendedImages) throw new NotAnImage("The JPEG has too much data after its end.");
    if (startsWith(bytes.subarray(pos, end), [0xff, 0xd8, 0xff])) {
      pos = walkJpeg(new ByteReader(bytes, budget, "JPEG", pos + 2, end)).end;
    } else if (ascii(bytes, pos + 4, 4) === "ftyp") {
      readBoxes(new ByteReader(bytes, budget, "JPEG", pos, end)); // an MP4 whose boxes tile the rest exactly
      pos = end;
    } else if (allZero(bytes, pos, end)) {
      pos = end;
    } else {
      throw new NotAnImage("The JPEG has data after its end.");
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

/** A scan's entropy-coded data, up to the first 0xFF that starts a real marker. */
function entropyCodedData(reader: ByteReader): Uint8Array {
  const { bytes, end } = reader;
  let pos = reader.pos;
  for (;;) {
    pos = bytes.indexOf(0xff, pos);
    if (pos < 0 || pos + 1 >= end) throw reader.truncated();
    const next = bytes[pos + 1] as number;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7))
      pos += 2; // stuffed byte or restart marker
    else if (next === 0xff) pos += 1;
    else return reader.take(pos - reader.pos);
  }
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
      asciiBytes("ICC_PROFILE\0"),
      Uint8Array.of(index + 1, total),
      profile.subarray(index * pieceBytes, (index + 1) * pieceBytes),
    ),
  );
}

/** JFIF version 1.01 with the original density and no thumbnail. */
function jfifSegment(payload: Uint8Array): Uint8Array {
  const units = at(payload, 7);
  const [x, y] = [readU16(payload, 8), readU16(payload, 10)];
  const density = units <= 2 && x > 0 && y > 0 ? [units, ...u16(x), ...u16(y)] : [0, 0, 1, 0, 1];
  return jpegSegment(0xe0, asciiBytes("JFIF\0"), Uint8Array.of(1, 1, ...density, 0, 0));
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
  return jpegSegment(0xe1, asciiBytes("Exif\0\0"), Uint8Array.from(tiff));
}

/** A marker segment: FF, the marker, then a length that counts itself and the payload. */
function jpegSegment(marker: number, ...payload: Uint8Array[]): Uint8Array {
  const length = payload.reduce((sum, part) => sum + part.length, 2);
  return concat([Uint8Array.of(0xff, marker, ...u16(length)), ...payload]);
}
