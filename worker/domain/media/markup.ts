import { NotAnImage } from "./image";

/**
 * Markup that makes a browser or viewer treat bytes as a document, run them, load or embed
 * content, or take input; refused anywhere in a stored copy. A tag counts only with a tag-ending
 * byte after its name. In random bytes, which is what compressed pixel data looks like, `<`, a
 * given name of four letters or more and an ending occur once in 2^41 bytes (a terabyte); with
 * three letters once in 2^34 bytes, in about one 5 MB photo in 4,000.
 */
const documentTags = [
  "!doctype",
  "?php",
  "html",
  "head",
  "body",
  "title",
  "base",
  "meta",
  "link",
  "style",
  "script",
  "noscript",
  "template",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "portal",
  "form",
  "input",
  "button",
  "select",
  "textarea",
  "details",
  "dialog",
  "marquee",
  "plaintext",
  "video",
  "audio",
  "source",
  "track",
  "picture",
  "canvas",
  "image",
  "math",
  "animate",
  "foreignobject",
  "xsl:stylesheet",
];
/** XML and XMP packets: metadata carriers, never part of what draws an image. */
const xmlTags = ["?xml", "?xml-stylesheet", "?xpacket", "x:xmpmeta", "rdf:rdf", "x:xapmeta"];
/**
 * `<svg` and `<img` are refused anywhere in the first 4 KB, where browsers sniff, and beyond it
 * only as a whole tag: an ending, then printable ASCII up to a closing `>`, as in
 * `<img src=x onerror=...>`, which random bytes make about once in 2^41 bytes.
 */
const shortTags = new Set(["svg", "img"]);
const sniffWindowBytes = 4096;

type MarkupRule = { tags: ReadonlySet<string>; within: number; whole?: boolean };
/** Uploads that begin like a page are refused outright, whatever follows (metadata may hold XMP). */
const uploadRules: MarkupRule[] = [{ tags: new Set([...documentTags, "svg"]), within: sniffWindowBytes }];
const storedCopyRules: MarkupRule[] = [
  { tags: new Set([...documentTags, ...xmlTags]), within: Number.POSITIVE_INFINITY },
  { tags: shortTags, within: sniffWindowBytes },
  { tags: shortTags, within: Number.POSITIVE_INFINITY, whole: true },
];
const longestTag = Math.max(...[...documentTags, ...xmlTags].map((tag) => tag.length));

export const refuseMarkupInUpload = (bytes: Uint8Array) => refuseMarkup(bytes, uploadRules);
export const refuseMarkupInStoredCopy = (bytes: Uint8Array) => refuseMarkup(bytes, storedCopyRules);

/** Refuses a `<` followed by a tag of one of the rules, within that rule's distance from the start. */
function refuseMarkup(bytes: Uint8Array, rules: readonly MarkupRule[]) {
  const reach = Math.min(bytes.length, Math.max(...rules.map((rule) => rule.within)));
  for (let pos = bytes.indexOf(0x3c); pos >= 0 && pos < reach; pos = bytes.indexOf(0x3c, pos + 1)) {
    const name = tagNameAt(bytes, pos + 1);
    if (!name) continue;
    const after = pos + 1 + name.length;
    for (const rule of rules) {
      if (pos >= rule.within || !rule.tags.has(name)) continue;
      if (rule.whole ? isWholeTag(bytes, after) : endsTag(bytes, after)) throw new NotAnImage(`Contains markup (<${name}).`);
    }
  }
}

/**
 * Every refused tag, indexed by its length and first character: the scan then compares a
 * candidate's bytes in place, so a flood of near misses (`<scrip`, `<htm`...) allocates nothing.
 */
const tagsByLengthAndStart: string[][] = Array.from({ length: (longestTag + 1) << 7 }, () => []);
for (const tag of new Set([...documentTags, ...xmlTags, ...shortTags])) {
  tagsByLengthAndStart[(tag.length << 7) | tag.charCodeAt(0)]?.push(tag);
}

/** The refused tag named after a `<`, or "" (what most `<` in pixel data give). */
function tagNameAt(bytes: Uint8Array, from: number): string {
  const limit = Math.min(bytes.length, from + longestTag + 1);
  let end = from;
  while (end < limit && tagNameBytes[bytes[end] as number]) end++;
  for (const tag of tagsByLengthAndStart[((end - from) << 7) | (lowerCase(bytes, from) & 0x7f)] ?? []) {
    let index = 1;
    while (index < tag.length && lowerCase(bytes, from + index) === tag.charCodeAt(index)) index++;
    if (index === tag.length) return tag;
  }
  return "";
}

/** Letters, digits, `:`, `!`, `?` and `-`, as a table: the scan looks at every byte after a `<`. */
const tagNameBytes = Uint8Array.from({ length: 256 }, (_, byte) => (/[A-Za-z0-9:!?-]/.test(String.fromCharCode(byte)) ? 1 : 0));
/** `| 0x20` lower-cases letters and leaves the other name bytes as they are (0 past the end). */
const lowerCase = (bytes: Uint8Array, index: number) => (bytes[index] ?? 0) | 0x20;
const isSpace = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d;
const endsTag = (bytes: Uint8Array, pos: number) => {
  const byte = bytes[pos];
  return byte === undefined || isSpace(byte) || byte === 0x2f || byte === 0x3e;
};

/** After a tag's name: an ending other than `>`, then printable ASCII (no `<`) up to a closing `>`. */
function isWholeTag(bytes: Uint8Array, from: number): boolean {
  if (from >= bytes.length || !endsTag(bytes, from) || bytes[from] === 0x3e) return false;
  for (let pos = from + 1; pos < bytes.length; pos++) {
    const byte = bytes[pos] as number;
    if (byte === 0x3e) return true;
    if (byte === 0x3c || (byte < 0x20 && !isSpace(byte)) || byte > 0x7e) return false;
  }
  return false;
}
