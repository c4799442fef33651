import { Unzlib } from "fflate";
import { concat, readU32, u32 } from "./bytes";
import type { Budget } from "./image";

/** Compressed bytes fed to the inflater at a time: deflate expands at most 1032-fold, so one slice adds at most about 1 MB. */
const inflateSliceBytes = 1024;

/**
 * Inflates a zlib stream whose checksum is right; null when it is not one, or when it inflates
 * past what the budget allows. Fed in slices, so a bomb is stopped within 1 MB of output past
 * that cap.
 */
export function inflateZlib(data: Uint8Array, budget: Budget): Uint8Array | null {
  const pieces: Uint8Array[] = [];
  const unzlib = new Unzlib((piece) => {
    budget.inflated(piece.length);
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
export function zlibStored(data: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [Uint8Array.of(0x78, 0x01)];
  for (let start = 0; start < data.length || start === 0; start += 65535) {
    const block = data.subarray(start, start + 65535);
    const last = start + 65535 >= data.length ? 1 : 0;
    const size = block.length;
    parts.push(Uint8Array.of(last, size & 0xff, size >> 8, ~size & 0xff, (~size >> 8) & 0xff), block);
  }
  parts.push(Uint8Array.from(u32(adler32(data))));
  return concat(parts);
}
