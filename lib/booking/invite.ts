import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";

import type { MailAttachment } from "@/lib/db/json-types";

export type InviteInput = {
  /** The booking's stable UID: a calendar app updates (or removes) the event it already has. */
  uid: string;
  /** 0 for the first invite, one more for each change (RFC 5545 SEQUENCE). */
  sequence: number;
  method: "request" | "cancel";
  start: Date;
  end: Date;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: string;
  now?: Date;
};

/**
 * An RFC 5545 invite for one call, made with ical-generator (it escapes and folds the text):
 * METHOD:REQUEST to add or move it, METHOD:CANCEL with the same UID and a higher SEQUENCE to
 * remove it. Times in UTC: every calendar app shows them in its own zone.
 */
function bookingInvite(input: InviteInput): string {
  const cancel = input.method === "cancel";
  const calendar = ical({
    prodId: { company: input.organizer.name, product: "booking" },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    start: input.start,
    end: input.end,
    stamp: input.now ?? new Date(),
    summary: input.summary,
    description: input.description,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: input.organizer,
    attendees: [
      {
        email: input.attendee,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return calendar.toString();
}

/** The invite as a mail attachment: `text/calendar; method=…`, base64 as Resend takes it. */
export function inviteAttachment(input: InviteInput): MailAttachment {
  const method = input.method === "cancel" ? "CANCEL" : "REQUEST";
  return {
    filename: input.method === "cancel" ? "cancel.ics" : "invite.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(bookingInvite(input), "utf8").toString("base64"),
  };
}
