import "server-only";

import { eq, like, or, sql } from "drizzle-orm";

import { redirects } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { escapeLike } from "@/lib/db/like";
import { pointingAt, repoint } from "./chains";
import { bumpVersion } from "./repository";

/** What a rename or deletion did to the redirects: the addresses a cache must forget. */
export type RedirectChange = { paths: string[] };

/**
 * The sections whose pages live at `{section}/{slug}` and move with their slug: posts and case
 * studies. Every helper below takes one, so a rename under /work works as one under /blogs.
 */
export type SlugSection = "/blogs" | "/work";

const pathOf = (section: SlugSection, slug: string) => `${section}/${slug}`;

/**
 * A page's slug changed from `from` to `to`, inside the caller's transaction (the same one as the
 * rename): {section}/{from} now redirects permanently to {section}/{to}; the redirects that led to
 * the old address lead to the new one (chains collapse); a redirect from the new address goes, as
 * a page lives there again (renaming back to an earlier slug removes that slug's redirect).
 */
export async function recordSlugChange(
  tx: Db,
  section: SlugSection,
  from: string,
  to: string,
): Promise<RedirectChange> {
  await bumpVersion(tx);
  const oldPath = pathOf(section, from);
  const newPath = pathOf(section, to);
  await tx.delete(redirects).where(eq(redirects.fromPath, newPath));
  await repoint(tx, oldPath, newPath);
  await tx
    .insert(redirects)
    .values({ fromPath: oldPath, to: newPath, status: 301, kind: "auto" })
    .onConflictDoUpdate({
      target: redirects.fromPath,
      set: { to: newPath, status: 301, kind: "auto", updatedAt: sql`now()` },
    });
  return { paths: [oldPath, newPath] };
}

/**
 * A page was deleted, inside the caller's transaction: the redirects that led to it would only
 * lead to a 404 now, so they go too and their addresses answer 404 themselves.
 */
export async function dropRedirectsTo(
  tx: Db,
  section: SlugSection,
  slug: string,
): Promise<RedirectChange> {
  await bumpVersion(tx);
  const rows = await tx
    .delete(redirects)
    .where(pointingAt(pathOf(section, slug)))
    .returning({ fromPath: redirects.fromPath });
  return { paths: rows.map((r) => r.fromPath) };
}

/**
 * Slugs `base` and `base-N` whose addresses redirect: a new page does not take them (the old
 * links keep leading to the renamed one).
 */
export async function redirectedSlugs(
  db: Db,
  section: SlugSection,
  base: string,
): Promise<string[]> {
  const prefix = pathOf(section, base);
  const rows = await db
    .select({ fromPath: redirects.fromPath })
    .from(redirects)
    .where(or(eq(redirects.fromPath, prefix), like(redirects.fromPath, `${escapeLike(prefix)}-%`)));
  return rows.map((r) => r.fromPath.slice(section.length + 1));
}
