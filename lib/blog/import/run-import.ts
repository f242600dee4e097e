import "server-only";
import { getDb } from "@/lib/db/client";

import { desc } from "drizzle-orm";

import { feedImportRuns } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { env } from "@/lib/env";
import { logEvent } from "@/lib/log/logger";
import { afterWrite } from "@/lib/publishing/after-write";
import { configuredFeeds } from "./feeds";
import { RUN_TIME_LIMIT } from "./fetch-feed";
import { importFeed, messageOf } from "./import-feed";
import { claimRun, finishRun, recordFeed, recordProgress, renewLease } from "./run-lease";
import type { FeedResult, FeedSource, ImportRun, ImportTrigger } from "./types";

export { ImportAlreadyRunning } from "./run-lease";

export type RunImportOptions = {
  trigger: ImportTrigger;
  /** Default: configuredFeeds() (IMPORT_FEEDS or content/feeds.ts). */
  feeds?: readonly FeedSource[];
  fetchImpl?: typeof fetch;
  /** Per feed download. Default: IMPORT_TIMEOUT_MS. */
  timeoutMs?: number;
  /** The whole run. Default: IMPORT_RUN_TIMEOUT_MS. */
  runTimeoutMs?: number;
  /** How long the run's claim outlives its last renewal (a dead process's run is closed then). */
  leaseMs?: number;
  /** Per feed. Default: IMPORT_MAX_BYTES. */
  maxBytes?: number;
  /** Feeds downloaded at once; a few hide slow servers without hammering the database. */
  concurrency?: number;
};

const LEASE_MS = 30_000;

const notRecorded = (error: unknown) =>
  logEvent("warn", "feed import: progress not recorded", { error: messageOf(error) });

/**
 * Imports every feed once, records the run in feed_import_runs and returns it. A feed that fails
 * (network, HTTP status, size, not a feed) is reported in its result and never stops the others.
 * Throws ImportAlreadyRunning while another run (any instance) is under way. The run ends by its
 * deadline whatever hangs; each feed's outcome is recorded as soon as it is known.
 */
export async function runImport(db: Db, options: RunImportOptions): Promise<ImportRun> {
  const feeds = options.feeds ?? configuredFeeds();
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const runTimeoutMs = options.runTimeoutMs ?? env.IMPORT_RUN_TIMEOUT_MS;
  const deadline = AbortSignal.timeout(runTimeoutMs);
  const settings = {
    fetchImpl: options.fetchImpl,
    signal: deadline,
    timeoutMs: options.timeoutMs ?? env.IMPORT_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? env.IMPORT_MAX_BYTES,
  };
  const started = Date.now();
  const run = await claimRun(db, options.trigger, leaseMs);
  const renewal = setInterval(() => {
    renewLease(db, run.id, leaseMs).catch((error: unknown) =>
      logEvent("warn", "feed import: lease not renewed", {
        runId: run.id,
        error: messageOf(error),
      }),
    );
  }, leaseMs / 3);
  renewal.unref();

  const results: FeedResult[] = [];
  let closed = false;
  const queue = feeds.entries(); // shared: each worker takes the next feed when it is free
  const worker = async () => {
    for (const [i, feed] of queue) {
      if (deadline.aborted) return;
      let reported = 0;
      const onProgress = async (count: number) => {
        if (closed) return;
        await recordProgress(db, run.id, count, leaseMs).catch(notRecorded);
        reported += count;
      };
      const result = await importFeed(db, feed, { ...settings, onProgress });
      if (closed) return; // the deadline closed the run meanwhile; the posts are stored anyway
      results[i] = result;
      await recordFeed(db, run.id, result, reported, leaseMs).catch(notRecorded);
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 4, feeds.length));
  const timedOut = new Promise<void>((resolve) =>
    deadline.addEventListener("abort", () => resolve(), { once: true }),
  );
  try {
    // A feed stuck where no signal reaches (a hung database call) must not hold the run open.
    await Promise.race([Promise.all(Array.from({ length: workers }, worker)), timedOut]);
  } finally {
    // Whatever happens next, this process stops vouching for the run: if finishing it fails, its
    // lease lapses and the next run closes it.
    closed = true;
    clearInterval(renewal);
  }
  const final = feeds.map(
    (feed, i): FeedResult =>
      results[i] ?? { url: feed.url, fetched: 0, imported: 0, skipped: 0, error: RUN_TIME_LIMIT },
  );
  const done = await finishRun(db, run.id, final);

  const imported = final.reduce((n, r) => n + r.imported, 0);
  const failed = final.filter((r) => r.error);
  // New posts show up in listings, the RSS feed and the sitemap (outside a Next server, a CLI
  // run, there is no cache to expire: the step logs it and the posts are stored anyway).
  if (imported > 0) await afterWrite({ type: "post" });
  logEvent(failed.length ? "warn" : "info", "feed import", {
    runId: run.id,
    trigger: options.trigger,
    feeds: feeds.length,
    imported,
    failedFeeds: failed.length,
    durationMs: Date.now() - started,
    failures: failed.map(({ url, error }) => ({ url, error })),
  });
  return done ?? { ...run, finishedAt: new Date(), imported, results: final };
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
  return runImport(await getDb(), options);
}

export async function listImportRuns(limit = 20): Promise<ImportRun[]> {
  return recentImportRuns(await getDb(), limit);
}
