import "server-only";

import { and, eq, lt, or, isNotNull, sql } from "drizzle-orm";

import { newsletterSubscribers as subscribers } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { staffSettings } from "@/lib/staff-settings/settings";

/**
 * Consent evidence (what a subscriber agreed to, when, from which IP and user agent, and the
 * same for the confirmation) is kept for the subscription's life and then
 * staff_settings.consent_retention_months more: past that, an unsubscribed address's evidence is
 * erased (the row itself goes with the lead retention, if that is on). Returns how many rows.
 */
export async function eraseExpiredConsent(db: Db, now: Date): Promise<number> {
  const { consentRetentionMonths: months } = await staffSettings(db);
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(months => ${months}::int)`;
  const rows = await db
    .update(subscribers)
    .set({
      consentVersion: null,
      consentedAt: null,
      consentIp: null,
      consentUserAgent: null,
      confirmedIp: null,
      confirmedUserAgent: null,
    })
    .where(
      and(
        eq(subscribers.status, "unsubscribed"),
        lt(subscribers.unsubscribedAt, cutoff),
        or(
          isNotNull(subscribers.consentedAt),
          isNotNull(subscribers.consentIp),
          isNotNull(subscribers.consentUserAgent),
          isNotNull(subscribers.confirmedIp),
          isNotNull(subscribers.confirmedUserAgent),
        ),
      ),
    )
    .returning({ id: subscribers.id });
  return rows.length;
}
