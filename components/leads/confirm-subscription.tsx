"use client";

import { useActionState } from "react";

import { Button } from "@/components/ui/button";
import { confirmSubscription } from "@/lib/leads/newsletter-actions";

export function ConfirmSubscription({ token }: { token: string }) {
  const [state, action, pending] = useActionState(confirmSubscription, { status: "idle" });
  if (state.status === "success") return <p role="status">{state.message}</p>;
  return (
    <form action={action} className="grid justify-items-center gap-4">
      <input type="hidden" name="token" value={token} />
      <Button type="submit" disabled={pending}>
        {pending ? "Confirming..." : "Confirm subscription"}
      </Button>
      {state.message && (
        <p role="alert" className="text-sm text-destructive">
          {state.message}
        </p>
      )}
    </form>
  );
}
