import { limits } from "../../../src/lib/quote";
import { cleanAvif } from "./avif";
import { ascii, startsWith } from "./bytes";
import { cleanGif } from "./gif";
import { Budget, type CleanImage, checkFrameSize, NotAnImage } from "./image";
import { cleanJpeg } from "./jpeg";
import { refuseMarkupInStoredCopy, refuseMarkupInUpload } from "./markup";
import { cleanPng, pngSignature } from "./png";
import { cleanWebp } from "./webp";

/**
 * Photo intake, facing the internet. What a file is comes from its bytes, never from the name or
 * type the browser claims: each format is recognised by its magic number and walked structure by
 * structure to its end. The walk is structural (no pixel decoding, which costs a Worker about a
 * second per photo) and bounded: every count is checked against the bytes present before
 * anything is allocated, the parts of a file and its scans are capped, and a frame may not exceed
 * 8192 px per side or 50 MP, nor an animation 50 MP in total. The size recorded is the one a
 * decoder draws; where two fields describe it they must agree. What is stored is a copy rebuilt
 * from a keep-list of what draws the image, each kept structure exactly as long as its fields, so
 * EXIF with GPS, XMP, comments, text, C2PA and anything unknown are gone and nothing rides after
 * a kept field; markup anywhere in that copy is refused.
 *
 * One module per format (jpeg, png, gif, webp, avif with heif-items, iso-box and av1), all
 * reading through bytes.ts's ByteReader, which checks bounds and charges image.ts's Budget.
 */

export { concat } from "./bytes";
export { Budget, type CleanImage, type ImageFormat, maxParts, maxPixels, maxSide } from "./image";

export type PreparedPhoto = CleanImage & { originalName: string };

export type PhotoProblem = "image-too-large" | "total-too-large" | "not-an-image";

export class PhotoRejected extends Error {
  constructor(
    readonly problem: PhotoProblem,
    /** Position in the upload list, or null when the problem is the whole set. */
    readonly index: number | null,
    readonly photoName: string,
    reason: string,
  ) {
    super(reason);
    this.name = "PhotoRejected";
  }
}

/**
 * Decodes, size-checks and cleans the photos of one submission, in order. Throws PhotoRejected
 * naming the first photo (or the set) that cannot be accepted.
 */
export function preparePhotos(images: ReadonlyArray<{ name: string; data: string }>): PreparedPhoto[] {
  const decoded = images.map((image, index) => {
    try {
      return decodeImageData(image.data);
    } catch {
      throw new PhotoRejected("not-an-image", index, image.name, "The data is not base64.");
    }
  });
  decoded.forEach((bytes, index) => {
    if (bytes.length > limits.imageBytes) {
      throw new PhotoRejected("image-too-large", index, images[index]?.name ?? "", `${bytes.length} bytes`);
    }
  });
  const total = decoded.reduce((sum, bytes) => sum + bytes.length, 0);
  if (total > limits.totalImageBytes) throw new PhotoRejected("total-too-large", null, "", `${total} bytes in total`);

  return decoded.map((bytes, index) => {
    const originalName = images[index]?.name ?? "";
    try {
      return { ...cleanImage(bytes), originalName };
    } catch (error) {
      // Bytes a parser cannot handle are still the client's upload, not a server fault; a parser bug must be seen, though.
      if (!(error instanceof NotAnImage)) console.error(`Image parser failed on "${originalName}":`, error);
      throw new PhotoRejected("not-an-image", index, originalName, error instanceof Error ? error.message : String(error));
    }
  });
}

/** workerd has the TC39 `Uint8Array.fromBase64`; TypeScript's libs outside the Worker do not declare it yet. */
type Base64Decoder = { fromBase64(base64: string): Uint8Array };

/** Base64, either plain or as a data URL ("data:image/png;base64,..."). */
function decodeImageData(data: string): Uint8Array {
  let payload = data;
  if (data.startsWith("data:")) {
    const comma = data.indexOf(",");
    if (comma < 0 || !/;base64$/i.test(data.slice(0, comma))) throw new NotAnImage("Not a base64 data URL.");
    payload = data.slice(comma + 1);
  }
  return (Uint8Array as unknown as Base64Decoder).fromBase64(payload);
}

/**
 * Proves what the bytes are and returns a metadata-free copy. Throws NotAnImage otherwise.
 * `budget` counts the walk's work, for a caller that wants to know it.
 */
export function cleanImage(bytes: Uint8Array, budget = new Budget()): CleanImage {
  if (bytes.length === 0) throw new NotAnImage("The file is empty.");
  refuseMarkupInUpload(bytes);
  const image = cleanByFormat(bytes, budget);
  checkFrameSize(image.width, image.height);
  refuseMarkupInStoredCopy(image.bytes);
  return image;
}

function cleanByFormat(bytes: Uint8Array, budget: Budget): CleanImage {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return cleanJpeg(bytes, budget);
  if (startsWith(bytes, pngSignature)) return cleanPng(bytes, budget);
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return cleanGif(bytes, budget);
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return cleanWebp(bytes, budget);
  if (ascii(bytes, 4, 4) === "ftyp") return cleanAvif(bytes, budget);
  throw new NotAnImage("Not a JPEG, PNG, WebP, GIF or AVIF file.");
}
