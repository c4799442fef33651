import { asciiBytes, type ByteReader, concat, u32 } from "./bytes";

/**
 * ISO base media files (AVIF, the MP4 of a motion photo) are boxes: a 32-bit size (1: a 64-bit
 * size follows the type; 0: to the end), a four-letter type, then the body, which for a "full
 * box" begins with a version byte and three bytes of flags. Positions are in the whole file.
 */
export type Box = { type: string; start: number; dataStart: number; end: number };

/** The boxes that tile the reader's bytes exactly, each charged to the file's budget. */
export function readBoxes(reader: ByteReader): Box[] {
  const boxes: Box[] = [];
  while (reader.left > 0) {
    reader.part();
    const start = reader.pos;
    reader.need(8);
    let size = reader.u32();
    const type = reader.ascii(4);
    if (size === 1) {
      if (reader.left < 8 || reader.u32() !== 0) throw reader.corrupt();
      size = reader.u32();
    } else if (size === 0) {
      size = reader.end - start;
    }
    if (size < reader.pos - start) throw reader.corrupt();
    if (size > reader.end - start) throw reader.truncated();
    boxes.push({ type, start, dataStart: reader.pos, end: start + size });
    reader.pos = start + size;
  }
  return boxes;
}

/** A reader of the box's body; of a full box's body after its version and flags with `full`. */
export const boxBody = (file: ByteReader, box: Box, { full = false } = {}) =>
  file.window(box.dataStart + (full ? 4 : 0), box.end);

export function isoBox(type: string, ...body: Uint8Array[]): Uint8Array {
  const size = body.reduce((sum, part) => sum + part.length, 8);
  return concat([Uint8Array.from(u32(size)), asciiBytes(type), ...body]);
}

/** A full box of version 0 without flags. */
export const fullBox = (type: string, ...body: Uint8Array[]) => isoBox(type, new Uint8Array(4), ...body);
