import { describe, expect, it } from "vitest";
import { cleanImage } from "../../worker/domain/media";
import { ascii, concat, contains, fixture, insertAfterSoi, isoBox, jpegSegment, samsungTrailer } from "./support/images";

const jpeg = fixture("plain.jpg");
const stored = () => cleanImage(jpeg).bytes;
const motionVideo = concat(isoBox("ftyp", ascii("isom\0\0\0\0isommp41")), isoBox("mdat", ascii("VIDEO-FRAMES")));
const samsung = samsungTrailer([
  { type: 0x0a30, name: "MotionPhoto_Data", data: motionVideo },
  { type: 0x0ba1, name: "Original_Path_Hash_Key", data: ascii("HASH-OF-/DCIM/Camera/20241101_101010.jpg") },
]);
const mpf = jpegSegment(0xe2, ascii("MPF\0II*\0"));
const motionXmp = jpegSegment(
  0xe1,
  ascii('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/" GCamera:MotionPhoto="1"/>'),
);

describe("known phone trailers are dropped and the main image kept", () => {
  it.each<[string, Uint8Array]>([
    ["a Samsung SEFH…SEFT trailer with a motion photo", concat(jpeg, samsung)],
    ["a Samsung trailer after an Ultra HDR gain map", concat(insertAfterSoi(jpeg, mpf), jpeg, samsung)],
    ["a Google motion photo (an MP4 after the image)", concat(insertAfterSoi(jpeg, motionXmp), motionVideo)],
    ["an Ultra HDR gain map and zero padding", concat(insertAfterSoi(jpeg, mpf), jpeg, new Uint8Array(64))],
    ["an MPF preview image and a gain map", concat(insertAfterSoi(jpeg, mpf), jpeg, jpeg)],
  ])("accepts %s, stored without it", (_, photo) => {
    const clean = cleanImage(photo);
    expect(clean.bytes).toEqual(stored());
    for (const text of ["SEFH", "SEFT", "MotionPhoto", "VIDEO-FRAMES", "HASH-OF", "MPF"])
      expect(contains(clean.bytes, text)).toBe(false);
  });
});

describe("anything else after the end is still refused", () => {
  const html = ascii("<html><body><script>alert(1)</script></body></html>");
  it.each<[string, Uint8Array]>([
    ["HTML before a Samsung trailer", concat(jpeg, html, samsung)],
    ["HTML after a motion photo's video", concat(jpeg, motionVideo, html)],
    ["a ZIP holding an index.html", concat(jpeg, ascii("PK\x03\x04\x14\0\0\0\0\0index.html<html></html>"))],
    ["a fake appended JPEG", concat(jpeg, Uint8Array.of(0xff, 0xd8, 0xff), html)],
    ["a Samsung end whose directory is not there", concat(jpeg, ascii("\x10\0\0\0SEFT"))],
    [
      "a Samsung directory whose blocks leave a gap",
      (() => {
        const trailer = samsung.slice();
        const directory = trailer.length - 8 - 36;
        new DataView(trailer.buffer).setUint32(directory + 12 + 8, 4, true); // first block claims 4 bytes only
        return concat(jpeg, trailer);
      })(),
    ],
    ["too many appended images", concat(jpeg, jpeg, jpeg, jpeg, jpeg, jpeg)],
    [
      "a Samsung directory of 100,000 blocks",
      concat(jpeg, samsungTrailer(Array.from({ length: 100_000 }, () => ({ type: 1, name: "", data: new Uint8Array(0) })))),
    ],
  ])("refuses %s", (_, photo) => {
    expect(() => cleanImage(photo)).toThrow();
  });
});
