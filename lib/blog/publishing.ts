import "server-only";
import { getDb } from "@/lib/db/client";

import { logEvent } from "@/lib/log/logger";
import { nextDueAt } from "./lifecycle-repository";
import { publishDuePostsAt } from "./writes";

/**
 * Publishes the scheduled posts due at `now` (each exactly once, whoever else calls this at the
 * same time) and expires every cache that lists them: the post, the lists, RSS and the sitemap,
 * here and in a shared cache in front. Called by /api/cron/outbox and, on the embedded default,
 * by the in-process timer (lib/blog/publish-timer.ts). Returns the slugs it published.
 */
export async function publishDuePosts(now: Date = new Date()): Promise<string[]> {
  const published = await publishDuePostsAt(await getDb(), now);
  if (published.length) {
    logEvent("info", "scheduled posts published", { slugs: published.map((p) => p.slug) });
  }
  return published.map((p) => p.slug);
}

/** When the next scheduled post is due (null: none is waiting). */
export async function nextScheduledAt(): Promise<Date | null> {
  return nextDueAt(await getDb());
}
