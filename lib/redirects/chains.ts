import "server-only";

import { and, eq, like, ne, or, sql } from "drizzle-orm";

import { redirects } from "@/lib/db/schema";
import { escapeLike } from "@/lib/db/like";
import type { Db } from "@/lib/db/types";
import { siteUrl } from "@/lib/env";
import { pathKey } from "./paths";
import { ownSitePath } from "./target";

/** Keeping redirects one hop deep: no row's target is another row's address. */

/**
 * A same-site target's path key (no query or fragment); null for an off-site URL. A URL on the
 * site's own origin counts as its path (rows stored before such targets were kept as paths).
 */
export function targetKey(to: string): string | null {
  const path = to.startsWith("/") ? to : ownSitePath(to, siteUrl);
  if (path === null) return null;
  return pathKey(path.replace(/[?#].*$/s, ""));
}

/** Rows whose target is the path `key`, with or without a query: the rows a chain runs through. */
export const pointingAt = (key: string) =>
  or(
    eq(redirects.to, key),
    like(redirects.to, `${escapeLike(key)}?%`),
    like(redirects.to, `${escapeLike(key)}#%`),
  );

/** Where a redirect to `to` really ends: one hop further when `to` is itself redirected. */
export async function resolve(tx: Db, to: string, excludeId?: string): Promise<string> {
  const key = targetKey(to);
  if (key === null) return to;
  const [next] = await tx
    .select({ to: redirects.to })
    .from(redirects)
    .where(and(eq(redirects.fromPath, key), excludeId ? ne(redirects.id, excludeId) : undefined));
  return next?.to ?? to;
}

/** Rows that led to `key` now lead to `to` (the one hop it takes), keeping their own query. */
export async function repoint(tx: Db, key: string, to: string): Promise<void> {
  const rows = await tx
    .select({ id: redirects.id, to: redirects.to, fromPath: redirects.fromPath })
    .from(redirects)
    .where(pointingAt(key));
  for (const row of rows) {
    const rest = row.to.slice(key.length);
    const next = rest && !to.includes("?") && !to.includes("#") ? `${to}${rest}` : to;
    // A row whose own address is where this leads would loop: it is dropped, the address serves.
    if (targetKey(next) === row.fromPath) {
      await tx.delete(redirects).where(eq(redirects.id, row.id));
    } else {
      await tx
        .update(redirects)
        .set({ to: next, updatedAt: sql`now()` })
        .where(eq(redirects.id, row.id));
    }
  }
}
