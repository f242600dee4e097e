import "server-only";

import { and, eq, lt, sql } from "drizzle-orm";

import { rateLimits } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

export type RateLimit = { bucket: string; limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/**
 * Counts one hit for `key` in the current fixed window and says whether it is within the limit.
 * One atomic upsert, so concurrent requests on several instances never both slip through.
 */
export async function hitRateLimit(
  db: Db,
  { bucket, limit, windowSeconds }: RateLimit,
  key: string,
): Promise<RateLimitResult> {
  // The window is the database clock's, so every instance counts in the same one.
  const start = sql`to_timestamp(floor(extract(epoch from now())::float8 / ${windowSeconds}::float8) * ${windowSeconds}::float8)`;
  const [row] = await db
    .insert(rateLimits)
    .values({
      bucket,
      key: key.slice(0, 320),
      windowStart: start,
      hits: 1,
      expiresAt: sql`${start} + make_interval(secs => ${windowSeconds}::float8)`,
    })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({
      hits: rateLimits.hits,
      retry: sql`ceil(extract(epoch from ${rateLimits.expiresAt} - now()))::int`.mapWith(Number),
    });
  // Expired windows are swept now and then rather than by a scheduled job.
  if (Math.random() < 0.02) {
    await db.delete(rateLimits).where(lt(rateLimits.expiresAt, sql`now()`));
  }
  const hits = row?.hits ?? 1;
  return {
    allowed: hits <= limit,
    remaining: Math.max(0, limit - hits),
    retryAfterSeconds: Math.max(1, row?.retry ?? windowSeconds),
  };
}

/** Clears `key`'s counters in a bucket (e.g. after a successful sign-in). */
export async function resetRateLimit(db: Db, bucket: string, key: string) {
  await db.delete(rateLimits).where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.key, key)));
}
