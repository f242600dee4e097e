import { asc, desc, eq, like, or, sql } from "drizzle-orm";

import { markdownToHtml } from "@/lib/publishing/markdown";
import { nextFreeSlug, slugify } from "@/lib/publishing/slug";
import { dbErrorMessage, pgCode } from "@/lib/db/errors";
import { caseStudies } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { escapeLike } from "@/lib/db/like";
import { dropRedirectsTo, recordSlugChange, redirectedSlugs } from "@/lib/redirects/slug-redirects";
import { isUuid } from "@/lib/uuid";
import { cardColumns } from "./repository";
import type { CaseStudy, CaseStudyCard, CaseStudyWrite } from "./types";

/** Staff-side reads (drafts included, uncached) and the writes. */

/** Paths under /work that are pages of their own: never a case study's slug. */
const RESERVED_WORK_SLUGS = new Set(["category", "page", "search"]);

/** Another case study already has the slug asked for. */
export class WorkSlugTaken extends Error {}

/**
 * The sections' Markdown → the HTML every reader gets, through the blog's one sanitizer (marked
 * passes raw HTML and any URL through; lib/blog/markdown.ts sanitizes to a fixed point). The
 * preview of unsaved values (lib/work/preview.ts) renders through here too.
 */
export function withSections(input: CaseStudyWrite) {
  const { slug: _slug, ...rest } = input;
  return {
    ...rest,
    challenge: markdownToHtml(input.challengeMarkdown),
    approach: markdownToHtml(input.approachMarkdown),
    outcome: markdownToHtml(input.outcomeMarkdown),
  };
}

// A draft becomes public "now" the first time it is published; unpublishing keeps the date.
const publishedAtFor = (status: CaseStudy["status"]) =>
  status === "published" ? sql`coalesce(${caseStudies.publishedAt}, now())` : undefined;

export async function adminListWork(db: Db): Promise<CaseStudyCard[]> {
  return db
    .select(cardColumns)
    .from(caseStudies)
    .orderBy(asc(caseStudies.sortOrder), desc(caseStudies.updatedAt))
    .limit(1000);
}

export async function findWorkById(db: Db, id: string): Promise<CaseStudy | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(caseStudies).where(eq(caseStudies.id, id));
  return row ?? null;
}

/** A free slug for `title`: not another case study's, not reserved, not a redirected old one. */
async function freeSlug(db: Db, title: string): Promise<string> {
  const base = slugify(title);
  const taken = await db
    .select({ slug: caseStudies.slug })
    .from(caseStudies)
    .where(or(eq(caseStudies.slug, base), like(caseStudies.slug, `${escapeLike(base)}-%`)));
  const redirected = await redirectedSlugs(db, "/work", base);
  const all = new Set([...taken.map((r) => r.slug), ...redirected, ...RESERVED_WORK_SLUGS]);
  return nextFreeSlug(base, all);
}

export async function insertWork(db: Db, input: CaseStudyWrite): Promise<CaseStudy> {
  // Two writers may pick the same free slug; the unique index refuses the second, which retries.
  for (let attempt = 0; ; attempt++) {
    try {
      const slug = await freeSlug(db, input.title);
      const [row] = await db
        .insert(caseStudies)
        .values({
          ...withSections(input),
          slug,
          publishedAt: input.status === "published" ? sql`now()` : null,
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
 * Updates a case study. A new slug moves it: in the same transaction /work/{old} becomes a
 * permanent redirect to /work/{new}. Returns the row and its slug and status before, or null when
 * gone.
 */
export async function updateWork(
  db: Db,
  id: string,
  input: CaseStudyWrite,
): Promise<(CaseStudy & { previousSlug: string; previousStatus: CaseStudy["status"] }) | null> {
  if (!isUuid(id)) return null;
  try {
    return await transaction(db, async (tx) => {
      const [current] = await tx
        .select({ slug: caseStudies.slug, status: caseStudies.status })
        .from(caseStudies)
        .where(eq(caseStudies.id, id))
        .for("update");
      if (!current) return null;
      const slug = input.slug;
      const moving = slug !== undefined && slug !== "" && slug !== current.slug;
      if (moving && RESERVED_WORK_SLUGS.has(slug)) throw new WorkSlugTaken();
      const [row] = await tx
        .update(caseStudies)
        .set({
          ...withSections(input),
          // A sample stays one when edited (the form never sets it): told apart, and deleted, in
          // the list. Drizzle leaves a column set to undefined as it is.
          isSample: undefined,
          publishedAt: publishedAtFor(input.status),
          updatedAt: sql`now()`,
          ...(moving ? { slug } : {}),
        })
        .where(eq(caseStudies.id, id))
        .returning();
      if (!row) return null;
      if (moving) await recordSlugChange(tx, "/work", current.slug, row.slug);
      return { ...row, previousSlug: current.slug, previousStatus: current.status };
    });
  } catch (error) {
    if (pgCode(error) === "23505" && dbErrorMessage(error).includes("slug")) {
      throw new WorkSlugTaken();
    }
    throw error;
  }
}

/** Deletes one; returns its slug and the addresses of the redirects that led to it (gone too). */
export async function deleteWork(
  db: Db,
  id: string,
): Promise<{ slug: string; redirectPaths: string[] } | null> {
  if (!isUuid(id)) return null;
  return transaction(db, async (tx) => {
    const [row] = await tx
      .delete(caseStudies)
      .where(eq(caseStudies.id, id))
      .returning({ slug: caseStudies.slug });
    if (!row) return null;
    const { paths } = await dropRedirectsTo(tx, "/work", row.slug);
    return { slug: row.slug, redirectPaths: paths };
  });
}
