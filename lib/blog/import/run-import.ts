import "server-only";

import { insertBlog } from "@/lib/blog/repository";
import { invalidateBlogList, invalidateFeed, invalidateSitemap } from "@/lib/cache/tags";
import type { Db, Queryable } from "@/lib/db/types";
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

type RunRow = {
  id: string;
  trigger: ImportTrigger;
  started_at: Date | string;
  finished_at: Date | string | null;
  imported: number;
  failed_feeds: number;
  results: FeedResult[] | string;
};

const toRun = (row: RunRow): ImportRun => ({
  id: row.id,
  trigger: row.trigger,
  startedAt: new Date(row.started_at),
  finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
  imported: row.imported,
  failedFeeds: row.failed_feeds,
  results: typeof row.results === "string" ? JSON.parse(row.results) : row.results,
});

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Source URLs among `urls` that are stored already: one query instead of one insert each. */
async function storedUrls(db: Queryable, urls: string[]): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const rows = await db.query<{ source_url: string }>(
    "select source_url from blogs where source_url = any($1::text[])",
    [urls],
  );
  return new Set(rows.map((r) => r.source_url));
}

async function importFeed(
  db: Db,
  feed: FeedSource,
  options: Required<Pick<RunImportOptions, "timeoutMs" | "maxBytes">> & RunImportOptions,
): Promise<FeedResult> {
  const result: FeedResult = { url: feed.url, fetched: 0, imported: 0, skipped: 0 };
  try {
    const fetched = await fetchFeed(feed.url, options);
    const { fetched: count, posts } = await parseFeed(fetched.text, feed, fetched.url);
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
  const [run] = await db.query<RunRow>(
    "insert into feed_import_runs (trigger) values ($1) returning *",
    [options.trigger],
  );
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
  const [done] = await db.query<RunRow>(
    `update feed_import_runs
     set finished_at = now(), imported = $2, failed_feeds = $3, results = $4::jsonb
     where id = $1 returning *`,
    [run.id, imported, failed.length, JSON.stringify(results)],
  );
  if (imported > 0) invalidateLists();
  logEvent(failed.length ? "warn" : "info", "feed import", {
    runId: run.id,
    trigger: options.trigger,
    feeds: feeds.length,
    imported,
    failedFeeds: failed.length,
    durationMs: Date.now() - started,
    failures: failed.map(({ url, error }) => ({ url, error })),
  });
  return toRun(done ?? run);
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

async function closeInterruptedRuns(db: Queryable) {
  await db.query(
    `update feed_import_runs set finished_at = now(), results = $1::jsonb
     where finished_at is null and started_at < now() - interval '10 minutes'`,
    [JSON.stringify([INTERRUPTED])],
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

export async function latestImportRun(db: Queryable): Promise<ImportRun | null> {
  const [row] = await db.query<RunRow>(
    "select * from feed_import_runs order by started_at desc, id desc limit 1",
  );
  return row ? toRun(row) : null;
}

export async function recentImportRuns(db: Queryable, limit = 20): Promise<ImportRun[]> {
  const safe = Math.min(Math.max(1, Math.trunc(limit) || 1), 100);
  const rows = await db.query<RunRow>(
    "select * from feed_import_runs order by started_at desc, id desc limit $1",
    [safe],
  );
  return rows.map(toRun);
}
