import { sql } from "drizzle-orm";

import { sampleCaseStudies } from "@/content/work-samples";
import { appMarkers } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { insertWork } from "./admin-repository";

const SEED_MARK = "seed:work";
/** Serialises seeders on one database (lib/blog/seed.ts takes the same lock). */
const LOCK_KEY = 0x73656564;

/**
 * Inserts the sample case studies once per database (embedded default's first start, or
 * `npm run db:seed`). A marker row means deleting them later does not bring them back.
 */
export async function seedWorkIfEmpty(db: Db): Promise<number> {
  return transaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    const marked = await tx
      .insert(appMarkers)
      .values({ name: SEED_MARK })
      .onConflictDoNothing()
      .returning();
    if (!marked.length) return 0;
    for (const study of sampleCaseStudies) await insertWork(tx, study);
    return sampleCaseStudies.length;
  });
}
