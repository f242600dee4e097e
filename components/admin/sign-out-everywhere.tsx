"use client";

import { useTransition } from "react";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { signOutEverywhere } from "@/lib/auth/actions";

/**
 * Ends every session of the account, on every device: asked first, since it also signs out a
 * colleague's laptop or a phone mid-edit. The sign-in page then says it was done.
 */
export function SignOutEverywhereButton() {
  const [pending, startTransition] = useTransition();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" disabled={pending}>
          {pending ? "Signing out…" : "Sign out everywhere"}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Sign out on every device?</AlertDialogTitle>
        <AlertDialogDescription>
          Every session of this account ends, this one included: anyone signed in with it elsewhere
          has to sign in again, and unsaved work there is lost.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => startTransition(() => signOutEverywhere())}>
            Sign out everywhere
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
