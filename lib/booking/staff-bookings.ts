import "server-only";

import { and, asc, desc, eq, gte, inArray, lt } from "drizzle-orm";

import { bookings } from "@/lib/db/booking-schema";
import { getDb } from "@/lib/db/client";
import { leads } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { getBookingSettings } from "./settings";
import type { LeadCall, StaffCall } from "./staff-types";
import { weekOf, type Week } from "./week";

export type CallsWeek = { week: Week; timeZone: string; calls: StaffCall[] };

/**
 * /admin/bookings: the calls starting in the week holding `weekParam` (?week=, any day of it;
 * anything else: this week), Monday to Monday in the agency's zone, cancelled ones included.
 * Names only with `withNames` (the lead's personal data; an editor sees times only).
 */
export async function callsInWeek(weekParam: unknown, withNames: boolean): Promise<CallsWeek> {
  const db = await getDb();
  const { timeZone } = await getBookingSettings(db);
  const week = weekOf(weekParam, timeZone);
  const rows = await db
    .select({
      id: bookings.id,
      leadId: bookings.leadId,
      name: leads.name,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      status: bookings.status,
      source: bookings.source,
    })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(and(gte(bookings.startsAt, week.from), lt(bookings.startsAt, week.to)))
    .orderBy(asc(bookings.startsAt), asc(bookings.createdAt));
  const calls = rows.map((row) => ({ ...row, name: withNames ? row.name : null }));
  return { week, timeZone, calls };
}

/**
 * Each lead's call (a booked one before cancelled ones, then the latest start), by lead id, with
 * the agency's zone: for the leads pipeline's list, board and lead page.
 */
export async function callsOfLeads(db: Db, leadIds: readonly string[]) {
  const byLead = new Map<string, LeadCall>();
  if (!leadIds.length) return byLead;
  const [{ timeZone }, rows] = await Promise.all([
    getBookingSettings(db),
    db
      .select({
        leadId: bookings.leadId,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
        status: bookings.status,
      })
      .from(bookings)
      .where(inArray(bookings.leadId, [...leadIds]))
      .orderBy(asc(bookings.status), desc(bookings.startsAt)),
  ]);
  for (const { leadId, ...call } of rows) {
    if (!byLead.has(leadId)) byLead.set(leadId, { ...call, timeZone });
  }
  return byLead;
}
