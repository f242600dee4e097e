import "server-only";

import { and, desc, eq, ilike, or, sql } from "drizzle-orm";

import { teamMembers, testimonials } from "@/lib/db/content-schema";
import { blogs, caseStudies, media } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { isMediaId } from "./keys";

export type MediaRow = typeof media.$inferSelect;
export type MediaUse = {
  id: string;
  title: string;
  href: string;
  kind: "post" | "case study" | "team member" | "testimonial";
};

/**
 * Posts that show this upload: as their cover, their share image (link previews) or anywhere in
 * their HTML (relative or absolute address). The id is a validated uuid, so it holds no LIKE
 * wildcards.
 */
const usedBy = (id: string) =>
  or(
    ilike(blogs.imageUrl, `%/media/${id}/%`),
    ilike(blogs.shareImageUrl, `%/media/${id}/%`),
    ilike(blogs.content, `%/media/${id}/%`),
  );
/** Case studies that show it: cover, gallery, or a section's HTML. */
const usedByWork = (id: string) => {
  const cs = caseStudies;
  return or(
    ilike(cs.coverUrl, `%/media/${id}/%`),
    sql`${cs.gallery}::text ilike ${`%/media/${id}/%`}`,
    sql`(${cs.challenge} || ${cs.approach} || ${cs.outcome}) ilike ${`%/media/${id}/%`}`,
  );
};

export async function insertMedia(db: Db, row: typeof media.$inferInsert): Promise<MediaRow> {
  const [stored] = await db.insert(media).values(row).returning();
  return stored!;
}

export async function findMedia(db: Db, id: string): Promise<MediaRow | null> {
  if (!isMediaId(id)) return null;
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ?? null;
}

/** Newest first. */
export async function recentMedia(db: Db, limit = 200): Promise<MediaRow[]> {
  return db.select().from(media).orderBy(desc(media.createdAt), desc(media.id)).limit(limit);
}

/** Newest first, with the posts that use each one. */
export async function listMedia(
  db: Db,
  limit = 200,
): Promise<(MediaRow & { usedBy: MediaUse[] })[]> {
  const rows = await recentMedia(db, limit);
  return Promise.all(rows.map(async (row) => ({ ...row, usedBy: await mediaUses(db, row.id) })));
}

async function mediaUses(db: Db, id: string): Promise<MediaUse[]> {
  if (!isMediaId(id)) return [];
  const [posts, work, team, quotes] = await Promise.all([
    db
      .select({ id: blogs.id, title: blogs.title })
      .from(blogs)
      .where(usedBy(id))
      .orderBy(blogs.title),
    db
      .select({ id: caseStudies.id, title: caseStudies.title })
      .from(caseStudies)
      .where(usedByWork(id))
      .orderBy(caseStudies.title),
    db
      .select({ id: teamMembers.id, title: teamMembers.name })
      .from(teamMembers)
      .where(eq(teamMembers.portraitMediaId, id))
      .orderBy(teamMembers.name),
    db
      .select({ id: testimonials.id, title: testimonials.personName })
      .from(testimonials)
      .where(eq(testimonials.portraitMediaId, id))
      .orderBy(testimonials.personName),
  ]);
  return [
    ...posts.map((p) => ({ ...p, href: `/admin/blogs/${p.id}/edit`, kind: "post" as const })),
    ...work.map((w) => ({ ...w, href: `/admin/work/${w.id}/edit`, kind: "case study" as const })),
    ...team.map((t) => ({ ...t, href: `/admin/team/${t.id}/edit`, kind: "team member" as const })),
    // A testimonial's portrait: named by the person quoted.
    ...quotes.map((q) => ({
      ...q,
      href: `/admin/testimonials/${q.id}/edit`,
      kind: "testimonial" as const,
    })),
  ];
}

/**
 * Deletes the row unless a post, a case study, a team member or a testimonial (portrait) uses it, check and delete in one statement. Returns the deleted
 * row, "in-use" or "missing". (A post saved in the same instant can still slip past: see
 * docs/security.md, "Uploads".) With `ownedBy`, only that staff member's own upload ("not-own").
 */
export async function deleteUnusedMedia(
  db: Db,
  id: string,
  ownedBy?: string,
): Promise<MediaRow | "in-use" | "missing" | "not-own"> {
  if (!isMediaId(id)) return "missing";
  const notUsed = sql`not exists (select 1 from ${blogs} where ${usedBy(id)})
    and not exists (select 1 from ${caseStudies} where ${usedByWork(id)})
    and not exists (select 1 from ${teamMembers} where ${teamMembers.portraitMediaId} = ${id})
    and not exists (select 1 from ${testimonials} where ${testimonials.portraitMediaId} = ${id})`;
  const [row] = await db
    .delete(media)
    .where(and(eq(media.id, id), ownedBy ? eq(media.createdBy, ownedBy) : undefined, notUsed))
    .returning();
  if (row) return row;
  const found = await findMedia(db, id);
  if (!found) return "missing";
  return ownedBy && found.createdBy !== ownedBy ? "not-own" : "in-use";
}
