import { and, arrayContains, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";

import { pgCode } from "@/lib/db/errors";
import { testimonials } from "@/lib/db/content-schema";
import { caseStudies, media } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { mediaImage, type MediaImage } from "@/lib/media/image";
import { isUuid } from "@/lib/uuid";
import type { TestimonialInput } from "./form-schema";

/** A testimonial as the public pages show it: the portrait and the case study only if public. */
export type PublicTestimonial = {
  id: string;
  quote: string;
  personName: string;
  personRole: string;
  company: string;
  portrait: MediaImage | null;
  caseStudy: { slug: string; title: string } | null;
};
export type TestimonialRow = typeof testimonials.$inferSelect;
/** The picked portrait or case study was deleted meanwhile (a foreign key refused the write). */
export class TestimonialReferenceGone extends Error {}

const t = testimonials;
/** Where a public read looks: the home page, one service page, or one case study's page. */
export type PublicPlace = { onHome: true } | { service: string } | { caseStudyId: string };

export async function listPublished(db: Db, place: PublicPlace, limit: number) {
  const where: SQL | undefined =
    "onHome" in place
      ? eq(t.onHome, true)
      : "service" in place
        ? arrayContains(t.services, [place.service])
        : eq(t.caseStudyId, place.caseStudyId);
  const rows = await db
    .select({
      id: t.id,
      quote: t.quote,
      personName: t.personName,
      personRole: t.personRole,
      company: t.company,
      media: { id: media.id, altText: media.altText, width: media.width, height: media.height },
      variants: media.variants,
      study: { slug: caseStudies.slug, title: caseStudies.title },
    })
    .from(t)
    .leftJoin(media, eq(media.id, t.portraitMediaId))
    .leftJoin(
      caseStudies,
      and(eq(caseStudies.id, t.caseStudyId), eq(caseStudies.status, "published")),
    )
    .where(and(eq(t.status, "published"), where))
    // The order of testimonials_public_idx: staff's order, then the newest published first.
    .orderBy(asc(t.sortOrder), sql`${t.publishedAt} desc nulls first`, asc(t.id))
    .limit(limit);
  return rows.map(({ media: m, variants, study, ...row }): PublicTestimonial => ({
    ...row,
    portrait: m && variants ? mediaImage({ ...m, variants }) : null,
    caseStudy: study,
  }));
}

/** Staff's list: drafts included, with the linked case study's title. */
export async function adminList(db: Db) {
  return db
    .select({
      id: t.id,
      quote: t.quote,
      personName: t.personName,
      company: t.company,
      status: t.status,
      sortOrder: t.sortOrder,
      isSample: t.isSample,
      onHome: t.onHome,
      services: t.services,
      caseStudyTitle: caseStudies.title,
    })
    .from(t)
    .leftJoin(caseStudies, eq(caseStudies.id, t.caseStudyId))
    .orderBy(asc(t.sortOrder), desc(t.updatedAt))
    .limit(1000);
}

export async function findById(db: Db, id: string): Promise<TestimonialRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row ?? null;
}

/** The addresses of these case studies' pages (the ones a testimonial write refreshes). */
export async function caseStudyPaths(db: Db, ids: readonly (string | null)[]): Promise<string[]> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (!valid.length) return [];
  const rows = await db
    .select({ slug: caseStudies.slug })
    .from(caseStudies)
    .where(inArray(caseStudies.id, valid));
  return rows.map((r) => `/work/${encodeURIComponent(r.slug)}`);
}

const columns = (input: TestimonialInput) => ({
  ...input,
  portraitMediaId: input.portraitMediaId || null,
  caseStudyId: input.caseStudyId || null,
});
// A draft becomes public "now" the first time it is published; unpublishing keeps the date.
const publishedAtFor = (status: TestimonialInput["status"]) =>
  status === "published" ? sql`coalesce(${t.publishedAt}, now())` : undefined;

async function refsChecked<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (pgCode(error) === "23503") throw new TestimonialReferenceGone();
    throw error;
  }
}

export async function insertTestimonial(db: Db, input: TestimonialInput, isSample = false) {
  const [row] = await refsChecked(
    db
      .insert(t)
      .values({
        ...columns(input),
        isSample,
        publishedAt: input.status === "published" ? sql`now()` : null,
      })
      .returning(),
  );
  return row!;
}

/** Updates one; returns the row, the case study it was linked to and its status before, or null. */
export async function updateTestimonial(db: Db, id: string, input: TestimonialInput) {
  if (!isUuid(id)) return null;
  return refsChecked(
    transaction(db, async (tx) => {
      const [before] = await tx
        .select({ caseStudyId: t.caseStudyId, status: t.status })
        .from(t)
        .where(eq(t.id, id))
        .for("update");
      if (!before) return null;
      const [row] = await tx
        .update(t)
        .set({
          ...columns(input),
          publishedAt: publishedAtFor(input.status),
          updatedAt: sql`now()`,
        })
        .where(eq(t.id, id))
        .returning();
      return row
        ? { row, previousCaseStudyId: before.caseStudyId, previousStatus: before.status }
        : null;
    }),
  );
}

export async function setTestimonialStatus(db: Db, id: string, status: TestimonialRow["status"]) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(t)
    .set({ status, publishedAt: publishedAtFor(status), updatedAt: sql`now()` })
    .where(eq(t.id, id))
    .returning();
  return row ?? null;
}

export async function deleteTestimonial(db: Db, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.delete(t).where(eq(t.id, id)).returning();
  return row ?? null;
}
