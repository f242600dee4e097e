import "server-only";

import { and, eq, inArray, isNull, lte, notExists, notInArray, sql } from "drizzle-orm";

import { can, STAFF_ROLES } from "@/lib/auth/permissions";
import { followUpDigests } from "@/lib/db/pipeline-schema";
import { leads } from "@/lib/db/schema";
import { staffMembers } from "@/lib/db/staff-schema";
import { getDb } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { env } from "@/lib/env";
import { deliverDue, enqueueMails, type DeliveryReport } from "@/lib/leads/outbox";
import { logEvent } from "@/lib/log/logger";
import { followUpDigest, type DigestLead } from "@/lib/mail/follow-up-templates";
import { dayIn } from "./day";
import { CLOSED, leadUrl, openFollowUps, stageLabel, type FollowUp } from "./queries";

type Owner = { id: string; email: string; name: string };

const READERS = STAFF_ROLES.filter((role) => can(role, "leads.read"));
const asDigestLead = (l: FollowUp): DigestLead => ({
  name: l.name,
  stage: stageLabel(l.status),
  day: l.followUpOn,
  url: leadUrl(l.id),
});

/**
 * Active staff who may read leads, own an open lead due on or before `day`, and have no digest
 * for it yet. Only a shortlist: the digest's key decides who actually gets one.
 */
function ownersDue(db: Db, day: string): Promise<Owner[]> {
  const sent = db
    .select({ one: sql`1` })
    .from(followUpDigests)
    .where(and(eq(followUpDigests.ownerId, staffMembers.id), eq(followUpDigests.day, day)));
  return db
    .selectDistinct({ id: staffMembers.id, email: staffMembers.email, name: staffMembers.name })
    .from(staffMembers)
    .innerJoin(leads, eq(leads.ownerId, staffMembers.id))
    .where(
      and(
        eq(staffMembers.status, "active"),
        inArray(staffMembers.role, READERS),
        notInArray(leads.status, [...CLOSED]),
        lte(leads.followUpOn, day),
        isNull(leads.erasedAt),
        isNull(leads.quarantinedAt),
        notExists(sent),
      ),
    );
}

/**
 * One owner's digest for `day`, in one transaction: the (owner, day) row is inserted first with
 * ON CONFLICT DO NOTHING, and the mail is queued only by the transaction whose insert won. Any
 * other run, on this instance or another, in the same minute or an hour later, waits for that row
 * and then inserts nothing. Null: nothing due, or someone else's run got there first.
 */
async function queueDigest(db: Db, owner: Owner, day: string): Promise<string | null> {
  return transaction(db, async (tx) => {
    const due = await openFollowUps(tx, owner.id, day);
    if (!due.length) return null; // a digest with no lead is not sent
    const [won] = await tx
      .insert(followUpDigests)
      .values({ ownerId: owner.id, day })
      .onConflictDoNothing()
      .returning({ ownerId: followUpDigests.ownerId });
    if (!won) return null;
    const mail = followUpDigest({
      staffName: owner.name,
      day,
      overdue: due.filter((l) => l.followUpOn < day).map(asDigestLead),
      today: due.filter((l) => l.followUpOn === day).map(asDigestLead),
    });
    const [outboxId] = await enqueueMails(tx, [
      { ...mail, kind: "follow-up-digest", to: owner.email },
    ]);
    await tx
      .update(followUpDigests)
      .set({ outboxId })
      .where(and(eq(followUpDigests.ownerId, owner.id), eq(followUpDigests.day, day)));
    return outboxId!;
  });
}

export type DigestRun = { day: string; queued: number; failed: number; report: DeliveryReport };

/**
 * The daily follow-up digests (the cron at /api/cron/follow-ups): for `now`'s day in the agency's
 * time zone, at most one mail per owner, through the outbox, then delivered. Safe to run hourly,
 * twice at once, or on every instance: the (owner, day) key makes every run after the first a no-op.
 */
export async function sendFollowUpDigests(
  db?: Db,
  now: Date = new Date(),
  timeZone: string = env.AGENCY_TIME_ZONE,
): Promise<DigestRun> {
  db ??= await getDb();
  const day = dayIn(now, timeZone);
  const ids: string[] = [];
  let failed = 0;
  for (const owner of await ownersDue(db, day)) {
    try {
      const id = await queueDigest(db, owner, day);
      if (id) ids.push(id);
    } catch (error) {
      // One owner's failure must not cost the others their digest; the next run tries again.
      failed++;
      logEvent("error", "follow-up digest not queued", { error, ownerId: owner.id, day });
    }
  }
  const report = await deliverDue(db, { ids });
  return { day, queued: ids.length, failed, report };
}
