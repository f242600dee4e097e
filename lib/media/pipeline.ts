import "server-only";

import sharp, { type Metadata, type OutputInfo } from "sharp";

import { MEDIA_WIDTHS } from "./keys";
import { MEDIA_FORMATS, type MediaFormat } from "./types";

export const MEDIA_LIMITS = {
  /** The largest upload, in bytes. */
  maxBytes: 10 * 1024 * 1024,
  /** The most pixels an image may have: a small file declaring more is a decompression bomb. */
  maxPixels: 40_000_000,
} as const;

/** An upload refused for what it is; `message` is shown to staff as it is. */
export class MediaRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415 | 422,
  ) {
    super(message);
  }
}

const MAX_WIDTH = Math.max(...MEDIA_WIDTHS);
const ACCEPTED = "JPEG, PNG, WebP, AVIF or GIF";
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What the bytes are, by sharp's reading of them (never the name or the declared type). */
function sniffedType(meta: Metadata): string | null {
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

export type ProcessedImage = {
  contentType: string;
  width: number;
  height: number;
  variants: { width: number; format: MediaFormat; bytes: Buffer }[];
};

/** The widths of an image's variants: the standard ones below its width, and its own (capped). */
function variantWidths(width: number): number[] {
  const top = Math.min(width, MAX_WIDTH);
  return [...MEDIA_WIDTHS.filter((w) => w < top), top];
}

/**
 * Checks an upload and makes its variants: EXIF orientation applied, then every metadata block
 * (EXIF, GPS, XMP, ICC) dropped, as sharp does unless told to keep them; resized, never up, to
 * the standard widths in AVIF and WebP. Throws a MediaRefusal for anything refused.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.byteLength === 0) throw new MediaRefusal("The file is empty.", 400);
  if (bytes.byteLength > MEDIA_LIMITS.maxBytes) {
    throw new MediaRefusal(
      `The file is ${mb(bytes.byteLength)}; the limit is ${mb(MEDIA_LIMITS.maxBytes)}.`,
      413,
    );
  }
  const options = { limitInputPixels: MEDIA_LIMITS.maxPixels, pages: 1 } as const;
  // The header only, without the pixel limit (which would refuse a bomb as "not an image").
  const meta = await sharp(bytes, { limitInputPixels: false, pages: 1 })
    .metadata()
    .catch(() => null);
  const contentType = meta && sniffedType(meta);
  if (!meta || !contentType || !meta.width || !meta.height) {
    throw new MediaRefusal(`This file is not an image we accept (${ACCEPTED}).`, 415);
  }
  const pixels = meta.width * meta.height;
  if (pixels > MEDIA_LIMITS.maxPixels) {
    throw new MediaRefusal(
      `The image is ${meta.width} × ${meta.height} pixels; the limit is ${MEDIA_LIMITS.maxPixels / 1e6} megapixels.`,
      422,
    );
  }
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, upright, at most as wide as the largest variant; every variant comes from it.
    decoded = await sharp(bytes, options)
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new MediaRefusal("The image could not be read: the file may be damaged.", 422);
  }
  const { info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
  const variants: ProcessedImage["variants"] = [];
  for (const width of variantWidths(info.width)) {
    for (const format of MEDIA_FORMATS) {
      const resized = sharp(decoded.data, raw).resize({ width, withoutEnlargement: true });
      const encoded =
        format === "avif"
          ? resized.avif({ quality: 55, effort: 2 })
          : resized.webp({ quality: 80 });
      variants.push({ width, format, bytes: await encoded.toBuffer() });
    }
  }
  return { contentType, width: upright.width, height: upright.height, variants };
}
