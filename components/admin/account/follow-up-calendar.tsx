"use client";

import { useActionState } from "react";

import { CopyAddress } from "@/components/admin/media/copy-address";
import { Button } from "@/components/ui/button";
import { idleState } from "@/lib/action-state";
import {
  createFollowUpCalendar,
  turnOffFollowUpCalendar,
  type CalendarState,
} from "@/lib/follow-ups/calendar-actions";

/**
 * Create, replace or turn off one's follow-up calendar address. A new address is shown this once
 * (only its hash is kept), with how to subscribe to it in Google Calendar and Outlook.
 */
export function FollowUpCalendar({ on }: { on: boolean }) {
  // A server action per button (the forms work before JavaScript loads); the section shows the
  // answer given last.
  const [made, create, creating] = useActionState<CalendarState, FormData>(
    createFollowUpCalendar,
    idleState,
  );
  const [off, turnOff, turningOff] = useActionState<CalendarState, FormData>(
    turnOffFollowUpCalendar,
    idleState,
  );
  const state = (off.at ?? 0) > (made.at ?? 0) ? off : made;
  const pending = creating || turningOff;
  const isOn = state.on ?? on;
  const failed = state.status === "error";
  return (
    <div className="grid max-w-2xl gap-4">
      <p className="text-sm">
        {isOn
          ? "On. Your calendar app shows each open lead you own on its follow-up day."
          : "Off. With an address, Google Calendar or Outlook shows your open leads on their follow-up days, with no sign-in."}
      </p>
      {state.message && (
        <p
          role={failed ? "alert" : "status"}
          className={failed ? "text-sm text-destructive" : "text-sm font-medium"}
        >
          {state.message}
        </p>
      )}
      {state.url && (
        <div className="grid gap-3 rounded-md border p-4">
          <CopyAddress address={state.url} name="your follow-up calendar" />
          <p className="text-sm text-muted-foreground">
            Shown only now. Anyone with this address can read your follow-ups: keep it private, and
            make a new one if it leaks (the old one then stops working).
          </p>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            <li>
              Google Calendar: Other calendars, <strong>+</strong>, <strong>From URL</strong>, paste
              the address, Add calendar.
            </li>
            <li>
              Outlook: Add calendar, <strong>Subscribe from web</strong>, paste the address, Import.
            </li>
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <form action={create}>
          <Button type="submit" disabled={pending} aria-disabled={pending}>
            {isOn ? "Make a new address" : "Create an address"}
          </Button>
        </form>
        {isOn && (
          <form action={turnOff}>
            <Button type="submit" variant="destructive" disabled={pending} aria-disabled={pending}>
              Turn off
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
