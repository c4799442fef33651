import { ascii, type ByteReader, concat } from "./bytes";
import { NotAnImage } from "./image";
import { type Box, boxBody, readBoxes } from "./iso-box";

/**
 * The images of a HEIF file (AVIF is one) are items declared in its `meta` box: their types in
 * `iinf`, their bytes located by `iloc` (in the file or in `idat`), their properties in `iprp`
 * (boxes in `ipco`, associated with items by `ipma`), references between them in `iref`, and
 * the one to show in `pitm`. Every count is checked against the bytes that are there before
 * anything is walked or allocated for it, and every entry is charged to the file's budget.
 */

type ItemProperty = { box: Box; essential: boolean };
export type Item = { id: number; type: string; properties: ItemProperty[]; data: Uint8Array };
type ItemReference = { type: string; from: number; to: number };

/** Every located item with its type and properties; the bytes only of AV1 items, the one type kept. */
export function readItems(file: ByteReader, metaChildren: Box[]): Map<number, Item> {
  const child = (type: string) => metaChildren.find((box) => box.type === type);
  const types = itemTypes(file, child("iinf"));
  const iloc = child("iloc");
  if (!iloc) throw new NotAnImage("The AVIF image data cannot be located.");
  const locations = itemLocations(file, iloc, child("idat"));
  const iprp = child("iprp");
  if (!iprp) throw new NotAnImage("The AVIF has no image properties.");
  const [ipco, ...rest] = readBoxes(boxBody(file, iprp));
  if (ipco?.type !== "ipco") throw new NotAnImage("The AVIF has no image properties.");
  const properties = readBoxes(boxBody(file, ipco));
  const associations = new Map<number, ItemProperty[]>();
  for (const ipma of rest.filter((box) => box.type === "ipma")) {
    for (const [id, indexes] of propertyAssociations(file, ipma)) {
      const boxes = indexes.map(({ index, essential }) => {
        const box = properties[index - 1];
        if (index === 0 || !box) throw new NotAnImage("The AVIF properties are corrupt.");
        return { box, essential };
      });
      associations.set(id, [...(associations.get(id) ?? []), ...boxes]);
    }
  }
  const items = new Map<number, Item>();
  for (const [id, type] of types) {
    const extents = locations.get(id);
    if (!extents) continue;
    const data = type === "av01" ? concat(extents.map(([start, end]) => file.bytes.subarray(start, end))) : new Uint8Array(0);
    items.set(id, { id, type, properties: associations.get(id) ?? [], data });
  }
  return items;
}

export function primaryItemId(file: ByteReader, pitm: Box | undefined): number {
  if (!pitm) throw new NotAnImage("The AVIF has no primary image.");
  const body = boxBody(file, pitm);
  const version = body.u8();
  body.skip(3);
  return version === 0 ? body.u16() : body.u32();
}

/** Item types from `iinf` (entries of version 2 and 3, which AVIF requires). */
function itemTypes(file: ByteReader, iinf: Box | undefined): Map<number, string> {
  if (!iinf) throw new NotAnImage("The AVIF has no item information.");
  const body = boxBody(file, iinf);
  body.skip(body.u8() === 0 ? 5 : 7); // flags, then the entry count, which the boxes that follow make redundant
  const types = new Map<number, string>();
  for (const infe of readBoxes(body)) {
    if (infe.type !== "infe") continue;
    const entry = boxBody(file, infe);
    const version = entry.u8();
    if (version < 2) continue;
    entry.skip(3);
    const id = version === 2 ? entry.u16() : entry.u32();
    const protectedItem = entry.u16() !== 0;
    const type = entry.ascii(4);
    types.set(id, protectedItem ? "protected" : type);
  }
  return types;
}

/**
 * Item extents from `iloc`, as [start, end) positions in the file. All extents together may not
 * add up to more than the file: a few bytes cannot claim gigabytes.
 */
function itemLocations(file: ByteReader, iloc: Box, idat: Box | undefined): Map<number, [number, number][]> {
  const body = boxBody(file, iloc);
  const version = body.u8();
  if (version > 2) throw body.corrupt();
  body.skip(3);
  const sizes = body.u8();
  const moreSizes = body.u8();
  const [offsetSize, lengthSize, baseOffsetSize] = [sizes >> 4, sizes & 0x0f, moreSizes >> 4];
  const indexSize = version === 0 ? 0 : moreSizes & 0x0f;
  if (![offsetSize, lengthSize, baseOffsetSize, indexSize].every((size) => [0, 4, 8].includes(size))) throw body.corrupt();
  const idSize = version < 2 ? 2 : 4;
  const itemCount = body.uint(idSize);
  body.holds(itemCount, idSize + (version === 0 ? 0 : 2) + 2 + baseOffsetSize + 2);
  const locations = new Map<number, [number, number][]>();
  let claimed = 0;
  for (let item = 0; item < itemCount; item++) {
    body.part();
    const id = body.uint(idSize);
    const constructionMethod = version === 0 ? 0 : body.u16() & 0x0f;
    const dataReference = body.u16();
    const baseOffset = body.uint(baseOffsetSize);
    const extentCount = body.u16();
    body.holds(extentCount, indexSize + offsetSize + lengthSize);
    const base = constructionMethod === 0 ? 0 : constructionMethod === 1 && idat ? idat.dataStart : Number.NaN;
    const limit = constructionMethod === 0 ? file.bytes.length : (idat?.end ?? 0);
    const extents: [number, number][] = [];
    for (let extent = 0; extent < extentCount; extent++) {
      body.part();
      body.uint(indexSize);
      const start = base + baseOffset + body.uint(offsetSize);
      const length = body.uint(lengthSize);
      claimed += length;
      if (dataReference !== 0 || Number.isNaN(start) || length === 0 || start + length > limit || claimed > file.bytes.length) {
        throw new NotAnImage("The AVIF image data cannot be located.");
      }
      extents.push([start, start + length]);
    }
    locations.set(id, extents);
  }
  return locations;
}

/** Property indexes (1-based into `ipco`) associated with each item by one `ipma` box. */
function propertyAssociations(file: ByteReader, ipma: Box): Map<number, { index: number; essential: boolean }[]> {
  const body = boxBody(file, ipma);
  const version = body.u8();
  body.skip(2);
  const wideIndexes = (body.u8() & 1) === 1;
  const idSize = version < 1 ? 2 : 4;
  const indexSize = wideIndexes ? 2 : 1;
  const essentialBit = wideIndexes ? 0x8000 : 0x80;
  const entries = body.u32();
  body.holds(entries, idSize + 1);
  const associations = new Map<number, { index: number; essential: boolean }[]>();
  for (let entry = 0; entry < entries; entry++) {
    body.part();
    const id = body.uint(idSize);
    const count = body.u8();
    body.holds(count, indexSize);
    const indexes = [];
    for (let association = 0; association < count; association++) {
      body.part();
      const value = body.uint(indexSize);
      indexes.push({ index: value & (essentialBit - 1), essential: (value & essentialBit) !== 0 });
    }
    associations.set(id, indexes);
  }
  return associations;
}

/** References between items from `iref`: e.g. an alpha plane's `auxl` to its image. */
export function itemReferences(file: ByteReader, iref: Box | undefined): ItemReference[] {
  if (!iref) return [];
  const body = boxBody(file, iref);
  const idSize = body.u8() === 0 ? 2 : 4;
  body.skip(3);
  const references: ItemReference[] = [];
  for (const box of readBoxes(body)) {
    const entry = boxBody(file, box);
    const from = entry.uint(idSize);
    const count = entry.u16();
    entry.holds(count, idSize);
    for (let index = 0; index < count; index++) {
      entry.part();
      references.push({ type: box.type, from, to: entry.uint(idSize) });
    }
  }
  return references;
}

/** The URN of an auxiliary image (`auxC`: a full box, then a NUL-terminated string). */
export function auxiliaryType(bytes: Uint8Array, auxC: Box | undefined): string {
  if (!auxC) return "";
  const text = bytes.subarray(auxC.dataStart + 4, auxC.end);
  return ascii(text, 0, Math.max(0, text.indexOf(0)));
}
