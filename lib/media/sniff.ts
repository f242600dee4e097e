import "server-only";

import type { Metadata } from "sharp";

/** What the bytes are, by sharp's reading of them (never the name or the declared type). */
export function sniffedType(meta: Metadata): string | null {
  switch (meta.format) {
    case "jpeg":
    case "png":
    case "webp":
    case "gif":
      return `image/${meta.format}`;
    // AVIF is HEIF with AV1 inside; HEIC (HEVC) is not accepted.
    case "heif":
      return meta.compression === "av1" ? "image/avif" : null;
    default:
      return null;
  }
}
