#!/usr/bin/env bash
# Regenerates the committed hero media from nothing but ffmpeg's built-in sources (no stock
# footage, no network): an 8 s seamless-looking gradient loop and its poster frame.
# Needs ffmpeg (apt-get install -y ffmpeg). Output is committed; run only to change the look.
set -euo pipefail
cd "$(dirname "$0")/.."
out=public/media
mkdir -p "$out"
src="gradients=s=960x540:c0=0x312E81:c1=0x4F46E5:c2=0x7C3AED:c3=0x0E7490:n=4:speed=0.012:duration=8:rate=24"
ffmpeg -y -loglevel error -f lavfi -i "$src" \
  -c:v libx264 -profile:v high -crf 30 -preset slow -pix_fmt yuv420p -an -movflags +faststart "$out/hero.mp4"
ffmpeg -y -loglevel error -f lavfi -i "$src" \
  -c:v libvpx-vp9 -b:v 0 -crf 45 -deadline good -row-mt 1 -an "$out/hero.webm"
ffmpeg -y -loglevel error -f lavfi -i "$src" -frames:v 1 -c:v libwebp -quality 70 "$out/hero-poster.webp"
ls -l "$out"
