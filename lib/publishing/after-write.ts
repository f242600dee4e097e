import "server-only";

import { revalidateTag } from "next/cache";

import { purgePaths } from "@/lib/cache/purge";
import { cacheTags } from "@/lib/cache/tags";
import { logEvent } from "@/lib/log/logger";
import { afterRedirectWrite } from "@/lib/redirects/after-write";
import { contentTypes, showcases, type ContentTypeId } from "./content-types.mjs";
import { forgetSlug, slugKey } from "./known-slugs";

/**
 * What a content write changed: the type, the slugs it touched (a renamed item's old and new
 * slug; null/undefined are skipped) and any other address that shows it (a testimonial's case
 * study page).
 */
export type ContentChange = {
  type: ContentTypeId;
  slugs?: readonly (string | null | undefined)[];
  paths?: readonly string[];
  /** Addresses whose redirect the write made or removed (a rename, a delete). */
  redirects?: readonly string[];
};

/** A repository write's result and what it changed (null: nothing was written). */
export type Written<T> = { value: T; change: ContentChange | null };

const expireNow = (tag: string) => revalidateTag(tag, { expire: 0 });

/**
 * The one after-write step (Payload's afterChange hook, bound to the write by `boundWrite`): the
 * written items' remembered slugs are forgotten (an unpublished one 404s from its next request),
 * the type's tags expire here, and every address that shows it is queued for the cache in front
 * (CACHE_PURGE_URL). Everything it does is read from lib/publishing/content-types.mjs.
 */
export async function afterWrite(change: ContentChange): Promise<void> {
  const type = contentTypes[change.type];
  const slugs = [...new Set(change.slugs?.filter((s): s is string => Boolean(s)) ?? [])];
  for (const slug of slugs) forgetSlug(slugKey(type.id, slug));
  const tags = [
    ...slugs.map((slug) => cacheTags.item(change.type, slug)),
    cacheTags.list(change.type),
    ...type.extraTags,
    ...(type.sitemap ? [cacheTags.sitemap] : []),
  ];
  try {
    for (const tag of tags) expireNow(tag);
  } catch (error) {
    // Outside a Next request (a CLI import, a test of the repository alone): nothing to expire.
    logEvent("warn", "content write: cache not invalidated", {
      type: type.id,
      error: String(error),
    });
  }
  const itemPaths = type.section
    ? slugs.flatMap((slug) => {
        const path = `${type.section}/${encodeURIComponent(slug)}`;
        return type.itemSuffixes.map((suffix) => `${path}${suffix}`);
      })
    : [];
  const shownOn = type.listedOn.flatMap((name) => showcases[name].paths);
  await purgePaths([
    ...itemPaths,
    ...shownOn,
    ...type.listPaths,
    ...(change.paths ?? []),
    ...(type.sitemap ? ["/sitemap.xml"] : []),
  ]);
  if (change.redirects?.length) await afterRedirectWrite(change.redirects);
}

/**
 * Binds invalidation to a repository write: the returned function writes, then runs the
 * after-write step for what the write reports, so no caller has to remember it. Raw row helpers
 * (seeds, transactions) stay unbound: their caller's write reports the change once.
 */
export function boundWrite<A extends unknown[], T>(
  write: (...args: A) => Promise<Written<T>>,
): (...args: A) => Promise<T> {
  return async (...args: A) => {
    const { value, change } = await write(...args);
    if (change) await afterWrite(change);
    return value;
  };
}
