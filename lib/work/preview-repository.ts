import { and, eq, gt, lte } from "drizzle-orm";

import { workPreviews } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { isUuid } from "@/lib/uuid";
import type { CaseStudyWrite } from "./types";

/** Preview snapshots: a case study's form values at the time staff asked to preview them. */

/** Stores a snapshot until `expiresAt`; expired ones are swept here, on the next write. */
export async function insertWorkPreview(
  db: Db,
  {
    caseStudyId,
    values,
    expiresAt,
  }: { caseStudyId: string | null; values: CaseStudyWrite; expiresAt: Date },
): Promise<string> {
  await db.delete(workPreviews).where(lte(workPreviews.expiresAt, new Date()));
  const [row] = await db
    .insert(workPreviews)
    .values({ caseStudyId, values, expiresAt })
    .returning({ id: workPreviews.id });
  return row!.id;
}

/** The snapshot for this case study (null: a new one), while it has not expired. */
export async function findWorkPreview(
  db: Db,
  { snapshotId, caseStudyId, now }: { snapshotId: string; caseStudyId: string | null; now: Date },
): Promise<{ values: CaseStudyWrite; createdAt: Date } | null> {
  if (!isUuid(snapshotId)) return null;
  const [row] = await db
    .select()
    .from(workPreviews)
    .where(and(eq(workPreviews.id, snapshotId), gt(workPreviews.expiresAt, now)));
  if (!row || row.caseStudyId !== caseStudyId) return null;
  return { values: row.values as CaseStudyWrite, createdAt: row.createdAt };
}
