"use client";

import { useTransition } from "react";

import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { Button } from "@/components/ui/button";
import { signOutEverywhere } from "@/lib/auth/actions";

/**
 * Ends every session of the account, on every device: asked first, since it also signs out a
 * colleague's laptop or a phone mid-edit. The sign-in page then says it was done.
 */
export function SignOutEverywhereButton() {
  const [pending, startTransition] = useTransition();
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="ghost" size="sm" disabled={pending}>
          {pending ? "Signing out…" : "Sign out everywhere"}
        </Button>
      }
      title="Sign out on every device?"
      description="Every session of this account ends, this one included: anyone signed in with it elsewhere has to sign in again, and unsaved work there is lost."
      confirmLabel="Sign out everywhere"
      onConfirm={() => startTransition(() => signOutEverywhere())}
    />
  );
}
