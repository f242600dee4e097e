import ical, { type VEvent } from "node-ical";

import type { BusyRange } from "./types";
import { addDays, zonedInstant } from "@/lib/zoned-time";

/** A feed's text is cut off at this many events: a calendar with more is read in part. */
const MAX_EVENTS = 5_000;

/** node-ical gives a date-only value as the machine's local midnight: its local date is the day. */
const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

/** An all-day event blocks its whole days in the agency's zone ([first, last + 1 day)). */
function wholeDays(start: Date, end: Date | undefined, timeZone: string): BusyRange {
  const first = localDay(start);
  const after = end && end > start ? localDay(end) : addDays(first, 1);
  return {
    start: new Date(zonedInstant(first, 0, timeZone)),
    end: new Date(zonedInstant(after > first ? after : addDays(first, 1), 0, timeZone)),
  };
}

const isBusy = (event: VEvent) =>
  event.transparency !== "TRANSPARENT" && (event.status as string | undefined) !== "CANCELLED";

/**
 * The busy ranges of an ICS calendar that touch [from, to]: recurring events expanded in the
 * window (EXDATEs left out, RECURRENCE-ID overrides moved to where they now are), all-day events
 * as whole days in the agency's zone, free (TRANSP:TRANSPARENT) and cancelled events ignored.
 * Throws for text node-ical cannot read.
 */
export function busyFromIcs(text: string, from: Date, to: Date, timeZone: string): BusyRange[] {
  const parsed = ical.sync.parseICS(text);
  const busy: BusyRange[] = [];
  let seen = 0;
  for (const component of Object.values(parsed)) {
    if (!component || component.type !== "VEVENT" || ++seen > MAX_EVENTS) continue;
    const event = component as VEvent;
    // An override of a recurring event is read through its base event's expansion.
    if (event.recurrenceid && !event.rrule) continue;
    if (!event.start) continue;
    const instances = event.rrule
      ? ical.expandRecurringEvent(event, { from, to, expandOngoing: true })
      : [{ start: event.start, end: event.end, isFullDay: event.datetype === "date", event }];
    for (const instance of instances) {
      if (!isBusy(instance.event)) continue;
      const range = instance.isFullDay
        ? wholeDays(instance.start, instance.end, timeZone)
        : { start: new Date(instance.start), end: new Date(instance.end ?? instance.start) };
      if (range.end > from && range.start < to && range.end > range.start) busy.push(range);
    }
  }
  return busy;
}
