/**
 * Booking's domain types (issue 30): the shared calendar's settings and a booked call. Plain data,
 * safe to import anywhere; the database rows live in lib/db/booking-schema.ts.
 */

/** One weekday's working hours in the agency's zone: day 0 = Sunday … 6 = Saturday, "HH:MM". */
export type WorkingHours = { day: number; start: string; end: string };

export type BookingSettings = {
  /** IANA zone the hours and holidays are read in (e.g. "Europe/Berlin"). */
  timeZone: string;
  /** Any number of ranges per weekday (e.g. a lunch break is two ranges); none: closed. */
  weeklyHours: WorkingHours[];
  slotMinutes: number;
  /** Kept free after each call, and around each busy event of a feed. */
  bufferMinutes: number;
  /** A slot starts at least this long after now. */
  minimumNoticeMinutes: number;
  /** Slots are offered this many days ahead (counted in the agency's zone, today included). */
  horizonDays: number;
  /** Closed days, "YYYY-MM-DD" in the agency's zone. */
  holidays: string[];
  /** ICS feed addresses whose busy events block slots. Secret: staff-only, never sent to visitors. */
  icsFeedUrls: string[];
  /** The staff member who takes the calls (their invite); null: the lead-notification recipient. */
  ownerId: string | null;
};

export type BookingStatus = "booked" | "cancelled";

export type Booking = {
  id: string;
  leadId: string;
  startsAt: Date;
  endsAt: Date;
  /** endsAt plus the buffer at booking time: [startsAt, blockedUntil) is what the slot holds. */
  blockedUntil: Date;
  /** The zone the visitor chose. */
  timeZone: string;
  status: BookingStatus;
  /** The invite's UID, stable across reschedules; sequence counts its revisions. */
  icalUid: string;
  sequence: number;
  source: "site" | "calcom";
  externalId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** A busy range [start, end) from our bookings or a calendar feed. */
export type BusyRange = { start: Date; end: Date };
