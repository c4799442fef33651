import fontkit, { type Font } from "@cantoo/fontkit";
import { PDFDocument, type PDFFont, type PDFImage, rgb } from "@cantoo/pdf-lib";
import regularLatin from "@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-400-normal.woff?inline";
import boldLatin from "@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-700-normal.woff?inline";
import regularLatinExtended from "@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-ext-400-normal.woff?inline";
import boldLatinExtended from "@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-ext-700-normal.woff?inline";

/**
 * Typesetting for the estimate PDFs: measuring and wrapping text in IBM Plex Sans (SIL OFL),
 * flowing it onto pages, then drawing everything with pdf-lib. Pages are laid out first as a list
 * of drawing operations, so the page count is known for the footers and only the fonts used are
 * embedded (each as a subset of the glyphs drawn).
 *
 * Plex comes in two files per weight: Latin (English, Spanish, French, German, "€") and Latin
 * Extended (Polish, Czech, Lithuanian names...). Each character is drawn from the first file that
 * has it.
 */

export type Weight = "regular" | "bold";
export type Color = readonly [number, number, number];
export type TextStyle = { size: number; weight?: Weight; color?: Color };

type Face = {
  name: string;
  dataUrl: string;
  parsed?: { bytes: Uint8Array; font: Font; characters: Set<number>; advances: Map<number, number> };
};
const faces: Record<Weight, Face[]> = {
  regular: [
    { name: "regular-latin", dataUrl: regularLatin },
    { name: "regular-latin-ext", dataUrl: regularLatinExtended },
  ],
  bold: [
    { name: "bold-latin", dataUrl: boldLatin },
    { name: "bold-latin-ext", dataUrl: boldLatinExtended },
  ],
};

/** Each glyph as mapped from its character, without ligatures or kerning: the width measured is the width drawn. */
const plainGlyphs = {
  liga: false,
  clig: false,
  calt: false,
  rlig: false,
  kern: false,
  ccmp: false,
  locl: false,
  mark: false,
  mkmk: false,
};

/**
 * The face decoded and parsed once per isolate, for measuring. pdf-lib parses its own copy for each
 * document: fontkit caches glyphs in the font object, and one shared between documents lost a
 * glyph's character in the text layer (copying "jusqu’au" gave "jusquau").
 */
function parsed(face: Face) {
  if (!face.parsed) {
    const bytes = Uint8Array.from(atob(face.dataUrl.slice(face.dataUrl.indexOf(",") + 1)), (c) => c.charCodeAt(0));
    const font = fontkit.create(bytes) as Font;
    face.parsed = { bytes, font, characters: new Set(font.characterSet), advances: new Map() };
  }
  return face.parsed;
}

type Run = { face: Face; text: string };

/** The text cut into runs of one face each; a space no face has (e.g. a narrow no-break space) becomes a plain one. */
function runs(text: string, weight: Weight): Run[] {
  const result: Run[] = [];
  const [first] = faces[weight];
  for (let character of text) {
    let face = faces[weight].find((candidate) => parsed(candidate).characters.has(character.codePointAt(0) as number));
    if (!face && /\s/u.test(character)) [character, face] = [" ", first];
    face ??= first as Face; // its .notdef box: visibly missing rather than silently dropped
    const last = result.at(-1);
    if (last?.face === face) last.text += character;
    else result.push({ face, text: character });
  }
  return result;
}

function runWidth(run: Run, size: number) {
  const { font, advances } = parsed(run.face);
  let units = 0;
  for (const character of run.text) {
    const codePoint = character.codePointAt(0) as number;
    let advance = advances.get(codePoint);
    if (advance === undefined) {
      advance = font.glyphForCodePoint(codePoint)?.advanceWidth ?? 0;
      advances.set(codePoint, advance);
    }
    units += advance;
  }
  return (units * size) / font.unitsPerEm;
}

export const measure = (text: string, style: TextStyle): number =>
  runs(text, style.weight ?? "regular").reduce((width, run) => width + runWidth(run, style.size), 0);

/** The text in lines no wider than `width`: at spaces, and inside a word only when the word alone is too wide. */
export function wrap(text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  const space = measure(" ", style);
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    let lineWidth = 0;
    for (const word of paragraph.split(/ +/)) {
      const wordWidth = measure(word, style);
      if (line === "" || lineWidth + space + wordWidth <= width) {
        [line, lineWidth] = line === "" ? [word, wordWidth] : [`${line} ${word}`, lineWidth + space + wordWidth];
        if (lineWidth <= width) continue;
      } else {
        lines.push(line);
        [line, lineWidth] = [word, wordWidth];
      }
      // One word wider than the column (a long e-mail address, a user agent): cut it.
      while (lineWidth > width) {
        const characters = Array.from(line);
        let cut = characters.length - 1;
        while (cut > 1 && measure(characters.slice(0, cut).join(""), style) > width) cut--;
        lines.push(characters.slice(0, cut).join(""));
        line = characters.slice(cut).join("");
        lineWidth = measure(line, style);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** The style, made smaller if need be so that the text is no wider than `width`: for short texts that must stay on one line. */
export function shrunkToFit(text: string, width: number, style: TextStyle): TextStyle {
  const measured = measure(text, style);
  return measured > width ? { ...style, size: (style.size * width) / measured } : style;
}

/**
 * A display text (a title, a typed signature) in `width`: on one line, made smaller down to
 * `minSize` if need be, and wrapped at that size only when it is still too wide. Shrinking keeps a
 * signature or a title whole; below `minSize` it would no longer read as one.
 */
export function fitted(text: string, width: number, style: TextStyle, minSize: number): { lines: string[]; style: TextStyle } {
  const measured = measure(text, style);
  if (measured <= width) return { lines: [text], style };
  const size = (style.size * width) / measured;
  if (size >= minSize) return { lines: [text], style: { ...style, size } };
  const smallest = { ...style, size: minSize };
  return { lines: wrap(text, width, smallest), style: smallest };
}

type Operation =
  | { kind: "text"; x: number; baseline: number; text: string; style: TextStyle }
  | { kind: "rect"; x: number; top: number; width: number; height: number; fill?: Color; border?: Color }
  | { kind: "line"; from: [number, number]; to: [number, number]; thickness: number; color: Color }
  | { kind: "circle"; x: number; y: number; radius: number; fill?: Color; border?: Color }
  | { kind: "image"; x: number; top: number; width: number; height: number; png: Uint8Array };

export type PageSize = { width: number; height: number; margin: { top: number; right: number; bottom: number; left: number } };

/**
 * Pages filled from the top down. `y` is the distance from the top of the current page; every
 * coordinate given to the drawing methods is too.
 */
export class PageFlow {
  readonly pages: Operation[][] = [];
  y = 0;
  private current = 0;
  /** Called at the top of every page after the first (a running header). */
  onNewPage?: () => void;

  constructor(readonly size: PageSize) {
    this.newPage();
  }

  get left() {
    return this.size.margin.left;
  }
  get right() {
    return this.size.width - this.size.margin.right;
  }
  get bottom() {
    return this.size.height - this.size.margin.bottom;
  }

  newPage() {
    this.current = this.pages.push([]) - 1;
    this.y = this.size.margin.top;
    this.onNewPage?.();
  }

  /** Keeps the next `height` points on one page: starts a new one if they do not fit, then calls `continued` (headings to repeat). */
  keep(height: number, continued?: () => void) {
    if (this.y + height <= this.bottom) return;
    this.newPage();
    continued?.();
  }

  private get operations() {
    return this.pages[this.current] as Operation[];
  }

  /** Text starting at `x`; made smaller if it would be wider than `maxWidth`. */
  text(x: number, baseline: number, text: string, style: TextStyle, maxWidth = Number.POSITIVE_INFINITY) {
    // Control characters (a tab, a stray newline) would break the line drawn.
    const drawn = text.replace(/\p{Cc}/gu, " ");
    if (!drawn) return;
    const fitted = maxWidth === Number.POSITIVE_INFINITY ? style : shrunkToFit(drawn, maxWidth, style);
    this.operations.push({ kind: "text", x, baseline, text: drawn, style: fitted });
  }

  /** Lines one under the other, the first on `baseline`. */
  textLines(x: number, baseline: number, lines: string[], style: TextStyle, leading: number) {
    for (const [index, line] of lines.entries()) this.text(x, baseline + index * leading, line, style);
  }

  /** Text ending at `right`; made smaller if it would be wider than `maxWidth`. */
  textRight(right: number, baseline: number, text: string, style: TextStyle, maxWidth = Number.POSITIVE_INFINITY) {
    const fitted = shrunkToFit(text, maxWidth, style);
    this.text(right - measure(text, fitted), baseline, text, fitted);
  }

  rect(x: number, top: number, width: number, height: number, colors: { fill?: Color; border?: Color }) {
    this.operations.push({ kind: "rect", x, top, width, height, ...colors });
  }

  line(from: [number, number], to: [number, number], thickness: number, color: Color) {
    this.operations.push({ kind: "line", from, to, thickness, color });
  }

  circle(x: number, y: number, radius: number, colors: { fill?: Color; border?: Color }) {
    this.operations.push({ kind: "circle", x, y, radius, ...colors });
  }

  image(x: number, top: number, width: number, height: number, png: Uint8Array) {
    this.operations.push({ kind: "image", x, top, width, height, png });
  }

  /** Draws on each page in turn (footers, once the page count is known). */
  eachPage(draw: (index: number, count: number) => void) {
    const current = this.current;
    for (this.current = 0; this.current < this.pages.length; this.current++) draw(this.current, this.pages.length);
    this.current = current;
  }
}

export type DocumentInfo = { title: string; author: string; subject: string; language: string; createdAt: Date };

const color = (value: Color = [0, 0, 0]) => rgb(...value);

/** A shape filled, outlined with a thin border, or both. */
const paint = (shape: { fill?: Color; border?: Color }) => ({
  color: shape.fill && color(shape.fill),
  borderColor: shape.border && color(shape.border),
  borderWidth: shape.border ? 0.75 : 0,
});

/**
 * The pages as PDF bytes. The same pages and info always give the same bytes: the dates come from
 * `info`, pdf-lib names font subsets from a seeded counter, and no document id is written.
 */
export async function renderPdf(flow: PageFlow, info: DocumentInfo): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(fontkit);
  pdf.setTitle(info.title, { showInWindowTitleBar: true });
  pdf.setAuthor(info.author);
  pdf.setCreator(info.author);
  pdf.setSubject(info.subject);
  pdf.setLanguage(info.language);
  pdf.setCreationDate(info.createdAt);
  pdf.setModificationDate(info.createdAt);

  const embedded = new Map<Face, PDFFont>();
  const images = new Map<Uint8Array, PDFImage>();
  for (const operations of flow.pages) {
    for (const operation of operations) {
      if (operation.kind === "text") {
        for (const run of runs(operation.text, operation.style.weight ?? "regular")) {
          if (!embedded.has(run.face))
            embedded.set(run.face, await pdf.embedFont(parsed(run.face).bytes, { subset: true, features: plainGlyphs }));
        }
      }
      if (operation.kind === "image" && !images.has(operation.png)) images.set(operation.png, await pdf.embedPng(operation.png));
    }
  }

  const { width, height } = flow.size;
  for (const operations of flow.pages) {
    const page = pdf.addPage([width, height]);
    // Shapes first, in order, then the text over them.
    for (const operation of operations) {
      switch (operation.kind) {
        case "rect":
          page.drawRectangle({
            x: operation.x,
            y: height - operation.top - operation.height,
            width: operation.width,
            height: operation.height,
            ...paint(operation),
          });
          break;
        case "line":
          page.drawLine({
            start: { x: operation.from[0], y: height - operation.from[1] },
            end: { x: operation.to[0], y: height - operation.to[1] },
            thickness: operation.thickness,
            color: color(operation.color),
          });
          break;
        case "circle":
          page.drawCircle({
            x: operation.x,
            y: height - operation.y,
            size: operation.radius,
            ...paint(operation),
          });
          break;
        case "image":
          page.drawImage(images.get(operation.png) as PDFImage, {
            x: operation.x,
            y: height - operation.top - operation.height,
            width: operation.width,
            height: operation.height,
          });
          break;
      }
    }
    // Text in reading order, so copying it or reading it aloud follows the page. pdf-lib adds a
    // font resource each time the font is set, so it is set only when the face changes.
    let current: PDFFont | undefined;
    for (const operation of operations) {
      if (operation.kind !== "text") continue;
      const { size } = operation.style;
      let x = operation.x;
      for (const run of runs(operation.text, operation.style.weight ?? "regular")) {
        const font = embedded.get(run.face) as PDFFont;
        if (font !== current) page.setFont(font);
        current = font;
        page.drawText(run.text, { x, y: height - operation.baseline, size, color: color(operation.style.color) });
        x += runWidth(run, size);
      }
    }
  }
  return pdf.save();
}
