import fc from "fast-check";
import { concat } from "./image-bytes";

/**
 * Mutations of seed images for fuzzing the photo parsers, shared by the Worker test (time and
 * rejections inside workerd) and the Node test (dimensions checked against sharp). Pure: no
 * Worker or Node APIs.
 */

const boundary = [0, 1, 2, 0x7f, 0x80, 0xff, 0x100, 0x7fff, 0x8000, 0xffff, 0x10000, 0x7fffffff, 0x80000000, 0xffffffff];

type Mutation = (bytes: Uint8Array) => Uint8Array;

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  // Flip a few bytes anywhere.
  fc
    .array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 6 })
    .map((flips) => (bytes: Uint8Array) => {
      const out = bytes.slice();
      for (const [position, value] of flips) out[position % out.length] = value;
      return out;
    }),
  // Write a boundary value as a 16- or 32-bit field in either byte order: sizes, counts, offsets.
  fc
    .tuple(fc.nat(), fc.constantFrom(...boundary), fc.constantFrom(2, 4), fc.boolean())
    .map(([position, value, width, little]) => (bytes: Uint8Array) => {
      const out = bytes.slice();
      const at = position % Math.max(1, out.length - width);
      const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
      if (at + width > out.length) return out;
      if (width === 2) view.setUint16(at, value & 0xffff, little);
      else view.setUint32(at, value >>> 0, little);
      return out;
    }),
  // Cut short, drop a range, or repeat a range (duplicated chunks, frames, segments).
  fc.nat().map((cut) => (bytes: Uint8Array) => bytes.subarray(0, cut % (bytes.length + 1))),
  fc.tuple(fc.nat(), fc.nat({ max: 64 })).map(([start, length]) => (bytes: Uint8Array) => {
    const from = start % bytes.length;
    return concat(bytes.subarray(0, from), bytes.subarray(from + length));
  }),
  fc
    .tuple(fc.nat(), fc.nat({ max: 64 }), fc.integer({ min: 1, max: 40 }))
    .map(([start, length, times]) => (bytes: Uint8Array) => {
      const from = start % bytes.length;
      const piece = bytes.subarray(from, from + length);
      return concat(bytes.subarray(0, from), ...Array.from({ length: times }, () => piece), bytes.subarray(from));
    }),
  // Insert random bytes.
  fc.tuple(fc.nat(), fc.uint8Array({ minLength: 1, maxLength: 32 })).map(([start, inserted]) => (bytes: Uint8Array) => {
    const from = start % (bytes.length + 1);
    return concat(bytes.subarray(0, from), inserted, bytes.subarray(from));
  }),
);

/** A seed changed by one to four mutations. */
export function mutatedImage(seeds: readonly Uint8Array[]): fc.Arbitrary<Uint8Array> {
  return fc
    .tuple(fc.constantFrom(...seeds), fc.array(mutation, { minLength: 1, maxLength: 4 }))
    .map(([seed, mutations]) => mutations.reduce((bytes, mutate) => (bytes.length === 0 ? bytes : mutate(bytes)), seed));
}
