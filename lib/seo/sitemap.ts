import "server-only";

import type { ISitemapField } from "next-sitemap";

import { getSitemapBlogs, getSitemapCount } from "@/lib/blog/queries";
import { getSitemapJobs } from "@/lib/careers/queries";
import { contentTypes, type ContentTypeId } from "@/lib/publishing/content-types.mjs";
import { getSitemapWork } from "@/lib/work/queries";
import { staticSitemapEntries } from "./sitemap-entries";
import { absoluteUrl } from "./url";

/** sitemaps.org: at most 50,000 URLs per file; above that /sitemap.xml becomes an index. */
const URLS_PER_SITEMAP = 50_000;

export type SitemapPlan = { kind: "urlset" } | { kind: "index"; files: number };

type Listed = { slug: string; updatedAt: Date };

/**
 * Each type's published items, posts aside (paged below): a portfolio, the open roles — a few
 * hundred at most. Which types appear, and how, is their declaration's `sitemap`
 * (lib/publishing/content-types.mjs); one declared without a list here fails every sitemap read.
 */
const itemLists: Partial<Record<ContentTypeId, () => Promise<Listed[]>>> = {
  work: getSitemapWork,
  job: getSitemapJobs,
};

const entry = (id: ContentTypeId, item: Listed): ISitemapField => {
  const type = contentTypes[id];
  return {
    loc: absoluteUrl(`${type.section}/${item.slug}`),
    lastmod: item.updatedAt.toISOString(),
    changefreq: type.sitemap?.changefreq,
    priority: type.sitemap?.priority,
  };
};

/** The static pages, then each declared type's items. */
async function fixedEntries(): Promise<ISitemapField[]> {
  const types = Object.values(contentTypes).filter((t) => t.sitemap && t.id !== "post");
  const lists = await Promise.all(
    types.map(async ({ id }) => {
      const list = itemLists[id as ContentTypeId];
      if (!list) throw new Error(`sitemap: no item list for the content type "${id}"`);
      return (await list()).map((item) => entry(id as ContentTypeId, item));
    }),
  );
  return [...staticSitemapEntries(), ...lists.flat()];
}

export async function sitemapPlan(): Promise<SitemapPlan> {
  const total = (await fixedEntries()).length + (await getSitemapCount());
  return total <= URLS_PER_SITEMAP
    ? { kind: "urlset" }
    : { kind: "index", files: Math.ceil(total / URLS_PER_SITEMAP) };
}

export const sitemapFileUrl = (n: number) => absoluteUrl(`/sitemaps/${n}.xml`);

/**
 * Entries of file `n` (1-based) of the combined list: static pages and the small types first,
 * then manual posts, newest first (lastmod = updated_at). Imported posts are excluded upstream.
 */
export async function sitemapFields(n = 1): Promise<ISitemapField[]> {
  const statics = await fixedEntries();
  const start = (n - 1) * URLS_PER_SITEMAP;
  const fromStatic = statics.slice(start, start + URLS_PER_SITEMAP);
  const postOffset = Math.max(0, start - statics.length);
  const postLimit = URLS_PER_SITEMAP - fromStatic.length;
  const posts = postLimit > 0 ? await getSitemapBlogs(postLimit, postOffset) : [];
  return [...fromStatic, ...posts.map((post) => entry("post", post))];
}

export const sitemapHeaders = {
  "Cache-Control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400",
};
