import "server-only";

import { desc, eq, sql } from "drizzle-orm";

import { mailSuppressions, SUPPRESSION_REASONS } from "@/lib/db/newsletter-schema";
import type { Db } from "@/lib/db/types";

export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];
export type Suppression = typeof mailSuppressions.$inferSelect;

/** Addresses are compared lower-case, as subscribers' and leads' are stored. */
const key = (email: string) => email.trim().toLowerCase();

/** Whether no mail may go to this address any more (a hard bounce, a complaint, staff). */
export async function isSuppressed(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ email: mailSuppressions.email })
    .from(mailSuppressions)
    .where(eq(mailSuppressions.email, key(email)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Suppresses an address; a second event for it keeps the first reason and event (idempotent,
 * so a webhook delivered twice changes nothing). True when the address was newly added.
 */
export async function suppress(
  db: Db,
  email: string,
  reason: SuppressionReason,
  sourceEventId: string | null,
): Promise<boolean> {
  const rows = await db
    .insert(mailSuppressions)
    .values({ email: key(email), reason, sourceEventId })
    .onConflictDoNothing()
    .returning({ email: mailSuppressions.email });
  return rows.length > 0;
}

/** Staff lift a suppression (e.g. a mailbox that bounced was fixed). */
export async function unsuppress(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .delete(mailSuppressions)
    .where(eq(mailSuppressions.email, key(email)))
    .returning({ email: mailSuppressions.email });
  return rows.length > 0;
}

export async function listSuppressions(db: Db, limit = 500): Promise<Suppression[]> {
  return db.select().from(mailSuppressions).orderBy(desc(mailSuppressions.createdAt)).limit(limit);
}

/** SQL: the address (a column) is on the suppression list. */
export const suppressedSql = (email: unknown) =>
  sql`exists (select 1 from ${mailSuppressions} where ${mailSuppressions.email} = lower(${email}))`;
