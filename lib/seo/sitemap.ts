import "server-only";

import type { ISitemapField } from "next-sitemap";

import { getSitemapBlogs, getSitemapCount } from "@/lib/blog/queries";
import { getSitemapWork } from "@/lib/work/queries";
import { staticSitemapEntries } from "./sitemap-entries";
import { absoluteUrl } from "./url";

/** sitemaps.org: at most 50,000 URLs per file; above that /sitemap.xml becomes an index. */
const URLS_PER_SITEMAP = 50_000;

export type SitemapPlan = { kind: "urlset" } | { kind: "index"; files: number };

/** The static pages, then the published case studies (a portfolio: a few hundred at most). */
async function fixedEntries(): Promise<ISitemapField[]> {
  const work = await getSitemapWork();
  return [
    ...staticSitemapEntries(),
    ...work.map((study) => ({
      loc: absoluteUrl(`/work/${study.slug}`),
      lastmod: study.updatedAt.toISOString(),
      changefreq: "monthly" as const,
      priority: 0.7,
    })),
  ];
}

export async function sitemapPlan(): Promise<SitemapPlan> {
  const total = (await fixedEntries()).length + (await getSitemapCount());
  return total <= URLS_PER_SITEMAP
    ? { kind: "urlset" }
    : { kind: "index", files: Math.ceil(total / URLS_PER_SITEMAP) };
}

export const sitemapFileUrl = (n: number) => absoluteUrl(`/sitemaps/${n}.xml`);

/**
 * Entries of file `n` (1-based) of the combined list: static pages and case studies first, then manual posts,
 * newest first (monthly, 0.6, lastmod = updated_at). Imported posts are excluded upstream.
 */
export async function sitemapFields(n = 1): Promise<ISitemapField[]> {
  const statics = await fixedEntries();
  const start = (n - 1) * URLS_PER_SITEMAP;
  const fromStatic = statics.slice(start, start + URLS_PER_SITEMAP);
  const postOffset = Math.max(0, start - statics.length);
  const postLimit = URLS_PER_SITEMAP - fromStatic.length;
  const posts = postLimit > 0 ? await getSitemapBlogs(postLimit, postOffset) : [];
  return [
    ...fromStatic,
    ...posts.map((post) => ({
      loc: absoluteUrl(`/blogs/${post.slug}`),
      lastmod: post.updatedAt.toISOString(),
      changefreq: "monthly" as const,
      priority: 0.6,
    })),
  ];
}

export const sitemapHeaders = {
  "Cache-Control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400",
};
