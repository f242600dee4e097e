import "server-only";
import { getDb } from "@/lib/db/client";

import { logEvent } from "@/lib/log/logger";
import { queueScheduledSends } from "@/lib/newsletter/sends";
import { drainSend } from "@/lib/newsletter/send-queue";
import { nextDueAt } from "./lifecycle-repository";
import { publishDuePostsAt } from "./writes";

/**
 * Publishes the scheduled posts due at `now` (each exactly once, whoever else calls this at the
 * same time) and expires every cache that lists them: the post, the lists, RSS and the sitemap,
 * here and in a shared cache in front. Called by /api/cron/outbox and, on the embedded default,
 * by the in-process timer (lib/blog/publish-timer.ts). Returns the slugs it published.
 */
export async function publishDuePosts(now: Date = new Date()): Promise<string[]> {
  const db = await getDb();
  const published = await publishDuePostsAt(db, now);
  if (published.length) {
    logEvent("info", "scheduled posts published", { slugs: published.map((p) => p.slug) });
    // "Send when published": their newsletter sends are queued now and start at once (the
    // cron's next run picks up any this process does not finish).
    const sends = await queueScheduledSends(
      db,
      published.map((p) => p.id),
    );
    for (const id of sends) {
      void drainSend(db, id).catch((error: unknown) =>
        logEvent("error", "newsletter send failed to start", { sendId: id, error }),
      );
    }
  }
  return published.map((p) => p.slug);
}

/** When the next scheduled post is due (null: none is waiting). */
export async function nextScheduledAt(): Promise<Date | null> {
  return nextDueAt(await getDb());
}
