import "server-only";

import { staffOrUnauthorized } from "@/lib/auth";
import { getDb } from "@/lib/db/client";
import { mediaImage } from "./image";
import { mediaPath, variantsOf } from "./keys";
import { listMedia, recentMedia } from "./repository";

/** The media library's read: uncached, with the posts that use each upload. */
export async function listMediaLibrary() {
  return listMedia(await getDb());
}

/** One upload as the editors' library picker shows it (components/admin/media/library-picker). */
export type MediaChoice = {
  id: string;
  name: string;
  alt: string;
  /** The address a field stores: the largest WebP variant. */
  src: string;
  /** The largest variant's size, what a link preview gets. */
  width: number;
  height: number;
  thumb: string;
};

/**
 * GET /api/admin/media: the newest uploads for the editors' picker. Staff only (proxy.ts does not
 * run for /api), never cached.
 */
export async function handleLibraryRequest(): Promise<Response> {
  const staff = await staffOrUnauthorized("media.upload");
  if (staff instanceof Response) return staff;
  const choices: MediaChoice[] = [];
  for (const row of await recentMedia(await getDb())) {
    const image = mediaImage(row);
    const thumb = variantsOf(row.variants, "webp")[0];
    if (!image || !thumb) continue;
    const { id, src, width, height, alt } = image;
    choices.push({
      id,
      name: row.originalName,
      alt,
      src,
      width,
      height,
      thumb: mediaPath(id, thumb.width, "webp"),
    });
  }
  return Response.json({ images: choices }, { headers: { "cache-control": "private, no-store" } });
}
