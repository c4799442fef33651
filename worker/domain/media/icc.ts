import { allZero, ascii, readU32 } from "./bytes";

/** Real profiles have ten to fifty tags. */
const maxIccTags = 1000;

/**
 * A profile as colour engines read it (ICC.1 7.2, 7.3): its header's first field is its size,
 * which must be the bytes there; the `acsp` signature; a tag table; and tag data that follows the
 * table with at most three zero pad bytes before or after each tag. So nothing can ride in an
 * unreferenced gap or after the end.
 */
export function isWellFormedIcc(profile: Uint8Array): boolean {
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
