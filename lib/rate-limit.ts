import "server-only";

import type { Queryable } from "@/lib/db/types";

export type RateLimit = { bucket: string; limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/**
 * Counts one hit for `key` in the current fixed window and says whether it is within the limit.
 * One atomic upsert, so concurrent requests on several instances never both slip through.
 */
export async function hitRateLimit(
  db: Queryable,
  { bucket, limit, windowSeconds }: RateLimit,
  key: string,
): Promise<RateLimitResult> {
  const [row] = await db.query<{ hits: number; retry: number }>(
    `insert into rate_limits (bucket, key, window_start, hits, expires_at)
     select $1, $2, w.start, 1, w.start + make_interval(secs => $3::float8)
     from (select to_timestamp(floor(extract(epoch from now())::float8 / $3::float8) * $3::float8)
           as start) w
     on conflict (bucket, key, window_start) do update set hits = rate_limits.hits + 1
     returning hits, ceil(extract(epoch from expires_at - now()))::int as retry`,
    [bucket, key.slice(0, 320), windowSeconds],
  );
  // Expired windows are swept now and then rather than by a scheduled job.
  if (Math.random() < 0.02) await db.query("delete from rate_limits where expires_at < now()");
  const hits = row?.hits ?? 1;
  return {
    allowed: hits <= limit,
    remaining: Math.max(0, limit - hits),
    retryAfterSeconds: Math.max(1, row?.retry ?? windowSeconds),
  };
}

/** Clears `key`'s counters in a bucket (e.g. after a successful sign-in). */
export async function resetRateLimit(db: Queryable, bucket: string, key: string) {
  await db.query("delete from rate_limits where bucket = $1 and key = $2", [bucket, key]);
}
