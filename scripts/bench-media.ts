/**
 * Cost of photo intake per photo, measured in Node on the module the Worker runs: an ordinary
 * 12 MP phone JPEG (4000x3000, EXIF with GPS, about 3.5 MB) proven and cleaned by cleanImage,
 * then the 5 MB files built to make the parser slow (test/worker/media-bombs.test.ts bounds
 * their work; this times it). Worker CPU time per photo is close to these figures (same V8, same
 * code, no I/O).
 *
 *   npm run bench -- media
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { limits } from "../src/lib/quote";
import { gifOfOneByteSubBlocks, iccpChunk, insertPngChunks, jpegOfNearMissMarkup } from "../test/worker/support/image-bytes";
import { cleanImage } from "../worker/domain/media";

const runs = Number(process.env.BENCH_MEDIA_RUNS ?? 30);

/** Smooth gradients with fine noise, so the file has the size and entropy of a real phone photo. */
async function phoneJpeg(): Promise<Uint8Array> {
  const [width, height] = [4000, 3000];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = (Math.random() * 24) | 0;
      pixels[i] = ((x * 255) / width + grain) & 0xff;
      pixels[i + 1] = ((y * 255) / height + grain) & 0xff;
      pixels[i + 2] = (((x + y) * 128) / width + grain) & 0xff;
    }
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "BenchPhone", Model: "12 MP", Orientation: "6" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 52/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "87/1 40/1 0/1" },
    })
    .toBuffer();
  return new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.length);
}

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../test/worker/fixtures/${name}`, import.meta.url)));

/** A PNG whose ICC profile is 5 MB of zeros, deflated to about 5 KB. */
async function pngWithIccBomb(): Promise<Uint8Array> {
  const zeros = new Blob([new Uint8Array(limits.imageBytes)]).stream().pipeThrough(new CompressionStream("deflate"));
  return insertPngChunks(fixture("plain.png"), iccpChunk(new Uint8Array(await new Response(zeros).arrayBuffer())));
}

/** Times cleanImage on `bytes`, accepted or refused. */
function time(label: string, bytes: Uint8Array) {
  const clean = () => {
    try {
      cleanImage(bytes);
    } catch {}
  };
  for (let warm = 0; warm < 3; warm++) clean();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const startedAt = performance.now();
    clean();
    times.push(performance.now() - startedAt);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const p90 = times[Math.floor(times.length * 0.9)] ?? 0;
  // On a shared machine the fastest run is the truest figure of the cost; the median shows the load.
  const fastest = times[0] ?? 0;
  console.log(
    `${label} over ${runs} runs: fastest ${fastest.toFixed(2)} ms, median ${median.toFixed(2)} ms, p90 ${p90.toFixed(2)} ms`,
  );
}

export async function benchMedia() {
  const photo = await phoneJpeg();
  console.log(`Photo: 4000x3000 JPEG, ${(photo.length / 1_048_576).toFixed(2)} MB, EXIF with GPS`);
  time("cleanImage per photo", photo);
  time("5 MB GIF of 1-byte sub-blocks", gifOfOneByteSubBlocks(fixture("plain.gif"), limits.imageBytes));
  time("5 MB of near-miss markup in JPEG scan data", jpegOfNearMissMarkup(fixture("plain.jpg"), limits.imageBytes));
  time("PNG whose ICC profile inflates to 5 MB", await pngWithIccBomb());
}
