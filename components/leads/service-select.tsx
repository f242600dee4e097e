import type { ComponentProps } from "react";

/** What the service select needs; the page passes it so the services' full content stays on the server. */
export type ServiceOption = { id: string; name: string };

/** The booking form's service choice: a native select, so it works before hydration and by keyboard. */
export function ServiceSelect({
  services,
  ...props
}: ComponentProps<"select"> & { services: readonly ServiceOption[] }) {
  return (
    <select
      {...props}
      className="h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
    >
      <option value="">Select a service</option>
      {services.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </select>
  );
}
