import type { Metadata } from "next";
import Link from "next/link";

import { CalendarForm } from "@/components/admin/bookings/calendar-form";
import { requireStaff } from "@/lib/auth";
import { calendarFormValues } from "@/lib/booking/calendar-form-schema";
import { calendarView } from "@/lib/booking/staff-calendar";

export const metadata: Metadata = { title: "Booking calendar" };

// Intl's list leaves out "UTC" (an alias) and may lack the saved zone's spelling: both added, so
// the select never silently changes the zone.
const zoneChoices = (current: string) =>
  [...new Set(["UTC", current, ...Intl.supportedValuesOf("timeZone")])].sort();

export default async function BookingCalendarPage() {
  await requireStaff("/admin/bookings/settings");
  const view = await calendarView();
  return (
    <div className="grid gap-6">
      <Link href="/admin/bookings" className="text-sm text-primary hover:underline">
        ← Booked calls
      </Link>
      <div>
        <h1 className="text-3xl font-bold">Booking calendar</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          When visitors may book a call on /book-service: one shared calendar for the agency.
          Changes are recorded in the audit log.
        </p>
      </div>
      <CalendarForm
        defaults={calendarFormValues(view)}
        feeds={view.feeds}
        owners={view.owners}
        timeZones={zoneChoices(view.timeZone)}
      />
    </div>
  );
}
