import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { PhotoRejected, preparePhotos } from "../../worker/domain/media";
import { ascii, avifExtentBomb, concat, fixture, gifExtension, gifWith, insertAfterSoi, jpegSegment } from "./support/images";
import { mutatedImage } from "./support/mutations";

/** Longest a photo may take to prove or refuse, inside the Worker. */
const maxMsPerPhoto = 50;

const fixtureNames = [
  "plain.jpg",
  "camera-gps.jpg",
  "progressive.jpg",
  "plain.png",
  "palette.png",
  "exif.webp",
  "alpha.webp",
  "animated.webp",
  "plain.gif",
  "animated.gif",
  "plain.avif",
  "exif.avif",
  "alpha.avif",
];
const jpeg = fixture("plain.jpg");
const seeds = [
  ...fixtureNames.map(fixture),
  concat(insertAfterSoi(jpeg, jpegSegment(0xe2, ascii("MPF\0II*\0"))), jpeg),
  concat(jpeg, ascii("\0\0\0\0\x0a\x30\0\0\0\0SEFH\x6b\0\0\0\x01\0\0\0\0\0\x0a\x30\x0a\0\0\0\x0a\0\0\0\x18\0\0\0SEFT")),
  gifWith(fixture("animated.gif"), gifExtension(0xfe, ascii("comment")), gifExtension(0xff, ascii("XMP DataXMP"), ascii("<x/>"))),
  avifExtentBomb(),
];

/**
 * How long one upload takes. The clock ticks in whole milliseconds and tests share a busy
 * machine, so single runs jump by tens of ms at random; a slow run is repeated after yielding,
 * and the fastest counts. A parser that is really slow is slow every time.
 */
async function timed(run: () => void): Promise<number> {
  let fastest = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 5 && fastest >= maxMsPerPhoto; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const startedAt = performance.now();
    run();
    fastest = Math.min(fastest, performance.now() - startedAt);
  }
  return fastest;
}

describe("fuzzed photos", () => {
  it(`are accepted or refused with the module's own rejection, each within ${maxMsPerPhoto} ms`, async () => {
    const parserFault = vi.spyOn(console, "error");
    let accepted = 0;
    let slowest = 0;
    await fc.assert(
      fc.asyncProperty(mutatedImage(seeds), async (bytes) => {
        const data = bytes.toBase64();
        let outcome: unknown;
        const ms = await timed(() => {
          try {
            [outcome] = preparePhotos([{ name: "fuzzed", data }]);
          } catch (error) {
            outcome = error;
          }
        });
        if (outcome instanceof Error) {
          expect(outcome).toBeInstanceOf(PhotoRejected);
        } else {
          expect(outcome).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
          accepted++;
        }
        slowest = Math.max(slowest, ms);
        expect(ms).toBeLessThan(maxMsPerPhoto);
      }),
      { numRuns: 3000, seed: 20261122 },
    );
    expect(parserFault).not.toHaveBeenCalled();
    expect(accepted).toBeGreaterThan(100);
    console.log(`fuzzed photos: 3000 runs, ${accepted} accepted, slowest ${slowest.toFixed(1)} ms`);
  }, 60_000);
});
