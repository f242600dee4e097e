import "server-only";

import { headers } from "next/headers";

import { getDb } from "@/lib/db/client";
import { auditLog } from "@/lib/db/staff-schema";
import type { Db } from "@/lib/db/types";
import { logEvent } from "@/lib/log/logger";
import { clientIp } from "@/lib/request-ip";
import type { AuditAction } from "./actions";

/** Who acted: a signed-in staff member, or null for the system (cron, scheduler) or a stranger. */
export type AuditActor = { id: string; email: string } | null;

type AuditTarget = { type: string; id?: string | null; label?: string | null };

export type AuditEntry = {
  actor: AuditActor;
  /** What happened, from the one list (lib/audit/actions.ts): "post.published", "leads.exported"… */
  action: AuditAction;
  target?: AuditTarget;
  details?: Record<string, unknown>;
  /** The client's address; by default the current request's (none outside a request). */
  ip?: string | null;
};

/** The current request's client address, or null outside a request (a timer, a script). */
async function requestIp(): Promise<string | null> {
  try {
    return clientIp(await headers());
  } catch {
    return null;
  }
}

/**
 * Appends one row to the audit log (lib/db/staff-schema.ts: append-only). Inside the caller's
 * transaction when `tx` is given, so the row exists exactly when the change does. Without one, a
 * failure to record is logged and does not undo what already happened.
 */
export async function recordAudit(entry: AuditEntry, tx?: Db): Promise<void> {
  const row = {
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    targetLabel: entry.target?.label?.slice(0, 300) ?? null,
    details: entry.details ?? null,
    ip: entry.ip === undefined ? await requestIp() : entry.ip,
  };
  if (tx) {
    await tx.insert(auditLog).values(row);
    return;
  }
  try {
    await (await getDb()).insert(auditLog).values(row);
  } catch (error) {
    logEvent("error", "audit entry not recorded", { error, action: row.action });
  }
}
