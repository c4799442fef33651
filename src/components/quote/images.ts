import { messages, type Toast } from "../../lib/messages";
import { limits } from "../../lib/quote";
import type { QuoteImage } from "./submission";

/** Files this small are sent as chosen whatever their pixel size: re-encoding would save little. */
const keepBelowBytes = 512 * 1024;
const jpegQualities = [0.85, 0.72, 0.6] as const;
/** When even the lowest quality does not fit, the longest side shrinks by this factor and we try again. */
const shrinkFactor = 0.75;
const smallestSide = 640;

const jpegName = (name: string) => `${name.replace(/\.[^./\\]+$/, "") || "photo"}.jpg`;

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function makeCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas === "function") return new OffscreenCanvas(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encodeJpeg(canvas: Canvas, quality: number): Promise<Blob> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type: "image/jpeg", quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("encode failed"))), "image/jpeg", quality),
  );
}

async function drawScaled(bitmap: ImageBitmap, longestSide: number): Promise<Canvas> {
  const scale = Math.min(1, longestSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = makeCanvas(width, height);
  const context = canvas.getContext("2d") as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error("no 2d context");
  // JPEG has no transparency: transparent PNG areas become white, not black.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas;
}

/**
 * Phone photos are usually larger than the 5 MB limit and much larger than staff need: anything over
 * the limit, or wider than limits.imageMaxSide, is redrawn at most imageMaxSide px on its longest side
 * and re-encoded as JPEG (which also drops EXIF and GPS metadata). Every file is decoded first, so one
 * the browser cannot read is caught here (it throws). GIFs keep their animation and are sent as chosen.
 */
export async function fitImage(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    if (
      file.type === "image/gif" ||
      (file.size <= limits.imageBytes && (longest <= limits.imageMaxSide || file.size <= keepBelowBytes))
    ) {
      return file;
    }
    let side: number = Math.min(longest, limits.imageMaxSide);
    let smallest: Blob | null = null;
    while (true) {
      const canvas = await drawScaled(bitmap, side);
      for (const quality of jpegQualities) {
        const blob = await encodeJpeg(canvas, quality);
        if (!smallest || blob.size < smallest.size) smallest = blob;
        if (blob.size <= limits.imageBytes) {
          // A file that only had too many pixels may not get smaller: keep the original then.
          if (blob.size >= file.size && file.size <= limits.imageBytes) return file;
          return new File([blob], jpegName(file.name), { type: "image/jpeg", lastModified: file.lastModified });
        }
      }
      if (side <= smallestSide) break;
      side = Math.max(smallestSide, Math.round(side * shrinkFactor));
    }
    return new File([smallest ?? file], jpegName(file.name), { type: "image/jpeg" });
  } finally {
    bitmap.close();
  }
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener("load", () =>
      typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("unreadable")),
    );
    reader.addEventListener("error", () => reject(reader.error ?? new Error("unreadable")));
    reader.readAsDataURL(file);
  });
}

let nextImageId = 1;

export type PreparedImages = { images: QuoteImage[]; problem: Toast | null; maxImages: number };

/**
 * Turns newly chosen files into photos ready to send, or the toast that explains why none were added:
 * a file that cannot be read, one that is still over 5 MB after downscaling, or a total over 20 MB.
 * Non-image files are ignored; at most limits.maxImages photos are kept in all.
 */
export async function prepareImages(files: readonly File[], existing: readonly QuoteImage[]): Promise<PreparedImages> {
  const done = (images: QuoteImage[], problem: Toast | null): PreparedImages => ({
    images,
    problem,
    maxImages: limits.maxImages,
  });
  const room = Math.max(0, limits.maxImages - existing.length);
  const chosen = files.filter((file) => file.type.startsWith("image/")).slice(0, room);
  if (chosen.length === 0) return done([], files.length > 0 && room > 0 ? messages.imageReadError : null);

  let fitted: File[];
  try {
    fitted = await Promise.all(chosen.map((file) => fitImage(file)));
  } catch {
    return done([], messages.imageReadError);
  }
  if (fitted.some((file) => file.size > limits.imageBytes)) return done([], messages.imageTooLarge);
  const total = [...existing, ...fitted].reduce((sum, image) => sum + image.size, 0);
  if (total > limits.totalImageBytes) return done([], messages.imagesTotalTooLarge);

  try {
    const images = await Promise.all(
      fitted.map(async (file) => ({
        id: `photo-${nextImageId++}`,
        data: await readAsDataUrl(file),
        name: file.name || "photo",
        type: file.type,
        size: file.size,
      })),
    );
    return done(images, null);
  } catch {
    return done([], messages.imageReadError);
  }
}
