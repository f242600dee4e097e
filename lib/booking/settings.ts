import "server-only";

import { eq, sql } from "drizzle-orm";

import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { bookingSettings as settingsTable } from "@/lib/db/booking-schema";
import { getDb } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { env } from "@/lib/env";
import { bookingSettingsSchema } from "./settings-schema";
import type { BookingSettings } from "./types";

const WEEKDAYS = [1, 2, 3, 4, 5];

/** What a database without the row (a fresh install) books by: Mon–Fri 09:00–17:00. */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  timeZone: env.AGENCY_TIME_ZONE,
  weeklyHours: WEEKDAYS.map((day) => ({ day, start: "09:00", end: "17:00" })),
  slotMinutes: 30,
  bufferMinutes: 15,
  minimumNoticeMinutes: 12 * 60,
  horizonDays: 21,
  holidays: [],
  icsFeedUrls: [],
  ownerId: null,
};

const columns = {
  timeZone: settingsTable.timeZone,
  weeklyHours: settingsTable.weeklyHours,
  slotMinutes: settingsTable.slotMinutes,
  bufferMinutes: settingsTable.bufferMinutes,
  minimumNoticeMinutes: settingsTable.minimumNoticeMinutes,
  horizonDays: settingsTable.horizonDays,
  holidays: settingsTable.holidays,
  icsFeedUrls: settingsTable.icsFeedUrls,
  ownerId: settingsTable.ownerId,
};

/**
 * The calendar's settings as stored now (uncached: one primary-key read, and a visitor must not
 * be offered a slot staff just closed). Includes the feed URLs: never hand the whole object to a
 * client component (publicSlots in lib/booking/availability.ts gives visitors slots only).
 */
export async function getBookingSettings(db?: Db): Promise<BookingSettings> {
  const [row] = await (db ?? (await getDb()))
    .select(columns)
    .from(settingsTable)
    .where(eq(settingsTable.id, 1));
  return row ?? DEFAULT_BOOKING_SETTINGS;
}

/**
 * Validates and stores the settings, with one "booking_settings.changed" audit row naming the
 * fields that changed. The feed URLs are secrets: the audit row says how many, never which.
 */
export async function saveBookingSettings(
  input: unknown,
  actor: AuditActor,
  db?: Db,
): Promise<BookingSettings> {
  const next: BookingSettings = bookingSettingsSchema.parse(input);
  return transaction(db ?? (await getDb()), async (tx) => {
    const [before] = await tx
      .select(columns)
      .from(settingsTable)
      .where(eq(settingsTable.id, 1))
      .for("update");
    const previous = before ?? DEFAULT_BOOKING_SETTINGS;
    await tx
      .insert(settingsTable)
      .values({ id: 1, ...next })
      .onConflictDoUpdate({ target: settingsTable.id, set: { ...next, updatedAt: sql`now()` } });
    const changed = (Object.keys(next) as (keyof BookingSettings)[]).filter(
      (key) => JSON.stringify(previous[key]) !== JSON.stringify(next[key]),
    );
    if (changed.length) {
      const details = Object.fromEntries(
        changed.map((key) =>
          key === "icsFeedUrls"
            ? [key, { from: `${previous[key].length} feeds`, to: `${next[key].length} feeds` }]
            : [key, { from: previous[key], to: next[key] }],
        ),
      );
      await recordAudit(
        {
          actor,
          action: "booking_settings.changed",
          target: { type: "settings", label: "Booking settings" },
          details,
        },
        tx,
      );
    }
    return next;
  });
}
