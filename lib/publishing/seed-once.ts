import { sql } from "drizzle-orm";

import { appMarkers } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";

/** Serialises seeders on one database (any constant; ours spells "seed"). */
const LOCK_KEY = 0x73656564;

/**
 * Inserts a type's sample items once per database: on the embedded default's first start
 * (lib/samples.ts) or by `npm run db:seed`. A marker row per type means deleting every sample
 * later does not bring them back. Returns how many were inserted (0 when seeded before).
 */
export async function seedOnce<T>(
  db: Db,
  type: string,
  items: readonly T[],
  insert: (tx: Db, item: T) => Promise<unknown>,
): Promise<number> {
  return transaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    const marked = await tx
      .insert(appMarkers)
      .values({ name: `seed:${type}` })
      .onConflictDoNothing()
      .returning();
    if (!marked.length) return 0;
    for (const item of items) await insert(tx, item);
    return items.length;
  });
}
