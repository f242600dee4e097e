import "server-only";

import { and, desc, eq, ilike, or, sql } from "drizzle-orm";

import { blogs, media } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { isMediaId } from "./keys";

export type MediaRow = typeof media.$inferSelect;
export type MediaUse = { id: string; title: string };

/**
 * Posts that show this upload: as their cover or anywhere in their HTML (relative or absolute
 * address). The id is a validated uuid, so it holds no LIKE wildcards.
 */
const usedBy = (id: string) =>
  or(ilike(blogs.imageUrl, `%/media/${id}/%`), ilike(blogs.content, `%/media/${id}/%`));

export async function insertMedia(db: Db, row: typeof media.$inferInsert): Promise<MediaRow> {
  const [stored] = await db.insert(media).values(row).returning();
  return stored!;
}

export async function findMedia(db: Db, id: string): Promise<MediaRow | null> {
  if (!isMediaId(id)) return null;
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ?? null;
}

/** Newest first, with the posts that use each one. */
export async function listMedia(
  db: Db,
  limit = 200,
): Promise<(MediaRow & { usedBy: MediaUse[] })[]> {
  const rows = await db
    .select()
    .from(media)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(limit);
  return Promise.all(rows.map(async (row) => ({ ...row, usedBy: await mediaUses(db, row.id) })));
}

async function mediaUses(db: Db, id: string): Promise<MediaUse[]> {
  if (!isMediaId(id)) return [];
  return db
    .select({ id: blogs.id, title: blogs.title })
    .from(blogs)
    .where(usedBy(id))
    .orderBy(blogs.title);
}

/**
 * Deletes the row unless a post uses it, check and delete in one statement. Returns the deleted
 * row, "in-use" or "missing". (A post saved in the same instant can still slip past: see
 * docs/security.md, "Uploads".)
 */
export async function deleteUnusedMedia(
  db: Db,
  id: string,
): Promise<MediaRow | "in-use" | "missing"> {
  if (!isMediaId(id)) return "missing";
  const notUsed = sql`not exists (select 1 from ${blogs} where ${usedBy(id)})`;
  const [row] = await db
    .delete(media)
    .where(and(eq(media.id, id), notUsed))
    .returning();
  if (row) return row;
  return (await findMedia(db, id)) ? "in-use" : "missing";
}
