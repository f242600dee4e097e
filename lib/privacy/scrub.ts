import "server-only";

import { and, inArray, notInArray, or, sql, type AnyColumn } from "drizzle-orm";

import { leadActivity, webhookDeliveries } from "@/lib/db/pipeline-schema";
import { emailOutbox, leads } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { regexLiteral } from "./address";
import { equalsAddress, mentions } from "./match";

/** What stands in for erased text; it cannot hold the address. */
const ERASED = "[erased]";
const ERASED_PAYLOAD = { erased: true };

/**
 * Mails about the person (theirs, to or replying to them, or naming one of their leads, as a staff
 * digest does) are blanked, or deleted if not yet sent; a mail about someone else that only quotes
 * the address keeps everything but the address.
 */
export async function eraseMails(tx: Db, ids: string[], forms: string[], leadIds: string[]) {
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
      // A booking's invite names the person as its attendee (base64: no text scan would find it).
      attachments: null,
      replyTo: null,
      // A staff member's address (a notification's recipient) is not the person's: it stays.
      toAddress: sql`case when ${equalsAddress(emailOutbox.toAddress, forms)} then ${ERASED} else ${emailOutbox.toAddress} end`,
      lastError: sql`case when ${emailOutbox.lastError} is not null then 'erased' end`,
    })
    .where(mine);
}

/** Deliveries of the person's leads get a stub payload (deleted if not yet sent); others quoting the address lose just the address. */
export async function eraseDeliveries(tx: Db, ids: string[], forms: string[], leadIds: string[]) {
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
export async function replaceMentions(tx: Db, forms: string[]): Promise<number> {
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
