/**
 * The seeded leads' photos (scripts/seed.ts): small pictures drawn here and encoded as JPEG, PNG and
 * WebP, the types visitors send, written to the local R2 bucket of the seeded state folder through
 * wrangler's own local platform (getPlatformProxy), where `wrangler dev` and `npm start` find them.
 */
import { resolve } from "node:path";
import sharp, { type Sharp } from "sharp";
import { getPlatformProxy } from "wrangler";

const root = new URL("..", import.meta.url).pathname;

export type SeedImage = {
  bytes: Uint8Array;
  contentType: "image/jpeg" | "image/png" | "image/webp";
  extension: "jpg" | "png" | "webp";
  width: number;
  height: number;
};

const width = 320;
const height = 240;

/** What a visitor photographs, roughly: a wall or floor in two tones, with a few darker patches. */
const scenes = [
  { from: "#d6cfc4", to: "#9c8f7f", patch: "#3f3a33" },
  { from: "#b9c2c9", to: "#6f7b85", patch: "#2b3035" },
  { from: "#e8e2d0", to: "#b8a98a", patch: "#5c4f36" },
  { from: "#c7d8e8", to: "#5b7892", patch: "#1f2d3a" },
  { from: "#d9c2a5", to: "#8a5a3c", patch: "#3b2416" },
];

const picture = (scene: (typeof scenes)[number], index: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${scene.from}"/><stop offset="1" stop-color="${scene.to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <rect y="${150 + index * 8}" width="${width}" height="6" fill="${scene.to}"/>
  <ellipse cx="${70 + index * 40}" cy="90" rx="38" ry="22" fill="${scene.patch}" opacity=".55"/>
  <ellipse cx="${230 - index * 25}" cy="${120 + index * 10}" rx="18" ry="30" fill="${scene.patch}" opacity=".4"/>
</svg>`);

const encodings = {
  jpg: (image: Sharp) => image.jpeg({ quality: 70 }),
  png: (image: Sharp) => image.png({ palette: true }),
  webp: (image: Sharp) => image.webp({ quality: 70 }),
} as const;
const contentTypes = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;

/** Every scene in every type; each JPEG is listed three times, as most phones send JPEG. */
export async function generateSeedImages(): Promise<SeedImage[]> {
  const images = await Promise.all(
    scenes.flatMap((scene, index) =>
      (["jpg", "png", "webp"] as const).map(async (extension) => ({
        bytes: new Uint8Array(await encodings[extension](sharp(picture(scene, index))).toBuffer()),
        contentType: contentTypes[extension],
        extension,
        width,
        height,
      })),
    ),
  );
  const jpegs = images.filter((image) => image.extension === "jpg");
  return [...images, ...jpegs, ...jpegs];
}

type PhotoBucket = {
  put(key: string, value: Uint8Array, options: { httpMetadata: { contentType: string } }): Promise<unknown>;
};

/**
 * The local R2 bucket of `persistTo` (the folder `wrangler dev --persist-to` serves, relative to the
 * project), through wrangler's platform proxy (a workerd of its own on that folder's state): `put`
 * writes photos, `close` stops it.
 */
export async function localPhotoBucket(persistTo: string) {
  const { env, dispose } = await getPlatformProxy<{ PHOTOS: PhotoBucket }>({
    configPath: resolve(root, "wrangler.toml"),
    persist: { path: resolve(root, persistTo, "v3") },
    remoteBindings: false,
  });
  const concurrent = 32;
  return {
    async put(photos: ReadonlyArray<{ key: string; image: SeedImage }>) {
      for (let start = 0; start < photos.length; start += concurrent) {
        await Promise.all(
          photos
            .slice(start, start + concurrent)
            .map(({ key, image }) => env.PHOTOS.put(key, image.bytes, { httpMetadata: { contentType: image.contentType } })),
        );
      }
    },
    close: dispose,
  };
}
