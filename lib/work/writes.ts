import "server-only";

import type { Db } from "@/lib/db/types";
import { boundWrite } from "@/lib/publishing/after-write";
import { deleteWork, insertWork, updateWork } from "./admin-repository";
import { deleteDemoWork } from "./demo-repository";
import type { CaseStudyWrite } from "./types";

/**
 * The case studies' writes as staff make them: each reports what it changed, and the publishing
 * kit's after-write step refreshes every cache that shows it (lib/publishing/after-write.ts).
 */
export const saveWork = boundWrite(async (db: Db, id: string | null, write: CaseStudyWrite) => {
  const row = id
    ? await updateWork(db, id, write)
    : { ...(await insertWork(db, write)), previousSlug: null };
  const moved = row?.previousSlug != null && row.previousSlug !== row.slug;
  return {
    value: row,
    change: row && {
      type: "work" as const,
      slugs: [row.slug, row.previousSlug],
      redirects: moved ? [`/work/${row.previousSlug}`] : [],
    },
  };
});

export const removeWork = boundWrite(async (db: Db, id: string) => {
  const deleted = await deleteWork(db, id);
  return {
    value: deleted,
    change: deleted && {
      type: "work" as const,
      slugs: [deleted.slug],
      redirects: deleted.redirectPaths,
    },
  };
});

/** "Delete all demo content": every demo case study at once, each page and list refreshed. */
export const removeDemoWork = boundWrite(async (db: Db) => {
  const deleted = await deleteDemoWork(db);
  return {
    value: deleted.slugs.length,
    change: deleted.slugs.length
      ? { type: "work" as const, slugs: deleted.slugs, redirects: deleted.redirectPaths }
      : null,
  };
});
