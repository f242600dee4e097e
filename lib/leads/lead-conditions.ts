import "server-only";

import { and, eq, gte, ilike, isNull, lt, notInArray, or, sql, type SQL } from "drizzle-orm";

import { escapeLike } from "@/lib/db/like";
import { leads } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { dayIn } from "@/lib/follow-ups/day";
import { addDays } from "@/lib/zoned-time";
import type { LeadFilters } from "./filters";
import { CLOSED_STAGES } from "./pipeline-schema";

/** Today in the agency's time zone: the day the digest and the calendar feed call today too. */
const agencyToday = (now = new Date()) => dayIn(now, env.AGENCY_TIME_ZONE);

/**
 * The filters as one condition. Search has no company column to look in: it matches the name,
 * the e-mail and the free text (message, customization, the role applied for), where a company
 * is usually named.
 */
export function leadConditions(
  f: LeadFilters,
  { staffId, today = agencyToday() }: { staffId?: string; today?: string } = {},
): SQL | undefined {
  // Held as spam (lib/spam): only the Spam tab shows them, never the pipeline.
  const c: (SQL | undefined)[] = [isNull(leads.quarantinedAt)];
  if (f.stage) c.push(eq(leads.status, f.stage));
  if (f.owner === "unassigned") c.push(isNull(leads.ownerId));
  else if (f.owner === "mine") c.push(staffId ? eq(leads.ownerId, staffId) : sql`false`);
  else if (f.owner) c.push(eq(leads.ownerId, f.owner));
  if (f.kind) c.push(eq(leads.kind, f.kind));
  if (f.service) c.push(eq(leads.service, f.service));
  if (f.campaign) c.push(eq(leads.utmCampaign, f.campaign));
  if (f.from) c.push(gte(leads.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) c.push(lt(leads.createdAt, new Date(`${addDays(f.to, 1)}T00:00:00Z`)));
  if (f.q) {
    const term = `%${escapeLike(f.q)}%`;
    c.push(
      or(
        ilike(leads.name, term),
        ilike(leads.email, term),
        ilike(leads.message, term),
        ilike(leads.customization, term),
        ilike(leads.appliedFor, term),
      ),
    );
  }
  if (f.due) {
    c.push(notInArray(leads.status, [...CLOSED_STAGES]));
    if (f.due === "overdue") c.push(lt(leads.followUpOn, today));
    if (f.due === "today") c.push(eq(leads.followUpOn, today));
    if (f.due === "week")
      c.push(and(gte(leads.followUpOn, today), lt(leads.followUpOn, addDays(today, 7))));
  }
  return and(...c);
}
