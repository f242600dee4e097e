import { zonedInstant } from "@/lib/zoned-time";

import { addDays } from "@/lib/zoned-time";

const HOUR_MS = 3_600_000;

/**
 * The instant `day` (YYYY-MM-DD) begins in `timeZone`, as Postgres's
 * `day::timestamp at time zone tz` reads it (a midnight that a DST change skips is the first
 * instant after it).
 */
export const midnightIn = (day: string, timeZone: string) =>
  new Date(zonedInstant(day, 0, timeZone));

export type Span = { start: Date; end: Date };

/**
 * The agency's `day` cut at the UTC midnight inside it (none when the zone is UTC): within each
 * piece a visitor hash is one visitor (the salt is per UTC day), so the day's visitors are the
 * sum of its pieces'. None for a day that does not begin and end on a whole hour (a zone like
 * India's): its hours are not the roll-up's hours, and it keeps reading raw events.
 */
export function segmentsOf(day: string, timeZone: string): Span[] {
  const start = midnightIn(day, timeZone);
  const end = midnightIn(addDays(day, 1), timeZone);
  const utcMidnight = new Date(`${addDays(start.toISOString().slice(0, 10), 1)}T00:00:00Z`);
  const cuts = utcMidnight < end ? [start, utcMidnight, end] : [start, end];
  const spans = cuts.slice(1).map((to, i) => ({ start: cuts[i]!, end: to }));
  const whole = (at: Date) => at.getTime() % HOUR_MS === 0;
  return whole(start) && whole(end) ? spans : [];
}

/** The start of the hour `at` is in (UTC hours; whole-hour zones share them). */
export const hourFloor = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
