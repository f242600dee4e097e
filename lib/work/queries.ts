import "server-only";
import { getDb } from "@/lib/db/client";

import { cacheLife, cacheTag } from "next/cache";

import { cacheTags } from "@/lib/cache/tags";
import { cachedItem } from "@/lib/publishing/cached-item";
import { intArg, oneOfArg, slugArg } from "@/lib/publishing/query-args";
import { WORK_CATEGORIES, WORK_SERVICES } from "./fields";
import * as repo from "./repository";

/**
 * Cached reads for the public pages, tagged so a write expires exactly what it changed
 * (lib/cache/tags.ts, invalidateAfterWorkWrite); "hours" is a safety net for writes made outside
 * the app. Every one reads through repository.ts, which filters to published case studies, and
 * checks its arguments inside (lib/publishing/query-args.ts).
 */

export async function getPublishedWork(category?: string) {
  "use cache";
  cacheTag(cacheTags.workList);
  cacheLife("hours");
  return repo.listPublished(await getDb(), {
    category: oneOfArg(WORK_CATEGORIES, category) ?? undefined,
  });
}

export async function getFeaturedWork(limit: number) {
  "use cache";
  cacheTag(cacheTags.workList);
  cacheLife("hours");
  return repo.listFeatured(await getDb(), intArg(limit, 1, 12, 3));
}

export async function getWorkForService(service: string) {
  "use cache";
  cacheTag(cacheTags.workList);
  cacheLife("hours");
  const valid = oneOfArg(WORK_SERVICES, service);
  return valid ? repo.listForService(await getDb(), valid) : [];
}

export async function getCaseStudy(slug: string) {
  "use cache";
  return cachedItem("work", slug, repo.findPublishedBySlug);
}

/** Related ones change when any case study does: tagged with the list. */
export async function getRelatedWork(slug: string) {
  "use cache";
  const valid = slugArg(slug);
  if (valid === null) return [];
  cacheTag(cacheTags.workList, cacheTags.work(valid));
  cacheLife("hours");
  const db = await getDb();
  const study = await repo.findPublishedBySlug(db, valid);
  return study ? repo.listRelated(db, study, 3) : [];
}

export async function getSitemapWork() {
  "use cache";
  cacheTag(cacheTags.sitemap, cacheTags.workList);
  cacheLife("hours");
  return repo.sitemapWork(await getDb());
}
