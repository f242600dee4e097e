"use client";

import { useActionState } from "react";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { idleState } from "@/lib/action-state";
import { signIn, type SignInState } from "@/lib/auth/actions";

/**
 * Works before hydration too: a plain POST form whose action is the server action. `nextField` is
 * the hidden `next` input; the page streams it in, so only that input is swapped when the request's
 * search params arrive, never the fields someone may already be typing in.
 */
export function LoginForm({ nextField }: { nextField: React.ReactNode }) {
  const [state, action, pending] = useActionState<SignInState, FormData>(signIn, idleState);
  return (
    <form action={action} className="grid gap-4" noValidate>
      {nextField}
      <FormField id="email" label="E-mail" error={state.fieldErrors?.email}>
        {(aria) => (
          <Input
            {...aria}
            name="email"
            type="email"
            defaultValue={state.email}
            autoComplete="username"
            required
            autoFocus
          />
        )}
      </FormField>
      <FormField id="password" label="Password" error={state.fieldErrors?.password}>
        {(aria) => (
          <Input
            {...aria}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        )}
      </FormField>
      {state.message && (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {state.message}
        </p>
      )}
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? "Signing in..." : "Sign in"}
      </Button>
    </form>
  );
}
