import "server-only";

import { asc, inArray } from "drizzle-orm";

import { leadActivity, webhookDeliveries } from "@/lib/db/pipeline-schema";
import { mailSuppressions, newsletterDeliveries } from "@/lib/db/newsletter-schema";
import { emailOutbox, leads, newsletterSubscribers, rateLimits } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { equalsAddress } from "./match";
import { findPersonalRows } from "./find";

/** Everything stored about one address, as the JSON a data-access request is answered with. */
export type PersonalDataExport = {
  address: string;
  exportedAt: string;
  leads: (typeof leads.$inferSelect)[];
  leadActivity: (typeof leadActivity.$inferSelect)[];
  newsletterSubscriptions: (typeof newsletterSubscribers.$inferSelect)[];
  emails: (typeof emailOutbox.$inferSelect)[];
  webhookDeliveries: (typeof webhookDeliveries.$inferSelect)[];
  rateLimits: (typeof rateLimits.$inferSelect)[];
  newsletterDeliveries: (typeof newsletterDeliveries.$inferSelect)[];
  mailSuppressions: (typeof mailSuppressions.$inferSelect)[];
};

const rowsOf = <T>(ids: string[], read: (ids: string[]) => Promise<T[]>) =>
  ids.length ? read(ids) : Promise.resolve([]);

/**
 * Every row export and erasure cover (lib/privacy/find.ts), whole: every column as stored, read in
 * one transaction.
 */
export async function exportPersonalData(db: Db, email: string): Promise<PersonalDataExport> {
  return transaction(db, async (tx) => {
    const found = await findPersonalRows(tx, email);
    return {
      address: email.trim(),
      exportedAt: new Date().toISOString(),
      leads: await rowsOf(found.leadIds, (ids) =>
        tx.select().from(leads).where(inArray(leads.id, ids)).orderBy(asc(leads.createdAt)),
      ),
      leadActivity: await rowsOf(found.activityIds, (ids) =>
        tx
          .select()
          .from(leadActivity)
          .where(inArray(leadActivity.id, ids))
          .orderBy(asc(leadActivity.createdAt)),
      ),
      newsletterSubscriptions: await rowsOf(found.subscriberIds, (ids) =>
        tx.select().from(newsletterSubscribers).where(inArray(newsletterSubscribers.id, ids)),
      ),
      emails: await rowsOf(found.mailIds, (ids) =>
        tx
          .select()
          .from(emailOutbox)
          .where(inArray(emailOutbox.id, ids))
          .orderBy(asc(emailOutbox.createdAt)),
      ),
      webhookDeliveries: await rowsOf(found.deliveryIds, (ids) =>
        tx
          .select()
          .from(webhookDeliveries)
          .where(inArray(webhookDeliveries.id, ids))
          .orderBy(asc(webhookDeliveries.createdAt)),
      ),
      rateLimits: found.rateLimitKeys.length
        ? await tx.select().from(rateLimits).where(equalsAddress(rateLimits.key, found.forms))
        : [],
      newsletterDeliveries: await rowsOf(found.subscriberIds, (ids) =>
        tx
          .select()
          .from(newsletterDeliveries)
          .where(inArray(newsletterDeliveries.subscriberId, ids)),
      ),
      mailSuppressions: await rowsOf(found.suppressions, (emails) =>
        tx.select().from(mailSuppressions).where(inArray(mailSuppressions.email, emails)),
      ),
    };
  });
}
