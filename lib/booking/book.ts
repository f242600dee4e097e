import "server-only";

import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";

import type { MailAttachment } from "@/lib/db/json-types";
import { pgCode } from "@/lib/db/errors";
import { staffMembers } from "@/lib/db/staff-schema";
import type { Db } from "@/lib/db/types";
import { env, siteUrl } from "@/lib/env";
import { offeredSlot } from "./availability";
import { formatCall } from "./format-call";
import { inviteAttachment, type InviteInput } from "./invite";
import { manageUrl } from "./manage-link";
import { insertBooking, type NewBooking } from "./repository";
import { getBookingSettings } from "./settings";
import { heldRange } from "./slots";

/** A chosen time that is not free any more: booked meanwhile (or, rarer, past the notice now). */
export const SLOT_TAKEN = "That time was just taken — please pick another.";

/** What the lead's mails say about a planned call (lib/leads/lead-mails.ts). */
export type CallMail = {
  /** In the visitor's zone, and in the agency's for staff. */
  when: string;
  whenForStaff: string;
  manageUrl: string;
  invite: MailAttachment;
  /** Who takes the call, when staff set one: they get the invite too. */
  ownerEmail: string | null;
};

export type PlannedCall = { booking: Omit<NewBooking, "leadId">; mail: (to: string) => CallMail };

/** The mail's sender as the invite's organizer: "Name <address>" or a bare address. */
function organizer() {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(env.MAIL_FROM);
  return match
    ? { name: match[1] || match[2]!, email: match[2]! }
    : { name: env.MAIL_FROM, email: env.MAIL_FROM };
}

/** The invite for a call: the service in the summary, the manage link in the description. */
export function callInvite(
  call: Pick<NewBooking, "icalUid" | "startsAt" | "endsAt">,
  attendee: string,
  link: string,
  sequence: number,
  method: InviteInput["method"],
): MailAttachment {
  const from = organizer();
  return inviteAttachment({
    uid: call.icalUid,
    sequence,
    method,
    start: call.startsAt,
    end: call.endsAt,
    summary: `Call with ${from.name}`,
    description: `Cancel or reschedule: ${link}\n${siteUrl}`,
    organizer: from,
    attendee,
  });
}

/**
 * A visitor's chosen start → the call to store, or null when that slot is not offered now
 * (taken, past the notice, or never a slot). The database still decides between two visitors who
 * chose the same free slot at once (insertCall).
 */
export async function planCall(
  db: Db,
  start: Date,
  timeZone: string,
  now = new Date(),
): Promise<PlannedCall | null> {
  const settings = await getBookingSettings(db);
  if (!(await offeredSlot(db, start, settings, now))) return null;
  const id = randomUUID();
  const booking = {
    id,
    ...heldRange(start, settings),
    timeZone,
    icalUid: `booking-${id}@${new URL(siteUrl).hostname}`,
  };
  const link = await manageUrl(id, now);
  const [owner] = settings.ownerId
    ? await db
        .select({ email: staffMembers.email })
        .from(staffMembers)
        .where(eq(staffMembers.id, settings.ownerId))
    : [];
  return {
    booking,
    mail: (to) => ({
      when: formatCall(booking.startsAt, booking.endsAt, timeZone),
      whenForStaff: formatCall(booking.startsAt, booking.endsAt, settings.timeZone),
      manageUrl: link,
      invite: callInvite(booking, to, link, 0, "request"),
      ownerEmail: owner?.email ?? null,
    }),
  };
}

/** Stores the call with its lead, inside the lead's transaction (23P01: the slot was just taken). */
export const insertCall = (tx: Db, leadId: string, call: PlannedCall) =>
  insertBooking(tx, { ...call.booking, leadId });

/** Whether a failed store lost the race for its slot (the exclusion constraint's SQLSTATE). */
export const isSlotTaken = (error: unknown) => pgCode(error) === "23P01";
