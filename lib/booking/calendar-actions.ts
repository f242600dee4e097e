"use server";

import { revalidatePath } from "next/cache";

import type { ActionState } from "@/lib/action-state";
import { staffAction } from "@/lib/auth/staff-action";
import { logEvent } from "@/lib/log/logger";
import {
  calendarFormSchema,
  parseDayHours,
  WEEKDAYS,
  wholeNumber,
  type CalendarField,
  type CalendarForm,
} from "./calendar-form-schema";
import { saveCalendar, type CalendarChange } from "./staff-calendar";
import type { WorkingHours } from "./types";

type Values = Partial<Record<CalendarField, string>>;
export type CalendarActionState = ActionState<CalendarField> & {
  /** The posted values (the new feed addresses included: staff just typed them), to refill. */
  values?: Values;
};

type Errors = Partial<Record<CalendarField, string>>;
const NUMBER_FIELDS = [
  "slotMinutes",
  "bufferMinutes",
  "minimumNoticeHours",
  "horizonDays",
] as const;
const REFUSED = "Please fix the highlighted fields.";

/** "2026-12-24" yes, "2026-02-30" no: the database's date type would refuse it with a 500. */
function isCalendarDay(day: string): boolean {
  const at = Date.parse(`${day}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(day) &&
    !Number.isNaN(at) &&
    new Date(at).toISOString().startsWith(day)
  );
}

/** The form's strings → the shared schema's input, or the fields the form itself cannot read. */
function changeOf(form: CalendarForm): { change: CalendarChange; errors: Errors } {
  const errors: Errors = {};
  const weeklyHours: WorkingHours[] = [];
  for (const day of WEEKDAYS) {
    const ranges = parseDayHours(day, form[`hours${day}`]);
    if (ranges) weeklyHours.push(...ranges);
    else errors[`hours${day}`] = "Use HH:MM–HH:MM, e.g. 09:00–17:00 (or 09:00–12:00, 13:00–17:00)";
  }
  for (const field of NUMBER_FIELDS) {
    if (Number.isNaN(wholeNumber(form[field]))) errors[field] = "Enter a whole number";
  }
  const holidays = form.holidays.split(/[\s,;]+/).filter(Boolean);
  const notADay = holidays.find((day) => !isCalendarDay(day));
  if (notADay) errors.holidays = `"${notADay.slice(0, 20)}" is not a date (YYYY-MM-DD)`;
  const removeFeeds = new Set(
    Object.entries(form)
      .filter(([key, value]) => key.startsWith("removeFeed") && value)
      .map(([, value]) => value),
  );
  const change: CalendarChange = {
    timeZone: form.timeZone,
    weeklyHours,
    slotMinutes: wholeNumber(form.slotMinutes),
    bufferMinutes: wholeNumber(form.bufferMinutes),
    minimumNoticeMinutes: wholeNumber(form.minimumNoticeHours) * 60,
    horizonDays: wholeNumber(form.horizonDays),
    holidays,
    ownerId: form.ownerId || null,
    removeFeeds,
    newFeeds: form.newFeeds.split(/\s+/).filter(Boolean),
  };
  return { change, errors };
}

/** Where each of the shared schema's paths shows on the form. */
function fieldOf(path: PropertyKey[], change: CalendarChange): CalendarField {
  const [first, index] = path;
  if (first === "weeklyHours" && typeof index === "number") {
    return `hours${change.weeklyHours[index]?.day ?? 1}` as CalendarField;
  }
  if (first === "minimumNoticeMinutes") return "minimumNoticeHours";
  if (first === "icsFeedUrls") return "newFeeds";
  return first as CalendarField;
}

const echo = (form: FormData): Values =>
  Object.fromEntries(
    Object.keys(calendarFormSchema.shape)
      .filter((k) => !k.startsWith("removeFeed"))
      .map((k) => [k, String(form.get(k) ?? "").slice(0, 21_000)]),
  );

/** The booking calendar's form (`<form action>`): validated by the shared schema, audited. */
export async function saveBookingCalendar(
  _prev: CalendarActionState,
  form: FormData,
): Promise<CalendarActionState> {
  const save = staffAction(
    calendarFormSchema,
    async (input, staff): Promise<CalendarActionState> => {
      const { change, errors } = changeOf(input);
      if (Object.keys(errors).length)
        return { status: "error", message: REFUSED, fieldErrors: errors };
      try {
        const result = await saveCalendar(change, staff);
        if (result.ok) {
          revalidatePath("/admin/bookings/settings");
          return { status: "success", message: "Booking calendar saved." };
        }
        const fieldErrors: Errors = {};
        for (const issue of result.issues ?? []) {
          fieldErrors[fieldOf(issue.path, change)] ??= issue.message;
        }
        if (result.newFeedError) fieldErrors.newFeeds = result.newFeedError;
        if (result.ownerError) fieldErrors.ownerId = result.ownerError;
        return { status: "error", message: REFUSED, fieldErrors };
      } catch (error) {
        logEvent("error", "booking calendar not saved", { error });
        return { status: "error", message: "The booking calendar could not be saved." };
      }
    },
    { may: "bookings.manage", next: "/admin/bookings/settings" },
  );
  const result = await save(form);
  return result.status === "success" || !(form instanceof FormData)
    ? result
    : { ...result, values: echo(form) };
}
