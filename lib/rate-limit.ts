import "server-only";

import { and, eq, lt, sql } from "drizzle-orm";

import { rateLimits } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

export type RateLimit = { bucket: string; limit: number; windowSeconds: number };
export type RateLimitResult = {
  allowed: boolean;
  /** This window's count, this hit included. */
  hits: number;
  remaining: number;
  retryAfterSeconds: number;
};

// The window is the database clock's, so every instance counts in the same one.
const windowStart = (windowSeconds: number) =>
  sql`to_timestamp(floor(extract(epoch from now())::float8 / ${windowSeconds}::float8) * ${windowSeconds}::float8)`;

/**
 * Counts one hit for `key` in the current fixed window and says whether it is within the limit.
 * One atomic upsert, so concurrent requests on several instances never both slip through.
 */
export async function hitRateLimit(
  db: Db,
  { bucket, limit, windowSeconds }: RateLimit,
  key: string,
): Promise<RateLimitResult> {
  const start = windowStart(windowSeconds);
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
    hits,
    remaining: Math.max(0, limit - hits),
    retryAfterSeconds: Math.max(1, row?.retry ?? windowSeconds),
  };
}

/** How many hits `key` has in the current window, without counting one. */
export async function rateLimitHits(
  db: Db,
  { bucket, windowSeconds }: RateLimit,
  key: string,
): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.bucket, bucket),
        eq(rateLimits.key, key.slice(0, 320)),
        eq(rateLimits.windowStart, windowStart(windowSeconds)),
      ),
    );
  return row?.hits ?? 0;
}
