import "server-only";

import { getDb } from "@/lib/db/client";
import { eraseExpiredConsent } from "@/lib/privacy/consent-retention";
import { deleteOldSpam } from "./quarantine";

/**
 * The daily run (app/api/cron/spam-consent): spam held more than 30 days is deleted, and the
 * consent evidence of subscriptions ended longer ago than the owners' setting is erased.
 */
export async function runSpamConsentCleanup(now = new Date()) {
  const db = await getDb();
  const spam = await deleteOldSpam(db, now);
  const consentErased = await eraseExpiredConsent(db, now);
  return { spamLeads: spam.leads, spamSubscribers: spam.subscribers, consentErased };
}
