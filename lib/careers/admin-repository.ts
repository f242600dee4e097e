import { asc, desc, eq, like, or, sql } from "drizzle-orm";

import { jobOpenings } from "@/lib/db/content-schema";
import { dbErrorMessage, pgCode } from "@/lib/db/errors";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { markdownToHtml } from "@/lib/publishing/markdown";
import { nextFreeSlug, slugify } from "@/lib/publishing/slug";
import { escapeLike } from "@/lib/db/like";
import { isUuid } from "@/lib/uuid";
import type { JobOpening, JobWrite } from "./types";

/** Staff-side reads (drafts included, uncached) and the raw writes (writes.ts reports them). */

const j = jobOpenings;

/** The Markdown description → the sanitized HTML every reader gets (the kit's one pipeline). */
const rendered = ({ slug: _slug, ...input }: JobWrite) => ({
  ...input,
  description: markdownToHtml(input.descriptionMarkdown),
});

export async function adminListJobs(db: Db): Promise<JobOpening[]> {
  return db.select().from(j).orderBy(asc(j.sortOrder), desc(j.updatedAt)).limit(1000);
}

export async function findJobById(db: Db, id: string): Promise<JobOpening | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(j).where(eq(j.id, id));
  return row ?? null;
}

async function freeSlug(db: Db, title: string): Promise<string> {
  const base = slugify(title);
  const taken = await db
    .select({ slug: j.slug })
    .from(j)
    .where(or(eq(j.slug, base), like(j.slug, `${escapeLike(base)}-%`)));
  return nextFreeSlug(base, new Set(taken.map((r) => r.slug)));
}

// datePosted (JobPosting) is the first publication; unpublishing and publishing again keep it.
const datePostedFor = (status: JobOpening["status"]) =>
  status === "published" ? sql`coalesce(${j.datePosted}, now())` : undefined;

export async function insertJob(db: Db, input: JobWrite): Promise<JobOpening> {
  // Two writers may pick the same free slug; the unique index refuses the second, which retries.
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(j)
        .values({
          ...rendered(input),
          slug: await freeSlug(db, input.title),
          datePosted: input.status === "published" ? sql`now()` : null,
        })
        .returning();
      return row!;
    } catch (error) {
      const clash = pgCode(error) === "23505" && dbErrorMessage(error).includes("slug");
      if (!clash || attempt >= 4) throw error;
    }
  }
}

/**
 * Updates one (its slug stays: a role's address is kept while it is advertised). Returns the row
 * and its status before (the audit log tells a publish from an edit), or null when gone.
 */
export async function updateJob(
  db: Db,
  id: string,
  input: JobWrite,
): Promise<(JobOpening & { previousStatus: JobOpening["status"] }) | null> {
  if (!isUuid(id)) return null;
  return transaction(db, async (tx) => {
    const [before] = await tx
      .select({ status: j.status })
      .from(j)
      .where(eq(j.id, id))
      .for("update");
    if (!before) return null;
    const [row] = await tx
      .update(j)
      .set({
        ...rendered(input),
        // A sample stays one when edited (the form never sets it); undefined leaves the column.
        isSample: undefined,
        datePosted: datePostedFor(input.status),
        updatedAt: sql`now()`,
      })
      .where(eq(j.id, id))
      .returning();
    return row ? { ...row, previousStatus: before.status } : null;
  });
}

export async function deleteJob(db: Db, id: string): Promise<{ slug: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.delete(j).where(eq(j.id, id)).returning({ slug: j.slug });
  return row ?? null;
}
