import "server-only";

import { and, desc, eq, inArray, isNull } from "drizzle-orm";

import { emailOutbox, leads, newsletterSubscribers } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import type { Subscriber } from "./types";

/** For the dashboard: leads nobody has handled yet, and mails not yet delivered. */
export async function leadStats(db: Db) {
  const [newLeads, unsentMail, failedMail] = await Promise.all([
    db.$count(leads, and(eq(leads.status, "new"), isNull(leads.quarantinedAt))),
    db.$count(emailOutbox, inArray(emailOutbox.status, ["pending", "sending"])),
    db.$count(emailOutbox, eq(emailOutbox.status, "failed")),
  ]);
  return { newLeads, unsentMail, failedMail };
}

export async function listSubscribers(db: Db, limit = 500): Promise<Subscriber[]> {
  return (
    db
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        status: newsletterSubscribers.status,
        createdAt: newsletterSubscribers.createdAt,
        confirmedAt: newsletterSubscribers.confirmedAt,
        consentVersion: newsletterSubscribers.consentVersion,
        consentedAt: newsletterSubscribers.consentedAt,
        consentIp: newsletterSubscribers.consentIp,
        consentUserAgent: newsletterSubscribers.consentUserAgent,
        confirmedIp: newsletterSubscribers.confirmedIp,
        confirmedUserAgent: newsletterSubscribers.confirmedUserAgent,
      })
      .from(newsletterSubscribers)
      // Held sign-ups are in the Spam tab, not on the list (nor in its CSV).
      .where(isNull(newsletterSubscribers.quarantinedAt))
      .orderBy(desc(newsletterSubscribers.createdAt))
      .limit(limit)
  );
}
