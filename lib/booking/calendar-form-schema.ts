import * as z from "@/lib/zod";

import { MAX_HOLIDAYS, MAX_ICS_FEEDS } from "./settings-schema";
import type { WorkingHours } from "./types";

/**
 * The staff calendar form (/admin/bookings/settings) as posted: strings, capped. The form's
 * values become a BookingSettingsInput (toSettingsInput) that the shared bookingSettingsSchema
 * judges; this schema only reads the form and keeps hostile posts small.
 */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

const short = z.string().max(200, "That is too long");
const dayFields = Object.fromEntries(WEEKDAYS.map((d) => [`hours${d}`, short])) as Record<
  `hours${(typeof WEEKDAYS)[number]}`,
  typeof short
>;
// One checkbox per saved feed ("remove"), posting that feed's key.
const removeFields = Object.fromEntries(
  Array.from({ length: MAX_ICS_FEEDS }, (_, i) => [`removeFeed${i}`, z.string().max(40)]),
) as Record<`removeFeed${number}`, z.ZodString>;

export const calendarFormSchema = z.object({
  timeZone: z.string().max(64, "Choose a time zone from the list"),
  ...dayFields,
  slotMinutes: z.string().max(10),
  bufferMinutes: z.string().max(10),
  minimumNoticeHours: z.string().max(10),
  horizonDays: z.string().max(10),
  holidays: z.string().max(8000, `At most ${MAX_HOLIDAYS} days`),
  newFeeds: z.string().max(21_000, "At most 10 addresses"),
  ownerId: z.string().max(40),
  ...removeFields,
});

export type CalendarForm = z.output<typeof calendarFormSchema>;
export type CalendarField =
  Exclude<keyof CalendarForm, `removeFeed${number}`> | "weeklyHours" | "icsFeedUrls";

const RANGE = /^\s*(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})\s*$/;
const pad = (hhmm: string) => hhmm.padStart(5, "0");

/** "09:00-12:00, 13:00-17:00" → ranges; "" → closed; null: not in that form. */
export function parseDayHours(day: number, text: string): WorkingHours[] | null {
  const parts = text.split(/[,;]/).filter((p) => p.trim() !== "");
  const ranges: WorkingHours[] = [];
  for (const part of parts) {
    const match = RANGE.exec(part);
    if (!match) return null;
    ranges.push({ day, start: pad(match[1]!), end: pad(match[2]!) });
  }
  return ranges;
}

/** Ranges back into the form's text for one weekday. */
const dayHoursText = (hours: readonly WorkingHours[], day: number) =>
  hours
    .filter((h) => h.day === day)
    .map((h) => `${h.start}–${h.end}`)
    .join(", ");

/** A whole number from a form field, or NaN (the shared schema refuses it with its message). */
export const wholeNumber = (text: string) =>
  /^\s*\d{1,6}\s*$/.test(text) ? Number(text) : Number.NaN;

/** The saved settings as the form's strings (the feeds are not among them: they are masked). */
export function calendarFormValues(settings: {
  timeZone: string;
  weeklyHours: readonly WorkingHours[];
  slotMinutes: number;
  bufferMinutes: number;
  minimumNoticeMinutes: number;
  horizonDays: number;
  holidays: readonly string[];
  ownerId: string | null;
}): Partial<Record<CalendarField, string>> {
  return {
    timeZone: settings.timeZone,
    ...Object.fromEntries(
      WEEKDAYS.map((d) => [`hours${d}`, dayHoursText(settings.weeklyHours, d)]),
    ),
    slotMinutes: String(settings.slotMinutes),
    bufferMinutes: String(settings.bufferMinutes),
    minimumNoticeHours: String(Math.round(settings.minimumNoticeMinutes / 60)),
    horizonDays: String(settings.horizonDays),
    holidays: settings.holidays.join("\n"),
    newFeeds: "",
    ownerId: settings.ownerId ?? "",
  };
}
