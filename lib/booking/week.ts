/**
 * The staff week view's calendar math (pure, no database): weeks run Monday 00:00 to the next
 * Monday 00:00 in the agency's zone, so a week with a daylight-saving change is 167 or 169 hours
 * long, and its boundaries are found per day in the zone, never by adding 7 × 24 h.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The zone's offset from UTC at `at`, in minutes (Berlin in summer: +120). */
function offsetMinutes(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return Math.round((wall - (at - (at % 1000))) / 60_000);
}

/** The instant the day starts in the zone (its first valid minute, should midnight be skipped). */
export function startOfDay(day: string, timeZone: string): Date {
  const [, y, m, d] = DAY.exec(day)!.map(Number);
  const midnight = Date.UTC(y!, m! - 1, d!);
  // The zone's offsets either side of the change, if one is near: each gives a candidate; the
  // earliest that falls on the day is its start (a skipped midnight: the first minute after).
  const first = midnight - offsetMinutes(midnight, timeZone) * 60_000;
  const second = midnight - offsetMinutes(first, timeZone) * 60_000;
  const valid = [first, second].filter((at) => dayIn(new Date(at), timeZone) === day);
  return new Date(valid.length ? Math.min(...valid) : Math.max(first, second));
}

/** The calendar day (YYYY-MM-DD) it is at `at` in the zone. */
export function dayIn(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A day `n` days after `day` (calendar arithmetic, zone-free). */
function addDays(day: string, n: number): string {
  const [, y, m, d] = DAY.exec(day)!.map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

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
