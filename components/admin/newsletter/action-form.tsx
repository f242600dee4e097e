"use client";

import { useActionState } from "react";

import { Button } from "@/components/ui/button";
import { idleState, type ActionState } from "@/lib/action-state";

type Props = {
  action: (prev: ActionState, form: FormData) => Promise<ActionState>;
  /** Hidden fields: which post or send the action is about. */
  fields: Record<string, string>;
  label: string;
  busyLabel: string;
  /** A checkbox the staff member must tick first (sent as confirm=yes). */
  confirm?: string;
  variant?: "default" | "outline";
};

/**
 * One newsletter action as a `<form action>`: it posts before hydration too, and once hydrated
 * shows the action's answer beside the button.
 */
export function ActionForm({
  action,
  fields,
  label,
  busyLabel,
  confirm,
  variant = "outline",
}: Props) {
  const [state, formAction, pending] = useActionState(action, idleState);
  return (
    <form action={formAction} className="grid gap-2">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {confirm && (
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="confirm" value="yes" required className="mt-1" />
          <span>{confirm}</span>
        </label>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant={variant} size="sm" disabled={pending}>
          {pending ? busyLabel : label}
        </Button>
        {state.message && (
          <p
            role={state.status === "error" ? "alert" : "status"}
            className={
              state.status === "error"
                ? "text-sm text-destructive"
                : "text-sm text-muted-foreground"
            }
          >
            {state.message}
          </p>
        )}
      </div>
    </form>
  );
}
