import "server-only";

import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

import { and, eq, inArray, sql } from "drizzle-orm";

import { recordAudit } from "@/lib/audit/record";
import { bookings } from "@/lib/db/booking-schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { mailsFor } from "@/lib/leads/lead-mails";
import { storeLeadWithMails } from "@/lib/leads/repository";
import type { NewLead } from "@/lib/leads/types";
import type { CalcomDelivery } from "./calcom-payload";
import { getBookingSettings } from "./settings";
import { isTimeZone } from "./settings-schema";

/**
 * Cal.com's inbound webhook (for agencies that already book there): each delivery is signed with
 * the webhook's secret, HMAC-SHA256 of the raw body as hex in x-cal-signature-256. Compared in
 * constant time; no secret configured: nothing is accepted.
 */
export function validCalcomSignature(
  raw: Uint8Array,
  header: string | null,
  secret: string | undefined,
): boolean {
  if (!secret || !header || !/^[0-9a-f]{64}$/i.test(header.trim())) return false;
  const expected = createHmac("sha256", secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(header.trim(), "hex"));
}

export type CalcomOutcome =
  | { result: "created"; leadId: string; mailIds: string[]; webhookIds: string[] }
  | { result: "rescheduled" | "cancelled" | "unchanged" | "ignored" }
  | { result: "conflict" };

const MINUTE = 60_000;
// The booking by id only (never the attendee), and where the change came from.
const audited = (id: string) => ({
  target: { type: "booking", id, label: "Cal.com booking" },
  details: { source: "calcom" },
});

/** The lead a Cal.com booking becomes: its first attendee, the event's title and notes. */
function leadOf(delivery: CalcomDelivery): NewLead {
  const p = delivery.payload;
  const attendee = p.attendees[0]!;
  const notes = p.additionalNotes ? `\n\n${p.additionalNotes}` : "";
  return {
    kind: "booking",
    name: attendee.name || attendee.email,
    email: attendee.email,
    phone: p.responses?.attendeePhoneNumber?.value ?? "",
    message: `Booked on Cal.com: ${p.title ?? "a call"}${notes}`,
  };
}

/**
 * One delivery, applied once: the booking is found by its Cal.com uid (source "calcom"), so a
 * repeated delivery changes nothing. Created: a lead of kind booking with its staff notification
 * and webhook events (the lead domain's own path, lib/leads/repository.ts; Cal.com mails the
 * attendee itself) and the booking, in one transaction. Rescheduled: the booking moves (its uid
 * becomes the new one; created if we never saw it). Cancelled: it is marked cancelled, freeing
 * the time. A time already booked on our own calendar is a conflict (nothing stored).
 */
export async function applyCalcomDelivery(
  db: Db,
  delivery: CalcomDelivery,
): Promise<CalcomOutcome> {
  const p = delivery.payload;
  const known = [p.uid, p.rescheduleUid, p.fromReschedule].filter((u): u is string => !!u);
  const { bufferMinutes } = await getBookingSettings(db);
  const times = {
    startsAt: p.startTime,
    endsAt: p.endTime,
    blockedUntil: new Date(p.endTime.getTime() + bufferMinutes * MINUTE),
  };
  return transaction(db, async (tx) => {
    const [existing] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.source, "calcom"), inArray(bookings.externalId, known)))
      .for("update");
    if (delivery.triggerEvent === "BOOKING_CANCELLED") {
      if (!existing || existing.status === "cancelled") return { result: "unchanged" };
      await tx
        .update(bookings)
        .set({
          status: "cancelled",
          sequence: sql`${bookings.sequence} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(bookings.id, existing.id));
      await recordAudit({ actor: null, action: "booking.cancelled", ...audited(existing.id) }, tx);
      return { result: "cancelled" };
    }
    if (existing) {
      const same =
        existing.externalId === p.uid &&
        existing.status === "booked" &&
        existing.startsAt.getTime() === times.startsAt.getTime() &&
        existing.endsAt.getTime() === times.endsAt.getTime();
      if (same || delivery.triggerEvent !== "BOOKING_RESCHEDULED") return { result: "unchanged" };
      await tx
        .update(bookings)
        .set({
          ...times,
          status: "booked",
          externalId: p.uid,
          sequence: sql`${bookings.sequence} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(bookings.id, existing.id));
      await recordAudit(
        {
          actor: null,
          action: "booking.rescheduled",
          ...audited(existing.id),
          details: { source: "calcom", startsAt: { from: existing.startsAt, to: times.startsAt } },
        },
        tx,
      );
      return { result: "rescheduled" };
    }
    const lead = leadOf(delivery);
    // Cal.com confirms to the attendee itself: only the staff notification is queued here.
    const stored = await storeLeadWithMails(tx, lead, (leadId) => mailsFor(lead, leadId, false));
    await tx.insert(bookings).values({
      leadId: stored.leadId,
      ...times,
      timeZone: isTimeZone(p.attendees[0]!.timeZone ?? "") ? p.attendees[0]!.timeZone! : "UTC",
      icalUid: `calcom-${randomUUID()}@nimbus-labs`,
      source: "calcom",
      externalId: p.uid,
    });
    return { result: "created", ...stored };
  });
}
