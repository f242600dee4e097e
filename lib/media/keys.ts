import { MEDIA_FORMATS, type MediaFormat } from "./types";

/** Widths a variant may have; an upload gets those below its own width, plus its own (≤ 1920). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const UUID_RE = new RegExp(`^${UUID}$`);
const KEY_RE = new RegExp(`^${UUID}/[1-9][0-9]{0,3}\\.(?:avif|webp)$`);
/** A variant's public address, relative or absolute (as in a post's HTML or image_url). */
const PATH_RE = new RegExp(`^(?:https?://[^/]+)?/media/(${UUID})/([1-9][0-9]{0,3})\\.(avif|webp)$`);

export const isMediaId = (value: string) => UUID_RE.test(value);

/**
 * The storage key of one variant. Built only from a validated id, a number and a fixed format,
 * so no request can name a key outside the media tree (no "..", no slashes of its own).
 */
export function mediaKey(id: string, width: number, format: MediaFormat): string {
  const key = `${id}/${width}.${format}`;
  if (!KEY_RE.test(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
  return key;
}

/** Refuses anything a backend must never be asked for (defence in depth behind mediaKey). */
export function assertMediaKey(key: string): void {
  if (!KEY_RE.test(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
}

export const mediaPath = (id: string, width: number, format: MediaFormat) =>
  `/media/${mediaKey(id, width, format)}`;

/** The id, width and format a /media address names, or null. */
export function parseMediaPath(
  src: string,
): { id: string; width: number; format: MediaFormat } | null {
  const match = PATH_RE.exec(src.trim());
  if (!match) return null;
  const format = match[3] as MediaFormat;
  if (!MEDIA_FORMATS.includes(format)) return null;
  return { id: match[1]!, width: Number(match[2]), format };
}

/** An upload's variants of one format, narrowest first. */
export function variantsOf<V extends { width: number; format: MediaFormat }>(
  variants: V[],
  format: MediaFormat,
): V[] {
  return variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
}
