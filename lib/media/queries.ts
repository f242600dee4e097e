import "server-only";

import { cacheLife, cacheTag } from "next/cache";

import { cacheTags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { mediaImage } from "./image";
import { isMediaId } from "./keys";
import { findMedia } from "./repository";

/**
 * An upload's sources and box, for the pages that show it. Its variants never change; the tag
 * is expired when it is deleted (lib/media/actions.ts).
 */
export async function getMediaImage(id: string) {
  "use cache";
  if (!isMediaId(id)) return null;
  cacheTag(cacheTags.media(id));
  cacheLife("days");
  const row = await findMedia(await getDb(), id);
  return row ? mediaImage(row) : null;
}
