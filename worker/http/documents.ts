/**
 * A PDF we made (an estimate), inline in the browser's viewer or as a download, never cached by a
 * shared cache. A stored copy, which never changes, may stay in the reader's own cache (`private`);
 * a draft's preview is never kept.
 */
export function pdfResponse(
  document: { name: string; bytes: Uint8Array },
  { download = false, cache = "no-store" }: { download?: boolean; cache?: "private" | "no-store" } = {},
) {
  const disposition = download ? "attachment" : "inline";
  return new Response(document.bytes, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(document.bytes.length),
      "Content-Disposition": `${disposition}; filename="${document.name.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": cache === "private" ? "private, max-age=86400" : "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
