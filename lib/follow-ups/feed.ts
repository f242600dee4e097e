import "server-only";

import { getDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/types";
import { logEvent } from "@/lib/log/logger";
import { hitRateLimit, rateLimitHits, type RateLimit } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request-ip";
import { calendarOwner, followUpCalendar } from "./calendar";

/**
 * Wrong tokens per client address: 20 per 15 minutes, then a 429 for every token from there.
 * Only failures count, so a calendar app polling a good address never runs out; a 256-bit
 * token is beyond guessing anyway, this bounds how fast anyone can try.
 */
export const FEED_MISSES: RateLimit = {
  bucket: "calendar-feed",
  limit: 20,
  windowSeconds: 15 * 60,
};

const PRIVATE = { "cache-control": "private, no-store", "x-robots-tag": "noindex" };

/** The feed for a token: 200 text/calendar, or 401/429/503 with no body and nothing to learn. */
export async function openCalendarFeed(
  token: string,
  headers: Headers,
  db?: Db,
): Promise<Response> {
  try {
    db ??= await getDb();
    const ip = clientIp(headers);
    if ((await rateLimitHits(db, FEED_MISSES, ip)) >= FEED_MISSES.limit) {
      return new Response(null, { status: 429, headers: { ...PRIVATE, "retry-after": "900" } });
    }
    const ownerId = await calendarOwner(db, token);
    if (!ownerId) {
      await hitRateLimit(db, FEED_MISSES, ip);
      return new Response(null, { status: 401, headers: PRIVATE });
    }
    return new Response(await followUpCalendar(db, ownerId), {
      headers: {
        ...PRIVATE,
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": 'inline; filename="follow-ups.ics"',
      },
    });
  } catch (error) {
    logEvent("error", "calendar feed failed", { error });
    return new Response(null, { status: 503, headers: PRIVATE });
  }
}
