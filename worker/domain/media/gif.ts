import { ascii, asciiBytes, at, ByteReader, concat } from "./bytes";
import { type Budget, type CleanImage, checkFrameSize, NotAnImage } from "./image";

/**
 * Rebuilt from the screen descriptor with its colour table, image descriptors with their
 * colour tables and LZW data, graphic control extensions and the NETSCAPE loop count. Comments,
 * plain text and other application extensions (XMP, ICC) are dropped. The size is the logical
 * screen, and every frame must lie inside it: decoders grow the canvas to fit a frame.
 */
export function cleanGif(bytes: Uint8Array, budget: Budget): CleanImage {
  const reader = new ByteReader(bytes, budget, "GIF", 6);
  const width = reader.u16le();
  const height = reader.u16le();
  checkFrameSize(width, height);
  const packed = reader.u8();
  reader.skip(2 + colorTableBytes(packed)); // background colour and aspect ratio, then the global colour table
  const kept: Uint8Array[] = [bytes.subarray(0, reader.pos)];
  let sawImage = false;
  for (;;) {
    reader.part();
    const start = reader.pos;
    const block = reader.u8();
    if (block === 0x3b) {
      kept.push(bytes.subarray(start, reader.pos));
      break;
    }
    if (block === 0x2c) {
      const [left, top, frameWidth, frameHeight] = [reader.u16le(), reader.u16le(), reader.u16le(), reader.u16le()];
      budget.frame(frameWidth, frameHeight);
      if (left + frameWidth > width || top + frameHeight > height) throw new NotAnImage("A GIF frame lies outside its screen.");
      reader.skip(colorTableBytes(reader.u8()) + 1); // the local colour table, then the LZW code size
      skipSubBlocks(reader);
      kept.push(bytes.subarray(start, reader.pos));
      sawImage = true;
    } else if (block === 0x21) {
      const label = reader.u8();
      const body = reader.pos;
      skipSubBlocks(reader);
      if (label === 0xf9) {
        if (at(bytes, body) !== 4) throw reader.corrupt();
        kept.push(gifExtension(0xf9, bytes.subarray(body + 1, body + 5)));
      } else if (label === 0xff && at(bytes, body) === 11 && ascii(bytes, body + 1, 11) === "NETSCAPE2.0") {
        // Sub-block 1 holds the loop count; anything else in the extension is dropped.
        if (at(bytes, body + 12) >= 3 && at(bytes, body + 13) === 1) {
          kept.push(gifExtension(0xff, asciiBytes("NETSCAPE2.0"), bytes.subarray(body + 13, body + 16)));
        }
      }
    } else {
      throw reader.corrupt();
    }
  }
  if (!sawImage) throw new NotAnImage("The GIF has no image.");
  if (reader.left > 0) throw new NotAnImage("The GIF has data after its end.");
  return { format: "gif", contentType: "image/gif", width, height, bytes: concat(kept) };
}

const colorTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** Sub-blocks up to the empty one that ends them; a tight loop, as image data may come in a million 1-byte sub-blocks. */
function skipSubBlocks(reader: ByteReader) {
  const { bytes, end } = reader;
  for (let pos = reader.pos; pos < end; ) {
    const size = bytes[pos] as number;
    pos += 1 + size;
    if (size === 0) {
      reader.pos = pos;
      return;
    }
  }
  throw reader.truncated();
}

/** An extension block: its label, the sub-blocks each after its size, and the empty sub-block that ends them. */
function gifExtension(label: number, ...subBlocks: Uint8Array[]): Uint8Array {
  return concat([
    Uint8Array.of(0x21, label),
    ...subBlocks.flatMap((block) => [Uint8Array.of(block.length), block]),
    Uint8Array.of(0),
  ]);
}
