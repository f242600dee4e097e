"use client";

import { useActionState } from "react";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { idleState, type ActionState } from "@/lib/action-state";
import { sendPasswordReset } from "@/lib/staff/public-actions";

/** "Forgot your password?": the answer is the same for every address (lib/staff/schemas.ts). */
export function ForgotForm() {
  const [state, action, pending] = useActionState<ActionState<"email">, FormData>(
    sendPasswordReset,
    idleState,
  );
  return (
    <form action={action} className="grid gap-4" noValidate>
      <FormField
        id="email"
        label="E-mail"
        error={state.fieldErrors?.email}
        hint="The address of your staff account."
      >
        {(aria) => (
          <Input {...aria} name="email" type="email" autoComplete="username" required autoFocus />
        )}
      </FormField>
      {state.message && (
        <p
          role={state.status === "error" ? "alert" : "status"}
          className={`rounded-md p-3 text-sm ${state.status === "error" ? "bg-destructive/10 text-destructive" : "border bg-muted/60"}`}
        >
          {state.message}
        </p>
      )}
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? "Sending…" : "Send me a link"}
      </Button>
    </form>
  );
}
