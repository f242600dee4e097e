import "server-only";

import { fetchFeed } from "@/lib/blog/import/fetch-feed";
import { logThrottled } from "@/lib/log/throttle";
import { busyFromIcs } from "./ics-parse";
import type { BusyRange } from "./types";

/** How long a feed's busy ranges are reused: a new event shows within this. */
const CACHE_MS = 5 * 60_000;
/** A feed that failed is not asked again for this long (a slow one would slow every visit). */
const FAILED_CACHE_MS = 60_000;
const FETCH = { timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024 };
const LOG_BUDGET = { lines: 10, windowMs: 60_000 };

type Entry = { until: number; windowEnd: number; busy: BusyRange[] };
// In-process: every instance keeps its own copy (a feed is asked at most once per 5 min each).
const cache = new Map<string, Entry>();

/**
 * One feed's busy ranges over [from, to], through the feed importer's SSRF guard (public
 * addresses only, redirects checked, size and time capped). A feed that fails is logged (never
 * its address: it is a secret) and counts as free; the visitor still gets slots.
 */
async function feedBusy(
  url: string,
  index: number,
  from: Date,
  to: Date,
  timeZone: string,
  now: number,
): Promise<BusyRange[]> {
  const key = `${timeZone} ${url}`;
  const hit = cache.get(key);
  if (hit && hit.until > now && hit.windowEnd >= to.getTime()) return hit.busy;
  try {
    const { text } = await fetchFeed(url, FETCH);
    const busy = busyFromIcs(text, from, to, timeZone);
    cache.set(key, { until: now + CACHE_MS, windowEnd: to.getTime(), busy });
    return busy;
  } catch (error) {
    logThrottled("booking-feed-failed", LOG_BUDGET, "warn", "booking: calendar feed ignored", {
      feed: index + 1,
      reason: error instanceof Error ? error.message.slice(0, 200) : "unreadable",
    });
    cache.set(key, { until: now + FAILED_CACHE_MS, windowEnd: to.getTime(), busy: [] });
    return [];
  }
}

/** Every feed's busy ranges over [from, to], fetched in parallel. */
export async function feedsBusy(
  urls: readonly string[],
  from: Date,
  to: Date,
  timeZone: string,
  now = Date.now(),
): Promise<BusyRange[]> {
  const all = await Promise.all(urls.map((u, i) => feedBusy(u, i, from, to, timeZone, now)));
  return all.flat();
}

/** Tests and a settings change start from fresh feeds. */
export function forgetFeeds(): void {
  cache.clear();
}
