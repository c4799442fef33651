import { env } from "cloudflare:workers";
import { editAvifMeta, isoBox } from "./image-bytes";

export * from "./image-bytes";

/** The JSON payload's image object, as the browser form sends it. */
export function imagePayload(bytes: Uint8Array, name = "photo.jpg", type = "image/jpeg") {
  return { data: `data:${type};base64,${bytes.toBase64()}`, name, type, size: bytes.length };
}

/** The committed sample images (see fixtures/README.md). */
export function fixture(name: string): Uint8Array {
  const data = env.TEST_FIXTURES[name];
  if (!data) throw new Error(`No fixture ${name}`);
  return Uint8Array.fromBase64(data);
}

/** A valid JPEG of exactly `size` bytes: the fixture followed by zero padding, which encoders write too. */
export function jpegOfSize(size: number): Uint8Array {
  const out = new Uint8Array(size);
  out.set(fixture("plain.jpg"));
  return out;
}

/** The bomb: an `iloc` of 40 items (version 0, all sizes 0), each declaring 65,535 extents. */
export function avifExtentBomb(): Uint8Array {
  const items = Array.from({ length: 40 }, (_, index) => Uint8Array.of(0, index + 1, 0, 0, 0xff, 0xff));
  const iloc = isoBox("iloc", Uint8Array.of(0, 0, 0, 0, 0x00, 0x00, 0, 40), ...items);
  return editAvifMeta(fixture("exif.avif"), (children) =>
    children.map((box) => (box.type === "iloc" ? iloc : isoBox(box.type, box.body))),
  );
}
