import "server-only";

import type { Db } from "@/lib/db/types";
import { boundWrite } from "@/lib/publishing/after-write";
import { deleteJob, insertJob, updateJob } from "./admin-repository";
import type { JobWrite } from "./types";

/**
 * The job openings' writes as staff make them: each reports what it changed, and the kit's
 * after-write step refreshes /career, the role's page and the sitemap (lib/publishing/after-write.ts).
 */
export const saveJob = boundWrite(async (db: Db, id: string | null, write: JobWrite) => {
  const row = id ? await updateJob(db, id, write) : await insertJob(db, write);
  return { value: row, change: row && { type: "job" as const, slugs: [row.slug] } };
});

export const removeJob = boundWrite(async (db: Db, id: string) => {
  const deleted = await deleteJob(db, id);
  return { value: deleted, change: deleted && { type: "job" as const, slugs: [deleted.slug] } };
});
