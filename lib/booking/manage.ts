import "server-only";

import { eq } from "drizzle-orm";

import { recordAudit } from "@/lib/audit/record";
import { getDb } from "@/lib/db/client";
import { leads } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { env, siteUrl } from "@/lib/env";
import { enqueueMails, type QueuedMail } from "@/lib/leads/outbox";
import { callCancelled, callChangedForStaff, callMoved } from "@/lib/mail/booking-templates";
import { openSlots } from "./availability";
import { callInvite, isSlotTaken } from "./book";
import { formatCall } from "./format-call";
import { bookingIdOf, manageUrl } from "./manage-link";
import { findBooking, markCancelled, markMoved } from "./repository";
import { getBookingSettings } from "./settings";
import { heldRange, type Slot } from "./slots";
import type { Booking } from "./types";

/** What the manage page shows: the call in the visitor's zone, and whether it still stands. */
export type ManagedCall = {
  id: string;
  when: string;
  timeZone: string;
  status: Booking["status"];
  past: boolean;
};

export type ChangeResult =
  { ok: true; booking: Booking; mailIds: string[] } | { ok: false; reason: "gone" | "taken" };

async function managedCall(db: Db, id: string, now = new Date()): Promise<ManagedCall | null> {
  const b = await findBooking(db, id);
  if (!b) return null;
  return {
    id: b.id,
    when: formatCall(b.startsAt, b.endsAt, b.timeZone),
    timeZone: b.timeZone,
    status: b.status,
    past: b.startsAt <= now,
  };
}

/** The slots a booking may move to: every free one, as if its own time were free too. */
const slotsToMoveTo = (db: Db, id: string, now = new Date()): Promise<Slot[]> =>
  openSlots(db, now, undefined, id);

/** The visitor's (when their data is still there) and staff's mails about a changed call. */
async function changeMails(tx: Db, b: Booking, what: "moved" | "cancelled"): Promise<QueuedMail[]> {
  const [lead] = await tx
    .select({ email: leads.email, erasedAt: leads.erasedAt })
    .from(leads)
    .where(eq(leads.id, b.leadId));
  const settings = await getBookingSettings(tx);
  const link = await manageUrl(b.id);
  const method = what === "cancelled" ? "cancel" : "request";
  const staffWhen = formatCall(b.startsAt, b.endsAt, settings.timeZone);
  const mails: QueuedMail[] = env.LEADS_NOTIFY_TO.map((to) => ({
    ...callChangedForStaff(what, staffWhen, `${siteUrl}/admin/leads/${b.leadId}`),
    kind: `booking-${what}-notification`,
    to,
    leadId: b.leadId,
    attachments: [callInvite(b, to, link, b.sequence, method)],
  }));
  if (lead && !lead.erasedAt && lead.email) {
    const when = formatCall(b.startsAt, b.endsAt, b.timeZone);
    mails.push({
      ...(what === "moved" ? callMoved(when, link) : callCancelled(when)),
      kind: `booking-${what}`,
      to: lead.email,
      leadId: b.leadId,
      attachments: [callInvite(b, lead.email, link, b.sequence, method)],
    });
  }
  return mails;
}

/** Cancels the call (its slot is free at once) and queues METHOD:CANCEL with the same UID. */
export async function cancelCall(db: Db, id: string): Promise<ChangeResult> {
  return transaction(db, async (tx) => {
    const booking = await markCancelled(tx, id);
    if (!booking) return { ok: false, reason: "gone" };
    const mailIds = await enqueueMails(tx, await changeMails(tx, booking, "cancelled"));
    await recordAudit(
      { actor: null, action: "booking.cancelled", target: { type: "booking", id } },
      tx,
    );
    return { ok: true, booking, mailIds };
  });
}

/**
 * Moves the call to another free slot, keeping its UID (SEQUENCE + 1), and queues the updated
 * invite. "taken" when the slot is not free now or another visitor took it at the same moment.
 */
export async function rescheduleCall(
  db: Db,
  id: string,
  start: Date,
  now = new Date(),
): Promise<ChangeResult> {
  const iso = start.toISOString();
  if (!(await slotsToMoveTo(db, id, now)).some((s) => s.start === iso))
    return { ok: false, reason: "taken" };
  const settings = await getBookingSettings(db);
  try {
    return await transaction(db, async (tx) => {
      const booking = await markMoved(tx, id, heldRange(start, settings));
      if (!booking) return { ok: false, reason: "gone" } as const;
      const mailIds = await enqueueMails(tx, await changeMails(tx, booking, "moved"));
      await recordAudit(
        { actor: null, action: "booking.rescheduled", target: { type: "booking", id } },
        tx,
      );
      return { ok: true, booking, mailIds } as const;
    });
  } catch (error) {
    if (isSlotTaken(error)) return { ok: false, reason: "taken" };
    throw error;
  }
}

/**
 * What the manage page shows for a token: the call and, while it stands and is ahead, the slots
 * it may move to. null for a token that is forged, expired or names no booking.
 */
export async function manageView(token: string, now = new Date()) {
  const id = await bookingIdOf(token);
  if (!id) return null;
  const db = await getDb();
  const call = await managedCall(db, id, now);
  if (!call) return null;
  const movable = call.status === "booked" && !call.past;
  const slots = movable
    ? (await slotsToMoveTo(db, id, now)).map(({ start, end }) => ({ start, end }))
    : [];
  return { call, slots };
}
