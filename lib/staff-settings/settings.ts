import "server-only";

import { eq, sql } from "drizzle-orm";

import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { getDb } from "@/lib/db/client";
import { staffSettings as settingsTable } from "@/lib/db/staff-schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";

/** What owners set for every staff member (the one staff_settings row). */
export type StaffSettings = {
  auditRetentionDays: number;
  requireTwoFactor: boolean;
  /** Leads older than this many months are deleted daily (lib/privacy/retention.ts); null: kept. */
  leadRetentionMonths: number | null;
  /** A subscriber's consent evidence outlives the subscription by this many months. */
  consentRetentionMonths: number;
  /** Submissions from these domains (or under them) are held as spam (lib/spam). */
  spamBlockedDomains: string[];
  /** Raw analytics events older than this many days are deleted daily (lib/analytics/rollup.ts). */
  analyticsRetentionDays: number;
  /** Visits from these IP addresses or CIDR networks are not counted (lib/analytics/exclusions.ts). */
  analyticsExcludedNetworks: string[];
};

/** The migration's defaults, for a database whose row is missing. */
const DEFAULTS: StaffSettings = {
  auditRetentionDays: 365,
  requireTwoFactor: false,
  leadRetentionMonths: null,
  consentRetentionMonths: 24,
  spamBlockedDomains: [],
  analyticsRetentionDays: 90,
  analyticsExcludedNetworks: [],
};

/**
 * The settings as stored now. Uncached on purpose: one primary-key read, and the sign-in (which
 * enforces two-factor) must see an owner's change at once on every instance.
 */
export async function staffSettings(db?: Db): Promise<StaffSettings> {
  const [row] = await (db ?? (await getDb()))
    .select({
      auditRetentionDays: settingsTable.auditRetentionDays,
      requireTwoFactor: settingsTable.requireTwoFactor,
      leadRetentionMonths: settingsTable.leadRetentionMonths,
      consentRetentionMonths: settingsTable.consentRetentionMonths,
      spamBlockedDomains: settingsTable.spamBlockedDomains,
      analyticsRetentionDays: settingsTable.analyticsRetentionDays,
      analyticsExcludedNetworks: settingsTable.analyticsExcludedNetworks,
    })
    .from(settingsTable)
    .where(eq(settingsTable.id, 1));
  return row ?? DEFAULTS;
}

/**
 * Stores the settings and, in the same transaction, one "settings.changed" audit row naming what
 * changed from what (none when nothing did). Returns the settings now stored.
 */
export async function saveStaffSettings(
  next: StaffSettings,
  actor: AuditActor,
  db?: Db,
): Promise<StaffSettings> {
  return transaction(db ?? (await getDb()), async (tx) => {
    const [before] = await tx
      .select()
      .from(settingsTable)
      .where(eq(settingsTable.id, 1))
      .for("update");
    const previous = before ?? DEFAULTS;
    await tx
      .insert(settingsTable)
      .values({ id: 1, ...next })
      .onConflictDoUpdate({ target: settingsTable.id, set: { ...next, updatedAt: sql`now()` } });
    // Compared as JSON: the network list is an array, equal in content but never in identity.
    const changed = (Object.keys(next) as (keyof StaffSettings)[]).filter(
      // By value: the blocked domains are a list.
      (key) => JSON.stringify(previous[key]) !== JSON.stringify(next[key]),
    );
    if (changed.length) {
      const details = Object.fromEntries(
        changed.map((key) => [key, { from: previous[key], to: next[key] }]),
      );
      await recordAudit(
        {
          actor,
          action: "settings.changed",
          target: { type: "settings", label: "Staff settings" },
          details,
        },
        tx,
      );
    }
    return next;
  });
}
