"use client";

import { useActionState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { idleState } from "@/lib/action-state";
import { importSubscribers } from "@/lib/newsletter/subscriber-actions";

/** Import existing subscribers: a CSV pasted in, the consent basis, and an optional assertion. */
export function ImportForm() {
  const [state, action, pending] = useActionState(importSubscribers, idleState);
  const errors = state.fieldErrors ?? {};
  return (
    <form action={action} className="grid gap-3 rounded-lg border bg-background p-4">
      <div className="grid gap-1">
        <Label htmlFor="import-csv">CSV (the first column is the address)</Label>
        <Textarea id="import-csv" name="csv" rows={5} required aria-invalid={Boolean(errors.csv)} />
        {errors.csv && <p className="text-sm text-destructive">{errors.csv}</p>}
      </div>
      <div className="grid gap-1">
        <Label htmlFor="import-basis">Consent basis</Label>
        <Input
          id="import-basis"
          name="consentBasis"
          required
          minLength={10}
          maxLength={500}
          placeholder="e.g. Signed up on our old site's form, 2023 to 2025"
          aria-invalid={Boolean(errors.consentBasis)}
        />
        {errors.consentBasis && <p className="text-sm text-destructive">{errors.consentBasis}</p>}
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" name="priorConsent" value="yes" className="mt-1" />
        <span>
          They already confirmed their subscription (double opt-in) elsewhere: add them as
          confirmed, with no confirmation mail. This assertion is kept in the audit log.
        </span>
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Importing..." : "Import"}
        </Button>
        {state.message && (
          <p role={state.status === "error" ? "alert" : "status"} className="text-sm">
            {state.message}
          </p>
        )}
      </div>
    </form>
  );
}
