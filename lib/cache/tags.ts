import "server-only";

import { revalidateTag } from "next/cache";

/** Every cache tag the app uses, in one place. Reads tag with these; writes expire them. */
export const cacheTags = {
  /** Any listing of posts: /blogs pages, search results, the home page's latest posts. */
  blogList: "blogs:list",
  post: (slug: string) => `blogs:post:${slug}`,
  feed: "blogs:feed",
  sitemap: "sitemap",
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

/** After any write to a post: the post itself and everything that lists it. */
export function invalidateAfterPostWrite(slug: string) {
  invalidatePost(slug);
  invalidateBlogList();
  invalidateFeed();
  invalidateSitemap();
}
