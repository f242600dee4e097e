import "server-only";

import { sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import type { ContentType } from "./content-types.mjs";

/**
 * Uncached: whether a published item of `type` has this slug (the proxy's 404 before rendering).
 * One indexed lookup on the type's table (each has a unique slug and a status column).
 */
export async function publishedSlugExists(type: ContentType, slug: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db.execute(
    sql`select 1 from ${sql.identifier(type.table)} where slug = ${slug} and status = 'published' limit 1`,
  );
  return rows.rows.length > 0;
}
