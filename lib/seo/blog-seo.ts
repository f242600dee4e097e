import "server-only";

import type { Blog } from "@/lib/blog/types";
import { absoluteUrl } from "./url";

type PostSeo = Pick<
  Blog,
  | "slug"
  | "imageUrl"
  | "sourceUrl"
  | "canonicalUrl"
  | "shareImageUrl"
  | "summary"
  | "seoDescription"
>;

/** A stored URL (a site path or an absolute http(s) URL, as the form allows) made absolute. */
const absolute = (url: string) => new URL(url, absoluteUrl("/")).toString();

/** The post's generated share image (app/(site)/blogs/[slug]/opengraph-image). */
const generatedImagePath = (slug: string) => `/blogs/${encodeURIComponent(slug)}/opengraph-image`;

/** What link previews show: the share image staff set, else the cover, else the generated one. */
export function postShareImage(post: PostSeo): string {
  return absolute(post.shareImageUrl || post.imageUrl || generatedImagePath(post.slug));
}

/**
 * The address search engines should credit: staff's override, else the original of an imported
 * post, else the post's own page.
 */
export function postCanonical(post: PostSeo): string {
  return post.canonicalUrl
    ? absolute(post.canonicalUrl)
    : (post.sourceUrl ?? absoluteUrl(`/blogs/${post.slug}`));
}
