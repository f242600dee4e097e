import "server-only";

import { getDb } from "@/lib/db/client";
import { listMedia } from "./repository";

/** The media library's read: uncached, with the posts that use each upload. */
export async function listMediaLibrary() {
  return listMedia(await getDb());
}
