import "server-only";
import { getDb } from "@/lib/db/client";

import { cacheLife, cacheTag } from "next/cache";

import { cacheTags } from "@/lib/cache/tags";
import { brandCardPng } from "@/lib/seo/og-card";
import { slugArg } from "./query-args";
import { findBlogBySlug } from "./repository";

/**
 * A post's generated share image (title, category, brand; the style of app/opengraph-image.tsx),
 * as PNG bytes, or null when no post has this slug. Cached under the post's tag, so an edit
 * renders it again and no request renders it twice; never at build time (no params are known).
 */
export async function postOgImage(rawSlug: string): Promise<Uint8Array<ArrayBuffer> | null> {
  "use cache";
  const slug = slugArg(rawSlug);
  if (slug === null) return null;
  cacheTag(cacheTags.post(slug));
  cacheLife("days");
  const post = await findBlogBySlug(await getDb(), slug);
  if (!post) return null;
  return brandCardPng({
    kicker: post.category || "Blog",
    title: post.title,
    category: post.category,
  });
}
