import type { ReactNode } from "react";

import { Label } from "@/components/ui/label";

/**
 * Label, control and error message wired together: the control gets aria-invalid and
 * aria-describedby pointing at the message, which is announced when it appears.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  children: (aria: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} aria-live="polite" className="min-h-0 text-sm text-destructive">
        {error}
      </p>
    </div>
  );
}
