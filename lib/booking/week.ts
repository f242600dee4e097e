/**
 * The staff week view's calendar math (pure, no database): weeks run Monday 00:00 to the next
 * Monday 00:00 in the agency's zone, so a week with a daylight-saving change is 167 or 169 hours
 * long, and its boundaries are found per day in the zone, never by adding 7 × 24 h.
 */

import { addDays, wallClock, zonedInstant } from "@/lib/zoned-time";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant the day starts in the zone (its first valid minute, should midnight be skipped). */
export const startOfDay = (day: string, timeZone: string) =>
  new Date(zonedInstant(day, 0, timeZone));

/** The calendar day (YYYY-MM-DD) it is at `at` in the zone. */
export const dayIn = (at: Date, timeZone: string) => wallClock(at.getTime(), timeZone).date;

const isDay = (value: unknown): value is string =>
  typeof value === "string" &&
  DAY.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  addDays(value, 0) === value;

export type Week = {
  /** Monday … Sunday, YYYY-MM-DD in the agency's zone. */
  days: string[];
  /** [from, to): Monday 00:00 to the next Monday 00:00 in the zone. */
  from: Date;
  to: Date;
  previous: string;
  next: string;
};

/**
 * The week holding `param` (any day of it, "YYYY-MM-DD", from the page's ?week=), or the week
 * of today in the zone when it is missing or not a date: a bad address shows this week, never
 * an error.
 */
export function weekOf(param: unknown, timeZone: string, now = new Date()): Week {
  const day = isDay(param) ? param : dayIn(now, timeZone);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const monday = addDays(day, -((weekday + 6) % 7));
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return {
    days,
    from: startOfDay(monday, timeZone),
    to: startOfDay(addDays(monday, 7), timeZone),
    previous: addDays(monday, -7),
    next: addDays(monday, 7),
  };
}
