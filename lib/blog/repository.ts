import { and, count, desc, eq, getTableColumns, like, not, or, sql, type SQL } from "drizzle-orm";

import { dbErrorMessage, pgCode } from "@/lib/db/errors";
import { siteUrl } from "@/lib/env";
import { blogs } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { redirectedSlugs } from "@/lib/redirects/slug-redirects";
import { sanitizePostHtml } from "@/lib/publishing/sanitize";
import { nextFreeSlug, slugify } from "@/lib/publishing/slug";
import { BLOGS_PER_PAGE, type Blog, type BlogCard, type BlogPage, type NewBlog } from "./types";

/** Queries on the blog table. Pure functions of a handle, so tests run them on either driver. */

/** Every column but the body (and its Markdown source): what a card shows. */
const { content: _content, contentMarkdown: _markdown, ...cardColumns } = getTableColumns(blogs);
export { cardColumns };
/** Newest first, with id as a tie-breaker so pages never overlap. */
export const newestFirst = [desc(blogs.createdAt), desc(blogs.id)];

/**
 * What the public may see: published posts only. Every public read below filters on this one
 * condition; drafts and scheduled posts reach staff through admin-repository.ts alone.
 */
const isPublic: SQL = eq(blogs.status, "published");

/** Longest search string we look for; longer input is cut, never an error. */
const MAX_QUERY_LENGTH = 100;
/** Deepest page we serve; beyond it the list is empty rather than an unbounded OFFSET scan. */
export const MAX_PAGE = 1000;

/** A search string safe for ILIKE: control characters dropped (chr(31) joins the indexed text), wildcards escaped. */
export function normaliseQuery(raw: string | undefined): string {
  return (raw ?? "")
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .trim()
    .slice(0, MAX_QUERY_LENGTH);
}
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Title or summary contains `query`: served by the trigram index blogs_search_trgm_idx. */
export const titleOrSummaryContains = (query: string): SQL =>
  sql`(${blogs.title} || chr(31) || ${blogs.summary}) ilike ${`%${escapeLike(query)}%`}`;

/**
 * Newest first, BLOGS_PER_PAGE a page. No total count: counting is O(rows) and the list must stay
 * O(page) at 100,000 posts, so we fetch one extra row to know whether a next page exists.
 */
export async function listBlogs(
  db: Db,
  { q = "", page = 1 }: { q?: string; page?: number } = {},
): Promise<BlogPage> {
  const query = normaliseQuery(q);
  const safePage = Math.min(Math.max(1, Math.trunc(page) || 1), MAX_PAGE);
  const offset = (safePage - 1) * BLOGS_PER_PAGE;
  const rows = /^[\p{L}\p{N}]{1,2}$/u.test(query)
    ? await shortQueryRows(db, query, offset)
    : await db
        .select(cardColumns)
        .from(blogs)
        .where(and(isPublic, query ? titleOrSummaryContains(query) : undefined))
        .orderBy(...newestFirst)
        .limit(BLOGS_PER_PAGE + 1)
        .offset(offset);
  return {
    posts: rows.slice(0, BLOGS_PER_PAGE),
    page: safePage,
    pageSize: BLOGS_PER_PAGE,
    hasNext: rows.length > BLOGS_PER_PAGE,
  };
}

const RARE = 2000;

/**
 * One or two letters are too short for the trigram index, so they match word prefixes through the
 * word index (blogs_search_words_idx): "ai" finds "AI integration", not every "maintain". The
 * planner cannot estimate a prefix's frequency: walking the date index is instant for a common
 * prefix but reads every row for a rare one, while collecting matches from the word index is the
 * reverse (docs/benchmarks.md). So: collect up to RARE matches; if that is all of them, sort
 * those (a materialized CTE keeps the planner from walking the date index instead); otherwise the
 * prefix is common and the date-order walk finds a page at once.
 */
async function shortQueryRows(db: Db, query: string, offset: number): Promise<BlogCard[]> {
  // Letters and digits only (checked by the caller): a safe tsquery.
  const words = sql`to_tsvector('simple', ${blogs.title} || ' ' || ${blogs.summary}) @@ to_tsquery('simple', ${`${query}:*`}) and ${isPublic}`;
  const matches = db.select({ id: blogs.id }).from(blogs).where(words).limit(RARE).as("m");
  const [probe] = await db.select({ n: count() }).from(matches);
  const limit = BLOGS_PER_PAGE + 1;
  if ((probe?.n ?? 0) >= RARE) {
    return db
      .select(cardColumns)
      .from(blogs)
      .where(words)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset);
  }
  const page = sql`(with m as materialized (select id, created_at from ${blogs} where ${words})
    select id from m order by created_at desc, id desc limit ${limit} offset ${offset})`;
  return db
    .select(cardColumns)
    .from(blogs)
    .where(sql`${blogs.id} in ${page}`)
    .orderBy(...newestFirst);
}

/** One index probe; used by the proxy to answer unknown slugs with a 404 before rendering. */
export async function blogSlugExists(db: Db, slug: string): Promise<boolean> {
  if (slug.length > 200) return false;
  const rows = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(eq(blogs.slug, slug), isPublic));
  return rows.length > 0;
}

export async function findBlogBySlug(db: Db, slug: string): Promise<Blog | null> {
  if (slug.length > 200) return null;
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.slug, slug), isPublic));
  return row ?? null;
}

export async function latestBlogs(db: Db, limit: number): Promise<BlogCard[]> {
  return db
    .select(cardColumns)
    .from(blogs)
    .where(isPublic)
    .orderBy(...newestFirst)
    .limit(limit);
}

export async function latestBlogsWithContent(db: Db, limit: number): Promise<Blog[]> {
  return db
    .select()
    .from(blogs)
    .where(isPublic)
    .orderBy(...newestFirst)
    .limit(limit);
}

/**
 * Manual posts only: imported ones carry a canonical link elsewhere and stay out of sitemaps, as
 * do posts staff marked noindex (a sitemap listing them would contradict their robots tag).
 */
const inSitemap = and(
  isPublic,
  not(blogs.isAutoGenerated),
  not(blogs.noindex),
  // A canonical naming another address (another site, or another page here) says this one is
  // not the page to index: a sitemap must list canonical addresses only.
  sql`coalesce(${blogs.canonicalUrl}, '') in ('', '/blogs/' || ${blogs.slug}, ${siteUrl} || '/blogs/' || ${blogs.slug})`,
);

export async function countSitemapBlogs(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(blogs).where(inSitemap);
  return row?.n ?? 0;
}

export async function sitemapBlogs(
  db: Db,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: blogs.slug, updatedAt: blogs.updatedAt })
    .from(blogs)
    .where(inSitemap)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/**
 * Stores a post: content sanitized, slug derived from the title and made unique (-2, -3…).
 * Returns null when `sourceUrl` was already imported (ON CONFLICT DO NOTHING).
 */
export async function insertBlog(db: Db, input: NewBlog): Promise<Blog | null> {
  // Two writers can pick the same free slug at once; the unique index refuses the second, which
  // then looks again. A handful of attempts is plenty.
  for (let attempt = 0; ; attempt++) {
    try {
      return await insertOnce(db, input);
    } catch (error) {
      const clash = pgCode(error) === "23505" && dbErrorMessage(error).includes("slug");
      if (!clash || attempt >= 4) throw error;
    }
  }
}

async function insertOnce(db: Db, input: NewBlog): Promise<Blog | null> {
  const base = slugify(input.title);
  const taken = await db
    .select({ slug: blogs.slug })
    .from(blogs)
    .where(or(eq(blogs.slug, base), like(blogs.slug, `${escapeLike(base)}-%`)));
  // An old address that redirects to a renamed post is not reused (REDIRECTS).
  const redirected = await redirectedSlugs(db, "/blogs", base);
  const slug = nextFreeSlug(base, new Set([...taken.map((r) => r.slug), ...redirected]));
  const tags = input.tags?.map((t) => t.trim()).filter(Boolean) ?? [];
  const [row] = await db
    .insert(blogs)
    .values({
      ...input,
      title: input.title.trim(),
      summary: input.summary?.trim() ?? "",
      content: sanitizePostHtml(input.content ?? ""),
      imageUrl: input.imageUrl?.trim() || null,
      slug,
      isAutoGenerated: input.isAutoGenerated ?? false,
      category: input.category?.trim() || null,
      tags: tags.length ? tags : null,
      sourceUrl: input.sourceUrl ?? null,
      updatedAt: input.createdAt,
    })
    .onConflictDoNothing({ target: blogs.sourceUrl })
    .returning();
  return row ?? null;
}
