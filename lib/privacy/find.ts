import "server-only";

import { inArray, or, sql, type AnyColumn } from "drizzle-orm";

import { leadActivity, webhookDeliveries } from "@/lib/db/pipeline-schema";
import { mailSuppressions } from "@/lib/db/newsletter-schema";
import { emailOutbox, leads, newsletterSubscribers, rateLimits } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { addressForms } from "./address";
import { equalsAddress, mentions } from "./match";

/** Where a person's data is: the ids of every row that holds or names their address. */
export type PersonalRows = {
  forms: string[];
  leadIds: string[];
  activityIds: string[];
  subscriberIds: string[];
  mailIds: string[];
  deliveryIds: string[];
  rateLimitKeys: string[];
  /** The address as it stands on the suppression list (lib/newsletter/suppressions.ts). */
  suppressions: string[];
};

const none = sql`false`;
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

/**
 * Finds the rows export and erasure work on, so both always cover the same set: the person's leads
 * (by address, any case, either spelling of the domain) and their timeline, the subscription, every
 * mail to, replying to, or naming the address or one of those leads (a staff digest links a lead by
 * its id), every webhook delivery of those leads or naming the address, rate-limit counters
 * keyed by it and the address's entry on the suppression list (newsletter deliveries belong to the
 * subscription: exported with it, deleted with it).
 */
export async function findPersonalRows(db: Db, email: string): Promise<PersonalRows> {
  const forms = addressForms(email);
  const leadIds = ids(
    await db.select({ id: leads.id }).from(leads).where(equalsAddress(leads.email, forms)),
  );
  const needles = [...forms, ...leadIds];
  const byLead = (column: AnyColumn) => (leadIds.length ? inArray(column, leadIds) : none);
  // One after another: a transaction's connection runs one statement at a time anyway.
  const activity = await db
    .select({ id: leadActivity.id })
    .from(leadActivity)
    .where(byLead(leadActivity.leadId));
  const subscribers = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(equalsAddress(newsletterSubscribers.email, forms));
  const mails = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        byLead(emailOutbox.leadId),
        equalsAddress(emailOutbox.toAddress, forms),
        equalsAddress(emailOutbox.replyTo, forms),
        mentions(emailOutbox.subject, needles),
        mentions(emailOutbox.text, needles),
        mentions(emailOutbox.html, needles),
      ),
    );
  const deliveries = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(or(byLead(webhookDeliveries.leadId), mentions(webhookDeliveries.payload, needles)));
  const limits = await db
    .selectDistinct({ key: rateLimits.key })
    .from(rateLimits)
    .where(equalsAddress(rateLimits.key, forms));
  const suppressed = await db
    .select({ email: mailSuppressions.email })
    .from(mailSuppressions)
    .where(equalsAddress(mailSuppressions.email, forms));
  return {
    forms,
    leadIds,
    activityIds: ids(activity),
    subscriberIds: ids(subscribers),
    mailIds: ids(mails),
    deliveryIds: ids(deliveries),
    rateLimitKeys: limits.map((r) => r.key),
    suppressions: suppressed.map((r) => r.email),
  };
}
