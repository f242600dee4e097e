import "server-only";

import { and, gt, inArray, sql } from "drizzle-orm";

import { PRIVACY_NOTICE_VERSION } from "@/content/legal";
import { emailOutbox, leads } from "@/lib/db/schema";
import { retryingTransaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import type { SpamReason } from "@/lib/spam/verdict";
import { enqueueWebhookEvent } from "@/lib/webhooks/emit";
import { enqueueMails, type QueuedMail } from "./outbox";
import { LEAD_ATTRIBUTION_COLUMNS, type NewLead } from "./types";

/** A submission's row, as both the real and the held path store it. */
const leadValues = (lead: NewLead) => ({
  kind: lead.kind,
  name: lead.name,
  email: lead.email,
  phone: lead.phone,
  service: lead.service ?? null,
  customization: lead.customization ?? null,
  appliedFor: lead.appliedFor ?? null,
  message: lead.message,
  ...attributionOf(lead),
  // The notice the form showed: the one in force now (content/legal.ts).
  privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
});

/**
 * The lead, its mails and its webhook events in one transaction: either all are stored or none
 * is, so a lead is never stored without its notification, and no mail or event exists for a lead
 * that was not stored.
 */
export async function storeLeadWithMails(
  db: Db,
  lead: NewLead,
  mails: (leadId: string) => QueuedMail[],
  within?: (tx: Db, leadId: string) => Promise<void>,
): Promise<{ leadId: string; mailIds: string[]; webhookIds: string[] }> {
  // Run again after a deadlock: concurrent bookings of one slot can deadlock on its constraint.
  return retryingTransaction(db, async (tx) => {
    const [row] = await tx.insert(leads).values(leadValues(lead)).returning({ id: leads.id });
    if (!row) throw new Error("lead insert returned no row");
    // What else the lead holds (a booked call): it fails, and the lead and its mails go with it.
    if (within) await within(tx, row.id);
    return { leadId: row.id, ...(await queueLeadEffects(tx, lead, row.id, mails(row.id))) };
  });
}

/**
 * A submission the spam checks held (lib/spam): stored with the reason, and nothing else: no
 * outbox row, no webhook event. "Not spam" (lib/spam/release.ts) queues them later.
 */
export async function storeQuarantinedLead(
  db: Db,
  lead: NewLead,
  reason: SpamReason,
): Promise<string> {
  const [row] = await db
    .insert(leads)
    .values({ ...leadValues(lead), spamReason: reason, quarantinedAt: sql`now()` })
    .returning({ id: leads.id });
  if (!row) throw new Error("lead insert returned no row");
  return row.id;
}

/** A stored lead's mails and webhook events, inside the caller's transaction. */
export async function queueLeadEffects(
  tx: Db,
  lead: NewLead,
  leadId: string,
  mails: QueuedMail[],
): Promise<{ mailIds: string[]; webhookIds: string[] }> {
  const mailIds = await enqueueMails(tx, mails);
  const data = leadEventData(lead, leadId);
  const webhookIds = await enqueueWebhookEvent(tx, "lead.created", data, leadId);
  if (lead.kind === "booking") {
    webhookIds.push(...(await enqueueWebhookEvent(tx, "booking.created", data, leadId)));
  }
  return { mailIds, webhookIds };
}

/**
 * The mails that go to the visitor's own (unverified) address: at most one a day per address,
 * and all of them under the hourly AUTO_REPLY_CAP (lib/leads/lead-mails.ts).
 */
const AUTO_REPLY_KINDS = [
  "contact-auto-reply",
  "application-auto-reply",
  "booking-confirmation",
] as const;
export type AutoReplyKind = (typeof AUTO_REPLY_KINDS)[number];

/** Whether any auto-reply (AUTO_REPLY_KINDS) went to this address in the last day. */
export async function autoReplySentRecently(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.kind, [...AUTO_REPLY_KINDS]),
        sql`lower(${emailOutbox.toAddress}) = lower(${email})`,
        gt(emailOutbox.createdAt, sql`now() - interval '1 day'`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The lead's attribution columns, each null when the form sent nothing usable. */
function attributionOf(lead: NewLead) {
  return Object.fromEntries(LEAD_ATTRIBUTION_COLUMNS.map((c) => [c, lead[c] ?? null])) as Record<
    (typeof LEAD_ATTRIBUTION_COLUMNS)[number],
    string | null
  >;
}

/**
 * What a lead event tells the team's tools: the submission as staff see it, and where to open it;
 * `attribution` is the visit's context the form carried (every key present, null when unknown).
 */
function leadEventData(lead: NewLead, id: string): Record<string, unknown> {
  return {
    id,
    kind: lead.kind,
    stage: "new",
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    service: lead.service ?? null,
    customization: lead.customization ?? null,
    appliedFor: lead.appliedFor ?? null,
    message: lead.message,
    attribution: attributionOf(lead),
  };
}
