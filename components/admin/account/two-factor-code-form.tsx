"use client";

import { useActionState, useId } from "react";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { idleState } from "@/lib/action-state";
import type { TwoFactorState } from "@/lib/auth/two-factor-actions";
import { RecoveryCodes } from "./recovery-codes";

type Props = {
  action: (state: TwoFactorState, form: FormData) => Promise<TwoFactorState>;
  label: string;
  hint: string;
  submit: string;
  pendingLabel: string;
  destructive?: boolean;
};

/**
 * One code field and a button, for each account action that asks for a code (confirm enrolment,
 * new recovery codes, turn two-factor off). New recovery codes replace the form: shown this once.
 */
export function TwoFactorCodeForm({
  action,
  label,
  hint,
  submit,
  pendingLabel,
  destructive,
}: Props) {
  const [state, run, pending] = useActionState<TwoFactorState, FormData>(action, idleState);
  const id = useId();
  if (state.codes) return <RecoveryCodes codes={state.codes} message={state.message} />;
  return (
    <form action={run} className="grid max-w-sm gap-4" noValidate>
      <FormField id={`${id}-code`} label={label} hint={hint} error={state.fieldErrors?.code}>
        {(aria) => (
          <Input
            {...aria}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            required
          />
        )}
      </FormField>
      {state.message && !state.fieldErrors?.code && (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {state.message}
        </p>
      )}
      <Button
        type="submit"
        variant={destructive ? "destructive" : "default"}
        disabled={pending}
        aria-disabled={pending}
        className="justify-self-start"
      >
        {pending ? pendingLabel : submit}
      </Button>
    </form>
  );
}
