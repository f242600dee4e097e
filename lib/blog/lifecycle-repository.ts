import { and, eq, lte, min, ne, sql } from "drizzle-orm";

import { blogs } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

/** The lifecycle's writes and the scheduler's scans. Pure functions of a handle, as repository.ts. */

/**
 * Publishes every scheduled post due at `now`, in one statement: concurrent callers (two cron
 * runs, the timer and a cron run, two instances) each see a row only while it is still
 * 'scheduled', so Postgres's row lock hands each post to exactly one of them. The post's public
 * date becomes its publish time, so it sorts as new in every list.
 */
export async function publishDue(db: Db, now: Date): Promise<{ id: string; slug: string }[]> {
  return db
    .update(blogs)
    .set({
      status: "published",
      createdAt: sql`${blogs.publishAt}`,
    })
    .where(and(eq(blogs.status, "scheduled"), lte(blogs.publishAt, now)))
    .returning({ id: blogs.id, slug: blogs.slug });
}

/** When the next scheduled post is due, or null when none is waiting (blogs_scheduled_idx). */
export async function nextDueAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(blogs.publishAt) })
    .from(blogs)
    .where(eq(blogs.status, "scheduled"));
  return row?.at ?? null;
}

/** "Publish and send": a draft or scheduled post published now, dated now (as the editor does). */
export async function publishNow(
  db: Db,
  id: string,
): Promise<{ id: string; slug: string; title: string } | null> {
  const [row] = await db
    .update(blogs)
    .set({ status: "published", createdAt: sql`now()` })
    .where(and(eq(blogs.id, id), ne(blogs.status, "published")))
    .returning({ id: blogs.id, slug: blogs.slug, title: blogs.title });
  return row ?? null;
}
