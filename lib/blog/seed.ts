import { seedPosts } from "@/content/blog-posts";
import type { Db } from "@/lib/db/types";
import { insertBlog } from "./repository";

const SEED_MARK = "seed:blogs";

/**
 * Inserts the sample posts once per database: on first start of the embedded default, or by
 * `npm run db:seed`. A marker row means deleting every post later does not bring them back.
 */
export async function seedIfEmpty(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx.query("select 1 from app_schema_migrations where name = $1", [
      SEED_MARK,
    ]);
    if (marked.length) return 0;
    for (const post of seedPosts) await insertBlog(tx, post);
    await tx.query("insert into app_schema_migrations (name) values ($1)", [SEED_MARK]);
    return seedPosts.length;
  });
}
