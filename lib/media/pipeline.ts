import "server-only";

import sharp, { type OutputInfo } from "sharp";

import { MEDIA_WIDTHS } from "./keys";
import { sniffedType } from "./sniff";
import { MEDIA_FORMATS, type MediaFormat } from "./types";

export const MEDIA_LIMITS = {
  /** The largest upload, in bytes. */
  maxBytes: 10 * 1024 * 1024,
  /** The most pixels an image may have: a small file declaring more is a decompression bomb. */
  maxPixels: 40_000_000,
  /**
   * The longest side an upload may have. Long page screenshots fit; a sliver such as 1 × 40 million
   * (within the pixel limit, a few KB as a PNG) costs minutes of decoding row by row, so it is
   * refused from its header before any decoding.
   */
  maxSide: 30_000,
  /** Seconds all of an upload's decoding and encoding may take, so no image can hold a core. */
  maxSeconds: 60,
} as const;

/** WebP cannot encode a side longer than this; a taller image's variants are scaled to fit. */
const MAX_OUTPUT_SIDE = 16_383;

/** An upload refused for what it is; `message` is shown to staff as it is. */
export class MediaRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415 | 422,
    /** What sharp said, for the log only (never shown). */
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

const MAX_WIDTH = Math.max(...MEDIA_WIDTHS);
const ACCEPTED = "JPEG, PNG, WebP, AVIF or GIF";
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const px = (n: number) => n.toLocaleString("en-GB");

/** libvips reports a pipeline stopped by `timeout()` as "timeout: N% complete". */
const TIMED_OUT = /timeout/i;
const tooSlow = (cause?: unknown) =>
  new MediaRefusal("The image took too long to process; try a smaller or simpler one.", 422, cause);

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
  if (Math.max(meta.width, meta.height) > MEDIA_LIMITS.maxSide) {
    throw new MediaRefusal(
      `The image is ${px(meta.width)} × ${px(meta.height)} pixels; no side may be longer than ${px(MEDIA_LIMITS.maxSide)} pixels.`,
      422,
    );
  }
  // One budget for the whole upload: each step may use what the steps before it left.
  const deadline = Date.now() + MEDIA_LIMITS.maxSeconds * 1000;
  const seconds = () => {
    const left = Math.ceil((deadline - Date.now()) / 1000);
    if (left <= 0) throw tooSlow();
    return { seconds: left };
  };
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, upright, at most as wide as the largest variant and as tall as WebP allows
    // (a long screenshot is scaled down to fit); every variant comes from it.
    decoded = await sharp(bytes, options)
      .rotate()
      .resize({
        width: MAX_WIDTH,
        height: MAX_OUTPUT_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .raw()
      .timeout(seconds())
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (TIMED_OUT.test(String(error))) throw tooSlow(error);
    throw new MediaRefusal("The image could not be read: the file may be damaged.", 422, error);
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
      const bytes = await encoded
        .timeout(seconds())
        .toBuffer()
        .catch((error: unknown) => {
          if (TIMED_OUT.test(String(error))) throw tooSlow(error);
          throw new MediaRefusal("The image could not be converted for the web.", 422, error);
        });
      variants.push({ width, format, bytes });
    }
  }
  return { contentType, width: upright.width, height: upright.height, variants };
}
