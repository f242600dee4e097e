import { mediaPath, variantsOf } from "./keys";
import type { MediaFormat, MediaVariant } from "./types";

/** What a page needs to show an upload: sources per format, the largest, and its box. */
export type MediaImage = {
  id: string;
  alt: string;
  /** The largest WebP variant: the fallback <img> and the address stored in a post. */
  src: string;
  width: number;
  height: number;
  srcset: Record<MediaFormat, string>;
};

/** Built from a media row's stored facts; width/height are the largest variant's (same ratio). */
export function mediaImage(row: {
  id: string;
  altText: string;
  width: number;
  height: number;
  variants: MediaVariant[];
}): MediaImage | null {
  const webp = variantsOf(row.variants, "webp");
  const avif = variantsOf(row.variants, "avif");
  const largest = webp[webp.length - 1];
  if (!largest) return null;
  const srcset = (list: MediaVariant[]) =>
    list.map((v) => `${mediaPath(row.id, v.width, v.format)} ${v.width}w`).join(", ");
  return {
    id: row.id,
    alt: row.altText,
    src: mediaPath(row.id, largest.width, "webp"),
    width: largest.width,
    height: Math.max(1, Math.round((largest.width * row.height) / row.width)),
    srcset: { avif: srcset(avif), webp: srcset(webp) },
  };
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** An inline image for a post's HTML: WebP srcset (an <img> takes one format), sized box. */
export function inlineImageMarkup(image: MediaImage, sizes = "(min-width: 768px) 720px, 100vw") {
  const attrs = [
    `src="${image.src}"`,
    `srcset="${image.srcset.webp}"`,
    `sizes="${escapeAttr(sizes)}"`,
    `width="${image.width}"`,
    `height="${image.height}"`,
    `alt="${escapeAttr(image.alt)}"`,
  ];
  return `<img ${attrs.join(" ")}>`;
}
