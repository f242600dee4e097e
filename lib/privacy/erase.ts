import "server-only";

import { inArray, sql, type AnyColumn } from "drizzle-orm";

import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { leadActivity } from "@/lib/db/pipeline-schema";
import { mailSuppressions } from "@/lib/db/newsletter-schema";
import { leads, newsletterSubscribers, rateLimits } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { findPersonalRows } from "./find";
import { equalsAddress, mentions } from "./match";
import { eraseDeliveries, eraseMails, replaceMentions } from "./scrub";

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

/**
 * A lead's attribution once its person is erased (docs/security.md, "Lead attribution"). The
 * pages, referrer host, source, medium, campaign and the "heard about us" answer stay: they name
 * the site's pages and campaigns, not the person, and the anonymous lead still counts in the
 * reports by landing page, source and campaign. Term, content and ref go: they are often written
 * per recipient (a personalised link). A kept value that quotes the address or the person's name
 * goes too (checked against the row's values before this update blanks them).
 */
function attributionErased(forms: string[]) {
  const unlessPersonal = (column: AnyColumn) =>
    sql`case when ${mentions(column, forms)} or strpos(lower(${column}), lower(${leads.name})) > 0 then null else ${column} end`;
  return {
    sourcePage: unlessPersonal(leads.sourcePage),
    landingPage: unlessPersonal(leads.landingPage),
    referrerHost: unlessPersonal(leads.referrerHost),
    utmSource: unlessPersonal(leads.utmSource),
    utmMedium: unlessPersonal(leads.utmMedium),
    utmCampaign: unlessPersonal(leads.utmCampaign),
    utmTerm: null,
    utmContent: null,
    refParam: null,
  };
}

/**
 * Erases every trace of an address, in one transaction, and records one "privacy.erased" audit row
 * with counts only. The person's leads stay, anonymised ("Erased", contact fields blank, `erased_at`
 * set, attribution as attributionErased keeps it), so stage counts and reports still add up; their notes lose their text. Mails and webhook
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
          ...attributionErased(forms),
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
    // The subscription goes with its newsletter deliveries (on delete cascade).
    if (found.subscriberIds.length) {
      await tx
        .delete(newsletterSubscribers)
        .where(inArray(newsletterSubscribers.id, found.subscriberIds));
    }
    // The suppression too: erased, the address is on no list and nothing is sent to it unless
    // the person comes back; keeping it would keep the address itself.
    if (found.suppressions.length) {
      await tx.delete(mailSuppressions).where(inArray(mailSuppressions.email, found.suppressions));
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
