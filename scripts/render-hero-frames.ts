// Renders the hero loop's frames (lib/imagery/hero-frame.ts) as PNGs for ffmpeg to encode:
// scripts/generate-assets.sh runs it. Usage: tsx scripts/render-hero-frames.ts <dir> <frames>
import { mkdirSync } from "node:fs";
import path from "node:path";

import sharp from "sharp";

import { heroFrame } from "@/lib/imagery/hero-frame";
import { toSvgString } from "@/lib/imagery/svg";

const [dir = "", count = "192"] = process.argv.slice(2);
if (!dir) throw new Error("usage: tsx scripts/render-hero-frames.ts <dir> [frames]");
const frames = Number(count);
mkdirSync(dir, { recursive: true });
for (let i = 0; i < frames; i++) {
  const svg = toSvgString(heroFrame(i / frames));
  await sharp(Buffer.from(svg))
    .png({ compressionLevel: 1 })
    .toFile(path.join(dir, `${String(i).padStart(3, "0")}.png`));
}
