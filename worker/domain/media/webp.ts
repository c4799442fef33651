import { asciiBytes, at, ByteReader, concat, readU16LE, readU24LE, readU32LE, startsWith, u32le } from "./bytes";
import { isWellFormedIcc } from "./icc";
import { type Budget, type CleanImage, checkFrameSize, NotAnImage } from "./image";

const vp8xIcc = 0x20;
const vp8xAlpha = 0x10;
const vp8xAnimation = 0x02;

type RiffChunk = { type: string; data: Uint8Array };

/**
 * Rebuilt from VP8X, ICCP (when the profile is well formed), ANIM, ANMF (keeping only their ALPH
 * and bitstream sub-chunks), ALPH and the VP8/VP8L bitstream; EXIF, XMP and unknown chunks are
 * dropped. The size a decoder draws is the bitstream's; a VP8X canvas must agree with it, and
 * animation frames must lie inside it.
 */
export function cleanWebp(bytes: Uint8Array, budget: Budget): CleanImage {
  const file = new ByteReader(bytes, budget, "WebP", 4);
  const riffEnd = 8 + file.u32le();
  if (riffEnd > bytes.length) throw file.truncated();
  if (riffEnd < bytes.length) throw new NotAnImage("The WebP has data after its end.");
  file.skip(4); // "WEBP"
  const chunks = riffChunks(file);
  const [first] = chunks;
  if (!first) throw new NotAnImage("The WebP has no image data.");
  if (first.type !== "VP8X") {
    const [width, height] = webpBitstreamSize(first);
    return webpImage(width, height, [riffChunk(first.type, first.data)]);
  }

  if (first.data.length < 10) throw new NotAnImage("The WebP header is corrupt.");
  const width = 1 + readU24LE(first.data, 4);
  const height = 1 + readU24LE(first.data, 7);
  checkFrameSize(width, height);
  const firstIcc = chunks.find((chunk) => chunk.type === "ICCP");
  const icc = firstIcc && isWellFormedIcc(firstIcc.data) ? firstIcc : undefined;
  const flags = at(first.data, 0) & (vp8xAlpha | vp8xAnimation | (icc ? vp8xIcc : 0));
  const header = riffChunk("VP8X", Uint8Array.of(flags, 0, 0, 0), first.data.subarray(4, 10));
  const colour = icc ? [riffChunk("ICCP", icc.data)] : [];

  if (flags & vp8xAnimation) {
    const anim = chunks.find((chunk) => chunk.type === "ANIM");
    const frames = chunks.filter((chunk) => chunk.type === "ANMF");
    if (anim?.data.length !== 6 || frames.length === 0) throw new NotAnImage("The WebP animation is corrupt.");
    const kept = frames.map((frame) => riffChunk("ANMF", ...webpFrame(frame.data, width, height, budget)));
    return webpImage(width, height, [header, ...colour, riffChunk("ANIM", anim.data), ...kept]);
  }
  const image = webpStill(chunks);
  const [imageWidth, imageHeight] = webpBitstreamSize(image.bitstream);
  if (imageWidth !== width || imageHeight !== height) throw new NotAnImage("The WebP canvas and image sizes disagree.");
  return webpImage(width, height, [header, ...colour, ...image.kept]);
}

/** The chunks from the reader's position to its end; a chunk of odd size is followed by a pad byte. */
function riffChunks(reader: ByteReader): RiffChunk[] {
  const chunks: RiffChunk[] = [];
  while (reader.left > 0) {
    reader.part();
    reader.need(8);
    const type = reader.ascii(4);
    const data = reader.take(reader.u32le());
    if (data.length & 1 && reader.left > 0) reader.skip(1);
    chunks.push({ type, data });
  }
  return chunks;
}

/** The bitstream of a still image, with the alpha chunk that must precede a lossy one. */
function webpStill(chunks: RiffChunk[]): { bitstream: RiffChunk; kept: Uint8Array[] } {
  const index = chunks.findIndex((chunk) => chunk.type === "VP8 " || chunk.type === "VP8L");
  const bitstream = chunks[index];
  if (!bitstream) throw new NotAnImage("The WebP has no image data.");
  const alpha = chunks[index - 1]?.type === "ALPH" && bitstream.type === "VP8 " ? chunks[index - 1] : undefined;
  const kept = alpha ? [riffChunk("ALPH", alpha.data)] : [];
  kept.push(riffChunk(bitstream.type, bitstream.data));
  return { bitstream, kept };
}

/** An ANMF payload rebuilt: its 16-byte header, then only its alpha and bitstream chunks. */
function webpFrame(data: Uint8Array, canvasWidth: number, canvasHeight: number, budget: Budget): Uint8Array[] {
  if (data.length < 16) throw new NotAnImage("The WebP animation is corrupt.");
  const [x, y] = [2 * readU24LE(data, 0), 2 * readU24LE(data, 3)];
  const [width, height] = [1 + readU24LE(data, 6), 1 + readU24LE(data, 9)];
  budget.frame(width, height);
  if (x + width > canvasWidth || y + height > canvasHeight) throw new NotAnImage("A WebP frame lies outside its canvas.");
  const image = webpStill(riffChunks(new ByteReader(data, budget, "WebP", 16)));
  const [imageWidth, imageHeight] = webpBitstreamSize(image.bitstream);
  if (imageWidth !== width || imageHeight !== height) throw new NotAnImage("A WebP frame and its image sizes disagree.");
  return [data.subarray(0, 16), ...image.kept];
}

function webpBitstreamSize({ type, data }: RiffChunk): [number, number] {
  if (type === "VP8 " && data.length >= 10 && (at(data, 0) & 1) === 0 && startsWith(data.subarray(3), [0x9d, 0x01, 0x2a])) {
    return [readU16LE(data, 6) & 0x3fff, readU16LE(data, 8) & 0x3fff];
  }
  if (type === "VP8L" && data.length >= 5 && data[0] === 0x2f) {
    const bits = readU32LE(data, 1);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  throw new NotAnImage("The WebP header is corrupt.");
}

/** A chunk: its type, the data's length (little-endian), the data, and a pad byte after odd sizes. */
function riffChunk(type: string, ...data: Uint8Array[]): Uint8Array {
  const length = data.reduce((sum, part) => sum + part.length, 0);
  return concat([asciiBytes(type), Uint8Array.from(u32le(length)), ...data, new Uint8Array(length & 1)]);
}

/** The file is itself a chunk, "RIFF", whose data is "WEBP" and the image's chunks. */
function webpImage(width: number, height: number, chunks: Uint8Array[]): CleanImage {
  const bytes = riffChunk("RIFF", asciiBytes("WEBP"), ...chunks);
  return { format: "webp", contentType: "image/webp", width, height, bytes };
}
