import { and, eq, gt, lte } from "drizzle-orm";

import { jobPreviews } from "@/lib/db/content-schema";
import { blogPreviews, workPreviews } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { isUuid } from "@/lib/uuid";

/**
 * Preview snapshots: a form's unsaved values at the time staff asked to preview them, one table
 * per type (each keeps a real cascading foreign key, so deleting an item deletes its previews).
 * A type with `preview: true` in content-types.mjs has its table here.
 */
const tables = {
  post: [blogPreviews, "postId"],
  work: [workPreviews, "caseStudyId"],
  job: [jobPreviews, "jobOpeningId"],
} as const;

export type PreviewTypeId = keyof typeof tables;

/** The type's table, typed as the post's: the three differ only in their item column's name. */
function snapshots(type: PreviewTypeId) {
  const [table, key] = tables[type];
  const typed = table as unknown as typeof blogPreviews;
  return {
    table: typed,
    key,
    item: (table as unknown as Record<string, typeof typed.postId>)[key]!,
  };
}

/** Stores a snapshot until `expiresAt`; expired ones are swept here, on the next write. */
export async function insertSnapshot(
  db: Db,
  type: PreviewTypeId,
  { itemId, values, expiresAt }: { itemId: string | null; values: object; expiresAt: Date },
): Promise<string> {
  const { table, key } = snapshots(type);
  await db.delete(table).where(lte(table.expiresAt, new Date()));
  const row = { [key]: itemId, values, expiresAt } as typeof table.$inferInsert;
  const [inserted] = await db.insert(table).values(row).returning({ id: table.id });
  return inserted!.id;
}

/** The snapshot for this item (null: a new one), while it has not expired. */
export async function findSnapshot(
  db: Db,
  type: PreviewTypeId,
  { snapshotId, itemId, now }: { snapshotId: string; itemId: string | null; now: Date },
): Promise<{ values: Record<string, unknown>; createdAt: Date } | null> {
  if (!isUuid(snapshotId)) return null;
  const { table, item } = snapshots(type);
  const [row] = await db
    .select({ item, values: table.values, createdAt: table.createdAt })
    .from(table)
    .where(and(eq(table.id, snapshotId), gt(table.expiresAt, now)));
  if (!row || row.item !== itemId) return null;
  return { values: row.values, createdAt: row.createdAt };
}
