import { av1FrameSize } from "./av1";
import { ascii, asciiBytes, at, ByteReader, concat, readU32, u16, u32 } from "./bytes";
import { auxiliaryType, type Item, itemReferences, primaryItemId, readItems } from "./heif-items";
import { isWellFormedIcc } from "./icc";
import { type Budget, type CleanImage, checkFrameSize, NotAnImage } from "./image";
import { type Box, boxBody, fullBox, isoBox, readBoxes } from "./iso-box";

/**
 * Properties a decoder needs to draw an AV1 image item, with the size of their fields after the
 * box header (a function of the first bytes where it varies); others (unknown, or `clap`) are
 * dropped. ispe and pixi are full boxes: their fields follow 4 bytes of version and flags, which
 * are zero in every version AVIF uses.
 */
const avifPropertySizes = new Map<string, (body: Uint8Array) => number>([
  ["ispe", () => 12],
  ["pasp", () => 8],
  ["irot", () => 1],
  ["imir", () => 1],
  ["a1op", () => 1],
  ["lsel", () => 2],
  ["a1lx", (body) => 1 + 3 * (at(body, 0) & 1 ? 4 : 2)],
  ["pixi", (body) => 5 + at(body, 4)],
]);
const keptAvifProperties = new Set([...avifPropertySizes.keys(), "av1C", "colr", "auxC"]);
const avifFullBoxes = new Set(["ispe", "pixi"]);
const alphaAuxiliaryTypes = new Set(["urn:mpeg:mpegB:cicp:systems:auxiliary:alpha", "urn:mpeg:hevc:2015:auxid:1"]);

/**
 * AVIF is an ISO-BMFF file whose images are items (see heif-items.ts). Rebuilt from scratch with
 * only the primary AV1 item and its alpha plane: a fixed `ftyp`, a `meta` with exactly their
 * entries, and one `mdat` with their bytes. EXIF and XMP items, thumbnails, depth and gain maps,
 * `free` boxes and tracks are all dropped. The size comes from the AV1 sequence header a decoder
 * will use, which must agree with `ispe`.
 */
export function cleanAvif(bytes: Uint8Array, budget: Budget): CleanImage {
  const file = new ByteReader(bytes, budget, "AVIF");
  const top = readBoxes(file);
  const ftyp = top[0];
  if (ftyp?.type !== "ftyp" || !brandsOf(file, ftyp).some((brand) => brand === "avif" || brand === "avis")) {
    throw new NotAnImage("Not an AVIF file.");
  }
  const metas = top.filter((box) => box.type === "meta");
  const [meta] = metas;
  if (!meta || metas.length > 1) throw new NotAnImage("The AVIF has no image data.");
  const children = readBoxes(boxBody(file, meta, { full: true }));
  const child = (type: string) => children.find((box) => box.type === type);
  const hdlr = child("hdlr");
  if (!hdlr || ascii(bytes, hdlr.dataStart + 8, 4) !== "pict") throw new NotAnImage("The AVIF has no image data.");

  const items = readItems(file, children);
  const primaryId = primaryItemId(file, child("pitm"));
  const primary = items.get(primaryId);
  if (!primary) throw new NotAnImage("The AVIF has no primary image.");
  if (primary.type !== "av01") throw new NotAnImage("Only single AV1 images are supported in AVIF (not tiled or other codecs).");
  const references = itemReferences(file, child("iref"));
  const alphaIds = new Set(references.filter((ref) => ref.type === "auxl" && ref.to === primaryId).map((ref) => ref.from));
  const alpha = [...alphaIds]
    .map((id) => items.get(id))
    .find(
      (item) =>
        item?.type === "av01" &&
        alphaAuxiliaryTypes.has(auxiliaryType(bytes, item.properties.find((property) => property.box.type === "auxC")?.box)),
    );

  const [width, height] = avifItemSize(bytes, primary, budget);
  if (alpha) {
    const [alphaWidth, alphaHeight] = avifItemSize(bytes, alpha, budget);
    if (alphaWidth !== width || alphaHeight !== height) throw new NotAnImage("The AVIF alpha plane has another size.");
  }
  const rotation = primary.properties.find((property) => property.box.type === "irot");
  const quarterTurn = rotation ? at(bytes, rotation.box.dataStart) & 1 : 0;
  const kept = alpha ? [primary, alpha] : [primary];
  return {
    format: "avif",
    contentType: "image/avif",
    width: quarterTurn ? height : width,
    height: quarterTurn ? width : height,
    bytes: buildAvif(bytes, kept),
  };
}

/** The major brand, then (after the minor version) the compatible brands. */
function brandsOf(file: ByteReader, ftyp: Box): string[] {
  const body = boxBody(file, ftyp);
  const brands = [body.ascii(4)];
  body.skip(Math.min(4, body.left));
  while (body.left >= 4) brands.push(body.ascii(4));
  return brands;
}

/** The item's `ispe`, which must agree with the AV1 sequence header that sizes decoded frames. */
function avifItemSize(bytes: Uint8Array, item: Item, budget: Budget): [number, number] {
  const ispe = item.properties.find((property) => property.box.type === "ispe")?.box;
  if (!ispe || ispe.dataStart + 12 > ispe.end) throw new NotAnImage("The AVIF has no dimensions.");
  const width = readU32(bytes, ispe.dataStart + 4);
  const height = readU32(bytes, ispe.dataStart + 8);
  checkFrameSize(width, height);
  if (!item.properties.some((property) => property.box.type === "av1C"))
    throw new NotAnImage("The AVIF has no AV1 configuration.");
  const [frameWidth, frameHeight] = av1FrameSize(item.data, budget);
  if (frameWidth !== width || frameHeight !== height) throw new NotAnImage("The AVIF's declared and encoded sizes disagree.");
  return [width, height];
}

/**
 * A kept property, rebuilt, or null to drop it. Fixed-size properties must be exactly as long as
 * their fields. `av1C` loses its optional copies of the sequence header (decoders read the one in
 * the image data), `auxC` is reduced to its alpha URN, and a `colr` keeps nclx colour
 * coordinates (exactly 11 bytes) or a well-formed ICC profile, and is dropped otherwise.
 */
function keptAvifProperty(bytes: Uint8Array, box: Box): Uint8Array | null {
  const body = bytes.subarray(box.dataStart, box.end);
  const size = avifPropertySizes.get(box.type)?.(body);
  if (size !== undefined) {
    if (body.length !== size || (box.type === "pixi" && at(body, 4) === 0)) {
      throw new NotAnImage(`The AVIF ${box.type} property has the wrong size.`);
    }
    return avifFullBoxes.has(box.type) ? fullBox(box.type, body.subarray(4)) : isoBox(box.type, body);
  }
  if (box.type === "av1C") {
    if (body.length < 4 || at(body, 0) !== 0x81) throw new NotAnImage("The AVIF's AV1 configuration is corrupt.");
    return isoBox("av1C", body.subarray(0, 4));
  }
  if (box.type === "auxC") {
    const urn = auxiliaryType(bytes, box);
    return alphaAuxiliaryTypes.has(urn) ? fullBox("auxC", asciiBytes(`${urn}\0`)) : null;
  }
  const colourType = ascii(body, 0, 4);
  if (colourType === "nclx" && body.length !== 11) throw new NotAnImage("The AVIF colr property has the wrong size.");
  if (colourType === "nclx") return isoBox("colr", body);
  const isProfile = (colourType === "prof" || colourType === "rICC") && isWellFormedIcc(body.subarray(4));
  return isProfile ? isoBox("colr", body) : null;
}

/** A fresh AVIF: fixed `ftyp`, then a `meta` holding exactly the kept items, then their bytes. */
function buildAvif(bytes: Uint8Array, items: Item[]): Uint8Array {
  const rebuilt = new Map<Box, Uint8Array | null>();
  const properties: Uint8Array[] = [];
  const associations = items.map((item) =>
    item.properties.flatMap(({ box, essential }) => {
      if (!rebuilt.has(box)) {
        const property = keptAvifProperties.has(box.type) ? keptAvifProperty(bytes, box) : null;
        rebuilt.set(box, property);
        if (property) properties.push(property);
      }
      const property = rebuilt.get(box);
      if (!property) {
        if (essential) throw new NotAnImage(`The AVIF needs a property that is not supported (${box.type}).`);
        return [];
      }
      return [(essential ? 0x80 : 0) | (properties.indexOf(property) + 1)];
    }),
  );
  if (properties.length > 127) throw new NotAnImage("The AVIF has too many properties.");
  const newId = (index: number) => index + 1;

  const ftyp = isoBox("ftyp", asciiBytes("avif"), Uint8Array.of(0, 0, 0, 0), asciiBytes("avifmif1miaf"));
  const meta = (dataOffset: number) => {
    let offset = dataOffset;
    const locations = items.map((item, index) => {
      const entry = Uint8Array.of(...u16(newId(index)), 0, 0, 0, 1, ...u32(offset), ...u32(item.data.length));
      offset += item.data.length;
      return entry;
    });
    return fullBox(
      "meta",
      fullBox("hdlr", Uint8Array.of(0, 0, 0, 0), asciiBytes("pict"), new Uint8Array(13)),
      fullBox("pitm", Uint8Array.of(...u16(1))),
      fullBox("iloc", Uint8Array.of(0x44, 0x00, ...u16(items.length)), ...locations),
      fullBox(
        "iinf",
        Uint8Array.of(...u16(items.length)),
        ...items.map((_, index) => isoBox("infe", Uint8Array.of(2, 0, 0, 0, ...u16(newId(index)), 0, 0), asciiBytes("av01\0"))),
      ),
      ...(items.length > 1 ? [fullBox("iref", isoBox("auxl", Uint8Array.of(...u16(2), 0, 1, ...u16(1))))] : []),
      isoBox(
        "iprp",
        isoBox("ipco", ...properties),
        fullBox(
          "ipma",
          Uint8Array.of(...u32(items.length)),
          ...associations.map((indexes, index) => Uint8Array.of(...u16(newId(index)), indexes.length, ...indexes)),
        ),
      ),
    );
  };
  const metaLength = meta(0).length;
  const mdat = isoBox("mdat", ...items.map((item) => item.data));
  return concat([ftyp, meta(ftyp.length + metaLength + 8), mdat]);
}
