/**
 * A call's time as a person reads it in their zone: "Monday, January 4, 2027, 9:00 – 9:30 AM
 * (America/New_York)". The zone is named, so a mail read elsewhere cannot be misread.
 */
export function formatCall(start: Date, end: Date, timeZone: string): string {
  const f = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone });
  return `${f.formatRange(start, end)} (${timeZone})`;
}

/** A slot's day heading in a zone: "Monday, January 4". */
export const formatDay = (start: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone,
  }).format(start);

/** A slot's start time in a zone: "9:30 AM". */
export const formatTime = (start: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone }).format(start);

/** A start alone, with its zone: "Monday, January 4, 2027 at 9:00 AM (America/New_York)". */
export const formatStart = (start: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone }).format(start)} (${timeZone})`;
