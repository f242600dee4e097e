"use client";

import { useActionState } from "react";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { idleState } from "@/lib/action-state";
import type { PasswordFormState } from "@/lib/staff/public-actions";
import { LinkRefused } from "./account-card";

type Action = (prev: PasswordFormState, form: FormData) => Promise<PasswordFormState>;

/**
 * Choose a password from an e-mailed link (invitation or reset). A plain POST form, so it works
 * before hydration; the strength check runs on the server (its dictionaries never reach the page)
 * and its advice appears under the field.
 */
export function PasswordForm({
  action,
  token,
  email,
  hint,
  submitLabel,
}: {
  action: Action;
  token: string;
  email: string;
  hint: string;
  submitLabel: string;
}) {
  const [state, formAction, pending] = useActionState(action, idleState);
  if (state.gone && state.message) return <LinkRefused message={state.message} />;
  return (
    <form action={formAction} className="grid gap-4" noValidate>
      <input type="hidden" name="token" value={token} />
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <p className="text-sm">
        Account: <strong className="break-all">{email}</strong>
      </p>
      <FormField id="password" label="New password" error={state.fieldErrors?.password} hint={hint}>
        {(aria) => (
          <Input
            {...aria}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            autoFocus
          />
        )}
      </FormField>
      <FormField id="confirm" label="Repeat the password" error={state.fieldErrors?.confirm}>
        {(aria) => (
          <Input {...aria} name="confirm" type="password" autoComplete="new-password" required />
        )}
      </FormField>
      {state.message && (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {state.message}
        </p>
      )}
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? "Checking…" : submitLabel}
      </Button>
    </form>
  );
}
