import "server-only";

import { desc, eq, inArray } from "drizzle-orm";

import { emailOutbox, leads, newsletterSubscribers } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import type { Subscriber } from "./types";

/** For the dashboard: leads nobody has handled yet, and mails not yet delivered. */
export async function leadStats(db: Db) {
  const [newLeads, unsentMail, failedMail] = await Promise.all([
    db.$count(leads, eq(leads.status, "new")),
    db.$count(emailOutbox, inArray(emailOutbox.status, ["pending", "sending"])),
    db.$count(emailOutbox, eq(emailOutbox.status, "failed")),
  ]);
  return { newLeads, unsentMail, failedMail };
}

export async function listSubscribers(db: Db, limit = 500): Promise<Subscriber[]> {
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      status: newsletterSubscribers.status,
      createdAt: newsletterSubscribers.createdAt,
      confirmedAt: newsletterSubscribers.confirmedAt,
    })
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt))
    .limit(limit);
}
