import { Input } from "@/components/ui/input";
import { WEEKDAY_NAMES, WEEKDAYS } from "@/lib/booking/calendar-form-schema";

/** One text field per weekday, Monday first: "09:00–17:00", two ranges for a break, empty: closed. */
export function CalendarHoursFields({
  values,
  errors,
}: {
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
}) {
  return (
    <fieldset className="grid gap-3" aria-describedby="hours-hint">
      <legend className="mb-1 text-sm font-medium">Working hours</legend>
      <p id="hours-hint" className="text-xs text-muted-foreground">
        In the calendar’s time zone, HH:MM–HH:MM; a break as two ranges (09:00–12:00, 13:00–17:00);
        empty: no calls that day.
      </p>
      {WEEKDAYS.map((day) => {
        const name = `hours${day}`;
        const error = errors[name];
        return (
          <div key={day} className="grid gap-1 sm:grid-cols-[8rem_1fr] sm:items-center">
            <label htmlFor={name} className="text-sm">
              {WEEKDAY_NAMES[day]}
            </label>
            <Input
              id={name}
              name={name}
              defaultValue={values[name] ?? ""}
              placeholder="Closed"
              inputMode="text"
              autoComplete="off"
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${name}-error` : undefined}
              className="max-w-72"
            />
            {error && (
              <p id={`${name}-error`} className="text-sm text-destructive sm:col-start-2">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
