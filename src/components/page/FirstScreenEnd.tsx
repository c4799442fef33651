/**
 * Marks the end of a page's first section. index.html's `<link rel="expect" blocking="render">` holds
 * the first frame until the parser reaches it: a frame painted with the header or the first section
 * half-parsed (the parser yields on a busy machine) moved them as the rest arrived, a layout shift.
 * The mark follows the section's content, not the section itself, because Chromium lifts the block
 * as soon as the expected element's start tag is parsed.
 */
export function FirstScreenEnd() {
  return <span id="first-screen-end" hidden />;
}
