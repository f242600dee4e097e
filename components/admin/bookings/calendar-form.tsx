"use client";

import { useActionState, useEffect, useRef } from "react";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { idleState } from "@/lib/action-state";
import { saveBookingCalendar, type CalendarActionState } from "@/lib/booking/calendar-actions";
import type { CalendarField } from "@/lib/booking/calendar-form-schema";
import type { MaskedFeed } from "@/lib/booking/staff-feeds";
import { CalendarFeedsField } from "./calendar-feeds-field";
import { CalendarHoursFields } from "./calendar-hours-fields";

const selectClass = "h-10 w-full max-w-sm rounded-md border bg-background px-3 text-sm";
const NUMBERS = [
  ["slotMinutes", "Call length (minutes)", 10, 240],
  ["bufferMinutes", "Buffer after each call (minutes)", 0, 120],
  ["minimumNoticeHours", "Minimum notice (hours)", 0, 336],
  ["horizonDays", "Book up to (days ahead)", 1, 90],
] as const;

/**
 * The booking calendar (a plain `<form action>`: it works before hydration); the action judges
 * it with the shared bookingSettingsSchema and answers field by field.
 */
export function CalendarForm({
  defaults,
  feeds,
  owners,
  timeZones,
}: {
  defaults: Partial<Record<CalendarField, string>>;
  feeds: MaskedFeed[];
  owners: { id: string; name: string }[];
  timeZones: string[];
}) {
  const [state, formAction, pending] = useActionState(
    saveBookingCalendar,
    idleState as CalendarActionState,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const errors: Partial<Record<string, string>> = state.fieldErrors ?? {};
  const values: Partial<Record<string, string>> = state.values ?? defaults;

  useEffect(() => {
    const first = Object.keys(state.fieldErrors ?? {})[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [state]);

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      className="grid max-w-2xl gap-6 rounded-lg border bg-background p-4 sm:p-6"
    >
      <FormField id="timeZone" label="Time zone" error={errors.timeZone}>
        {(aria) => (
          <select {...aria} name="timeZone" defaultValue={values.timeZone} className={selectClass}>
            {timeZones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <CalendarHoursFields values={values} errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        {NUMBERS.map(([name, label, min, max]) => (
          <FormField key={name} id={name} label={label} error={errors[name]}>
            {(aria) => (
              <Input
                {...aria}
                name={name}
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                step={1}
                defaultValue={values[name]}
                className="max-w-40"
              />
            )}
          </FormField>
        ))}
      </div>
      <FormField
        id="holidays"
        label="Closed days"
        hint="One date a line (YYYY-MM-DD), in the calendar’s time zone."
        error={errors.holidays}
      >
        {(aria) => (
          <Textarea
            {...aria}
            name="holidays"
            rows={3}
            defaultValue={values.holidays}
            className="max-w-xs font-mono"
          />
        )}
      </FormField>
      <CalendarFeedsField feeds={feeds} newFeeds={values.newFeeds ?? ""} error={errors.newFeeds} />
      <FormField
        id="ownerId"
        label="Who takes the calls"
        hint="Gets the invite for every booked call. Nobody: the lead notification address."
        error={errors.ownerId}
      >
        {(aria) => (
          <select {...aria} name="ownerId" defaultValue={values.ownerId} className={selectClass}>
            <option value="">Nobody in particular</option>
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <p role="status" aria-live="polite" className="min-h-5 text-sm">
        {state.status === "success" && state.message}
        {state.status === "error" && <span className="text-destructive">{state.message}</span>}
      </p>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving…" : "Save calendar"}
        </Button>
      </div>
    </form>
  );
}
