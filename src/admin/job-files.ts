import { jobFileLimits } from "../lib/jobs";
import { limits } from "../lib/quote";

/**
 * Files staff attach on a job, read in the browser and sent as base64 (the photo intake's shape):
 * photos larger than the intake takes, or larger than a phone needs to send on a weak signal, are
 * redrawn smaller as JPEG first; a PDF is sent as it is, if it is not over the limit. The Worker
 * proves what each file is by its bytes, whatever it is called here.
 */

export type Upload = { name: string; data: string };

/** The longest side a daily-log photo is sent at: enough to read a gauge or a label. */
const logPhotoSide = 2048;

const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsDataURL(blob);
  });

async function redrawn(file: File, side: number): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The photo could not be redrawn."))), "image/jpeg", 0.85),
  );
}

export class FileTooLarge extends Error {}

const isPdf = (file: File) => file.type === "application/pdf" || /\.pdf$/i.test(file.name);

/** A file ready to send: a PDF as it is, a photo redrawn when too large (or always, for the daily log). */
export async function toUpload(file: File, { forLog = false } = {}): Promise<Upload> {
  if (isPdf(file)) {
    if (file.size > jobFileLimits.pdfBytes)
      throw new FileTooLarge(
        `“${file.name}” is larger than ${jobFileLimits.pdfBytes / 1024 / 1024} MB. Save it smaller and try again.`,
      );
    return { name: file.name, data: await readAsDataUrl(file) };
  }
  const tooLarge = file.size > limits.imageBytes;
  if (!forLog && !tooLarge) return { name: file.name, data: await readAsDataUrl(file) };
  try {
    return { name: file.name.replace(/\.\w+$/, "") || "photo", data: await readAsDataUrl(await redrawn(file, logPhotoSide)) };
  } catch {
    // Not something this browser can draw (a HEIC photo on some browsers): sent as it is, for the Worker to judge.
    if (tooLarge) throw new FileTooLarge(`“${file.name}” is too large to send. Take the photo again at a lower resolution.`);
    return { name: file.name, data: await readAsDataUrl(file) };
  }
}
