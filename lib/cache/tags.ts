import "server-only";

import { revalidateTag } from "next/cache";

import { forgetSlug } from "@/lib/blog/known-slugs";
import { services } from "@/content/services";
import { workCategories } from "@/content/work";
import { purgePaths } from "./purge";

/** Every cache tag the app uses, in one place. Reads tag with these; writes expire them. */
export const cacheTags = {
  /** Any listing of posts: /blogs pages, search results, the home page's latest posts. */
  blogList: "blogs:list",
  post: (slug: string) => `blogs:post:${slug}`,
  feed: "blogs:feed",
  sitemap: "sitemap",
  /** Any listing of case studies: /work and its categories, the home strip, service pages. */
  workList: "work:list",
  /** One case study's page and share image (lib/work/queries.ts). */
  work: (slug: string) => `work:item:${slug}`,
  /** One uploaded image's facts (lib/media/queries.ts). */
  media: (id: string) => `media:${id}`,
} as const;

// expire: 0 — the next request renders fresh content (staff expect to see their write at once).
const expireNow = (tag: string) => revalidateTag(tag, { expire: 0 });

function invalidatePost(slug: string) {
  expireNow(cacheTags.post(slug));
}
export function invalidateBlogList() {
  expireNow(cacheTags.blogList);
}
export function invalidateFeed() {
  expireNow(cacheTags.feed);
}
export function invalidateSitemap() {
  expireNow(cacheTags.sitemap);
}
/**
 * After an upload is deleted: its cached facts here, and each variant's address (`paths`) in the
 * cache in front, whose refresh then stores the origin's 404 in place of the image.
 */
export async function invalidateAfterMediaDelete(id: string, paths: readonly string[]) {
  expireNow(cacheTags.media(id));
  await purgePaths(paths);
}

/**
 * The addresses a shared cache in front holds for the listings: the home page's latest posts, the
 * list's first pages (a new post shifts every page; deeper ones catch up by their s-maxage), RSS
 * and the sitemap.
 */
const LIST_PAGES_PURGED = 5;
export const listPaths = [
  "/",
  "/blogs",
  ...Array.from({ length: LIST_PAGES_PURGED - 1 }, (_, i) => `/blogs/page/${i + 2}`),
  "/rss.xml",
  "/sitemap.xml",
];

/**
 * After any write to a post: the post itself and everything that lists it, here and (with
 * CACHE_PURGE_URL) in the cache in front.
 */
export async function invalidateAfterPostWrite(slug: string) {
  // A post unpublished or deleted must 404 from the proxy again (lib/blog/known-slugs.ts).
  forgetSlug(slug);
  invalidatePost(slug);
  invalidateBlogList();
  invalidateFeed();
  invalidateSitemap();
  const post = `/blogs/${encodeURIComponent(slug)}`;
  await purgePaths([post, `${post}/opengraph-image`, ...listPaths]);
}

/**
 * The pages that show case studies: /work and its category pages, the home strip, the service
 * pages (each lists the case studies that used it) and the sitemap.
 */
const workListPaths = [
  "/work",
  ...workCategories.filter((c) => c.id !== "all").map((c) => `/work/category/${c.id}`),
  "/",
  ...services.map((s) => `/services/${s.id}`),
  "/sitemap.xml",
];

/**
 * After any write to a case study: its page, its share image and everything that lists it, here
 * and (with CACHE_PURGE_URL) in the cache in front. A case study unpublished or deleted 404s from
 * its next request (the proxy's remembered slugs are keyed by section).
 */
export async function invalidateAfterWorkWrite(slug: string) {
  forgetSlug(`work:${slug}`);
  expireNow(cacheTags.work(slug));
  expireNow(cacheTags.workList);
  invalidateSitemap();
  const page = `/work/${encodeURIComponent(slug)}`;
  await purgePaths([page, `${page}/opengraph-image`, ...workListPaths]);
}
