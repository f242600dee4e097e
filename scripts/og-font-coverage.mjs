// Writes lib/seo/og-font-coverage.json: the code points next/og's bundled font draws, as ranges.
// Why: next/og fetches a font from Google, or an emoji from a CDN, for any character its font
// lacks — at request time, and an unreachable CDN fails the whole image. The share-image renderer
// (lib/seo/og-text.ts) drops what this list does not hold instead. Run after upgrading next:
// node scripts/og-font-coverage.mjs && npx prettier --write lib/seo/og-font-coverage.json
// (tests/unit/og-text.test.ts fails when the list is stale).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

export function fontRanges(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = view.getUint16(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const at = 12 + i * 16;
    if (String.fromCharCode(...bytes.subarray(at, at + 4)) === "cmap")
      cmap = view.getUint32(at + 8);
  }
  if (cmap < 0) throw new Error("no cmap table");
  const covered = new Set();
  const subtables = view.getUint16(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const at = cmap + view.getUint32(cmap + 4 + i * 8 + 4);
    const format = view.getUint16(at);
    if (format === 12) {
      const groups = view.getUint32(at + 12);
      for (let g = 0; g < groups; g++) {
        const start = view.getUint32(at + 16 + g * 12);
        const end = view.getUint32(at + 20 + g * 12);
        for (let c = start; c <= end; c++) covered.add(c);
      }
    } else if (format === 4) {
      const segs = view.getUint16(at + 6) / 2;
      const ends = at + 14;
      const starts = ends + segs * 2 + 2;
      const deltas = starts + segs * 2;
      const offsets = deltas + segs * 2;
      for (let s = 0; s < segs; s++) {
        const start = view.getUint16(starts + s * 2);
        const end = view.getUint16(ends + s * 2);
        const delta = view.getInt16(deltas + s * 2);
        const offset = view.getUint16(offsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          const glyph = offset
            ? view.getUint16(offsets + s * 2 + offset + (c - start) * 2)
            : (c + delta) & 0xffff;
          if (glyph) covered.add(c);
        }
      }
    }
  }
  const sorted = [...covered].sort((a, b) => a - b);
  const ranges = [];
  for (const c of sorted) {
    const last = ranges.at(-1);
    if (last && last[1] === c - 1) last[1] = c;
    else ranges.push([c, c]);
  }
  return ranges;
}

export const bundledFont = () =>
  readFileSync(
    createRequire(import.meta.url).resolve("next/dist/compiled/@vercel/og/Geist-Regular.ttf"),
  );

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop())) {
  const out = new URL("../lib/seo/og-font-coverage.json", import.meta.url);
  writeFileSync(out, `${JSON.stringify(fontRanges(bundledFont()))}\n`);
  console.log(`wrote ${out.pathname}`);
}
