import "server-only";

import { and, eq, inArray, lt, or, sql } from "drizzle-orm";

import { recordAudit } from "@/lib/audit/record";
import { getDb } from "@/lib/db/client";
import { webhookDeliveries } from "@/lib/db/pipeline-schema";
import { emailOutbox, leads, newsletterSubscribers } from "@/lib/db/schema";
import { staffSettings } from "@/lib/db/staff-schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";

export type PruneCounts = {
  leads: number;
  mails: number;
  webhookDeliveries: number;
  subscriptions: number;
};

/**
 * The owners' lead retention (staff_settings.lead_retention_months; null: off, the default):
 * deletes leads created more than that many months before `now`, with their timeline (cascade),
 * their mails and webhook deliveries (the foreign keys would only unlink those, and they hold the
 * same personal data), and finished mails and deliveries of no lead older than that (newsletter
 * confirmations, staff digests). Newsletter addresses never confirmed, or unsubscribed, that long
 * ago go too. One transaction; run daily by app/api/cron/lead-retention. Returns null when off.
 */
export async function pruneOldLeads(db: Db, now: Date): Promise<PruneCounts | null> {
  return transaction(db, async (tx) => {
    const [settings] = await tx
      .select({ months: staffSettings.leadRetentionMonths })
      .from(staffSettings)
      .where(eq(staffSettings.id, 1));
    const months = settings?.months;
    if (!months) return null;
    const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(months => ${months}::int)`;
    const old = tx.select({ id: leads.id }).from(leads).where(lt(leads.createdAt, cutoff));
    const deliveries = await tx
      .delete(webhookDeliveries)
      .where(
        or(
          inArray(webhookDeliveries.leadId, old),
          and(
            lt(webhookDeliveries.createdAt, cutoff),
            inArray(webhookDeliveries.status, ["delivered", "failed"]),
          ),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    const mails = await tx
      .delete(emailOutbox)
      .where(
        or(
          inArray(emailOutbox.leadId, old),
          and(
            lt(emailOutbox.createdAt, cutoff),
            inArray(emailOutbox.status, ["sent", "logged", "failed"]),
          ),
        ),
      )
      .returning({ id: emailOutbox.id });
    const gone = await tx
      .delete(leads)
      .where(lt(leads.createdAt, cutoff))
      .returning({ id: leads.id });
    const subscriptions = await tx
      .delete(newsletterSubscribers)
      .where(
        or(
          and(
            eq(newsletterSubscribers.status, "unsubscribed"),
            lt(newsletterSubscribers.unsubscribedAt, cutoff),
          ),
          and(
            eq(newsletterSubscribers.status, "pending"),
            lt(newsletterSubscribers.createdAt, cutoff),
          ),
        ),
      )
      .returning({ id: newsletterSubscribers.id });
    const counts = {
      leads: gone.length,
      mails: mails.length,
      webhookDeliveries: deliveries.length,
      subscriptions: subscriptions.length,
    };
    if (counts.leads || counts.mails || counts.webhookDeliveries || counts.subscriptions) {
      await recordAudit(
        {
          actor: null,
          action: "leads.pruned",
          target: { type: "privacy" },
          details: { ...counts, months },
          ip: null,
        },
        tx,
      );
    }
    return counts;
  });
}

/** The daily run (app/api/cron/lead-retention): the retention applied on the app's database now. */
export async function runLeadRetention(): Promise<PruneCounts | null> {
  return pruneOldLeads(await getDb(), new Date());
}
