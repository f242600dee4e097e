import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import type { CallsWeek } from "@/lib/booking/staff-bookings";
import type { StaffCall } from "@/lib/booking/staff-types";
import { dayIn } from "@/lib/booking/week";

const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

function Call({ call, timeZone }: { call: StaffCall; timeZone: string }) {
  const time = (at: Date) =>
    at.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone });
  const cancelled = call.status === "cancelled";
  const who = call.name ?? "Booked call";
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border bg-background p-3 text-sm">
      <span className={`font-medium tabular-nums ${cancelled ? "line-through" : ""}`}>
        <time dateTime={call.startsAt.toISOString()}>{time(call.startsAt)}</time>–
        <time dateTime={call.endsAt.toISOString()}>{time(call.endsAt)}</time>
      </span>
      {call.name !== null ? (
        <Link
          href={`/admin/leads/${call.leadId}`}
          className="break-words text-primary hover:underline"
        >
          {who}
        </Link>
      ) : (
        <span>{who}</span>
      )}
      {cancelled && <Badge variant="destructive">Cancelled</Badge>}
      {call.source === "calcom" && <Badge variant="outline">Cal.com</Badge>}
    </li>
  );
}

/**
 * The week, Monday to Sunday in the agency's zone: each day a heading and its calls in start
 * order (cancelled ones struck through and labelled, not hidden: staff may still call back).
 */
export function WeekCalls({ data }: { data: CallsWeek }) {
  const { week, timeZone, calls } = data;
  if (!calls.length) {
    return (
      <p className="rounded-lg border bg-background p-8 text-center text-muted-foreground">
        No calls booked this week.
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      {week.days.map((day) => {
        const today = calls.filter((c) => dayIn(c.startsAt, timeZone) === day);
        return (
          <section key={day} aria-labelledby={`day-${day}`} className="grid gap-2">
            <h2 id={`day-${day}`} className="font-semibold">
              <time dateTime={day}>{dayLabel(day)}</time>
            </h2>
            {today.length ? (
              <ul className="grid gap-2" aria-label={`Calls on ${dayLabel(day)}`}>
                {today.map((call) => (
                  <Call key={call.id} call={call} timeZone={timeZone} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No calls.</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
