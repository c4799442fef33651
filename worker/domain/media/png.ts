import { asciiBytes, at, ByteReader, concat, readU32, u32 } from "./bytes";
import { isWellFormedIcc } from "./icc";
import { type Budget, type CleanImage, checkFrameSize, NotAnImage } from "./image";
import { inflateZlib, zlibStored } from "./zlib";

export const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
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

type PngHeader = { colourType: number; bitDepth: number; paletteEntries: number };

/**
 * Rebuilt from the critical chunks and the colour and transparency chunks, each exactly as long
 * as its fields and stored with a fresh CRC; IDAT is kept as it is.
 */
export function cleanPng(bytes: Uint8Array, budget: Budget): CleanImage {
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  const reader = new ByteReader(bytes, budget, "PNG", 8);
  const seen = new Set<string>();
  const header: PngHeader = { colourType: 0, bitDepth: 0, paletteEntries: 0 };
  let width = 0;
  let height = 0;
  for (;;) {
    reader.part();
    const start = reader.pos;
    reader.need(12);
    const length = reader.u32();
    const type = reader.ascii(4);
    if (!/^[A-Za-z]{4}$/.test(type) || length > 0x7fffffff) throw reader.corrupt();
    const data = reader.take(length);
    const crc = reader.u32();
    if (start === 8) {
      if (type !== "IHDR" || length !== 13 || crc32(bytes.subarray(start + 4, reader.pos - 4)) !== crc) {
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
    const critical = (at(bytes, start + 4) & 0x20) === 0;
    if (critical && !keptPngChunks.has(type)) throw new NotAnImage(`The PNG has an unknown critical chunk (${type}).`);
    if (type !== "IDAT" && keptPngChunks.has(type) && seen.has(type)) throw new NotAnImage(`The PNG has two ${type} chunks.`);
    if (type === "IDAT" && header.colourType === 3 && !seen.has("PLTE")) throw new NotAnImage("The PNG has no palette.");
    seen.add(type);
    if (type === "IDAT") kept.push(bytes.subarray(start, reader.pos));
    else if (keptPngChunks.has(type)) kept.push(...keptPngChunk(type, data, header, budget));
    if (type === "IEND") break;
  }
  if (!seen.has("IDAT")) throw new NotAnImage("The PNG has no image data.");
  if (reader.left > 0) throw new NotAnImage("The PNG has data after its end.");
  return { format: "png", contentType: "image/png", width, height, bytes: concat(kept) };
}

/**
 * A kept chunk other than IDAT, rebuilt, or nothing: a palette is dropped from truecolour images,
 * which do not draw with it, and an ICC profile that is not well formed is dropped. Any length
 * its fields do not explain is refused.
 */
function keptPngChunk(type: string, data: Uint8Array, header: PngHeader, budget: Budget): Uint8Array[] {
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
  if (type === "iCCP") return pngIccChunk(data, budget);
  return [pngChunk(type, data)];
}

/**
 * iCCP: a profile name, a compression method, then the zlib-compressed profile. Kept only when the
 * stream fills the chunk and inflates to a well-formed profile, and stored under a fixed name as
 * uncompressed (stored) zlib blocks, so neither the name nor the compressed stream carries anything.
 */
function pngIccChunk(data: Uint8Array, budget: Budget): Uint8Array[] {
  const nameEnd = data.subarray(0, 80).indexOf(0);
  if (nameEnd < 1 || at(data, nameEnd + 1) !== 0) return [];
  const profile = inflateZlib(data.subarray(nameEnd + 2), budget);
  if (!profile || !isWellFormedIcc(profile)) return [];
  return [pngChunk("iCCP", asciiBytes("ICC Profile\0\0"), zlibStored(profile))];
}

/** A chunk: the data's length, the type, the data, then a CRC of the type and data. */
function pngChunk(type: string, ...data: Uint8Array[]): Uint8Array {
  const length = data.reduce((sum, part) => sum + part.length, 0);
  const chunk = concat([Uint8Array.from(u32(length)), asciiBytes(type), ...data, new Uint8Array(4)]);
  chunk.set(u32(crc32(chunk.subarray(4, -4))), chunk.length - 4);
  return chunk;
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
