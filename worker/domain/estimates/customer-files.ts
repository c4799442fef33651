import { estimateTexts } from "../../../src/lib/estimate-texts";
import { PhotoRejected, preparePhotos } from "../media";
import { invalid, notFound } from "../refusal";
import type { Language } from "./customer";
import { openEstimate } from "./customer";

/** The files of a customer's estimate: the lead's photos it shows, and the signature the customer drew. */

const signatureBytesLimit = 200 * 1024;

/**
 * A drawn signature as the page sends it (a PNG data URL), proven a PNG and cleaned like any upload.
 * It is never required: the typed name is the signature.
 */
export function drawnSignature(dataUrl: string, language: Language): Uint8Array {
  const unreadable = () => invalid(estimateTexts[language].signatureUnreadable, "signature");
  try {
    const [prepared] = preparePhotos([{ name: "signature.png", data: dataUrl }]);
    if (prepared?.format !== "png" || prepared.bytes.length > signatureBytesLimit) throw unreadable();
    return prepared.bytes;
  } catch (error) {
    if (error instanceof PhotoRejected) throw unreadable();
    throw error;
  }
}

/** A photo the estimate shows, to the holder of its link: from R2, with what the upload was proven to be. */
export async function customerPhoto(
  { db, bucket }: { db: D1Database; bucket: R2Bucket },
  token: string,
  revision: number | undefined,
  photoId: string,
) {
  const { loaded } = await openEstimate(db, token, revision);
  const photo = await db
    .prepare(
      `SELECT lead_photos.r2_key, lead_photos.content_type, lead_photos.original_name FROM estimate_photos
       JOIN lead_photos ON lead_photos.id = estimate_photos.photo_id WHERE estimate_id = ? AND photo_id = ?`,
    )
    .bind(loaded.row.id, photoId)
    .first<{ r2_key: string; content_type: string; original_name: string }>();
  const object = photo && (await bucket.get(photo.r2_key));
  if (!photo || !object) throw notFound(estimateTexts[loaded.row.language].photoNotFound);
  return { body: object.body, size: object.size, contentType: photo.content_type, originalName: photo.original_name };
}
