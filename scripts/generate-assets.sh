#!/usr/bin/env bash
# Regenerates the committed hero media from code (no stock footage, no network): an 8 s loop of
# the brand's shapes in motion (lib/imagery/hero-frame.ts, every motion whole cycles per loop so
# it has no seam), rendered to frames with sharp and encoded by ffmpeg, and its poster, the first
# frame; and app/favicon.ico from app/icon.svg. Needs ffmpeg (apt-get install -y ffmpeg).
# Output is committed; run only to change the look.
set -euo pipefail
cd "$(dirname "$0")/.."
out=public/media
frames=$(mktemp -d)
trap 'rm -rf "$frames"' EXIT
mkdir -p "$out"
npx tsx scripts/render-hero-frames.ts "$frames" 192
src=(-framerate 24 -i "$frames/%03d.png")
ffmpeg -y -loglevel error "${src[@]}" \
  -c:v libx264 -profile:v high -crf 28 -preset slow -pix_fmt yuv420p -an -movflags +faststart "$out/hero.mp4"
ffmpeg -y -loglevel error "${src[@]}" \
  -c:v libvpx-vp9 -b:v 0 -crf 42 -deadline good -row-mt 1 -pix_fmt yuv420p -an "$out/hero.webm"
ffmpeg -y -loglevel error -i "$frames/000.png" -frames:v 1 -c:v libwebp -quality 75 "$out/hero-poster.webp"
node scripts/generate-favicon.mjs
ls -l "$out" app/favicon.ico
