import { sql } from "drizzle-orm";

import { seedPosts } from "@/content/blog-posts";
import { appMarkers } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { insertBlog } from "./repository";

const SEED_MARK = "seed:blogs";
/** Serialises seeders on one database (any constant; ours spells "seed"). */
const LOCK_KEY = 0x73656564;

/**
 * Inserts the sample posts once per database: on first start of the embedded default, or by
 * `npm run db:seed`. A marker row means deleting every post later does not bring them back.
 */
export async function seedIfEmpty(db: Db): Promise<number> {
  return transaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    const marked = await tx
      .insert(appMarkers)
      .values({ name: SEED_MARK })
      .onConflictDoNothing()
      .returning();
    if (!marked.length) return 0;
    for (const post of seedPosts) await insertBlog(tx, post);
    return seedPosts.length;
  });
}
