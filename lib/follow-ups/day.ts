import "server-only";

/**
 * The calendar day (YYYY-MM-DD) it is at `now` in `timeZone`: follow-ups are days, not times, so
 * "today" is the agency's day (AGENCY_TIME_ZONE), not the server's or UTC's.
 */
export function dayIn(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}
