import { count, sql, type SQL } from "drizzle-orm";

import { escapeLike } from "@/lib/db/like";
import { blogs } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { cardColumns, isPublic, newestFirst } from "./public-rows";
import { BLOGS_PER_PAGE, type BlogCard } from "./types";

/** The public search's query shapes: the trigram path and the short-prefix path. */

/** Longest search string we look for; longer input is cut, never an error. */
const MAX_QUERY_LENGTH = 100;
/** A search string safe for ILIKE: control characters dropped (chr(31) joins the indexed text), wildcards escaped. */
export function normaliseQuery(raw: string | undefined): string {
  return (raw ?? "")
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .trim()
    .slice(0, MAX_QUERY_LENGTH);
}

/** Title or summary contains `query`: served by the trigram index blogs_search_trgm_idx. */
export const titleOrSummaryContains = (query: string): SQL =>
  sql`(${blogs.title} || chr(31) || ${blogs.summary}) ilike ${`%${escapeLike(query)}%`}`;

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
export async function shortQueryRows(db: Db, query: string, offset: number): Promise<BlogCard[]> {
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
