import "server-only";

import { eq, like, or, sql } from "drizzle-orm";

import { redirects } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { escapeLike, pointingAt, repoint } from "./chains";
import { bumpVersion } from "./repository";

/** What a post's rename or deletion did to the redirects: the addresses a cache must forget. */
export type RedirectChange = { paths: string[] };

const postPath = (slug: string) => `/blogs/${slug}`;

/**
 * A post's slug changed from `from` to `to`, inside the caller's transaction (the same one as the
 * rename): /blogs/{from} now redirects permanently to /blogs/{to}; the redirects that led to the
 * old address lead to the new one (chains collapse); a redirect from the new address goes, as a
 * post lives there again (renaming back to an earlier slug removes that slug's redirect).
 */
export async function recordSlugChange(tx: Db, from: string, to: string): Promise<RedirectChange> {
  await bumpVersion(tx);
  const oldPath = postPath(from);
  const newPath = postPath(to);
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
 * A post was deleted, inside the caller's transaction: the redirects that led to it would only
 * lead to a 404 now, so they go too and their addresses answer 404 themselves.
 */
export async function dropRedirectsToPost(tx: Db, slug: string): Promise<RedirectChange> {
  await bumpVersion(tx);
  const rows = await tx
    .delete(redirects)
    .where(pointingAt(postPath(slug)))
    .returning({ fromPath: redirects.fromPath });
  return { paths: rows.map((r) => r.fromPath) };
}

/**
 * Slugs `base` and `base-N` whose addresses redirect: a new post does not take them (the old
 * links keep leading to the renamed post).
 */
export async function redirectedSlugs(db: Db, base: string): Promise<string[]> {
  const prefix = postPath(base);
  const rows = await db
    .select({ fromPath: redirects.fromPath })
    .from(redirects)
    .where(or(eq(redirects.fromPath, prefix), like(redirects.fromPath, `${escapeLike(prefix)}-%`)));
  return rows.map((r) => r.fromPath.slice("/blogs/".length));
}
