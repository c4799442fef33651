import { getDocumentProxy } from "unpdf";

/**
 * The estimate and closeout PDFs read back with pdf.js (offline), as a person or a checker reads
 * them: the text of each page line by line, the box each piece of text occupies, and where boxes
 * run into each other or off the page.
 */

/** One piece of text as pdf.js finds it, in PDF points from the page's bottom-left corner. */
export type TextBox = { page: number; text: string; x: number; baseline: number; width: number; size: number };

export async function textBoxes(bytes: Uint8Array): Promise<{ pages: number; pageWidth: number; boxes: TextBox[] }> {
  const pdf = await getDocumentProxy(bytes.slice());
  const boxes: TextBox[] = [];
  let pageWidth = 0;
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    pageWidth = page.view[2] as number;
    for (const item of (await page.getTextContent()).items) {
      if (!("str" in item) || item.str === "") continue;
      const [scaleX, skewY, , , x, y] = item.transform as number[];
      boxes.push({
        page: number,
        text: item.str,
        x: x as number,
        baseline: y as number,
        width: item.width,
        size: Math.hypot(scaleX as number, skewY as number),
      });
    }
  }
  return { pages: pdf.numPages, pageWidth, boxes };
}

/**
 * The text of each page, line by line in the order of the page, so a name printed in two fonts
 * ("Ł" + "ukasz") reads whole. `leftOf` keeps only what starts left of that x: the description
 * column, whose wrapped lines then read on without the figures beside them.
 */
export async function pagesOf(bytes: Uint8Array, leftOf = Number.POSITIVE_INFINITY): Promise<string[]> {
  const { pages, boxes } = await textBoxes(bytes);
  return Array.from({ length: pages }, (_, index) => {
    const lines = new Map<number, TextBox[]>();
    for (const box of boxes) {
      if (box.page !== index + 1 || box.x >= leftOf) continue;
      const baseline = Math.round(box.baseline);
      lines.set(baseline, [...(lines.get(baseline) ?? []), box]);
    }
    return [...lines]
      .sort(([a], [b]) => b - a)
      .map(([, chunks]) =>
        chunks
          .sort((a, b) => a.x - b.x)
          .reduce((line, chunk, position, all) => {
            const previous = all[position - 1];
            const gap = previous ? chunk.x - (previous.x + previous.width) : 0;
            return `${line}${gap > 1 && !line.endsWith(" ") && !chunk.text.startsWith(" ") ? " " : ""}${chunk.text}`;
          }, ""),
      )
      .join("\n");
  });
}

/** The page text with its lines joined, for text that wraps (a long description). */
export const flowing = (page: string) => page.replace(/\s+/g, " ");

/**
 * The box a line of Plex occupies: its advance width, from the descenders (0.21 em under the
 * baseline) to the ascenders (0.74 em over it). Accents over capitals reach higher; they may touch
 * the line above without making either unreadable.
 */
const extent = (box: TextBox) => ({
  left: box.x,
  right: box.x + box.width,
  bottom: box.baseline - 0.21 * box.size,
  top: box.baseline + 0.74 * box.size,
});

/** Runs of text that share area by more than a quarter of a point each way (adjacent runs of two fonts only touch). */
export function overlaps(boxes: TextBox[]) {
  const found: string[] = [];
  const printed = boxes.filter((box) => box.text.trim() !== "");
  for (const [index, a] of printed.entries()) {
    for (const b of printed.slice(index + 1)) {
      if (a.page !== b.page) continue;
      const [one, two] = [extent(a), extent(b)];
      const across = Math.min(one.right, two.right) - Math.max(one.left, two.left);
      const down = Math.min(one.top, two.top) - Math.max(one.bottom, two.bottom);
      if (across > 0.25 && down > 0.25) found.push(`page ${a.page}: “${a.text}” and “${b.text}”`);
    }
  }
  return found;
}

/** Runs of text past the page's side margins (both PDFs keep 54 pt each side). */
export function outsideMargins(boxes: TextBox[], pageWidth: number, margin = { left: 54, right: 54 }) {
  return boxes
    .filter((box) => box.text.trim() !== "")
    .filter((box) => box.x < margin.left - 0.25 || box.x + box.width > pageWidth - margin.right + 0.25)
    .map((box) => `page ${box.page}: “${box.text}” (${box.x.toFixed(1)} to ${(box.x + box.width).toFixed(1)})`);
}
