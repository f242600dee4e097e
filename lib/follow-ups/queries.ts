import "server-only";

import { and, asc, eq, isNotNull, isNull, lte, notInArray } from "drizzle-orm";

import { leads } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { siteUrl } from "@/lib/env";

/** An open lead with a follow-up day, as digests and the calendar feed show it. */
export type FollowUp = {
  id: string;
  name: string;
  status: (typeof leads.$inferSelect)["status"];
  followUpOn: string;
};

/** Won and lost leads are closed: nothing to follow up. */
export const CLOSED = ["won", "lost"] as const;

/** A stage as the digest and the calendar write it ("contacted" → "Contacted"). */
export const stageLabel = (stage: string) => stage[0]!.toUpperCase() + stage.slice(1);

/** Where staff open a lead (absolute: it goes out by mail and into calendars). */
export const leadUrl = (id: string) => `${siteUrl}/admin/leads/${id}`;

/**
 * The owner's open, not erased leads with a follow-up day, soonest first; with `through`, only
 * those due on or before that day (a digest's overdue and today).
 */
export async function openFollowUps(
  db: Db,
  ownerId: string,
  through?: string,
): Promise<FollowUp[]> {
  const rows = await db
    .select({ id: leads.id, name: leads.name, status: leads.status, followUpOn: leads.followUpOn })
    .from(leads)
    .where(
      and(
        eq(leads.ownerId, ownerId),
        notInArray(leads.status, [...CLOSED]),
        isNotNull(leads.followUpOn),
        isNull(leads.erasedAt),
        isNull(leads.quarantinedAt),
        through ? lte(leads.followUpOn, through) : undefined,
      ),
    )
    .orderBy(asc(leads.followUpOn), asc(leads.createdAt), asc(leads.id));
  return rows.map((r) => ({ ...r, followUpOn: r.followUpOn! }));
}
