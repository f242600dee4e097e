import "server-only";

import { cacheLife, cacheTag } from "next/cache";

import { cacheTags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { slugArg } from "@/lib/publishing/query-args";
import * as repo from "./repository";
import { isOpen } from "./types";

/** Next treats a "use cache" entry expiring sooner than this as per-request (a dynamic hole). */
const MIN_EXPIRE_S = 300;
/**
 * Next leaves a "use cache" entry whose stale time is below this out of every prerender (its
 * MIN_PREFETCHABLE_STALE): /career, which has no Suspense around the list, then fails to render
 * (NEXT_STATIC_GEN_BAILOUT, a 500) whenever it renders in a role's last 30 s.
 */
const MIN_STALE_S = 30;
const HOUR_S = 3600;
const DAY_S = 86_400;

/**
 * The cache life of a read that shows openings closing at `closes`: it ends when the first of
 * them closes, so the cached answer (and the page cache entry built on it, whose revalidate and
 * expire are the smallest of its reads') is not served past that moment and the next render
 * leaves the role out — an expired opening disappears without a write or a deploy. Without a
 * close date in sight, the "hours" safety net as the other types. `expire` never drops below
 * Next's 5-minute floor (below it the read would be a per-request hole the page cache refuses);
 * `revalidate` does, and lib/cache/use-cache-handler.mjs answers an entry past its revalidate as
 * a miss, so the read itself is exact; the page may be served stale once in that last window
 * while it renders again. `stale` (how long a browser reuses the answer without asking) keeps
 * Next's 30-second floor for the same reason: a visitor's open tab may list a role up to 30 s
 * after it closed; the server's pages and sitemap do not.
 */
function liveUntilNextClose(closes: readonly (Date | null)[], now: Date) {
  const next = Math.min(
    ...closes.map((d) => (d && d > now ? d.getTime() : Infinity)),
    now.getTime() + DAY_S * 1000,
  );
  const seconds = Math.max(1, Math.ceil((next - now.getTime()) / 1000));
  const revalidate = Math.min(seconds, HOUR_S);
  cacheLife({
    stale: Math.min(Math.max(revalidate, MIN_STALE_S), 300),
    revalidate,
    expire: Math.min(Math.max(seconds, MIN_EXPIRE_S), DAY_S),
  });
}

/** /career: the open roles. */
export async function getOpenJobs() {
  "use cache";
  cacheTag(cacheTags.list("job"));
  const now = new Date();
  const jobs = await repo.listOpen(await getDb(), now);
  liveUntilNextClose(
    jobs.map((job) => job.validThrough),
    now,
  );
  return jobs;
}

/** One role and whether it is open at render time (its page ends its cache when it closes). */
export async function getJob(slug: string) {
  "use cache";
  const valid = slugArg(slug);
  if (valid === null) return null;
  cacheTag(cacheTags.item("job", valid));
  const now = new Date();
  const job = await repo.findPublishedBySlug(await getDb(), valid);
  liveUntilNextClose([job?.validThrough ?? null], now);
  // renderedAt: the application form's start time when no script runs (bot-fields.tsx).
  return job && { ...job, open: isOpen(job, now), renderedAt: now.getTime() };
}

export async function getSitemapJobs() {
  "use cache";
  cacheTag(cacheTags.sitemap, cacheTags.list("job"));
  const now = new Date();
  const jobs = await repo.sitemapJobs(await getDb(), now);
  liveUntilNextClose(
    jobs.map((job) => job.validThrough),
    now,
  );
  return jobs.map(({ slug, updatedAt }) => ({ slug, updatedAt }));
}
