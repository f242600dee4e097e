import type { ComponentProps } from "react";

import { NativeSelect } from "@/components/ui/native-select";

/** What the service select needs; the page passes it so the services' full content stays on the server. */
export type ServiceOption = { id: string; name: string };

/** The booking form's service choice: a native select, so it works before hydration and by keyboard. */
export function ServiceSelect({
  services,
  ...props
}: ComponentProps<"select"> & { services: readonly ServiceOption[] }) {
  return (
    <NativeSelect {...props}>
      <option value="">Select a service</option>
      {services.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </NativeSelect>
  );
}
