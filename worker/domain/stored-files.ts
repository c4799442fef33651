import { unavailable } from "./refusal";

/**
 * Files the business may have to prove: the estimate as sent, the signed copy, and later a job's
 * closeout packet and compliance evidence. Each is written once to R2 under a key of its own, with
 * R2's own SHA-256 check on the upload, its hash kept in D1 by the caller, and verified on every read:
 * a missing or altered copy is never served, and never made again.
 */

/** Where a stored file is and the SHA-256 (hex) of its bytes as stored; both live in D1. */
export type StoredFile = { key: string; sha256: string };

/** What the desk shows about a stored file: there and intact, gone from R2, or not the bytes stored. */
export type StoredFileState = "stored" | "missing" | "altered";

export const sha256Hex = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)).toHex();

/** Writes `bytes` under `key`; R2 refuses the upload if what arrived does not match the hash. */
export async function storeFile(
  bucket: R2Bucket,
  key: string,
  bytes: Uint8Array,
  { contentType, metadata = {} }: { contentType: string; metadata?: Record<string, string> },
): Promise<StoredFile> {
  const sha256 = await sha256Hex(bytes);
  await bucket.put(key, bytes, { sha256, httpMetadata: { contentType }, customMetadata: metadata });
  return { key, sha256 };
}

/**
 * The stored bytes, proven to be the ones written. A missing or altered copy is logged and refused
 * (`what` names it in the log and for the person asking, e.g. "The signed copy of E-2026-0042").
 */
export async function readStoredFile(bucket: R2Bucket, file: StoredFile, what: string, refusal: string): Promise<Uint8Array> {
  const object = await bucket.get(file.key);
  if (!object) {
    console.error(`${what}: stored copy missing from R2 (${file.key}); nothing served.`);
    throw unavailable(refusal);
  }
  const bytes = new Uint8Array(await object.arrayBuffer());
  const actual = await sha256Hex(bytes);
  if (actual !== file.sha256) {
    console.error(`${what}: stored copy altered (${file.key}: SHA-256 ${actual}, recorded ${file.sha256}); nothing served.`);
    throw unavailable(refusal);
  }
  return bytes;
}

/**
 * The state of a stored file without reading it: R2 keeps the checksum it verified on upload, so a
 * copy replaced by anything but our own write (which always sends the hash) shows as altered.
 */
export async function storedFileState(bucket: R2Bucket, file: StoredFile): Promise<StoredFileState> {
  const object = await bucket.head(file.key);
  if (!object) return "missing";
  const checksum = object.checksums.sha256;
  return checksum && new Uint8Array(checksum).toHex() === file.sha256 ? "stored" : "altered";
}
