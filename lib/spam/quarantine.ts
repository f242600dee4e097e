import "server-only";

import { and, desc, eq, isNotNull, lt, sql } from "drizzle-orm";

import { leads, newsletterSubscribers } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import type { SpamReason } from "./verdict";

/** Held submissions older than this are deleted by the daily job (app/api/cron/spam-cleanup). */
const SPAM_KEEP_DAYS = 30;
/** The Spam tab shows this many of each, newest first (the count says how many there are). */
const SPAM_LIST_LIMIT = 200;

export type HeldLead = {
  id: string;
  kind: string;
  name: string;
  email: string;
  message: string;
  spamReason: SpamReason | null;
  quarantinedAt: Date | null;
};
export type HeldSubscriber = {
  id: string;
  email: string;
  spamReason: SpamReason | null;
  quarantinedAt: Date | null;
};

/** The Spam tab: held leads and sign-ups, newest first, and how many of each there are. */
export async function listSpam(db: Db) {
  const heldLead = isNotNull(leads.quarantinedAt);
  const heldSub = isNotNull(newsletterSubscribers.quarantinedAt);
  const [leadRows, subscriberRows, leadCount, subscriberCount] = await Promise.all([
    db
      .select({
        id: leads.id,
        kind: leads.kind,
        name: leads.name,
        email: leads.email,
        message: leads.message,
        spamReason: leads.spamReason,
        quarantinedAt: leads.quarantinedAt,
      })
      .from(leads)
      .where(heldLead)
      .orderBy(desc(leads.quarantinedAt), desc(leads.id))
      .limit(SPAM_LIST_LIMIT),
    db
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        spamReason: newsletterSubscribers.spamReason,
        quarantinedAt: newsletterSubscribers.quarantinedAt,
      })
      .from(newsletterSubscribers)
      .where(heldSub)
      .orderBy(desc(newsletterSubscribers.quarantinedAt), desc(newsletterSubscribers.id))
      .limit(SPAM_LIST_LIMIT),
    db.$count(leads, heldLead),
    db.$count(newsletterSubscribers, heldSub),
  ]);
  return {
    leads: leadRows as HeldLead[],
    subscribers: subscriberRows as HeldSubscriber[],
    counts: { leads: leadCount, subscribers: subscriberCount },
  };
}

/** How many submissions are held (the tab's label). */
export async function spamCount(db: Db): Promise<number> {
  const [leadCount, subscriberCount] = await Promise.all([
    db.$count(leads, isNotNull(leads.quarantinedAt)),
    db.$count(newsletterSubscribers, isNotNull(newsletterSubscribers.quarantinedAt)),
  ]);
  return leadCount + subscriberCount;
}

/** "Delete" in the Spam tab: only a held row goes (a released one is a real lead now). */
export async function deleteHeld(
  db: Db,
  target: { kind: "lead" | "subscriber"; id: string },
): Promise<boolean> {
  const table = target.kind === "lead" ? leads : newsletterSubscribers;
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, target.id), isNotNull(table.quarantinedAt)))
    .returning({ id: table.id });
  return rows.length > 0;
}

/**
 * Deletes what has been held longer than SPAM_KEEP_DAYS before `now`. A held lead has no mails
 * or webhook deliveries (nothing was queued), so the rows go alone.
 */
export async function deleteOldSpam(db: Db, now: Date) {
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(days => ${SPAM_KEEP_DAYS})`;
  const [gone, goneSubs] = await Promise.all([
    db.delete(leads).where(lt(leads.quarantinedAt, cutoff)).returning({ id: leads.id }),
    db
      .delete(newsletterSubscribers)
      .where(lt(newsletterSubscribers.quarantinedAt, cutoff))
      .returning({ id: newsletterSubscribers.id }),
  ]);
  return { leads: gone.length, subscribers: goneSubs.length };
}
