import "server-only";

import { and, gt, inArray, sql } from "drizzle-orm";

import { emailOutbox, leads } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { enqueueWebhookEvent } from "@/lib/webhooks/emit";
import { enqueueMails, type QueuedMail } from "./outbox";
import { LEAD_ATTRIBUTION_COLUMNS, type NewLead } from "./types";

/**
 * The lead, its mails and its webhook events in one transaction: either all are stored or none
 * is, so a lead is never stored without its notification, and no mail or event exists for a lead
 * that was not stored.
 */
export async function storeLeadWithMails(
  db: Db,
  lead: NewLead,
  mails: (leadId: string) => QueuedMail[],
): Promise<{ leadId: string; mailIds: string[]; webhookIds: string[] }> {
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        kind: lead.kind,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        service: lead.service ?? null,
        customization: lead.customization ?? null,
        appliedFor: lead.appliedFor ?? null,
        message: lead.message,
        ...attributionOf(lead),
      })
      .returning({ id: leads.id });
    if (!row) throw new Error("lead insert returned no row");
    const mailIds = await enqueueMails(tx, mails(row.id));
    const data = leadEventData(lead, row.id);
    const webhookIds = await enqueueWebhookEvent(tx, "lead.created", data, row.id);
    if (lead.kind === "booking") {
      webhookIds.push(...(await enqueueWebhookEvent(tx, "booking.created", data, row.id)));
    }
    return { leadId: row.id, mailIds, webhookIds };
  });
}

/**
 * The mails that go to the visitor's own (unverified) address: at most one a day per address,
 * and all of them under the hourly AUTO_REPLY_CAP (lib/leads/submit-lead.ts).
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
