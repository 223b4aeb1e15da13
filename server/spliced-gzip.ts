import { constants, crc32, deflateRawSync, type ZlibOptions } from "node:zlib";

/**
 * A gzip body compressed once and completed per response with a different slot text of fixed
 * length (the CSP nonce), without compressing again.
 *
 * The fixed parts between the slots are each compressed by a compressor of their own and end on a
 * sync flush, which leaves them byte-aligned; a slot is a stored (uncompressed) deflate block; the
 * last part ends the stream. The CRC-32 of the whole text is computed per response (native zlib,
 * a few microseconds for a page).
 *
 * Each part's compressor is primed with the text before it (its last 32 KB, the deflate window),
 * slots written as NUL bytes, so a part compresses as well as in one stream: it may refer back to
 * anything before it except a slot, and it cannot refer to a slot because it never holds a NUL
 * byte itself, so no match can span one. A text that does hold a NUL is compressed unprimed.
 */
export interface SplicedGzip {
  /** Compressed fixed parts, one more than there are slots. */
  parts: Buffer[];
  /** The uncompressed fixed parts, for the CRC. */
  plain: Buffer[];
  slotLength: number;
  /** Uncompressed length of the whole text. */
  length: number;
  bytes: number;
}

/** The deflate window: how far back a part can refer. */
const windowBytes = 32 * 1024;

const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** Compresses `plain` (the text cut at its slots) at the highest level: a few milliseconds for a page. */
export function spliceGzipSync(plain: Buffer[], slotLength: number): SplicedGzip {
  return assemble(
    plain,
    slotLength,
    partOptions(plain, slotLength).map((options, index) => deflateRawSync(plain[index] as Buffer, options)),
  );
}

/** Each part's compressor: primed with the text before it, ending on a sync flush but the last. */
function partOptions(plain: Buffer[], slotLength: number): ZlibOptions[] {
  if (slotLength > 0xffff) throw new RangeError("slot longer than a stored block");
  const primed = !plain.some((part) => part.includes(0));
  const slot = Buffer.alloc(slotLength);
  const before: Buffer[] = [];
  return plain.map((part, index) => {
    const dictionary = primed && index > 0 ? Buffer.concat(before).subarray(-windowBytes) : undefined;
    before.push(part, slot);
    return {
      level: 9,
      finishFlush: index === plain.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      ...(dictionary && dictionary.length > 0 ? { dictionary } : {}),
    };
  });
}

function assemble(plain: Buffer[], slotLength: number, parts: Buffer[]): SplicedGzip {
  const length = plain.reduce((sum, part) => sum + part.length, 0) + (plain.length - 1) * slotLength;
  const bytes = parts.reduce((sum, part) => sum + part.length, 0);
  return { parts, plain, slotLength, length, bytes };
}

/** The gzip body with `slot` (exactly `slotLength` bytes) in every slot, as chunks to write in turn. */
export function gzipWithSlot(gzip: SplicedGzip, slot: Buffer): Buffer[] {
  if (slot.length !== gzip.slotLength) throw new RangeError(`slot must be ${gzip.slotLength} bytes`);
  // A stored block: BFINAL 0, BTYPE 00 (one byte, the stream being byte-aligned), LEN, NLEN, data.
  const stored = Buffer.alloc(5 + slot.length);
  stored[0] = 0;
  stored.writeUInt16LE(slot.length, 1);
  stored.writeUInt16LE(~slot.length & 0xffff, 3);
  slot.copy(stored, 5);
  const chunks: Buffer[] = [header];
  let crc = 0;
  gzip.parts.forEach((part, index) => {
    if (index > 0) {
      chunks.push(stored);
      crc = crc32(slot, crc);
    }
    chunks.push(part);
    crc = crc32(gzip.plain[index] as Buffer, crc);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(gzip.length >>> 0, 4);
  chunks.push(trailer);
  return chunks;
}
