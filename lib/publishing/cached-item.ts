import "server-only";

import { cacheLife, cacheTag } from "next/cache";

import { cacheTags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/types";
import type { ContentTypeId } from "./content-types.mjs";
import { slugArg } from "./query-args";

/**
 * The body of a type's cached read of one public item by slug; call it inside the type's own
 * "use cache" function (lib/<type>/queries.ts, whose reads the fault suite knows as public):
 *
 *   export async function getJob(slug: string) {
 *     "use cache";
 *     return cachedItem("job", slug, repo.findOpenBySlug);
 *   }
 *
 * The slug is checked first (a cached function takes any argument from any client), then the
 * entry is tagged with the item, so a write to it (lib/publishing/after-write.ts) expires it.
 */
export async function cachedItem<T>(
  type: ContentTypeId,
  rawSlug: unknown,
  find: (db: Db, slug: string) => Promise<T | null>,
): Promise<T | null> {
  const slug = slugArg(rawSlug);
  if (slug === null) return null;
  cacheTag(cacheTags.item(type, slug));
  cacheLife("hours");
  return find(await getDb(), slug);
}
