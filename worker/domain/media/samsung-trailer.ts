import { ascii, readU32LE } from "./bytes";
import { maxParts, NotAnImage } from "./image";

/**
 * Samsung's trailer ends with a directory: "SEFH", version, entry count, then per entry a type,
 * the distance back from "SEFH" to a data block and the block's length; after it the directory's
 * length and "SEFT". Recognised only when every block lies between `from` and the directory and
 * together they cover that span. Returns where the trailer begins, or null without one.
 */
export function samsungTrailerStart(bytes: Uint8Array, from: number): number | null {
  const end = bytes.length;
  if (end - from < 24 || ascii(bytes, end - 4, 4) !== "SEFT") return null;
  const directoryLength = readU32LE(bytes, end - 8);
  const directory = end - 8 - directoryLength;
  if (directory < from || ascii(bytes, directory, 4) !== "SEFH") throw new NotAnImage("The JPEG's Samsung trailer is corrupt.");
  const count = readU32LE(bytes, directory + 8);
  if (12 + count * 12 > directoryLength || count === 0 || count > maxParts)
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
