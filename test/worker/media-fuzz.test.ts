import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { Budget, cleanImage, PhotoRejected, preparePhotos } from "../../worker/domain/media";
import { ascii, avifExtentBomb, concat, fixture, gifExtension, gifWith, insertAfterSoi, jpegSegment } from "./support/images";
import { mutatedImage } from "./support/mutations";

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

describe("fuzzed photos", () => {
  // Wall time is for the bench (`npm run bench -- media`); here the work is counted: every part the
  // walk charges to its budget must have bytes behind it, so no count a file declares drives the walk.
  it("are accepted or refused with the module's own rejection, walking no more parts than they have bytes", () => {
    const parserFault = vi.spyOn(console, "error");
    let accepted = 0;
    let mostParts = 0;
    fc.assert(
      fc.property(mutatedImage(seeds), (bytes) => {
        let outcome: unknown;
        try {
          [outcome] = preparePhotos([{ name: "fuzzed", data: bytes.toBase64() }]);
        } catch (error) {
          outcome = error;
        }
        if (outcome instanceof Error) {
          expect(outcome).toBeInstanceOf(PhotoRejected);
        } else {
          expect(outcome).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
          accepted++;
        }
        const budget = new Budget();
        try {
          cleanImage(bytes, budget);
        } catch {}
        expect(budget.parts).toBeLessThanOrEqual(bytes.length);
        mostParts = Math.max(mostParts, budget.parts);
      }),
      { numRuns: 3000, seed: 20261122 },
    );
    expect(parserFault).not.toHaveBeenCalled();
    expect(accepted).toBeGreaterThan(100);
    console.log(`fuzzed photos: 3000 runs, ${accepted} accepted, at most ${mostParts} parts walked`);
  }, 60_000);
});
