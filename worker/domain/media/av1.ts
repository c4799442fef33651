import { at, ByteReader } from "./bytes";
import { type Budget, NotAnImage } from "./image";

/**
 * The maximum frame size from the first AV1 sequence header OBU in an item's data (AV1 spec
 * 5.3): each OBU is a header byte, an optional extension byte, an optional LEB128 size (without
 * one the OBU runs to the end), then its payload.
 */
export function av1FrameSize(data: Uint8Array, budget: Budget): [number, number] {
  const reader = new ByteReader(data, budget, "AVIF image data");
  while (reader.left > 0) {
    reader.part();
    const header = reader.u8();
    if (header & 0x80) throw reader.corrupt();
    const type = (header >> 3) & 0x0f;
    if (header & 0x04) reader.skip(1);
    const payload = reader.take(header & 0x02 ? leb128(reader) : reader.left);
    if (type === 1) return sequenceHeaderFrameSize(new BitReader(payload));
  }
  throw new NotAnImage("The AVIF image has no AV1 sequence header.");
}

function leb128(reader: ByteReader): number {
  let value = 0;
  for (let index = 0; index < 8; index++) {
    const byte = reader.u8();
    value += (byte & 0x7f) * 2 ** (7 * index);
    if ((byte & 0x80) === 0) return value;
  }
  throw reader.corrupt();
}

/** AV1 spec 5.5.1, read as far as max_frame_width_minus_1 and max_frame_height_minus_1. */
function sequenceHeaderFrameSize(bits: BitReader): [number, number] {
  bits.read(3); // seq_profile
  bits.read(1); // still_picture
  if (bits.read(1)) {
    bits.read(5); // reduced_still_picture_header: seq_level_idx[0]
  } else {
    let bufferDelayBits = 0;
    let decoderModelInfo = false;
    if (bits.read(1)) {
      bits.read(32); // timing_info: num_units_in_display_tick, time_scale
      bits.read(32);
      if (bits.read(1)) bits.uvlc(); // num_ticks_per_picture_minus_1
      decoderModelInfo = bits.read(1) === 1;
      if (decoderModelInfo) {
        bufferDelayBits = bits.read(5) + 1;
        bits.read(32);
        bits.read(10); // buffer_removal_time_length_minus_1, frame_presentation_time_length_minus_1
      }
    }
    const initialDisplayDelay = bits.read(1) === 1;
    const operatingPoints = bits.read(5) + 1;
    for (let point = 0; point < operatingPoints; point++) {
      bits.read(12); // operating_point_idc
      if (bits.read(5) > 7) bits.read(1); // seq_level_idx, seq_tier
      if (decoderModelInfo && bits.read(1)) bits.read(2 * bufferDelayBits + 1);
      if (initialDisplayDelay && bits.read(1)) bits.read(4);
    }
  }
  const widthBits = bits.read(4) + 1;
  const heightBits = bits.read(4) + 1;
  return [bits.read(widthBits) + 1, bits.read(heightBits) + 1];
}

class BitReader {
  private position = 0;
  constructor(private readonly bytes: Uint8Array) {}
  /** The next `count` bits (up to 53), most significant first. */
  read(count: number): number {
    if (this.position + count > this.bytes.length * 8) throw new NotAnImage("The AVIF image data is truncated.");
    let value = 0;
    for (let index = 0; index < count; index++, this.position++) {
      value = value * 2 + ((at(this.bytes, this.position >> 3) >> (7 - (this.position & 7))) & 1);
    }
    return value;
  }
  uvlc(): number {
    let leadingZeros = 0;
    while (this.read(1) === 0) if (++leadingZeros >= 32) throw new NotAnImage("The AVIF image data is corrupt.");
    return this.read(leadingZeros);
  }
}
