import "server-only";
import { getDb } from "@/lib/db/client";

import { cacheLife, cacheTag } from "next/cache";

import { cacheTags } from "@/lib/cache/tags";
import { categoryArg, featuredLimitArg, serviceArg, workSlugArg } from "./query-args";
import * as repo from "./repository";

/**
 * Cached reads for the public pages, tagged so a write expires exactly what it changed
 * (lib/cache/tags.ts, invalidateAfterWorkWrite); "hours" is a safety net for writes made outside
 * the app. Every one reads through repository.ts, which filters to published case studies.
 */

export async function getPublishedWork(category?: string) {
  "use cache";
  cacheTag(cacheTags.workList);
  cacheLife("hours");
  return repo.listPublished(await getDb(), { category: categoryArg(category) });
}

export async function getFeaturedWork(limit: number) {
  "use cache";
  cacheTag(cacheTags.workList);
  cacheLife("hours");
  return repo.listFeatured(await getDb(), featuredLimitArg(limit));
}

export async function getWorkForService(service: string) {
  "use cache";
  cacheTag(cacheTags.workList);
  cacheLife("hours");
  const valid = serviceArg(service);
  return valid ? repo.listForService(await getDb(), valid) : [];
}

export async function getCaseStudy(slug: string) {
  "use cache";
  const valid = workSlugArg(slug);
  if (valid === null) return null;
  cacheTag(cacheTags.work(valid));
  cacheLife("hours");
  return repo.findPublishedBySlug(await getDb(), valid);
}

/** Related ones change when any case study does: tagged with the list. */
export async function getRelatedWork(slug: string) {
  "use cache";
  const valid = workSlugArg(slug);
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
