import "server-only";

import { lt } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { spentProofs } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

/**
 * Marks a verified proof as used: true the first time, false when it was already spent (a replay).
 * One insert, so two submissions racing with the same proof on two instances never both win. The
 * row lives until the proof would have expired anyway; then a replay fails on expiry instead.
 */
export async function spendProof(db: Db, key: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(spentProofs)
    .values({ key, expiresAt })
    .onConflictDoNothing({ target: spentProofs.key })
    .returning({ key: spentProofs.key });
  return inserted.length === 1;
}

/** Deletes the spent proofs past their expiry (run daily by app/api/cron/lead-retention). */
export async function pruneSpentProofs(db: Db, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(spentProofs)
    .where(lt(spentProofs.expiresAt, now))
    .returning({ key: spentProofs.key });
  return deleted.length;
}

/** pruneSpentProofs on the app's database, for the daily job. */
export async function pruneExpiredProofs(): Promise<number> {
  return pruneSpentProofs(await getDb());
}
