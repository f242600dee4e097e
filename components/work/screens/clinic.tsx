import {
  BellIcon,
  CalendarCheckIcon,
  CalendarIcon,
  HouseIcon,
  MapPinIcon,
  MessageSquareIcon,
  UserIcon,
} from "lucide-react";

import { cn } from "@/lib/utils";
import { PhoneShell } from "./phone-shell";

/** Meadowbank Clinics' patient app (the mobile case study's screens). */

export const tabs = [
  { label: "Home", icon: HouseIcon },
  { label: "Book", icon: CalendarIcon },
  { label: "Messages", icon: MessageSquareIcon },
  { label: "Profile", icon: UserIcon },
];
const days = [
  ["Mon", "14"],
  ["Tue", "15"],
  ["Wed", "16"],
  ["Thu", "17"],
  ["Fri", "18"],
];
const times = ["08:10", "08:30", "09:20", "11:40", "12:00", "13:50", "16:10", "17:30", "18:20"];

export function ClinicSlots() {
  return (
    <PhoneShell title="Book a visit" tabs={tabs} active="Book">
      <div className="rounded-xl border bg-card p-3 text-sm">
        <div className="font-medium">GP appointment · 10 min</div>
        <div className="mt-1 flex items-center gap-1 text-muted-foreground">
          <MapPinIcon className="size-3.5" aria-hidden /> Meadowbank, Station Road
        </div>
      </div>
      <div className="mt-5 grid grid-cols-5 gap-2">
        {days.map(([day, date], i) => (
          <div
            key={day}
            className={cn(
              "grid place-items-center rounded-xl border py-2 text-xs",
              i === 2 ? "border-primary bg-primary text-primary-foreground" : "bg-card",
            )}
          >
            {day}
            <span className="text-lg font-semibold">{date}</span>
          </div>
        ))}
      </div>
      <h2 className="mt-6 mb-3 text-sm font-semibold">Wednesday · Dr Amara Fofanah</h2>
      <div className="grid grid-cols-3 gap-2">
        {times.map((t, i) => (
          <div
            key={t}
            className={cn(
              "rounded-lg border py-2.5 text-center text-sm font-medium tabular-nums",
              i === 4 ? "border-primary bg-accent text-accent-foreground" : "bg-card",
            )}
          >
            {t}
          </div>
        ))}
      </div>
      <p className="mt-4 text-xs text-muted-foreground">
        Evening and Saturday times open two weeks ahead, for people who work days.
      </p>
      <div className="mt-6 rounded-xl bg-primary py-3.5 text-center font-semibold text-primary-foreground">
        Book 12:00 on Wednesday
      </div>
    </PhoneShell>
  );
}

const reminders = [
  ["Day before, 18:00", "Text message", true],
  ["Two hours before", "Notification", true],
  ["Add to my calendar", "Apple Calendar", false],
] as const;

export function ClinicConfirmed() {
  return (
    <PhoneShell title="You're booked" tabs={tabs} active="Home">
      <div className="rounded-2xl border bg-card p-5 shadow-sm">
        <CalendarCheckIcon className="size-8 text-success" aria-hidden />
        <div className="mt-3 text-xl font-semibold">Wed 16 April, 12:00</div>
        <div className="mt-1 text-sm text-muted-foreground">Dr Amara Fofanah · GP, 10 min</div>
        <div className="mt-4 border-t pt-4 text-sm">
          Meadowbank Clinic, 2 Station Road
          <div className="text-muted-foreground">Ground floor, step-free entrance</div>
        </div>
      </div>
      <h2 className="mt-6 mb-2 flex items-center gap-2 text-sm font-semibold">
        <BellIcon className="size-4" aria-hidden /> Reminders
      </h2>
      <ul className="divide-y rounded-2xl border bg-card">
        {reminders.map(([when, how, on]) => (
          <li key={when} className="flex items-center justify-between px-4 py-3.5 text-sm">
            <span>
              {when}
              <span className="block text-xs text-muted-foreground">{how}</span>
            </span>
            <span
              className={cn(
                "flex h-6 w-10 items-center rounded-full p-0.5",
                on ? "justify-end bg-primary" : "bg-muted",
              )}
            >
              <span className="size-5 rounded-full bg-card shadow-sm ring-1 ring-border" />
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-5 grid grid-cols-2 gap-3 text-center text-sm font-medium">
        <span className="rounded-xl border bg-card py-3">Move</span>
        <span className="rounded-xl border bg-card py-3 text-destructive">Cancel</span>
      </div>
    </PhoneShell>
  );
}
