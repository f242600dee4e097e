import { SettingsIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { WeekCalls } from "@/components/admin/bookings/week-calls";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { requireStaff } from "@/lib/auth";
import { can } from "@/lib/auth/permissions";
import { callsInWeek } from "@/lib/booking/staff-bookings";

export const metadata: Metadata = { title: "Booked calls" };

const weekLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

export default async function BookingsPage({ searchParams }: PageProps<"/admin/bookings">) {
  const staff = await requireStaff("/admin/bookings");
  const { week: param } = await searchParams;
  const data = await callsInWeek(param, can(staff.role, "leads.read"));
  const { week, timeZone } = data;
  const linkClass = "rounded-md border bg-background px-3 py-1.5 hover:bg-accent";
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Booked calls</h1>
        {can(staff.role, "bookings.manage") && (
          <Button asChild variant="outline">
            <Link href="/admin/bookings/settings">
              <SettingsIcon aria-hidden /> Booking calendar
            </Link>
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        Week of {weekLabel(week.days[0]!)}, times in {timeZone}.
      </p>
      <div className="flex flex-wrap items-end gap-2 text-sm">
        <nav aria-label="Weeks" className="flex flex-wrap gap-2">
          <Link href={`/admin/bookings?week=${week.previous}`} className={linkClass}>
            ← Previous week
          </Link>
          <Link href="/admin/bookings" className={linkClass}>
            This week
          </Link>
          <Link href={`/admin/bookings?week=${week.next}`} className={linkClass}>
            Next week →
          </Link>
        </nav>
        {/* A plain GET form: any week, without JavaScript. */}
        <form action="/admin/bookings" className="flex items-end gap-2">
          <label className="grid gap-1">
            <span>Week of</span>
            <Input type="date" name="week" defaultValue={week.days[0]} className="h-9 w-40" />
          </label>
          <Button type="submit" variant="outline" size="sm">
            Show
          </Button>
        </form>
      </div>
      <WeekCalls data={data} />
    </div>
  );
}
