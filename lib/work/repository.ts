import { and, arrayContains, asc, desc, eq, ne, sql, type SQL } from "drizzle-orm";

import { caseStudies } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import type { WorkCategory, WorkService } from "./fields";
import type { CaseStudy, CaseStudyCard } from "./types";

/** Public reads of case studies. Pure functions of a handle, so tests run them on either driver. */

/**
 * What the public may see: published case studies only. Every public read below filters on this
 * one condition; drafts reach staff through admin-repository.ts alone.
 */
const isPublic: SQL = eq(caseStudies.status, "published");

/** Staff's sort order (lower first), then the most recently published, then id (stable). */
const publicOrder = [
  asc(caseStudies.sortOrder),
  desc(caseStudies.publishedAt),
  asc(caseStudies.id),
];

const c = caseStudies;
export const cardColumns = {
  id: c.id,
  slug: c.slug,
  title: c.title,
  client: c.client,
  summary: c.summary,
  categories: c.categories,
  services: c.services,
  results: c.results,
  coverUrl: c.coverUrl,
  coverAlt: c.coverAlt,
  featured: c.featured,
  status: c.status,
  sortOrder: c.sortOrder,
  isSample: c.isSample,
  publishedAt: c.publishedAt,
  updatedAt: c.updatedAt,
};

/** Most case studies any public list shows: a portfolio, not an archive. */
const MAX_LISTED = 100;

/** Published case studies, optionally of one category, in the public order. */
export async function listPublished(
  db: Db,
  { category }: { category?: WorkCategory } = {},
): Promise<CaseStudyCard[]> {
  return db
    .select(cardColumns)
    .from(c)
    .where(and(isPublic, category ? arrayContains(c.categories, [category]) : undefined))
    .orderBy(...publicOrder)
    .limit(MAX_LISTED);
}

export async function listFeatured(db: Db, limit: number): Promise<CaseStudyCard[]> {
  return db
    .select(cardColumns)
    .from(c)
    .where(and(isPublic, eq(c.featured, true)))
    .orderBy(...publicOrder)
    .limit(limit);
}

export async function listForService(db: Db, service: WorkService): Promise<CaseStudyCard[]> {
  return db
    .select(cardColumns)
    .from(c)
    .where(and(isPublic, arrayContains(c.services, [service])))
    .orderBy(...publicOrder)
    .limit(MAX_LISTED);
}

export async function findPublishedBySlug(db: Db, slug: string): Promise<CaseStudy | null> {
  if (slug.length > 200) return null;
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.slug, slug), isPublic));
  return row ?? null;
}

/** One index probe: the proxy's 404 before rendering. */
export async function publishedSlugExists(db: Db, slug: string): Promise<boolean> {
  if (slug.length > 200) return false;
  const rows = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.slug, slug), isPublic));
  return rows.length > 0;
}

/** Others sharing a category or a service with `study`, most overlap first. */
export async function listRelated(
  db: Db,
  study: Pick<CaseStudy, "id" | "categories" | "services">,
  limit: number,
): Promise<CaseStudyCard[]> {
  const overlap = sql<number>`(cardinality(array(select unnest(${c.categories}) intersect select unnest(${sql.param(study.categories)}::text[]))) + cardinality(array(select unnest(${c.services}) intersect select unnest(${sql.param(study.services)}::text[]))))`;
  return db
    .select(cardColumns)
    .from(c)
    .where(and(isPublic, ne(c.id, study.id), sql`${overlap} > 0`))
    .orderBy(desc(overlap), ...publicOrder)
    .limit(limit);
}

export async function sitemapWork(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: c.slug, updatedAt: c.updatedAt })
    .from(c)
    .where(isPublic)
    .orderBy(...publicOrder)
    .limit(MAX_LISTED * 10);
}
