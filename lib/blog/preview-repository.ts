import { and, eq, gt, lte } from "drizzle-orm";

import { blogPreviews } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { isUuid } from "@/lib/uuid";

/** Preview snapshots: the form's values at the time staff asked to preview them. */

export type PreviewValues = {
  title: string;
  summary: string;
  content: string;
  imageUrl: string | null;
  category: string | null;
  tags: string[] | null;
  authorId: string | null;
};

/** Stores a snapshot until `expiresAt`; expired ones are swept here, on the next write. */
export async function insertPreview(
  db: Db,
  { postId, values, expiresAt }: { postId: string | null; values: PreviewValues; expiresAt: Date },
): Promise<string> {
  await db.delete(blogPreviews).where(lte(blogPreviews.expiresAt, new Date()));
  const [row] = await db
    .insert(blogPreviews)
    .values({ postId, values, expiresAt })
    .returning({ id: blogPreviews.id });
  return row!.id;
}

/** The snapshot for this post (null: a new post), while it has not expired. */
export async function findPreview(
  db: Db,
  { snapshotId, postId, now }: { snapshotId: string; postId: string | null; now: Date },
): Promise<{ values: PreviewValues; createdAt: Date } | null> {
  if (!isUuid(snapshotId)) return null;
  const [row] = await db
    .select()
    .from(blogPreviews)
    .where(and(eq(blogPreviews.id, snapshotId), gt(blogPreviews.expiresAt, now)));
  if (!row || row.postId !== postId) return null;
  return { values: row.values as PreviewValues, createdAt: row.createdAt };
}
