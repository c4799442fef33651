/** A PDF we made (an estimate), inline in the browser's viewer or as a download, never cached by a shared cache. */
export function pdfResponse(document: { name: string; bytes: Uint8Array }, { download = false } = {}) {
  const disposition = download ? "attachment" : "inline";
  return new Response(document.bytes, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(document.bytes.length),
      "Content-Disposition": `${disposition}; filename="${document.name.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
