import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { createdAt, id, textList, updatedAt } from "./columns";
import { leads } from "./leads-schema";
import { staffMembers } from "./staff-schema";

/**
 * Booking with real availability (issue 30): the agency's one shared calendar (a small agency's
 * calls are taken from one calendar; per-owner calendars can come later) and the calls booked on
 * it. Internal tables: RLS on, no policy, grants revoked in the migration, which also adds what a
 * table definition cannot say: btree_gist and the exclusion constraint that holds a slot.
 * drizzle.config.ts reads this file.
 */

/** One weekday's working hours in the agency's zone: day 0 = Sunday … 6 = Saturday. */
export type WeeklyHours = { day: number; start: string; end: string }[];

/** What staff set for the calendar: one row (id 1). */
export const bookingSettings = pgTable(
  "booking_settings",
  {
    id: integer("id").primaryKey().default(1),
    // IANA name; the weekly hours and holidays are read in this zone.
    timeZone: text("time_zone").notNull(),
    weeklyHours: jsonb("weekly_hours").$type<WeeklyHours>().notNull(),
    slotMinutes: integer("slot_minutes").notNull().default(30),
    // Kept free after every call (ours and, on both sides, a feed's busy event).
    bufferMinutes: integer("buffer_minutes").notNull().default(15),
    minimumNoticeMinutes: integer("minimum_notice_minutes").notNull().default(720),
    horizonDays: integer("horizon_days").notNull().default(21),
    holidays: date("holidays", { mode: "string" })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    // Secret addresses (Google's "secret address in iCal format"): credentials, staff-only.
    icsFeedUrls: text("ics_feed_urls")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Who takes the calls (gets the owner's invite); null: the lead-notification recipient.
    ownerId: uuid("owner_id").references(() => staffMembers.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("booking_settings_one_row", sql`${t.id} = 1`),
    check("booking_settings_time_zone_check", sql`char_length(${t.timeZone}) between 1 and 64`),
    check("booking_settings_slot_check", sql`${t.slotMinutes} between 10 and 240`),
    check("booking_settings_buffer_check", sql`${t.bufferMinutes} between 0 and 120`),
    check("booking_settings_notice_check", sql`${t.minimumNoticeMinutes} between 0 and 20160`),
    check("booking_settings_horizon_check", sql`${t.horizonDays} between 1 and 90`),
    check("booking_settings_feeds_check", sql`cardinality(${t.icsFeedUrls}) <= 10`),
  ],
).enableRLS();

export const BOOKING_STATUSES = ["booked", "cancelled"] as const;
export const BOOKING_SOURCES = ["site", "calcom"] as const;

/**
 * A call booked for a lead. [starts_at, blocked_until) is what the slot holds: the call plus the
 * buffer after it, copied at booking time (a later buffer change does not move existing calls).
 * The migration's exclusion constraint lets no two booked rows' held ranges overlap, so of
 * concurrent requests for one slot exactly one commits (the rest fail with SQLSTATE 23P01).
 */
export const bookings = pgTable(
  "bookings",
  {
    id: id(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
    // The zone the visitor chose, to write their times back to them (mails, manage page).
    timeZone: text("time_zone").notNull(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("booked"),
    // The invite's UID, the same across reschedules; sequence counts its revisions (RFC 5545).
    icalUid: text("ical_uid").notNull(),
    sequence: integer("sequence").notNull().default(0),
    // Where it came from: our picker, or an inbound Cal.com webhook (external_id is its uid).
    source: text("source", { enum: BOOKING_SOURCES }).notNull().default("site"),
    externalId: text("external_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("bookings_ical_uid_key").on(t.icalUid),
    uniqueIndex("bookings_external_key").on(t.source, t.externalId),
    index("bookings_lead_idx").on(t.leadId),
    index("bookings_starts_idx").on(t.startsAt),
    check("bookings_status_check", sql`${t.status} = any (${textList(BOOKING_STATUSES)})`),
    check("bookings_source_check", sql`${t.source} = any (${textList(BOOKING_SOURCES)})`),
    check(
      "bookings_range_check",
      sql`${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.blockedUntil}`,
    ),
    check("bookings_time_zone_check", sql`char_length(${t.timeZone}) between 1 and 64`),
    check("bookings_sequence_check", sql`${t.sequence} >= 0`),
  ],
).enableRLS();
