import type { BookingSettings, BusyRange } from "./types";
import { addDays, minutesOf, wallClock, weekdayOf, zonedInstant } from "@/lib/zoned-time";

/** A free slot: the call's start and end instants (ISO), and its day in the agency's zone. */
export type Slot = { start: string; end: string; day: string };

export type SlotInputs = {
  settings: Pick<
    BookingSettings,
    | "timeZone"
    | "weeklyHours"
    | "slotMinutes"
    | "bufferMinutes"
    | "minimumNoticeMinutes"
    | "horizonDays"
    | "holidays"
  >;
  now: Date;
  /** Our own booked calls, each as the range it holds: [start, blocked_until). */
  booked: readonly BusyRange[];
  /** Busy events from the calendar feeds: [start, end), kept `bufferMinutes` away on both sides. */
  external: readonly BusyRange[];
};

const MINUTE = 60_000;

const overlaps = (aStart: number, aEnd: number, ranges: readonly BusyRange[]) =>
  ranges.some((r) => aStart < r.end.getTime() && r.start.getTime() < aEnd);

/**
 * Every free slot from today (in the agency's zone) to the horizon: the weekly hours of each day
 * that is not a holiday, stepped by the slot length in real time (so a day the clocks change has
 * one hour more or less, at the right instants), at least the minimum notice from now, clear of
 * our bookings (the call plus its buffer, as the database's constraint holds it) and of the
 * feeds' busy events (with the buffer either side).
 */
export function freeSlots({ settings, now, booked, external }: SlotInputs): Slot[] {
  const { timeZone, slotMinutes, bufferMinutes } = settings;
  const earliest = now.getTime() + settings.minimumNoticeMinutes * MINUTE;
  const holidays = new Set(settings.holidays);
  const today = wallClock(now.getTime(), timeZone).date;
  const slots: Slot[] = [];
  for (let i = 0; i < settings.horizonDays; i++) {
    const day = addDays(today, i);
    if (holidays.has(day)) continue;
    const weekday = weekdayOf(day);
    const ranges = settings.weeklyHours
      .filter((h) => h.day === weekday)
      .sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
    for (const range of ranges) {
      const open = zonedInstant(day, minutesOf(range.start), timeZone);
      const close = zonedInstant(day, minutesOf(range.end), timeZone);
      for (let start = open; start + slotMinutes * MINUTE <= close; start += slotMinutes * MINUTE) {
        if (start < earliest) continue;
        const end = start + slotMinutes * MINUTE;
        const held = end + bufferMinutes * MINUTE;
        if (overlaps(start, held, booked)) continue;
        if (overlaps(start - bufferMinutes * MINUTE, held, external)) continue;
        slots.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString(), day });
      }
    }
  }
  return slots;
}

/** The range a slot starting at `start` holds in the database: the call plus the buffer after. */
export function heldRange(
  start: Date,
  settings: Pick<BookingSettings, "slotMinutes" | "bufferMinutes">,
) {
  const endsAt = new Date(start.getTime() + settings.slotMinutes * MINUTE);
  const blockedUntil = new Date(endsAt.getTime() + settings.bufferMinutes * MINUTE);
  return { startsAt: start, endsAt, blockedUntil };
}
