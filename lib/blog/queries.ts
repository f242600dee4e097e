import "server-only";
import { getDb } from "@/lib/db/client";

import { cacheLife, cacheTag } from "next/cache";

import { cacheTags } from "@/lib/cache/tags";
import { cachedItem } from "@/lib/publishing/cached-item";
import { offsetArg } from "@/lib/publishing/query-args";
import { limitArg, pageArg, queryArg, sitemapLimitArg } from "./query-args";
import * as repo from "./repository";

/**
 * Cached reads for pages and feeds. Each is tagged so a write expires exactly what it changed
 * (lib/cache/tags.ts); "hours" is only a safety net for writes made outside the app. A thrown
 * database error is never cached: the next request tries again.
 */

export async function getBlogPage(q: string, page: number) {
  "use cache";
  cacheTag(cacheTags.blogList);
  cacheLife("hours");
  return repo.listBlogs(await getDb(), { q: queryArg(q), page: pageArg(page) });
}

export async function getBlog(slug: string) {
  "use cache";
  return cachedItem("post", slug, repo.findBlogBySlug);
}

export async function getLatestBlogs(limit: number) {
  "use cache";
  cacheTag(cacheTags.blogList);
  cacheLife("hours");
  return repo.latestBlogs(await getDb(), limitArg(limit));
}

export async function getFeedBlogs(limit: number) {
  "use cache";
  cacheTag(cacheTags.feed);
  cacheLife("hours");
  return repo.latestBlogsWithContent(await getDb(), limitArg(limit));
}

export async function getSitemapCount() {
  "use cache";
  cacheTag(cacheTags.sitemap);
  cacheLife("hours");
  return repo.countSitemapBlogs(await getDb());
}

export async function getSitemapBlogs(limit: number, offset: number) {
  "use cache";
  cacheTag(cacheTags.sitemap);
  cacheLife("hours");
  const rows = sitemapLimitArg(limit);
  return rows === 0
    ? []
    : repo.sitemapBlogs(await getDb(), { limit: rows, offset: offsetArg(offset) });
}
