/** The formats every upload is converted to; nothing else is ever stored or served. */
export const MEDIA_FORMATS = ["avif", "webp"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** One stored rendition of an upload: `key` names its bytes in the storage backend. */
export type MediaVariant = { width: number; format: MediaFormat; key: string };

export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
};
