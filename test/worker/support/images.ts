import { env } from "cloudflare:workers";
import { concat as concatBytes } from "../../../worker/domain/media";

/** The committed sample images (see fixtures/README.md). */
export function fixture(name: string): Uint8Array {
  const data = env.TEST_FIXTURES[name];
  if (!data) throw new Error(`No fixture ${name}`);
  return Uint8Array.fromBase64(data);
}

export const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
export const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join("");
export const contains = (bytes: Uint8Array, text: string) => latin1(bytes).includes(text);

export const concat = (...parts: Uint8Array[]) => concatBytes(parts);

/** The JSON payload's image object, as the browser form sends it. */
export function imagePayload(bytes: Uint8Array, name = "photo.jpg", type = "image/jpeg") {
  return { data: `data:${type};base64,${bytes.toBase64()}`, name, type, size: bytes.length };
}

// ---------------------------------------------------------------------------------------- JPEG

export function jpegSegment(marker: number, payload: Uint8Array): Uint8Array {
  const length = payload.length + 2;
  return concat(Uint8Array.of(0xff, marker, length >> 8, length & 0xff), payload);
}

export function insertAfterSoi(jpeg: Uint8Array, ...segments: Uint8Array[]): Uint8Array {
  return concat(jpeg.subarray(0, 2), ...segments, jpeg.subarray(2));
}

/** A valid JPEG of exactly `size` bytes: the fixture followed by zero padding, which encoders write too. */
export function jpegOfSize(size: number): Uint8Array {
  const out = new Uint8Array(size);
  out.set(fixture("plain.jpg"));
  return out;
}

/** Markers of a JPEG's segments up to its first scan, e.g. [0xe0, 0xdb, 0xc0, ...]. */
export function jpegMarkers(jpeg: Uint8Array): number[] {
  const markers: number[] = [];
  let pos = 2;
  while (pos + 4 <= jpeg.length) {
    const marker = jpeg[pos + 1] ?? 0;
    markers.push(marker);
    if (marker === 0xda) break;
    pos += 2 + (((jpeg[pos + 2] ?? 0) << 8) | (jpeg[pos + 3] ?? 0));
  }
  return markers;
}

/**
 * An APP1 EXIF segment as a phone writes it: little-endian TIFF, IFD0 with Make, Orientation and
 * a pointer to a GPS IFD holding latitude and longitude (41°52'12.34"N, 87°40'25"W).
 */
export function exifWithGps(orientation = 1): Uint8Array {
  const tiff = new DataView(new ArrayBuffer(162));
  const bytes = new Uint8Array(tiff.buffer);
  bytes.set(ascii("II"), 0);
  tiff.setUint16(2, 42, true);
  tiff.setUint32(4, 8, true);
  const entry = (at: number, tag: number, type: number, count: number, value: number, short = false) => {
    tiff.setUint16(at, tag, true);
    tiff.setUint16(at + 2, type, true);
    tiff.setUint32(at + 4, count, true);
    if (short) tiff.setUint16(at + 8, value, true);
    else tiff.setUint32(at + 8, value, true);
  };
  // IFD0 at 8: 3 entries, then the next-IFD offset; its data ("TestPhone\0") at 50.
  tiff.setUint16(8, 3, true);
  entry(10, 0x010f, 2, 10, 50);
  entry(22, 0x0112, 3, 1, orientation, true);
  entry(34, 0x8825, 4, 1, 60);
  bytes.set(ascii("TestPhone\0"), 50);
  // GPS IFD at 60: refs inline, rationals at 114 and 138.
  tiff.setUint16(60, 4, true);
  entry(62, 0x0001, 2, 2, 0);
  bytes.set(ascii("N\0"), 70);
  entry(74, 0x0002, 5, 3, 114);
  entry(86, 0x0003, 2, 2, 0);
  bytes.set(ascii("W\0"), 94);
  entry(98, 0x0004, 5, 3, 138);
  [41, 1, 52, 1, 1234, 100, 87, 1, 40, 1, 2500, 100].forEach((value, index) => {
    tiff.setUint32(114 + index * 4, value, true);
  });
  return jpegSegment(0xe1, concat(ascii("Exif\0\0"), bytes));
}

export const xmpSegment = () =>
  jpegSegment(
    0xe1,
    ascii(
      'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description exif:GPSLatitude="41,52.2N" photoshop:City="Chicago"/></rdf:RDF></x:xmpmeta>',
    ),
  );
export const commentSegment = () => jpegSegment(0xfe, ascii("Taken at 2150 W Roscoe St by Maria"));
export const iptcSegment = () => jpegSegment(0xed, ascii("Photoshop 3.0\x008BIM\x04\x04 By-line: Maria Kowalski"));
export const iccSegment = () =>
  jpegSegment(0xe2, concat(ascii("ICC_PROFILE\0"), Uint8Array.of(1, 1), ascii("fake-profile-bytes")));

// ----------------------------------------------------------------------------------------- PNG

const crcTable = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const body = concat(ascii(type), data);
  let crc = 0xffffffff;
  for (const byte of body) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  const out = new Uint8Array(body.length + 8);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(body, 4);
  view.setUint32(out.length - 4, (crc ^ 0xffffffff) >>> 0);
  return out;
}

/** Inserts chunks right after IHDR (8-byte signature + 25-byte IHDR chunk). */
export function insertPngChunks(png: Uint8Array, ...chunks: Uint8Array[]): Uint8Array {
  return concat(png.subarray(0, 33), ...chunks, png.subarray(33));
}

export function pngChunkTypes(png: Uint8Array): string[] {
  const types: string[] = [];
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let pos = 8; pos + 8 <= png.length; pos += 12 + view.getUint32(pos)) types.push(latin1(png.subarray(pos + 4, pos + 8)));
  return types;
}
