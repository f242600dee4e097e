/**
 * A call's time as a person reads it in their zone: "Monday, January 4, 2027, 9:00 – 9:30 AM
 * (America/New_York)". The zone is named, so a mail read elsewhere cannot be misread.
 */
export function formatCall(start: Date, end: Date, timeZone: string): string {
  const f = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone });
  return `${f.formatRange(start, end)} (${timeZone})`;
}
