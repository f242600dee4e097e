import "server-only";

import { randomUUID } from "node:crypto";

import type { Db } from "@/lib/db/types";
import { logEvent } from "@/lib/log/logger";
import { mediaKey } from "./keys";
import { processImage } from "./pipeline";
import { insertMedia, type MediaRow } from "./repository";
import type { MediaStorage } from "./storage-contract";
import { MEDIA_CONTENT_TYPES, type MediaVariant } from "./types";

export const ALT_MAX = 300;
const NAME_MAX = 200;

/** The file's name for the library's list only: no path, no control characters, bounded. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean.slice(0, NAME_MAX) || "image";
}

/**
 * Checks and converts an upload (lib/media/pipeline.ts), stores every variant, then records the
 * row. All or nothing: a variant the backend refuses, or a failed insert, removes what was
 * already stored before the error goes on, so no half-upload is left behind.
 */
export async function storeUpload(
  db: Db,
  storage: MediaStorage,
  upload: { bytes: Uint8Array; name: string; alt: string; createdBy?: string | null },
): Promise<MediaRow> {
  const image = await processImage(upload.bytes);
  const id = randomUUID();
  const stored: MediaVariant[] = [];
  try {
    for (const variant of image.variants) {
      const key = mediaKey(id, variant.width, variant.format);
      await storage.put(key, variant.bytes, MEDIA_CONTENT_TYPES[variant.format]);
      stored.push({ width: variant.width, format: variant.format, key });
    }
    return await insertMedia(db, {
      id,
      originalName: cleanName(upload.name),
      contentType: image.contentType,
      byteSize: upload.bytes.byteLength,
      width: image.width,
      height: image.height,
      variants: stored,
      altText: upload.alt.trim().slice(0, ALT_MAX),
      createdBy: upload.createdBy ?? null,
    });
  } catch (error) {
    // The variants this upload tried to put (a failed put may have left a partial one).
    const attempted = image.variants.map((v) => mediaKey(id, v.width, v.format));
    await storage.delete(attempted).catch((cleanup: unknown) => {
      logEvent("error", "media cleanup failed", { error: cleanup, id });
    });
    throw error;
  }
}
