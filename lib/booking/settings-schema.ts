import * as z from "@/lib/zod";

/** Whether Intl knows the zone (it throws a RangeError for an unknown one). */
export function isTimeZone(zone: string): boolean {
  if (zone === "" || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const MAX_ICS_FEEDS = 10;
export const MAX_HOLIDAYS = 366;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const workingHours = z
  .object({
    day: z.number().int().min(0).max(6),
    start: z.string().regex(HH_MM, "Use HH:MM, e.g. 09:00"),
    end: z.string().regex(HH_MM, "Use HH:MM, e.g. 17:00"),
  })
  .refine((h) => minutesOf(h.start) < minutesOf(h.end), "The end must be after the start");

// A feed address: http(s), or webcal (the same over https, how calendars often hand it out).
const feedUrl = z
  .string()
  .trim()
  .max(2000, "That address is too long")
  .transform((v) => v.replace(/^webcals?:\/\//i, "https://"))
  .refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
    } catch {
      return false;
    }
  }, "Enter an http(s) or webcal address");

/** The calendar's settings, as staff save them (the staff form and saveBookingSettings read this). */
export const bookingSettingsSchema = z.object({
  timeZone: z.string().trim().refine(isTimeZone, "Choose an IANA time zone such as Europe/Berlin"),
  weeklyHours: z.array(workingHours).max(50, "At most 50 ranges"),
  slotMinutes: z.number().int().min(10, "At least 10 minutes").max(240, "At most 240 minutes"),
  bufferMinutes: z.number().int().min(0).max(120, "At most 120 minutes"),
  minimumNoticeMinutes: z.number().int().min(0).max(20_160, "At most 14 days"),
  horizonDays: z.number().int().min(1, "At least 1 day").max(90, "At most 90 days"),
  holidays: z
    .array(z.string().regex(DAY, "Use YYYY-MM-DD"))
    .max(MAX_HOLIDAYS)
    .transform((days) => [...new Set(days)].sort()),
  icsFeedUrls: z.array(feedUrl).max(MAX_ICS_FEEDS, `At most ${MAX_ICS_FEEDS} feeds`),
  ownerId: z.uuid().nullable(),
});
export type BookingSettingsInput = z.input<typeof bookingSettingsSchema>;
