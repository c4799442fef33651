import { describe, expect, it } from "vitest";
import { photoResponseHeaders } from "../../worker/http/photo-response";

describe("a stored photo is served as exactly what it was proven to be", () => {
  it("sends the proven type, nosniff, a sandbox policy and private caching", () => {
    expect(photoResponseHeaders("image/png", "IMG_0001.HEIC", { download: false })).toEqual({
      "Content-Type": "image/png",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox",
      "Cache-Control": "private, max-age=3600",
      "Content-Disposition": `inline; filename="IMG_0001.png"; filename*=UTF-8''IMG_0001.png`,
    });
  });

  it("offers a download as an attachment", () => {
    expect(photoResponseHeaders("image/jpeg", "kitchen.jpeg", { download: true })["Content-Disposition"]).toBe(
      `attachment; filename="kitchen.jpg"; filename*=UTF-8''kitchen.jpg`,
    );
  });

  it("keeps a non-ASCII name in filename* and an ASCII stand-in in filename", () => {
    expect(photoResponseHeaders("image/webp", "Küche – Schimmel (2).webp", { download: false })["Content-Disposition"]).toBe(
      `inline; filename="Kuche_Schimmel_2.webp"; filename*=UTF-8''K%C3%BCche%20%E2%80%93%20Schimmel%20%282%29.webp`,
    );
  });

  it.each([
    ['../../etc/passwd"; x=".jpg', "etc_passwd_x.jpg"],
    ["evil\r\nSet-Cookie: a=b.jpg", "evil_Set-Cookie_a_b.jpg"],
    ["", "photo.jpg"],
    ["...", "photo.jpg"],
    ["🙂🙂", "photo.jpg"],
    ["x".repeat(300), `${"x".repeat(80)}.jpg`],
  ])("makes %j a safe header and file name", (name, safe) => {
    const disposition = photoResponseHeaders("image/jpeg", name, { download: true })["Content-Disposition"] ?? "";
    expect(disposition).toContain(`filename="${safe}"`);
    expect(disposition).toMatch(/^[\x20-\x7e]+$/);
    expect(disposition.match(/"/g)).toHaveLength(2);
    expect(() => new Headers(photoResponseHeaders("image/jpeg", name, { download: true }))).not.toThrow();
  });
});
