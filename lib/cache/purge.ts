import "server-only";

import { sql } from "drizzle-orm";
import { after } from "next/server";

import { getDb } from "@/lib/db/client";
import { cachePurges } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { env } from "@/lib/env";
import { deliver } from "@/lib/jobs/deliver";
import { defineQueue, type Report } from "@/lib/jobs/queue";
import { logEvent } from "@/lib/log/logger";

/**
 * The purge hook (docs/deploy.md, "CDN"): with CACHE_PURGE_URL set, the paths a write changed are
 * queued here and each is requested as `GET <CACHE_PURGE_URL><path>` with `X-Purge: 1`, which
 * deploy/nginx.conf's purge listener answers by fetching the page from the origin again and
 * storing it over the old copy. Queued in the database so a purge that fails (cache down, timeout)
 * is retried by the cron (/api/cron/outbox), on the same job runner as mail (lib/jobs).
 */

const TIMEOUT_MS = 10_000;

/** Queues the paths (when a purge URL is configured) and tries them right after the response. */
export async function purgePaths(paths: readonly string[]): Promise<void> {
  if (!env.CACHE_PURGE_URL || !paths.length) return;
  try {
    const db = await getDb();
    const [row] = await db
      .insert(cachePurges)
      .values({ paths: [...new Set(paths)] })
      .returning({ id: cachePurges.id });
    const ids = row ? [row.id] : [];
    try {
      after(() => deliverPurges(db, { ids }).catch(() => undefined)); // else the cron's
    } catch {
      // Outside a request (a CLI import): the cron delivers it.
    }
  } catch (error) {
    // The write itself succeeded; the shared cache then catches up by expiry (s-maxage).
    logEvent("error", "cache purge not queued", { error, paths });
  }
}

/**
 * deploy/nginx.conf's purge listener marks every answer it refreshed with this header (the
 * origin's status). Anything else at CACHE_PURGE_URL (nginx's default site answering 404 for a
 * name it does not know, a wrong port) did not refresh the cache, whatever its status.
 */
const REFRESHED_HEADER = "x-cache-refresh";

/** One refresh; a 404 or 410 counts as done (a deleted post: the cache now stores the 404). */
async function refresh(base: string, path: string) {
  const response = await fetch(`${base.replace(/\/+$/, "")}${path}`, {
    headers: { "x-purge": "1" },
    redirect: "manual",
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.headers.get(REFRESHED_HEADER)) {
    throw new Error(
      `purge of ${path} answered ${response.status} without ${REFRESHED_HEADER}: CACHE_PURGE_URL is not the cache's purge listener`,
    );
  }
  if (response.status >= 400 && response.status !== 404 && response.status !== 410) {
    throw new Error(`purge of ${path} answered ${response.status}`);
  }
}

/**
 * A few at a time, in the order queued (the post, `/`, `/blogs` first): each refresh is a render
 * on the origin, and the pages readers reach first should not wait behind the deep list pages.
 */
const AT_ONCE = 3;
async function refreshAll(base: string, paths: readonly string[]) {
  for (let i = 0; i < paths.length; i += AT_ONCE) {
    await Promise.all(paths.slice(i, i + AT_ONCE).map((path) => refresh(base, path)));
  }
}

/** Same claims and limits as mail (lib/jobs); every failure is worth retrying. */
const purges = defineQueue({
  table: cachePurges,
  done: ["sent"],
  claimSeconds: 120,
  maxAttempts: 6,
  backoffBaseSeconds: () => env.CACHE_PURGE_RETRY_BASE_SECONDS,
  // Each purge refreshes AT_ONCE pages at a time, each a render on the origin.
  concurrency: 4,
  log: { idKey: "purgeId", done: "cache purge", failed: "cache purge failed" },
  async run(row) {
    await refreshAll(env.CACHE_PURGE_URL ?? "", row.paths);
    return { status: "sent", set: { sentAt: sql`now()` }, log: { paths: row.paths.length } };
  },
});

export type PurgeReport = Report<"sent">;

/** Sends due purges (all of them, or only `ids`); safe on several workers at once. */
export async function deliverPurges(
  db: Db,
  options: { limit?: number; ids?: readonly string[] } = {},
): Promise<PurgeReport> {
  if (!env.CACHE_PURGE_URL) return { sent: 0, retrying: 0, failed: 0 };
  return deliver(purges, db, options);
}

/** The cron's entry point: due and retrying purges. */
export async function deliverPurgeQueue(limit = 100): Promise<PurgeReport> {
  return deliverPurges(await getDb(), { limit });
}
