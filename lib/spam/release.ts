import "server-only";

import { after } from "next/server";

import { and, eq, isNotNull, sql } from "drizzle-orm";

import { leads, newsletterSubscribers } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { autoReplyAllowed, mailsFor } from "@/lib/leads/lead-mails";
import { queueConfirmation } from "@/lib/leads/newsletter-confirmation";
import { deliverDue } from "@/lib/leads/outbox";
import { queueLeadEffects } from "@/lib/leads/repository";
import { LEAD_ATTRIBUTION_COLUMNS } from "@/lib/leads/types";
import { deliverWebhooksDue } from "@/lib/webhooks/deliver";

const held = <T extends typeof leads | typeof newsletterSubscribers>(table: T, id: string) =>
  and(eq(table.id, id), isNotNull(table.quarantinedAt));

/**
 * "Not spam" for a lead: in one transaction, the verdict is cleared only if it is still set
 * (`where quarantined_at is not null`), and only the transaction that cleared it queues the
 * mails and webhook events a fresh lead would have (auto-reply limits included). A second
 * release, from another tab or instance, waits on the row, then finds nothing to clear: the
 * mails go out once. False when the lead is unknown or no longer held.
 */
export async function releaseLead(db: Db, id: string): Promise<boolean> {
  const queued = await transaction(db, async (tx) => {
    const [row] = await tx
      .update(leads)
      .set({ spamReason: null, quarantinedAt: null, updatedAt: sql`now()` })
      .where(held(leads, id))
      .returning();
    if (!row) return null;
    const lead = {
      kind: row.kind,
      name: row.name,
      email: row.email,
      phone: row.phone,
      service: row.service,
      customization: row.customization,
      appliedFor: row.appliedFor,
      message: row.message,
      // Its visit's context, so the released lead's mail and webhook read as a fresh one's.
      ...Object.fromEntries(LEAD_ATTRIBUTION_COLUMNS.map((c) => [c, row[c] ?? undefined])),
    };
    const autoReply = await autoReplyAllowed(tx, lead.email);
    return queueLeadEffects(tx, lead, row.id, mailsFor(lead, row.id, autoReply));
  });
  if (!queued) return false;
  // As for a fresh lead: delivered after the response, retried by the cron if that fails.
  after(() =>
    Promise.all([
      deliverDue(db, { ids: queued.mailIds }).catch(() => undefined),
      deliverWebhooksDue(db, { ids: queued.webhookIds }).catch(() => undefined),
    ]),
  );
  return true;
}

/** "Not spam" for a newsletter sign-up: released once, then sent its confirmation mail. */
export async function releaseSubscriber(db: Db, id: string): Promise<boolean> {
  const mailIds = await transaction(db, async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ spamReason: null, quarantinedAt: null })
      .where(held(newsletterSubscribers, id))
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
    return row ? queueConfirmation(tx, row.id, row.email) : null;
  });
  if (!mailIds) return false;
  after(() => deliverDue(db, { ids: mailIds }).catch(() => undefined));
  return true;
}
