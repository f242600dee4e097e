import { MEDIA_FORMATS } from "@/lib/db/enums";

/** The formats every upload is converted to; nothing else is ever stored or served. */
export { MEDIA_FORMATS };
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** One stored rendition of an upload: `key` names its bytes in the storage backend. */
export type { MediaVariant } from "@/lib/db/json-types";

export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
};
