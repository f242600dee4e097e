import "server-only";

import { getDb } from "@/lib/db/client";
import { leadStats } from "./admin-repository";
import { deliverDue, type DeliveryReport } from "./outbox";

/** The staff pages' and the scheduler's entry points into the leads domain. */

export async function leadCounts() {
  return leadStats(await getDb());
}

/** Delivers due and retrying mails: the cron's job, and "Deliver now". */
export async function deliverOutbox(limit = 100): Promise<DeliveryReport> {
  return deliverDue(await getDb(), { limit });
}
