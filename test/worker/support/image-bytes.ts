/** Byte builders for test images, pure so that Worker tests and Node tests (with sharp) share them. */
import { concat as concatBytes } from "../../../worker/domain/media";

export const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
export const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join("");
export const contains = (bytes: Uint8Array, text: string) => latin1(bytes).includes(text);

export const concat = (...parts: Uint8Array[]) => concatBytes(parts);

// ---------------------------------------------------------------------------------------- JPEG

export function jpegSegment(marker: number, payload: Uint8Array): Uint8Array {
  const length = payload.length + 2;
  return concat(Uint8Array.of(0xff, marker, length >> 8, length & 0xff), payload);
}

export function insertAfterSoi(jpeg: Uint8Array, ...segments: Uint8Array[]): Uint8Array {
  return concat(jpeg.subarray(0, 2), ...segments, jpeg.subarray(2));
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
export const iccSegment = (profile = iccProfile()) =>
  jpegSegment(0xe2, concat(ascii("ICC_PROFILE\0"), Uint8Array.of(1, 1), profile));

// ---------------------------------------------------------------------------------------- ICC

/**
 * A minimal well-formed ICC profile: a 128-byte header declaring its size and the `acsp`
 * signature, a one-entry tag table, and a `desc` text tag holding `text`, zero-padded to four
 * bytes. `after` is added past the padding, counted in the declared size: an unreferenced gap.
 */
export function iccProfile(text = "fake-profile-bytes", after = new Uint8Array(0)): Uint8Array {
  const tag = concat(ascii("text\0\0\0\0"), ascii(text));
  const padded = tag.length + ((4 - (tag.length % 4)) % 4);
  const profile = new Uint8Array(144 + padded + after.length);
  const view = new DataView(profile.buffer);
  view.setUint32(0, profile.length);
  profile.set(ascii("mntrRGB XYZ "), 12); // device class, colour space, connection space
  profile.set(ascii("acsp"), 36);
  view.setUint32(128, 1);
  profile.set(ascii("desc"), 132);
  view.setUint32(136, 144);
  view.setUint32(140, tag.length);
  profile.set(tag, 144);
  profile.set(after, 144 + padded);
  return profile;
}

function adler32(bytes: Uint8Array): number {
  let [a, b] = [1, 0];
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** A zlib stream of one stored (uncompressed) deflate block, so its content shows as it is. */
export function zlibStored(data: Uint8Array): Uint8Array {
  const size = data.length;
  const checksum = new Uint8Array(4);
  new DataView(checksum.buffer).setUint32(0, adler32(data));
  return concat(Uint8Array.of(0x78, 0x01, 1, size & 0xff, size >> 8, ~size & 0xff, (~size >> 8) & 0xff), data, checksum);
}

/** A PNG iCCP chunk: profile name, compression method 0, then the zlib stream. */
export const iccpChunk = (zlib: Uint8Array, name = "ICC") => pngChunk("iCCP", concat(ascii(`${name}\0\0`), zlib));

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

/** The PNG's chunks, each as its type and data. */
export function pngChunks(png: Uint8Array): { type: string; data: Uint8Array }[] {
  const chunks = [];
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let pos = 8; pos + 12 <= png.length; pos += 12 + view.getUint32(pos)) {
    chunks.push({ type: latin1(png.subarray(pos + 4, pos + 8)), data: png.subarray(pos + 8, pos + 8 + view.getUint32(pos)) });
  }
  return chunks;
}

/** The PNG with its chunks (after the signature) changed by `edit`. */
export const editPngChunks = (png: Uint8Array, edit: (chunks: { type: string; data: Uint8Array }[]) => Uint8Array[]) =>
  concat(png.subarray(0, 8), ...edit(pngChunks(png)));

export function pngChunkTypes(png: Uint8Array): string[] {
  const types: string[] = [];
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let pos = 8; pos + 8 <= png.length; pos += 12 + view.getUint32(pos)) types.push(latin1(png.subarray(pos + 4, pos + 8)));
  return types;
}

// ---------------------------------------------------------------------------------------- ISO-BMFF (AVIF)

export type IsoBox = { type: string; body: Uint8Array };

/** The boxes between `from` and `to` (32-bit sizes only, as every AVIF encoder writes). */
export function isoBoxes(bytes: Uint8Array, from = 0, to = bytes.length): IsoBox[] {
  const boxes: IsoBox[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let pos = from; pos + 8 <= to; ) {
    const size = view.getUint32(pos);
    boxes.push({ type: latin1(bytes.subarray(pos + 4, pos + 8)), body: bytes.subarray(pos + 8, pos + size) });
    pos += size;
  }
  return boxes;
}

export function isoBox(type: string, ...body: Uint8Array[]): Uint8Array {
  const content = concat(...body);
  const header = new Uint8Array(8);
  new DataView(header.buffer).setUint32(0, content.length + 8);
  header.set(ascii(type), 4);
  return concat(header, content);
}

/**
 * An AVIF with the `meta` box's children changed by `edit`. With `shiftOffsets`, the `iloc` base
 * offsets follow mdat when meta grows (the layout sharp writes: version 0, 4-byte offsets,
 * lengths and base offsets).
 */
export function editAvifMeta(
  avif: Uint8Array,
  edit: (children: IsoBox[]) => Uint8Array[],
  { shiftOffsets = false } = {},
): Uint8Array {
  const rebuild = (delta: number) =>
    concat(
      ...isoBoxes(avif).map(({ type, body }) => {
        if (type !== "meta") return isoBox(type, body);
        const children = edit(isoBoxes(body, 4)).map((box) =>
          delta !== 0 && boxType(box) === "iloc" ? shiftIloc(box, delta) : box,
        );
        return isoBox("meta", body.subarray(0, 4), ...children);
      }),
    );
  const edited = rebuild(0);
  return shiftOffsets ? rebuild(edited.length - avif.length) : edited;
}

const boxType = (box: Uint8Array) => latin1(box.subarray(4, 8));

function shiftIloc(box: Uint8Array, delta: number): Uint8Array {
  const out = box.slice();
  const view = new DataView(out.buffer);
  if (out[8] !== 0 || out[12] !== 0x44 || out[13] !== 0x40) throw new Error("Only sharp's iloc layout is supported");
  let pos = 16;
  for (let item = view.getUint16(14); item > 0; item--) {
    view.setUint32(pos + 4, view.getUint32(pos + 4) + delta);
    pos += 10 + 8 * view.getUint16(pos + 8);
  }
  return out;
}

/** Replaces the children of a container box (like `iprp` or `ipco`) inside a list of boxes. */
export function editChildren(boxes: IsoBox[], type: string, edit: (children: IsoBox[]) => Uint8Array[]): Uint8Array[] {
  return boxes.map((box) => (box.type === type ? isoBox(type, ...edit(isoBoxes(box.body))) : isoBox(box.type, box.body)));
}
export const keepBoxes = (boxes: IsoBox[]) => boxes.map((box) => isoBox(box.type, box.body));

/** The AVIF with its item properties (the children of `ipco`) changed by `edit`. */
export const editAvifProperties = (avif: Uint8Array, edit: (properties: IsoBox[]) => Uint8Array[]) =>
  editAvifMeta(avif, (children) => editChildren(children, "iprp", (iprp) => editChildren(iprp, "ipco", edit)), {
    shiftOffsets: true,
  });

/**
 * The AVIF with `properties` added to `ipco` and associated, not essential, with item 1 (an
 * `ipma` of version 0 with one-byte indexes, as sharp writes it).
 */
export function withAvifProperties(avif: Uint8Array, ...properties: Uint8Array[]): Uint8Array {
  return editAvifMeta(
    avif,
    (children) =>
      editChildren(children, "iprp", (iprp) => {
        const existing = isoBoxes(iprp.find((box) => box.type === "ipco")?.body ?? new Uint8Array(0)).length;
        const added = properties.map((_, index) => existing + 1 + index);
        return iprp.map((box) =>
          box.type === "ipco"
            ? isoBox("ipco", box.body, ...properties)
            : box.type === "ipma"
              ? isoBox("ipma", associate(box.body, 1, added))
              : isoBox(box.type, box.body),
        );
      }),
    { shiftOffsets: true },
  );
}

function associate(ipma: Uint8Array, itemId: number, indexes: number[]): Uint8Array {
  const view = new DataView(ipma.buffer, ipma.byteOffset, ipma.byteLength);
  if (view.getUint32(0) !== 0) throw new Error("Only ipma version 0 with one-byte indexes is supported");
  const entries: Uint8Array[] = [ipma.subarray(0, 8)];
  for (let pos = 8, entry = 0; entry < view.getUint32(4); entry++) {
    const count = ipma[pos + 2] ?? 0;
    const existing = ipma.subarray(pos + 3, pos + 3 + count);
    entries.push(
      view.getUint16(pos) === itemId
        ? concat(ipma.subarray(pos, pos + 2), Uint8Array.of(count + indexes.length), existing, Uint8Array.from(indexes))
        : ipma.subarray(pos, pos + 3 + count),
    );
    pos += 3 + count;
  }
  return concat(...entries);
}

const u16be = (value: number) => Uint8Array.of(value >> 8, value & 0xff);
const u32be = (value: number) => Uint8Array.of(value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff);

/**
 * A minimal AVIF of one AV1 item: `ftyp`, a `meta` (hdlr, pitm, iloc, iinf, and av1C and an ispe
 * of `width` x `height` as properties), then an `mdat` holding `av1`, the item's data.
 */
export function avifOf(width: number, height: number, av1: Uint8Array): Uint8Array {
  const fullBox = (type: string, ...body: Uint8Array[]) => isoBox(type, new Uint8Array(4), ...body);
  const ftyp = isoBox("ftyp", ascii("avif\0\0\0\0avifmif1miaf"));
  const meta = (dataOffset: number) =>
    fullBox(
      "meta",
      fullBox("hdlr", new Uint8Array(4), ascii("pict"), new Uint8Array(13)),
      fullBox("pitm", u16be(1)),
      // Version 0, 4-byte offsets and lengths: one item (id 1) with one extent.
      fullBox("iloc", Uint8Array.of(0x44, 0x00, 0, 1, 0, 1, 0, 0, 0, 1), u32be(dataOffset), u32be(av1.length)),
      fullBox("iinf", u16be(1), isoBox("infe", Uint8Array.of(2, 0, 0, 0, 0, 1, 0, 0), ascii("av01\0"))),
      isoBox(
        "iprp",
        isoBox("ipco", isoBox("av1C", Uint8Array.of(0x81, 0, 0, 0)), fullBox("ispe", u32be(width), u32be(height))),
        fullBox("ipma", u32be(1), Uint8Array.of(0, 1, 2, 0x81, 2)),
      ),
    );
  const metaLength = meta(0).length;
  return concat(ftyp, meta(ftyp.length + metaLength + 8), isoBox("mdat", av1));
}

/**
 * An AV1 sequence header OBU for a still picture (a reduced header) of up to `width` x `height`,
 * read as far as photo intake reads it: the frame size, in 16-bit fields.
 */
export function av1SequenceHeader(width: number, height: number): Uint8Array {
  // seq_profile 0, still_picture, reduced_still_picture_header, seq_level_idx 0, then 16-bit sizes.
  const fields: [number, number][] = [
    [0, 3],
    [1, 1],
    [1, 1],
    [0, 5],
    [15, 4],
    [15, 4],
    [width - 1, 16],
    [height - 1, 16],
  ];
  const bits = fields.flatMap(([value, count]) =>
    Array.from({ length: count }, (_, index) => (value >> (count - 1 - index)) & 1),
  );
  const payload = new Uint8Array(Math.ceil(bits.length / 8) + 2);
  bits.forEach((bit, index) => {
    payload[index >> 3] = (payload[index >> 3] ?? 0) | (bit << (7 - (index & 7)));
  });
  return concat(Uint8Array.of(0x0a, payload.length), payload); // OBU type 1 with a size field
}

// ---------------------------------------------------------------------------------------- floods

/** `count` copies of `unit` between a head and a tail: a file made almost entirely of minimal structures. */
export function flood(head: Uint8Array, unit: Uint8Array, count: number, tail: Uint8Array): Uint8Array {
  const out = new Uint8Array(head.length + unit.length * count + tail.length);
  out.set(head);
  for (let index = 0; index < count; index++) out.set(unit, head.length + index * unit.length);
  out.set(tail, head.length + unit.length * count);
  return out;
}

/** One 40x30 GIF frame whose image data is `bytes` of 1-byte sub-blocks: a loop of millions. */
export function gifOfOneByteSubBlocks(gif: Uint8Array, bytes: number): Uint8Array {
  const header = 13 + 3 * 2 ** (((gif[10] ?? 0) & 7) + 1); // screen descriptor and global colour table
  const frame = Uint8Array.of(0x2c, 0, 0, 0, 0, 40, 0, 30, 0, 0, 2);
  return flood(concat(gif.subarray(0, header), frame), Uint8Array.of(1, 0), bytes / 2, Uint8Array.of(0, 0x3b));
}

/** A JPEG whose scan data is `bytes` of markup near misses: a markup scan that must look at every `<`. */
export function jpegOfNearMissMarkup(jpeg: Uint8Array, bytes: number): Uint8Array {
  const scanHeader = jpeg.indexOf(0xda, 2) + 1;
  const scanData = scanHeader + (((jpeg[scanHeader] ?? 0) << 8) | (jpeg[scanHeader + 1] ?? 0));
  const nearMisses = ascii("<scrip <svg\0<imgx><?xmlx<x:xmpmet <iframex<htm <textare <svg\x01onload=x>");
  return flood(jpeg.subarray(0, scanData), nearMisses, Math.floor(bytes / nearMisses.length), jpeg.subarray(scanData));
}

// ----------------------------------------------------------------------------------------- GIF

/** A GIF extension: introducer, label, then data sub-blocks of up to 255 bytes and a terminator. */
export function gifExtension(label: number, ...blocks: Uint8Array[]): Uint8Array {
  return concat(
    Uint8Array.of(0x21, label),
    ...blocks.map((block) => concat(Uint8Array.of(block.length), block)),
    Uint8Array.of(0),
  );
}

/** The GIF with blocks inserted before its trailer. */
export const gifWith = (gif: Uint8Array, ...blocks: Uint8Array[]) =>
  concat(gif.subarray(0, gif.length - 1), ...blocks, Uint8Array.of(0x3b));

// ---------------------------------------------------------------------------------------- WebP

export function riffChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + data.length + (data.length & 1));
  out.set(ascii(type));
  new DataView(out.buffer).setUint32(4, data.length, true);
  out.set(data, 8);
  return out;
}

/** A WebP file of the given chunks. */
export function webpOf(...chunks: Uint8Array[]): Uint8Array {
  const out = concat(ascii("RIFF\0\0\0\0WEBP"), ...chunks);
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return out;
}

/** The chunks of a WebP file, each with its header. */
export function webpChunks(webp: Uint8Array): { type: string; chunk: Uint8Array }[] {
  const chunks = [];
  const view = new DataView(webp.buffer, webp.byteOffset, webp.byteLength);
  for (let pos = 12; pos + 8 <= webp.length; ) {
    const size = view.getUint32(pos + 4, true);
    const end = pos + 8 + size + (size & 1);
    chunks.push({ type: latin1(webp.subarray(pos, pos + 4)), chunk: webp.subarray(pos, end) });
    pos = end;
  }
  return chunks;
}

// ----------------------------------------------------------------------------------- trailers

/**
 * Samsung's trailer: data blocks (2 zero bytes, a type, a name length, the name, the data), then
 * the "SEFH" directory (version, count, per block: 2 zero bytes, type, distance back from SEFH to
 * the block, block length), the directory's length and "SEFT".
 */
export function samsungTrailer(blocks: { type: number; name: string; data: Uint8Array }[]): Uint8Array {
  const encoded = blocks.map(({ type, name, data }) => {
    const header = new Uint8Array(8);
    const view = new DataView(header.buffer);
    view.setUint16(2, type, true);
    view.setUint32(4, name.length, true);
    return concat(header, ascii(name), data);
  });
  const directory = new DataView(new ArrayBuffer(12 + 12 * blocks.length));
  new Uint8Array(directory.buffer).set(ascii("SEFH"));
  directory.setUint32(4, 107, true);
  directory.setUint32(8, blocks.length, true);
  const total = encoded.reduce((sum, block) => sum + block.length, 0);
  let start = 0;
  encoded.forEach((block, index) => {
    directory.setUint16(12 + index * 12 + 2, blocks[index]?.type ?? 0, true);
    directory.setUint32(12 + index * 12 + 4, total - start, true);
    directory.setUint32(12 + index * 12 + 8, block.length, true);
    start += block.length;
  });
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, directory.byteLength, true);
  return concat(...encoded, new Uint8Array(directory.buffer), length, ascii("SEFT"));
}
