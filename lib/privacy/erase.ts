import "server-only";

import { and, inArray, notInArray, or, sql, type AnyColumn } from "drizzle-orm";

import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { leadActivity, webhookDeliveries } from "@/lib/db/pipeline-schema";
import { emailOutbox, leads, newsletterSubscribers, rateLimits } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { regexLiteral } from "./address";
import { findPersonalRows } from "./find";
import { equalsAddress, mentions } from "./match";

/** How many rows an erasure changed: what the staff page and the audit row say (no personal data). */
export type ErasureCounts = {
  leads: number;
  notes: number;
  subscriptions: number;
  mails: number;
  webhookDeliveries: number;
  rateLimits: number;
  mentions: number;
};

/** What stands in for erased text; it cannot hold the address. */
export const ERASED = "[erased]";
const ERASED_PAYLOAD = { erased: true };

/**
 * Erases every trace of an address, in one transaction, and records one "privacy.erased" audit row
 * with counts only. The person's leads stay, anonymised ("Erased", contact fields blank, `erased_at`
 * set), so stage counts and reports still add up; their notes lose their text. Mails and webhook
 * deliveries not yet sent are deleted (never sent); sent ones keep their row, as a record that
 * something went out, with the content blanked. The subscription and rate-limit counters are
 * deleted. Where another person's lead or note quotes the address, the address alone is replaced.
 * Idempotent: a second run finds nothing left and changes nothing.
 */
export async function erasePersonalData(
  db: Db,
  email: string,
  actor: AuditActor,
): Promise<ErasureCounts> {
  return transaction(db, async (tx) => {
    const found = await findPersonalRows(tx, email);
    const { forms, leadIds } = found;
    const counts: ErasureCounts = {
      leads: leadIds.length,
      notes: found.activityIds.length,
      subscriptions: found.subscriberIds.length,
      mails: found.mailIds.length,
      webhookDeliveries: found.deliveryIds.length,
      rateLimits: found.rateLimitKeys.length,
      mentions: 0,
    };
    if (leadIds.length) {
      await tx
        .update(leads)
        .set({
          name: "Erased",
          email: "",
          phone: "",
          message: "",
          customization: null,
          appliedFor: null,
          lostReason: null,
          followUpOn: null,
          erasedAt: sql`coalesce(${leads.erasedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(inArray(leads.id, leadIds));
    }
    if (found.activityIds.length) {
      // A stage change keeps its stage names (a fixed list) for the timeline; everything else goes.
      const keepIfStage = (column: AnyColumn) =>
        sql`case when ${leadActivity.kind} = 'stage' then ${column} end`;
      await tx
        .update(leadActivity)
        .set({
          body: null,
          fromValue: keepIfStage(leadActivity.fromValue),
          toValue: keepIfStage(leadActivity.toValue),
        })
        .where(inArray(leadActivity.id, found.activityIds));
    }
    if (found.subscriberIds.length) {
      await tx
        .delete(newsletterSubscribers)
        .where(inArray(newsletterSubscribers.id, found.subscriberIds));
    }
    if (found.mailIds.length) await eraseMails(tx, found.mailIds, forms, leadIds);
    if (found.deliveryIds.length) await eraseDeliveries(tx, found.deliveryIds, forms, leadIds);
    if (found.rateLimitKeys.length) {
      await tx.delete(rateLimits).where(equalsAddress(rateLimits.key, forms));
    }
    counts.mentions = await replaceMentions(tx, forms);
    await recordAudit(
      { actor, action: "privacy.erased", target: { type: "privacy" }, details: { ...counts } },
      tx,
    );
    return counts;
  });
}

/**
 * Mails about the person (theirs, to or replying to them, or naming one of their leads, as a staff
 * digest does) are blanked, or deleted if not yet sent; a mail about someone else that only quotes
 * the address keeps everything but the address.
 */
async function eraseMails(tx: Db, ids: string[], forms: string[], leadIds: string[]) {
  const about = await tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.id, ids),
        or(
          leadIds.length ? inArray(emailOutbox.leadId, leadIds) : undefined,
          equalsAddress(emailOutbox.toAddress, forms),
          equalsAddress(emailOutbox.replyTo, forms),
          mentions(emailOutbox.subject, leadIds),
          mentions(emailOutbox.text, leadIds),
          mentions(emailOutbox.html, leadIds),
        ),
      ),
    );
  const aboutIds = about.map((r) => r.id);
  const quoting = ids.filter((id) => !aboutIds.includes(id));
  if (quoting.length) {
    const scrub = scrubber(forms);
    await tx
      .update(emailOutbox)
      .set({
        subject: scrub(emailOutbox.subject),
        html: scrub(emailOutbox.html),
        text: scrub(emailOutbox.text),
      })
      .where(inArray(emailOutbox.id, quoting));
  }
  if (!aboutIds.length) return;
  const mine = inArray(emailOutbox.id, aboutIds);
  await tx.delete(emailOutbox).where(and(mine, notInArray(emailOutbox.status, ["sent", "logged"])));
  await tx
    .update(emailOutbox)
    .set({
      subject: ERASED,
      html: "",
      text: "",
      headers: null,
      replyTo: null,
      // A staff member's address (a notification's recipient) is not the person's: it stays.
      toAddress: sql`case when ${equalsAddress(emailOutbox.toAddress, forms)} then ${ERASED} else ${emailOutbox.toAddress} end`,
      lastError: sql`case when ${emailOutbox.lastError} is not null then 'erased' end`,
    })
    .where(mine);
}

/** Deliveries of the person's leads get a stub payload (deleted if not yet sent); others quoting the address lose just the address. */
async function eraseDeliveries(tx: Db, ids: string[], forms: string[], leadIds: string[]) {
  const about = await tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.id, ids),
        or(
          leadIds.length ? inArray(webhookDeliveries.leadId, leadIds) : undefined,
          mentions(webhookDeliveries.payload, leadIds),
        ),
      ),
    );
  const aboutIds = about.map((r) => r.id);
  const quoting = ids.filter((id) => !aboutIds.includes(id));
  if (quoting.length) {
    // The address never holds JSON's quote or backslash unescaped, so the text stays valid JSON.
    const pattern = forms.map(regexLiteral).join("|");
    await tx
      .update(webhookDeliveries)
      .set({
        payload: sql`regexp_replace(${webhookDeliveries.payload}::text, ${pattern}, ${ERASED}, 'gi')::jsonb`,
      })
      .where(inArray(webhookDeliveries.id, quoting));
  }
  if (!aboutIds.length) return;
  const mine = inArray(webhookDeliveries.id, aboutIds);
  await tx
    .delete(webhookDeliveries)
    .where(and(mine, notInArray(webhookDeliveries.status, ["delivered"])));
  await tx
    .update(webhookDeliveries)
    .set({
      payload: ERASED_PAYLOAD,
      lastError: sql`case when ${webhookDeliveries.lastError} is not null then 'erased' end`,
    })
    .where(mine);
}

/** `column` with every spelling of the address, in any case, replaced. */
const scrubber = (forms: string[]) => {
  const pattern = forms.map(regexLiteral).join("|");
  return (column: AnyColumn) => sql`regexp_replace(${column}, ${pattern}, ${ERASED}, 'gi')`;
};

/** Other people's leads and notes that quote the address: the address alone is replaced. */
async function replaceMentions(tx: Db, forms: string[]): Promise<number> {
  const scrub = scrubber(forms);
  const quoting = await tx
    .update(leads)
    .set({
      message: scrub(leads.message),
      customization: scrub(leads.customization),
      lostReason: scrub(leads.lostReason),
    })
    .where(
      or(
        mentions(leads.message, forms),
        mentions(leads.customization, forms),
        mentions(leads.lostReason, forms),
      ),
    )
    .returning({ id: leads.id });
  const notes = await tx
    .update(leadActivity)
    .set({ body: scrub(leadActivity.body) })
    .where(mentions(leadActivity.body, forms))
    .returning({ id: leadActivity.id });
  return quoting.length + notes.length;
}
