import { type Budget, NotAnImage } from "./image";

/**
 * A cursor over one structure's bytes, [pos, end). Every read checks the bytes are there first
 * and throws "truncated" otherwise; a count of entries is checked against the bytes left before
 * anything is walked or allocated for it; each part walked is charged to the file's Budget. The
 * format walkers read through it instead of checking bounds themselves.
 */
export class ByteReader {
  constructor(
    readonly bytes: Uint8Array,
    readonly budget: Budget,
    /** What is being read, for refusals: "PNG", "AVIF image data". */
    readonly what: string,
    public pos = 0,
    readonly end = bytes.length,
  ) {}

  /** The same file and budget, over [from, to). */
  window(from: number, to: number): ByteReader {
    return new ByteReader(this.bytes, this.budget, this.what, from, to);
  }

  get left(): number {
    return this.end - this.pos;
  }

  truncated(): NotAnImage {
    return new NotAnImage(`The ${this.what} is truncated.`);
  }

  corrupt(): NotAnImage {
    return new NotAnImage(`The ${this.what} is corrupt.`);
  }

  /** Charges one chunk, segment, block, box or entry to the file's budget. */
  part() {
    this.budget.part(this.what);
  }

  need(count: number) {
    if (count > this.end - this.pos) throw this.truncated();
  }

  /** Refuses `count` entries of at least `entryBytes` each that the bytes left cannot hold. */
  holds(count: number, entryBytes: number) {
    if (count * Math.max(entryBytes, 1) > this.end - this.pos) throw this.corrupt();
  }

  /** The next byte without moving past it, 0 at the end. */
  peek(): number {
    return this.pos < this.end ? (this.bytes[this.pos] as number) : 0;
  }

  /** Moves past `count` bytes that are there; returns where they start. */
  skip(count: number): number {
    this.need(count);
    this.pos += count;
    return this.pos - count;
  }

  take(count: number): Uint8Array {
    return this.bytes.subarray(this.skip(count), this.pos);
  }

  ascii(count: number): string {
    return latin1(this.take(count));
  }

  u8(): number {
    return this.bytes[this.skip(1)] as number;
  }

  u16(): number {
    return readU16(this.bytes, this.skip(2));
  }

  u32(): number {
    return readU32(this.bytes, this.skip(4));
  }

  u16le(): number {
    return readU16LE(this.bytes, this.skip(2));
  }

  u32le(): number {
    return readU32LE(this.bytes, this.skip(4));
  }

  /** A big-endian field of 0, 1, 2, 4 or 8 bytes (ISO box fields whose size a header chooses). */
  uint(size: number): number {
    if (size === 0) return 0;
    if (size === 1) return this.u8();
    if (size === 2) return this.u16();
    if (size === 4) return this.u32();
    if (size !== 8) throw this.corrupt();
    const value = this.u32() * 2 ** 32 + this.u32();
    if (!Number.isSafeInteger(value)) throw this.corrupt();
    return value;
  }
}

/** Reading past the end yields 0 so truncation surfaces as a structural error, not a crash. */
export function at(bytes: ArrayLike<number>, index: number): number {
  return bytes[index] ?? 0;
}
export function readU16(b: Uint8Array, i: number): number {
  return (at(b, i) << 8) | at(b, i + 1);
}
export function readU16LE(b: Uint8Array, i: number): number {
  return at(b, i) | (at(b, i + 1) << 8);
}
export function readU24LE(b: Uint8Array, i: number): number {
  return at(b, i) | (at(b, i + 1) << 8) | (at(b, i + 2) << 16);
}
export function readU32(b: Uint8Array, i: number): number {
  return ((at(b, i) << 24) | (at(b, i + 1) << 16) | (at(b, i + 2) << 8) | at(b, i + 3)) >>> 0;
}
export function readU32LE(b: Uint8Array, i: number): number {
  return (at(b, i) | (at(b, i + 1) << 8) | (at(b, i + 2) << 16) | (at(b, i + 3) << 24)) >>> 0;
}

/** Field bytes for the writers. */
export const u16 = (value: number) => [value >> 8, value & 0xff];
export const u32 = (value: number) => [value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
export const u32le = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >>> 24];

export function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

export function ascii(bytes: Uint8Array, from: number, length: number): string {
  return latin1(bytes.subarray(from, from + length));
}

function latin1(bytes: Uint8Array): string {
  let text = "";
  for (let index = 0; index < bytes.length; index += 8192) {
    text += String.fromCharCode(...bytes.subarray(index, index + 8192));
  }
  return text;
}

export const asciiBytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Padding: zeros to the end (a plain loop; `every` with a callback is slower on megabytes). */
export function allZero(bytes: Uint8Array, from: number, to: number): boolean {
  for (let pos = from; pos < to; pos++) if (bytes[pos] !== 0) return false;
  return true;
}
