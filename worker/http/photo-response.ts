/** Headers for serving a stored photo to staff; `originalName` is what the customer's device called it. */
export function photoResponseHeaders(
  contentType: string,
  originalName: string,
  { download }: { download: boolean },
): Record<string, string> {
  const extension = contentType === "image/jpeg" ? "jpg" : contentType.replace(/^image\//, "").replace(/[^a-z0-9]/g, "") || "img";
  const stem = originalName.replace(/\.[A-Za-z0-9]{1,5}$/, "").trim() || "photo";
  const fullName = `${stem}.${extension}`;
  const asciiStem = stem
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^[._-]+|[._-]+$/g, "")
    .slice(0, 80);
  const asciiName = `${asciiStem || "photo"}.${extension}`;
  const encodedName = encodeURIComponent(fullName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return {
    "Content-Type": contentType,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "sandbox",
    "Cache-Control": "private, max-age=3600",
    "Content-Disposition": `${download ? "attachment" : "inline"}; filename="${asciiName}"; filename*=UTF-8''${encodedName}`,
  };
}

/** A stored photo, streamed with the headers that keep a browser from treating it as anything but that image. */
export function photoResponse(
  photo: { body: ReadableStream; size: number; contentType: string; originalName: string },
  { download = false } = {},
) {
  return new Response(photo.body, {
    headers: {
      ...photoResponseHeaders(photo.contentType, photo.originalName, { download }),
      "Content-Length": String(photo.size),
    },
  });
}
