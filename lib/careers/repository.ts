import { and, asc, desc, eq, gt, isNull, or, type SQL } from "drizzle-orm";

import { jobOpenings } from "@/lib/db/content-schema";
import type { Db } from "@/lib/db/types";
import type { JobOpening } from "./types";

/**
 * Public reads of job openings. Pure functions of a handle and the clock (`now`), so tests run
 * them on either driver and move the clock: an opening past its validThrough is closed by the
 * query itself, with no write and no deploy.
 */

const j = jobOpenings;
const isPublic: SQL = eq(j.status, "published");
const isOpenAt = (now: Date) => or(isNull(j.validThrough), gt(j.validThrough, now))!;
const publicOrder = [asc(j.sortOrder), desc(j.datePosted), asc(j.id)];

/** Most roles the list shows: a small agency's hiring, not a job board. */
const MAX_LISTED = 100;

export type JobCard = Pick<
  JobOpening,
  | "id"
  | "slug"
  | "title"
  | "summary"
  | "employmentType"
  | "workplace"
  | "location"
  | "validThrough"
  | "updatedAt"
  | "isSample"
>;
const cardColumns = {
  id: j.id,
  slug: j.slug,
  title: j.title,
  summary: j.summary,
  employmentType: j.employmentType,
  workplace: j.workplace,
  location: j.location,
  validThrough: j.validThrough,
  updatedAt: j.updatedAt,
  isSample: j.isSample,
};

/** Published openings still open at `now`, in staff's order, then the newest. */
export async function listOpen(db: Db, now: Date): Promise<JobCard[]> {
  return db
    .select(cardColumns)
    .from(j)
    .where(and(isPublic, isOpenAt(now)))
    .orderBy(...publicOrder)
    .limit(MAX_LISTED);
}

/** A published opening, open or closed (its page says which). */
export async function findPublishedBySlug(db: Db, slug: string): Promise<JobOpening | null> {
  if (slug.length > 200) return null;
  const [row] = await db
    .select()
    .from(j)
    .where(and(eq(j.slug, slug), isPublic));
  return row ?? null;
}

export async function sitemapJobs(
  db: Db,
  now: Date,
): Promise<{ slug: string; updatedAt: Date; validThrough: Date | null }[]> {
  return db
    .select({ slug: j.slug, updatedAt: j.updatedAt, validThrough: j.validThrough })
    .from(j)
    .where(and(isPublic, isOpenAt(now)))
    .orderBy(...publicOrder)
    .limit(MAX_LISTED);
}
