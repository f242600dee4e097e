import "server-only";

import { revalidateTag } from "next/cache";

import { contentTypes, FEED_TAG, type ContentTypeId } from "@/lib/publishing/content-types.mjs";
import { purgePaths } from "./purge";

const { post, work } = contentTypes;

/**
 * Every cache tag the app uses, in one place. Reads tag with these; writes expire them (content
 * writes through lib/publishing/after-write.ts). A content type's tags are declared with it in
 * lib/publishing/content-types.mjs.
 */
export const cacheTags = {
  /** Any listing of a content type (a section's pages, the home page's strips, service pages). */
  list: (type: ContentTypeId) => contentTypes[type].tags.list,
  /** One item's page and share image. */
  item: (type: ContentTypeId, slug: string) => `${contentTypes[type].tags.item}${slug}`,
  /** Any listing of posts: /blogs pages, search results, the home page's latest posts. */
  blogList: post.tags.list,
  post: (slug: string) => `${post.tags.item}${slug}`,
  feed: FEED_TAG,
  sitemap: "sitemap",
  /** Any listing of case studies: /work and its categories, the home strip, service pages. */
  workList: work.tags.list,
  /** One case study's page and share image (lib/work/queries.ts). */
  work: (slug: string) => `${work.tags.item}${slug}`,
  /** One uploaded image's facts (lib/media/queries.ts). */
  media: (id: string) => `media:${id}`,
} as const;

// expire: 0 — the next request renders fresh content (staff expect to see their write at once).
const expireNow = (tag: string) => revalidateTag(tag, { expire: 0 });

/**
 * After an upload is deleted: its cached facts here, and each variant's address (`paths`) in the
 * cache in front, whose refresh then stores the origin's 404 in place of the image.
 */
export async function invalidateAfterMediaDelete(id: string, paths: readonly string[]) {
  expireNow(cacheTags.media(id));
  await purgePaths(paths);
}
