"use client";

import Link from "next/link";
import { useActionState } from "react";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { idleState } from "@/lib/action-state";
import { signInWithCode, type SignInCodeState } from "@/lib/auth/two-factor-sign-in";

/** The sign-in's second step: a code from the authenticator app, or a recovery code. */
export function SignInCodeForm({ nextField }: { nextField: React.ReactNode }) {
  const [state, action, pending] = useActionState<SignInCodeState, FormData>(
    signInWithCode,
    idleState,
  );
  return (
    <form action={action} className="grid gap-4" noValidate>
      {nextField}
      <FormField
        id="code"
        label="Code"
        hint="The 6-digit code your authenticator app shows, or one of your recovery codes."
        error={state.fieldErrors?.code}
      >
        {(aria) => (
          <Input
            {...aria}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            required
            autoFocus
          />
        )}
      </FormField>
      {state.message && (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {state.message}
        </p>
      )}
      {state.expired ? (
        <Button asChild>
          <Link href="/admin/login">Sign in again</Link>
        </Button>
      ) : (
        <Button type="submit" disabled={pending} aria-disabled={pending}>
          {pending ? "Checking..." : "Verify"}
        </Button>
      )}
    </form>
  );
}
