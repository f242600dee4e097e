// Writes app/favicon.ico from app/icon.svg: browsers, feed readers and crawlers ask for
// /favicon.ico whenever a document names no icon (an image, a feed, some same-document
// navigations), and a 404 there is noise in every log. PNG-in-ICO at 16, 32 and 48 px.
// Deterministic; run with `npm run assets` only when the icon changes.
import { readFileSync, writeFileSync } from "node:fs";

import sharp from "sharp";

const svg = readFileSync(new URL("../app/icon.svg", import.meta.url));
const sizes = [16, 32, 48];
const images = await Promise.all(
  sizes.map((size) =>
    sharp(svg, { density: 72 * (size / 32) * 4 })
      .resize(size, size)
      .png()
      .toBuffer(),
  ),
);

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the PNGs themselves.
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach((png, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(sizes[i], entry);
  header.writeUInt8(sizes[i], entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});
writeFileSync(new URL("../app/favicon.ico", import.meta.url), Buffer.concat([header, ...images]));
