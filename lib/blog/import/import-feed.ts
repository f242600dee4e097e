import "server-only";

import { inArray } from "drizzle-orm";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";

import { insertBlog } from "@/lib/blog/repository";
import { sanitizePostHtml, showsSomething } from "@/lib/publishing/sanitize";
import { dbErrorMessage } from "@/lib/db/errors";
import { blogs } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { fetchFeed, type FetchFeedOptions, type FetchedFeed } from "./fetch-feed";
import { parseFeed } from "./parse-feed";
import type { FeedResult, FeedSource } from "./types";

export type ImportFeedOptions = Omit<FetchFeedOptions, "signal"> & {
  /** The run's deadline: no new request once it has passed. */
  signal: AbortSignal;
  /** Told of newly stored posts every PROGRESS_EVERY of them, so a long feed's count shows. */
  onProgress?: (newlyStored: number) => Promise<void>;
};

const PROGRESS_EVERY = 25;

// The database's message only: drizzle's own names the query's parameters (a post's body).
export const messageOf = (error: unknown) => dbErrorMessage(error).slice(0, 500);

/** Failures a second attempt often cures: a dropped connection, a busy server, a slow answer. */
const TRANSIENT =
  /^Timed out|^HTTP 5\d\d|ECONNRESET|EPIPE|ETIMEDOUT|socket hang up|other side closed|terminated/i;

/** fetchFeed, tried once more after a transient failure (each attempt timed on its own). */
async function fetchWithRetry(url: string, options: ImportFeedOptions): Promise<FetchedFeed> {
  try {
    return await fetchFeed(url, options);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (options.signal.aborted || !TRANSIENT.test(message)) throw error;
    return fetchFeed(url, options);
  }
}

/** Source URLs among `urls` that are stored already: one query instead of one insert each. */
async function storedUrls(db: Db, urls: string[]): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const rows = await db
    .select({ sourceUrl: blogs.sourceUrl })
    .from(blogs)
    .where(inArray(blogs.sourceUrl, urls));
  return new Set(rows.map((r) => r.sourceUrl ?? ""));
}

/**
 * Downloads, parses and stores one feed; never throws (the result carries the error). The result's
 * `imported` includes what onProgress was told already.
 */
export async function importFeed(
  db: Db,
  feed: FeedSource,
  options: ImportFeedOptions,
): Promise<FeedResult> {
  const result: FeedResult = { url: feed.url, fetched: 0, imported: 0, skipped: 0 };
  try {
    const fetched = await fetchWithRetry(feed.url, options);
    const { fetched: count, posts, cutOff } = await parseFeed(fetched.text, feed, fetched.url);
    result.fetched = count;
    // Items, yet not one usable (no title, or no http(s) link): say so in the run's report rather
    // than import nothing without a word, so a feed that can never yield a post stands out.
    if (count && !posts.length) {
      throw new Error(`No usable items: none of ${count} has a title and an http(s) link`);
    }
    const known = await storedUrls(
      db,
      posts.map((p) => p.sourceUrl),
    );
    let firstItemError: string | undefined;
    let reported = 0;
    for (const post of posts) {
      // Past the run's deadline nothing more is stored: the run is being closed without this feed.
      if (options.signal.aborted) break;
      if (result.imported - reported >= PROGRESS_EVERY) {
        await options.onProgress?.(result.imported - reported);
        reported = result.imported;
      }
      if (known.has(post.sourceUrl)) continue; // imported by an earlier run, or twice in this feed
      known.add(post.sourceUrl);
      // Sanitizing a body is blocking work: between posts, other feeds' downloads get their turn.
      await yieldToEventLoop();
      // A body of nothing but what the sanitizer removes would be published blank: skipped, and
      // counted so the run's report says so.
      if (post.content.trim() && !showsSomething(sanitizePostHtml(post.content))) {
        result.emptied = (result.emptied ?? 0) + 1;
        continue;
      }
      try {
        if (await insertBlog(db, post)) result.imported++;
      } catch (error) {
        // One odd item must not cost the feed's others; it is retried on the next run.
        firstItemError ??= messageOf(error);
      }
    }
    if (firstItemError && !result.imported) result.error = `Could not store: ${firstItemError}`;
    // A cut-off feed fails even when the items before the cut were stored: what is missing must
    // show in the run's report, not pass as "0 new".
    if (cutOff) {
      result.error = `${cutOff}; kept what came before it: ${count} items, ${result.imported} new`;
    }
  } catch (error) {
    result.error = messageOf(error);
  }
  result.skipped = result.fetched - result.imported;
  return result;
}
