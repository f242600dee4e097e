import "server-only";

import { getDb } from "@/lib/db/client";
import { leadStats, listLeads, listSubscribers } from "./admin-repository";
import { deliverDue, type DeliveryReport } from "./outbox";

/** The staff pages' and the scheduler's entry points into the leads domain. */

export async function leadCounts() {
  return leadStats(await getDb());
}

/** One page of the inbox, its counts, and the newest subscribers. */
export async function leadsInbox(page: number) {
  const db = await getDb();
  const [{ leads, hasNext }, stats, subscribers] = await Promise.all([
    listLeads(db, { page }),
    leadStats(db),
    listSubscribers(db, 100),
  ]);
  return { leads, hasNext, stats, subscribers };
}

/** Delivers due and retrying mails: the cron's job, and "Deliver now". */
export async function deliverOutbox(limit = 100): Promise<DeliveryReport> {
  return deliverDue(await getDb(), { limit });
}
