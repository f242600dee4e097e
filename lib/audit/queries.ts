import "server-only";

import { getDb } from "@/lib/db/client";
import { toCsv } from "@/lib/leads/csv";
import type { AuditFilter } from "./filters";
import { auditPage, auditRows, pruneAudit, type AuditRow } from "./repository";

export type { AuditRow };

/**
 * Staff reads of the log, uncached: it changes with every staff action and only owners read it.
 */
export async function auditLogPage(filter: AuditFilter) {
  return auditPage(await getDb(), filter);
}

/** The most rows one export holds; a longer log is exported a date range at a time. */
const AUDIT_EXPORT_LIMIT = 50_000;

const BOM = "\uFEFF";

/** The filtered log as CSV (UTF-8 with a BOM, so spreadsheets read it as such) and its row count. */
export async function auditLogCsv(
  filter: Omit<AuditFilter, "page">,
): Promise<{ csv: string; rows: number }> {
  const rows = await auditRows(await getDb(), filter, AUDIT_EXPORT_LIMIT);
  const csv = toCsv(
    ["at", "actor_email", "action", "target_type", "target_id", "target", "details", "ip"],
    rows.map((r) => [
      r.at,
      r.actorEmail,
      r.action,
      r.targetType,
      r.targetId,
      r.targetLabel,
      r.details ? JSON.stringify(r.details) : "",
      r.ip,
    ]),
  );
  return { csv: BOM + csv, rows: rows.length };
}

/** The daily prune (app/api/cron/audit-prune): rows past the retention setting, gone. */
export async function pruneAuditLog(): Promise<number> {
  return pruneAudit(await getDb());
}
