/** What every format's cleaner returns, throws and is capped by. */

export type ImageFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

export type CleanImage = {
  format: ImageFormat;
  contentType: `image/${ImageFormat}`;
  width: number;
  height: number;
  bytes: Uint8Array;
};

/** Bytes that are not an image we accept: the client's upload, never a server fault. */
export class NotAnImage extends Error {}

/**
 * Larger images are decompression bombs for whoever opens them, whatever their file size. Phones
 * take at most 50 MP; the form downscales to 2560 px per side. The pixel cap holds per frame and
 * summed over an animation's frames.
 */
export const maxSide = 8192;
export const maxPixels = 50_000_000;
/** Chunks, segments, blocks, boxes, entries or OBUs per file: real photos have tens to hundreds. */
export const maxParts = 5000;
/** Inflated, a PNG's ICC profile (the one compressed field kept) may be this large; RGB and grey profiles are a few kilobytes. */
const maxInflatedBytes = 1 << 20;

export function checkFrameSize(width: number, height: number) {
  if (width === 0 || height === 0) throw new NotAnImage("The image has no pixels.");
  if (width > maxSide || height > maxSide || width * height > maxPixels) {
    throw new NotAnImage(`${width}x${height} is too many pixels.`);
  }
}

/**
 * What the walk of one file costs, refused past the caps: its parts, its frames' pixels and the
 * bytes it inflates. The counts are what the bomb and fuzz tests bound.
 */
export class Budget {
  #parts = 0;
  #pixels = 0;
  #inflatedBytes = 0;

  get parts() {
    return this.#parts;
  }

  get inflatedBytes() {
    return this.#inflatedBytes;
  }

  /** One chunk, segment, block, box, entry or OBU; `what` names the file in the refusal, e.g. "PNG". */
  part(what: string) {
    if (++this.#parts > maxParts) throw new NotAnImage(`The ${what} has too many parts.`);
  }

  frame(width: number, height: number) {
    checkFrameSize(width, height);
    this.#pixels += width * height;
    if (this.#pixels > maxPixels) throw new NotAnImage("The animation has too many pixels in total.");
  }

  inflated(bytes: number) {
    this.#inflatedBytes += bytes;
    if (this.#inflatedBytes > maxInflatedBytes) throw new NotAnImage("Inflates past the limit.");
  }
}
