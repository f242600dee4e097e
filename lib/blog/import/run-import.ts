import "server-only";

import { and, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";

import { blogDb } from "@/lib/blog/db";
import { insertBlog } from "@/lib/blog/repository";
import { purgePaths } from "@/lib/cache/purge";
import { invalidateBlogList, invalidateFeed, invalidateSitemap, listPaths } from "@/lib/cache/tags";
import { dbErrorMessage } from "@/lib/db/errors";
import { feedImportRuns, blogs } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { env } from "@/lib/env";
import { logEvent } from "@/lib/log/logger";
import { configuredFeeds } from "./feeds";
import { fetchFeed } from "./fetch-feed";
import { parseFeed } from "./parse-feed";
import type { FeedResult, FeedSource, ImportRun, ImportTrigger } from "./types";

export type RunImportOptions = {
  trigger: ImportTrigger;
  /** Default: configuredFeeds() (IMPORT_FEEDS or content/feeds.ts). */
  feeds?: readonly FeedSource[];
  fetchImpl?: typeof fetch;
  /** Per feed. Default: IMPORT_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Per feed. Default: IMPORT_MAX_BYTES. */
  maxBytes?: number;
  /** Feeds downloaded at once; a few hide slow servers without hammering the database. */
  concurrency?: number;
};

// The database's message only: drizzle's own names the query's parameters (a post's body).
const messageOf = (error: unknown) => dbErrorMessage(error).slice(0, 500);

/** Source URLs among `urls` that are stored already: one query instead of one insert each. */
async function storedUrls(db: Db, urls: string[]): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const rows = await db
    .select({ sourceUrl: blogs.sourceUrl })
    .from(blogs)
    .where(inArray(blogs.sourceUrl, urls));
  return new Set(rows.map((r) => r.sourceUrl ?? ""));
}

async function importFeed(
  db: Db,
  feed: FeedSource,
  options: Required<Pick<RunImportOptions, "timeoutMs" | "maxBytes">> & RunImportOptions,
): Promise<FeedResult> {
  const result: FeedResult = { url: feed.url, fetched: 0, imported: 0, skipped: 0 };
  try {
    const fetched = await fetchFeed(feed.url, options);
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
    for (const post of posts) {
      if (known.has(post.sourceUrl)) continue; // imported by an earlier run, or twice in this feed
      known.add(post.sourceUrl);
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

/**
 * Imports every feed once, records the run in feed_import_runs and returns it. A feed that fails
 * (network, HTTP status, size, not a feed) is reported in its result and never stops the others.
 */
export async function runImport(db: Db, options: RunImportOptions): Promise<ImportRun> {
  const feeds = options.feeds ?? configuredFeeds();
  const settings = {
    ...options,
    timeoutMs: options.timeoutMs ?? env.IMPORT_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? env.IMPORT_MAX_BYTES,
  };
  const started = Date.now();
  await closeInterruptedRuns(db);
  const [run] = await db.insert(feedImportRuns).values({ trigger: options.trigger }).returning();
  if (!run) throw new Error("feed_import_runs insert returned no row");

  const results: FeedResult[] = [];
  const queue = feeds.entries(); // shared: each worker takes the next feed when it is free
  const worker = async () => {
    for (const [i, feed] of queue) results[i] = await importFeed(db, feed, settings);
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 4, feeds.length));
  await Promise.all(Array.from({ length: workers }, worker));

  const imported = results.reduce((n, r) => n + r.imported, 0);
  const failed = results.filter((r) => r.error);
  const [done] = await db
    .update(feedImportRuns)
    .set({ finishedAt: sql`now()`, imported, failedFeeds: failed.length, results })
    .where(eq(feedImportRuns.id, run.id))
    .returning();
  if (imported > 0) {
    invalidateLists();
    await purgePaths(listPaths);
  }
  logEvent(failed.length ? "warn" : "info", "feed import", {
    runId: run.id,
    trigger: options.trigger,
    feeds: feeds.length,
    imported,
    failedFeeds: failed.length,
    durationMs: Date.now() - started,
    failures: failed.map(({ url, error }) => ({ url, error })),
  });
  return done ?? run;
}

// Longer than any run takes (feeds × IMPORT_TIMEOUT_MS / concurrency): older unfinished runs
// belong to a process that died. Their missing items are simply imported by the next run.
const INTERRUPTED = {
  url: "(this run)",
  fetched: 0,
  imported: 0,
  skipped: 0,
  error:
    "Interrupted: the server stopped before the run finished; later runs import what it missed",
} satisfies FeedResult;

async function closeInterruptedRuns(db: Db) {
  await db
    .update(feedImportRuns)
    .set({ finishedAt: sql`now()`, results: [INTERRUPTED] })
    .where(
      and(
        isNull(feedImportRuns.finishedAt),
        lt(feedImportRuns.startedAt, sql`now() - interval '10 minutes'`),
      ),
    );
}

/** New posts show up in listings, the RSS feed and (for manual posts) the sitemap. */
function invalidateLists() {
  try {
    invalidateBlogList();
    invalidateFeed();
    invalidateSitemap();
  } catch (error) {
    // Outside a Next server (a CLI run) there is no cache to expire; the posts are stored anyway.
    logEvent("warn", "feed import: cache not invalidated", { error: messageOf(error) });
  }
}

export async function latestImportRun(db: Db): Promise<ImportRun | null> {
  return (await recentImportRuns(db, 1))[0] ?? null;
}

export async function recentImportRuns(db: Db, limit = 20): Promise<ImportRun[]> {
  const safe = Math.min(Math.max(1, Math.trunc(limit) || 1), 100);
  return db
    .select()
    .from(feedImportRuns)
    .orderBy(desc(feedImportRuns.startedAt), desc(feedImportRuns.id))
    .limit(safe);
}

/** The import as the route handler, the Auto-Fetch button and the dashboard use it. */
export async function importFeeds(options: RunImportOptions): Promise<ImportRun> {
  return runImport(await blogDb(), options);
}

export async function listImportRuns(limit = 20): Promise<ImportRun[]> {
  return recentImportRuns(await blogDb(), limit);
}
