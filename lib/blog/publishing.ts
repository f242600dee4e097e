import "server-only";

import { invalidateAfterPostWrite } from "@/lib/cache/tags";
import { logEvent } from "@/lib/log/logger";
import { blogDb } from "./db";
import { nextDueAt, publishDue } from "./lifecycle-repository";

/**
 * Publishes the scheduled posts due at `now` (each exactly once, whoever else calls this at the
 * same time) and expires every cache that lists them: the post, the lists, RSS and the sitemap,
 * here and in a shared cache in front. Called by /api/cron/outbox and, on the embedded default,
 * by the in-process timer (lib/blog/publish-timer.ts). Returns the slugs it published.
 */
export async function publishDuePosts(now: Date = new Date()): Promise<string[]> {
  const published = await publishDue(await blogDb(), now);
  for (const { slug } of published) await invalidateAfterPostWrite(slug);
  if (published.length) {
    logEvent("info", "scheduled posts published", { slugs: published.map((p) => p.slug) });
  }
  return published.map((p) => p.slug);
}

/** When the next scheduled post is due (null: none is waiting). */
export async function nextScheduledAt(): Promise<Date | null> {
  return nextDueAt(await blogDb());
}
