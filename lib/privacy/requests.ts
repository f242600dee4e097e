import "server-only";

import type { AuditActor } from "@/lib/audit/record";
import { recordAudit } from "@/lib/audit/record";
import { getDb } from "@/lib/db/client";
import { erasePersonalData, type ErasureCounts } from "./erase";
import { exportPersonalData, type PersonalDataExport } from "./export";

/**
 * A staff member's export of one address (the route handler's), recorded in the audit log with
 * the number of rows only: an audit row outlives erasure, so it never names the person.
 */
export async function exportForStaff(
  email: string,
  actor: AuditActor,
): Promise<PersonalDataExport> {
  const data = await exportPersonalData(await getDb(), email);
  const counts = {
    leads: data.leads.length,
    notes: data.leadActivity.length,
    subscriptions: data.newsletterSubscriptions.length,
    mails: data.emails.length,
    webhookDeliveries: data.webhookDeliveries.length,
    rateLimits: data.rateLimits.length,
  };
  await recordAudit({
    actor,
    action: "privacy.exported",
    target: { type: "privacy" },
    details: counts,
  });
  return data;
}

/** A staff member's erasure of one address (the action's). */
export async function eraseForStaff(email: string, actor: AuditActor): Promise<ErasureCounts> {
  return erasePersonalData(await getDb(), email, actor);
}
