import "server-only";

import { and, desc, gte, ilike, lt, sql, type SQL } from "drizzle-orm";

import { auditLog } from "@/lib/db/staff-schema";
import { escapeLike } from "@/lib/db/like";
import type { Db } from "@/lib/db/types";
import { AUDIT_PAGE_SIZE, type AuditFilter } from "./filters";

export type AuditRow = typeof auditLog.$inferSelect;

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

function where(filter: Omit<AuditFilter, "page">): SQL | undefined {
  return and(
    filter.actor ? ilike(auditLog.actorEmail, `%${escapeLike(filter.actor)}%`) : undefined,
    filter.action ? sql`${auditLog.action} = ${filter.action}` : undefined,
    filter.from ? gte(auditLog.at, dayStart(filter.from)) : undefined,
    filter.to ? lt(auditLog.at, dayAfter(filter.to)) : undefined,
  );
}

/** One page of the log, newest first (audit_log_at_idx); one extra row tells if there is more. */
export async function auditPage(
  db: Db,
  filter: AuditFilter,
): Promise<{ rows: AuditRow[]; hasNext: boolean }> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(where(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((filter.page - 1) * AUDIT_PAGE_SIZE);
  return { rows: rows.slice(0, AUDIT_PAGE_SIZE), hasNext: rows.length > AUDIT_PAGE_SIZE };
}

/** Every row the filter matches, newest first, up to `limit` (the export's cap). */
export async function auditRows(
  db: Db,
  filter: Omit<AuditFilter, "page">,
  limit: number,
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(where(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}

const PRUNE_BATCH = 5_000;

/**
 * Deletes the rows older than the retention setting, which the table's trigger allows (and only
 * those: it refuses younger rows whatever the caller asks), in batches so no statement holds
 * locks for long. Idempotent: a second instance or a repeated run finds nothing left to delete.
 * Returns how many rows went.
 */
export async function pruneAudit(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await db.execute<{ id: string }>(sql`
      delete from audit_log where id in (
        select id from audit_log
        where at < now() - make_interval(days => (select audit_retention_days from staff_settings where id = 1))
        order by at
        limit ${PRUNE_BATCH})
      returning id`);
    total += rows.length;
    if (rows.length < PRUNE_BATCH) return total;
  }
}
