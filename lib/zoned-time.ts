/**
 * Wall-clock time in a named zone with Intl only (Temporal is not in Node 20): what a date and
 * time in the agency's zone is as an instant, and back. Pure, so the slot maths is unit-tested
 * without a database or the machine's own zone.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's wall clock at an instant: { date "YYYY-MM-DD", minutes since midnight }. */
export function wallClock(instant: number, timeZone: string): { date: string; minutes: number } {
  const p = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    minutes: Number(p.hour) * 60 + Number(p.minute),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const { date, minutes } = wallClock(instant, timeZone);
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant a wall-clock time of a day has in the zone. A time the clocks skip (spring
 * forward) reads as the same distance past the change; a time that happens twice (fall back)
 * is the first of the two.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): number {
  const local = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  // A zone changes its offset at most once within a day or so: the offsets on either side are
  // the only candidates. The earliest one whose reading is this wall time wins.
  const before = offsetAt(local - 86_400_000, timeZone);
  const after = offsetAt(local + 86_400_000, timeZone);
  const readings = [local - before, local - after].filter((t) => {
    const w = wallClock(t, timeZone);
    return w.date === date && w.minutes === minutes;
  });
  return readings.length ? Math.min(...readings) : local - before;
}

/** "YYYY-MM-DD" plus n days (calendar days, no zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, for a calendar date. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** "HH:MM" → minutes since midnight ("24:00" is 1440). */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
