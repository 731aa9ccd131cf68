import { crc32, deflateSync } from 'node:zlib';
import { imageBytes } from '../../support/images';

/** One PNG chunk: length, type, data, CRC of type+data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** Inserts a chunk just before IEND (the last 12 bytes of a PNG). */
export function withPngChunk(png: Buffer, type: string, data: Buffer): Buffer {
  return Buffer.concat([png.subarray(0, png.length - 12), pngChunk(type, data), png.subarray(png.length - 12)]);
}

/** A genuine PNG grown to exactly `size` bytes with a private ancillary chunk that decoders skip. */
export async function pngOfExactSize(size: number): Promise<Buffer> {
  const base = await imageBytes('png', 16);
  const padding = size - base.length - 12;
  if (padding < 0) throw new Error('size too small');
  const png = withPngChunk(base, 'prVt', Buffer.alloc(padding, 0x41));
  if (png.length !== size) throw new Error(`built ${png.length} bytes instead of ${size}`);
  return png;
}

/** A PNG whose header declares width x height pixels (8-bit greyscale) with a few compressed rows of data. */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF whose logical screen and only frame declare width x height, with a minimal LZW stream. */
export function gifDeclaring(width: number, height: number): Buffer {
  const u16 = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff]);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    u16(width),
    u16(height),
    Buffer.from([0x80, 0x00, 0x00]), // global colour table of 2 entries
    Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.from([0x2c]),
    u16(0),
    u16(0),
    u16(width),
    u16(height),
    Buffer.from([0x00]),
    Buffer.from([0x02, 0x02, 0x4c, 0x01, 0x00]), // LZW min code size 2, one tiny sub-block
    Buffer.from([0x3b]),
  ]);
}

/** A JPEG with a COM segment right after SOI. */
export function jpegWithComment(jpeg: Buffer, comment: Buffer): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(comment.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, comment, jpeg.subarray(2)]);
}

/** A GIF with a comment extension inserted before its first image descriptor. */
export function gifWithComment(gif: Buffer, comment: Buffer): Buffer {
  // Header (6) + logical screen descriptor (7) + global colour table when flagged.
  const flags = gif[10];
  const tableSize = flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0;
  const at = 13 + tableSize;
  const blocks: Buffer[] = [];
  for (let i = 0; i < comment.length; i += 255) {
    const part = comment.subarray(i, i + 255);
    blocks.push(Buffer.from([part.length]), part);
  }
  return Buffer.concat([
    gif.subarray(0, at),
    Buffer.from([0x21, 0xfe]),
    ...blocks,
    Buffer.from([0x00]),
    gif.subarray(at),
  ]);
}
