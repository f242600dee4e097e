import "server-only";

import { and, eq, gt, lt, ne, sql } from "drizzle-orm";

import { bookings } from "@/lib/db/booking-schema";
import type { Db } from "@/lib/db/types";
import type { Booking, BusyRange } from "./types";

/** Our booked calls holding any time in [from, to) (but `exceptId`): each as the range it holds. */
export async function bookedRanges(
  db: Db,
  from: Date,
  to: Date,
  exceptId?: string,
): Promise<BusyRange[]> {
  return db
    .select({ start: bookings.startsAt, end: bookings.blockedUntil })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "booked"),
        lt(bookings.startsAt, to),
        gt(bookings.blockedUntil, from),
        exceptId ? ne(bookings.id, exceptId) : undefined,
      ),
    );
}

export type NewBooking = Pick<
  Booking,
  "id" | "leadId" | "startsAt" | "endsAt" | "blockedUntil" | "timeZone" | "icalUid"
>;

/**
 * Stores a booked call inside the caller's transaction. The exclusion constraint refuses one
 * whose held range overlaps another booked call's (SQLSTATE 23P01): the caller's transaction,
 * lead and mails included, then rolls back.
 */
export async function insertBooking(tx: Db, booking: NewBooking): Promise<void> {
  await tx.insert(bookings).values({ ...booking, status: "booked", source: "site" });
}

/** One booking by id, or null. */
export async function findBooking(db: Db, id: string): Promise<Booking | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row ?? null;
}

/** Cancels a booked call (its slot is free at once); null when it was not booked. */
export async function markCancelled(tx: Db, id: string): Promise<Booking | null> {
  const [row] = await tx
    .update(bookings)
    .set({ status: "cancelled", sequence: sql`${bookings.sequence} + 1`, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, id), eq(bookings.status, "booked")))
    .returning();
  return row ?? null;
}

/**
 * Moves a booked call, keeping its UID (the invite's SEQUENCE goes up). The constraint refuses a
 * new time that overlaps another call (23P01); its own old range is replaced in the same row.
 */
export async function markMoved(
  tx: Db,
  id: string,
  to: Pick<Booking, "startsAt" | "endsAt" | "blockedUntil">,
): Promise<Booking | null> {
  const [row] = await tx
    .update(bookings)
    .set({ ...to, sequence: sql`${bookings.sequence} + 1`, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, id), eq(bookings.status, "booked")))
    .returning();
  return row ?? null;
}
