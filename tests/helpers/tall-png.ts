// A PNG of any declared size, written byte by byte: 8-bit grey, every row the same, so even
// 1 × 40,000,000 pixels compresses to a few hundred KB and is made in well under a second
// (libvips takes many seconds to encode the same sliver).
import { crc32, deflateSync } from "node:zlib";

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export function greyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, grey, deflate, no filter, no interlace
  // Each row: filter byte 0, then mid-grey pixels.
  const row = Buffer.alloc(width + 1, 0x80);
  row[0] = 0;
  const raw = Buffer.alloc(row.length * height);
  for (let at = 0; at < raw.length; at += row.length) row.copy(raw, at);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
