import "server-only";

import { getDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/types";
import { feedsBusy } from "./ics-busy";
import { bookedRanges } from "./repository";
import { getBookingSettings } from "./settings";
import { freeSlots, type Slot } from "./slots";
import type { BookingSettings } from "./types";

const DAY = 86_400_000;

/**
 * The free slots now: the settings, our booked calls and the feeds' busy events over the
 * horizon (a day either side, for zones and buffers). What a visitor may see: instants only,
 * never the settings (the feed URLs are secrets).
 */
export async function openSlots(
  db: Db,
  now = new Date(),
  settings?: BookingSettings,
  /** A booking whose own time counts as free (the one being moved). */
  exceptBooking?: string,
): Promise<Slot[]> {
  const s = settings ?? (await getBookingSettings(db));
  const from = new Date(now.getTime() - DAY);
  const to = new Date(now.getTime() + (s.horizonDays + 1) * DAY);
  const [booked, external] = await Promise.all([
    bookedRanges(db, from, to, exceptBooking),
    feedsBusy(s.icsFeedUrls, from, to, s.timeZone, now.getTime()),
  ]);
  return freeSlots({ settings: s, now, booked, external });
}

/** The slot starting at `start` if it is offered now (the same list a visitor was shown), else null. */
export async function offeredSlot(
  db: Db,
  start: Date,
  settings: BookingSettings,
  now = new Date(),
): Promise<Slot | null> {
  const iso = start.toISOString();
  return (await openSlots(db, now, settings)).find((slot) => slot.start === iso) ?? null;
}

/** What the booking page's picker may know: the free slots' instants, nothing of the settings. */
export async function publicSlots(now = new Date()): Promise<{ start: string; end: string }[]> {
  const slots = await openSlots(await getDb(), now);
  return slots.map(({ start, end }) => ({ start, end }));
}
