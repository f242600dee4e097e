"use client";

import { useActionState, useState } from "react";

import { FormField } from "@/components/forms/form-field";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { idleState } from "@/lib/action-state";
import { erasePersonData, type EraseState } from "@/lib/privacy/actions";

/**
 * A data request about one address: "Download data (JSON)" posts the address to the export route
 * (a download; the page stays), "Erase…" asks for the address again in a dialog before the action
 * runs. The answer (counts only) is announced in the status line.
 */
export function PrivacyRequestForm() {
  const [email, setEmail] = useState("");
  const [open, setOpen] = useState(false);
  // The dialog closes once the action answered, unless it is the confirmation it refused.
  const [state, formAction, pending] = useActionState(
    async (previous: EraseState, form: FormData) => {
      const next = await erasePersonData(previous, form);
      if (!next.fieldErrors?.confirmEmail) setOpen(false);
      return next;
    },
    idleState as EraseState,
  );
  const confirmError = state.fieldErrors?.confirmEmail;
  const emailError = state.fieldErrors?.email;

  return (
    <div className="grid max-w-xl gap-6 rounded-lg border bg-background p-4 sm:p-6">
      <form method="post" action="/api/admin/privacy-export" className="grid gap-4">
        <FormField
          id="email"
          label="E-mail address"
          hint="Any case; a domain in Unicode or punycode finds both spellings."
          error={emailError}
        >
          {(aria) => (
            <Input
              {...aria}
              name="email"
              type="email"
              autoComplete="off"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="outline" disabled={!email.trim()}>
            Download data (JSON)
          </Button>
          <AlertDialog open={open} onOpenChange={setOpen}>
            <AlertDialogTrigger asChild>
              <Button type="button" variant="destructive" disabled={!email.trim() || pending}>
                {pending ? "Erasing…" : "Erase…"}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <form action={formAction} className="grid gap-4">
                <AlertDialogTitle>Erase everything about this address?</AlertDialogTitle>
                <AlertDialogDescription>
                  Its leads are anonymised, their notes, mails and webhook payloads blanked, mails
                  not yet sent deleted, and its newsletter subscription deleted. This cannot be
                  undone. Type the address again to confirm.
                </AlertDialogDescription>
                <input type="hidden" name="email" value={email} />
                <FormField id="confirmEmail" label="E-mail address, again" error={confirmError}>
                  {(aria) => (
                    <Input {...aria} name="confirmEmail" type="email" autoComplete="off" required />
                  )}
                </FormField>
                <AlertDialogFooter>
                  <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
                  <Button type="submit" variant="destructive" disabled={pending}>
                    {pending ? "Erasing…" : "Erase everything"}
                  </Button>
                </AlertDialogFooter>
              </form>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </form>
      <p role="status" aria-live="polite" className="min-h-5 text-sm">
        {state.status === "success" && state.message}
        {state.status === "error" && !confirmError && (
          <span className="text-destructive">{emailError ?? state.message}</span>
        )}
      </p>
    </div>
  );
}
