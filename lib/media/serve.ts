import "server-only";

import { logEvent } from "@/lib/log/logger";
import { nonPagePolicy } from "@/lib/security/headers";
import { isMediaId, mediaKey } from "./keys";
import type { MediaStorage } from "./storage-contract";
import { MEDIA_CONTENT_TYPES, type MediaFormat } from "./types";

/** How long a browser or shared cache may keep a variant (docs/deploy.md, "CDN and nginx"). */
const MEDIA_CACHE_CONTROL = "public, max-age=86400";

const FILE = /^([1-9][0-9]{0,3})\.(avif|webp)$/;

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });

/**
 * GET /media/{id}/{width}.{avif|webp}: one variant's bytes. The key is rebuilt from the parsed
 * id, width and format (never from the raw path), so nothing outside the media tree can be
 * named. A variant never changes under its address (a new upload gets a new id), but it can be
 * deleted: caches keep it a day at most (not a year, not `immutable`), so a takedown reaches every
 * browser within a day; a cache in front is refreshed at once by the purge on delete.
 * The type is the format's, whatever the backend says, and the browser is told not to sniff.
 */
export async function serveMedia(storage: MediaStorage, id: string, file: string) {
  const match = FILE.exec(file);
  if (!isMediaId(id) || !match) return notFound();
  const format = match[2] as MediaFormat;
  const key = mediaKey(id, Number(match[1]), format);
  let object: Awaited<ReturnType<MediaStorage["get"]>>;
  try {
    object = await storage.get(key);
  } catch (error) {
    logEvent("error", "media read failed", { error, key });
    return new Response("Temporarily unavailable", {
      status: 503,
      headers: { "cache-control": "no-store", "retry-after": "30" },
    });
  }
  if (!object) return notFound();
  return new Response(object.bytes as BodyInit, {
    headers: {
      "content-type": MEDIA_CONTENT_TYPES[format],
      "content-length": String(object.bytes.byteLength),
      "cache-control": MEDIA_CACHE_CONTROL,
      "x-content-type-options": "nosniff",
      "content-security-policy": nonPagePolicy,
    },
  });
}
